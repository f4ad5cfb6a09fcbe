/**
 * Staff's dialogs on a clinic day's page: correcting it (its clinic, date
 * and capacity; only the capacity once it has outcomes) and removing it
 * after confirming, which cancels its bookings with it. A refusal shows the
 * server's reason.
 */
import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useDelete, useNotify, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { Jornada } from '../../domain/schemas/jornada';
import { formatDate } from '../../domain/validation';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { detailOf } from '../registros/formHelpers';
import { JornadaForm } from './JornadaForm';
import { useReservas } from './useReservas';

export interface JornadaDialogProps {
  jornada: Jornada;
  open: boolean;
  onClose: () => void;
}

export function JornadaEditDialog({ jornada, open, onClose }: JornadaDialogProps) {
  const translate = useTranslate();
  const { reservas } = useReservas(jornada.id);
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="jornada-editar-titulo" fullWidth maxWidth="sm">
      <DialogTitle id="jornada-editar-titulo">{translate('gatera.jornadas.editar.titulo')}</DialogTitle>
      <DialogContent>{open ? <JornadaForm jornada={jornada} soloCapacidad={reservas.some((r) => r.resultado_at)} onSaved={onClose} /> : null}</DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
      </DialogActions>
    </Dialog>
  );
}

export function EliminarJornadaDialog({ jornada, open, onClose }: JornadaDialogProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const [deleteOne, { isPending }] = useDelete();
  const remove = () =>
    deleteOne('jornadas', { id: jornada.id, previousData: jornada }, {
      onSuccess: () => {
        notify('gatera.jornadas.eliminar.eliminada', { type: 'success' });
        navigate('/jornadas');
      },
      onError: (error) => notify(detailOf(error) ?? 'ra.notification.http_error', { type: 'error' }),
      onSettled: onClose,
    });
  const pregunta = translate('gatera.jornadas.eliminar.confirmar', { fecha: formatDate(jornada.fecha), clinica: jornada.proveedor_nombre });
  const reservas = jornada.reservas > 0 ? ` ${translate('gatera.jornadas.eliminar.reservas', { smart_count: jornada.reservas })}` : '';
  return (
    <ConfirmDialog
      open={open}
      title={translate('gatera.jornadas.eliminar.titulo')}
      content={`${pregunta}${reservas}`}
      confirmLabel={translate('ra.action.delete')}
      onConfirm={() => void remove()}
      onClose={onClose}
      loading={isPending}
    />
  );
}
