/**
 * Deletes a cost recorded by hand and not yet invoiced, after asking: a clinic
 * day's act or an invoiced one cannot go (the server refuses them too, and its
 * reason is what the person reads).
 */
import { useState } from 'react';
import DeleteIcon from '@mui/icons-material/Delete';
import { IconButton } from '@mui/material';
import { useDelete, useNotify, useTranslate } from 'react-admin';
import { conceptoLabel } from '../../domain/costes';
import type { CosteFila } from '../../domain/schemas/coste';
import { formatDate } from '../../domain/validation';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { detailOf } from '../registros/formHelpers';

const B = 'gatera.costes.borrar';

/** Only what a person recorded and no invoice pays may be deleted. */
export const esBorrable = (coste: CosteFila) => coste.reserva_id === null && coste.factura_id === null;

export function BorrarCosteButton({ coste }: { coste: CosteFila }) {
  const translate = useTranslate();
  const notify = useNotify();
  const [open, setOpen] = useState(false);
  const [deleteOne, { isPending }] = useDelete();
  const que = { fecha: formatDate(coste.fecha), concepto: translate(conceptoLabel(coste.concepto)) };
  const remove = () =>
    deleteOne('costes', { id: coste.id, previousData: coste }, {
      onSuccess: () => notify(`${B}.borrado`, { type: 'success' }),
      onError: (error) => notify(detailOf(error) ?? 'ra.notification.http_error', { type: 'error' }),
      onSettled: () => setOpen(false),
    });
  return (
    <>
      <IconButton aria-label={translate(`${B}.boton`, que)} onClick={() => setOpen(true)} sx={{ minWidth: 44, minHeight: 44 }}>
        <DeleteIcon />
      </IconButton>
      <ConfirmDialog
        open={open}
        title={translate(`${B}.titulo`)}
        content={translate(`${B}.pregunta`, que)}
        confirmLabel={translate('ra.action.delete')}
        onConfirm={() => void remove()}
        onClose={() => setOpen(false)}
        loading={isPending}
      />
    </>
  );
}
