/**
 * /equipos/:id: one item, the page its label's QR code opens. Its code,
 * kind, state and who has it; what the reader may do with it: borrow it
 * (on the shelf), give it back (theirs, or any for staff), record its
 * cleaning (back uncleaned), and for staff edit or delete it and read its
 * history.
 */
import { useState } from 'react';
import { Button } from '@mui/material';
import { useDelete, useNotify, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { Equipo } from '../../domain/schemas/equipo';
import { RecordShow } from '../components/RecordShow';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { DevolucionDialog } from './DevolucionDialog';
import { EquipoFormDialog } from './EquipoFormDialog';
import { EstadoChip } from './EquiposPage';
import { Historial } from './Historial';
import { PrestamoDialog } from './PrestamoDialog';
import { loanLine } from './format';
import { T, useEquiposAccess } from './useEquiposAccess';

type Open = 'prestar' | 'devolver' | 'editar' | 'eliminar' | null;

export function EquipoPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const [deleteOne, { isPending: deleting }] = useDelete();
  const { gestionar, prestar, userId } = useEquiposAccess();
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);

  function actions(e: Equipo) {
    const mine = e.prestamo?.usuario_id === userId;
    const buttons = [];
    if (prestar && e.estado === 'disponible') buttons.push(['prestar', gestionar ? `${T}.prestar` : `${T}.pedir`] as const);
    if (prestar && e.estado === 'prestada' && (gestionar || mine)) buttons.push(['devolver', `${T}.devolver`] as const);
    if (prestar && e.estado === 'en_limpieza') buttons.push(['devolver', `${T}.registrarLimpieza`] as const);
    if (gestionar) buttons.push(['editar', `${T}.editar`] as const, ['eliminar', `${T}.eliminar`] as const);
    return buttons.map(([action, label], i) => (
      <Button key={action} variant={i === 0 ? 'contained' : 'outlined'} color={action === 'eliminar' ? 'error' : 'primary'} onClick={() => setOpen(action)} sx={{ minHeight: 44 }}>
        {translate(label)}
      </Button>
    ));
  }

  async function remove(e: Equipo) {
    await deleteOne('equipos', { id: e.id, previousData: e }, {
      onSuccess: () => {
        notify(`${T}.eliminado`, { type: 'success' });
        navigate('/equipos');
      },
      onError: (error) => notify(error instanceof Error ? error.message : String(error), { type: 'error' }),
    });
  }

  return (
    <RecordShow<Equipo>
      resource="equipos"
      listPath="/equipos"
      title={`${T}.titulo`}
      heading={(e) => e.codigo}
      fields={(e) => [
        ['codigo', e.codigo],
        ['tipo', translate(`${T}.tipos.${e.tipo}`)],
        ['descripcion', e.descripcion ?? ''],
        ['estado', <EstadoChip key="estado" estado={e.estado} vencido={e.prestamo?.vencido} />],
        ['prestamo', e.prestamo ? (e.prestamo.usuario_id === userId ? `${translate(`${T}.enMano`)} · ${loanLine(translate, e.prestamo)}` : loanLine(translate, e.prestamo)) : ''],
      ]}
      actions={actions}
      below={(e) => (
        <>
          {gestionar ? <Historial equipoId={e.id} version={`${e.estado}-${e.updated_at}-${e.prestamo?.id ?? ''}`} /> : null}
          {open === 'prestar' ? <PrestamoDialog equipo={e} onClose={close} /> : null}
          {open === 'devolver' ? <DevolucionDialog equipo={e} onClose={close} /> : null}
          {open === 'editar' ? <EquipoFormDialog equipo={e} onClose={close} /> : null}
          <ConfirmDialog
            open={open === 'eliminar'}
            title={translate(`${T}.eliminar`)}
            content={translate(`${T}.eliminarConfirmar`, { codigo: e.codigo })}
            onConfirm={() => void remove(e).finally(close)}
            onClose={close}
            loading={deleting}
          />
        </>
      )}
    />
  );
}
