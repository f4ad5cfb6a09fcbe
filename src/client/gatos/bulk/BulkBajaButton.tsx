/**
 * 'Dar de baja' for the selected cats: the original confirm dialog first (with
 * the optional reason of MotivoBajaFields, the same for every cat), then
 * react-admin's undoable update (the notification offers 'Deshacer' for a few
 * seconds; the server is called only once it has gone).
 */
import { useState } from 'react';
import { Button, Confirm, useListContext, useNotify, useTranslate, useUpdateMany } from 'react-admin';
import PersonOffIcon from '@mui/icons-material/Block';
import { MotivoBajaFields, SIN_MOTIVO, motivoDe, type MotivoBajaValue } from '../MotivoBajaFields';

export function BulkBajaButton() {
  const { selectedIds, onUnselectItems, resource } = useListContext();
  const [open, setOpen] = useState(false);
  const [motivo, setMotivo] = useState<MotivoBajaValue>(SIN_MOTIVO);
  const translate = useTranslate();
  const notify = useNotify();
  const [updateMany, { isPending }] = useUpdateMany();
  const count = selectedIds.length;

  const confirm = () => {
    setOpen(false);
    const texto = motivoDe(motivo);
    void updateMany(
      resource,
      { ids: selectedIds, data: { activo: false }, meta: { action: 'baja', body: texto ? { motivo: texto } : undefined } },
      {
        mutationMode: 'undoable',
        onSuccess: () => {
          notify('gatera.consola.bulk.bajaHecha', { type: 'info', undoable: true, messageArgs: { smart_count: count } });
          onUnselectItems();
        },
        onError: () => notify('gatera.consola.bulk.bajaFallida', { type: 'error' }),
      },
    );
  };

  return (
    <>
      <Button
        label="gatera.consola.bulk.baja"
        onClick={() => {
          setMotivo(SIN_MOTIVO);
          setOpen(true);
        }}
        disabled={isPending}
      >
        <PersonOffIcon />
      </Button>
      <Confirm
        isOpen={open}
        title="gatera.consola.bulk.bajaTitulo"
        content={
          <>
            {translate('gatera.consola.bulk.bajaTexto', { smart_count: count })}
            <MotivoBajaFields value={motivo} onChange={setMotivo} />
          </>
        }
        confirm="gatera.consola.bulk.baja"
        onConfirm={confirm}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
