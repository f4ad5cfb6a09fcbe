/**
 * A clinic day's list of booked cats, as the vet prints it: the cat (or
 * «sin identificar, a capturar en …»), its colony, sex, slots and outcome;
 * staff cancel a booking not yet seen, and whoever records outcomes opens a
 * booking's outcome form.
 */
import type { ReactNode } from 'react';
import { useMutation } from '@tanstack/react-query';
import { IconButton, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import { useNotify, useRefresh, useTranslate } from 'react-admin';
import type { Reserva } from '../../domain/schemas/jornada';
import { useGateraDataProvider } from '../providers/dataProvider';
import { detailOf } from '../registros/formHelpers';
import { formatPlazas } from './plazas';
import { useReloadJornada } from './useReservas';

export const reservaGato = (reserva: Reserva, translate: (key: string, options?: object) => string) =>
  reserva.gato_nombre ?? translate('gatera.jornadas.reservas.sinIdentificar', { colonia: reserva.colonia_nombre });

function estado(reserva: Reserva): string {
  if (!reserva.resultado_at) return 'pendiente';
  if (!reserva.presentado) return 'noPresentado';
  return reserva.operado ? 'operado' : 'noOperado';
}

export interface ReservasTableProps {
  jornadaId: number;
  reservas: Reserva[];
  canCancel: boolean;
  /** The outcome cell's action for a booking (B: record its outcome). */
  outcome?: (reserva: Reserva) => ReactNode;
}

export function ReservasTable({ jornadaId, reservas, canCancel, outcome }: ReservasTableProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const reload = useReloadJornada(jornadaId);
  const dataProvider = useGateraDataProvider();
  const cancelling = useMutation({
    mutationFn: (reserva: Reserva) => dataProvider.anularReserva(jornadaId, reserva.id),
    onSuccess: () => {
      notify('gatera.jornadas.reservas.anulada', { type: 'success' });
      reload();
      refresh();
    },
    onError: (error) => notify(detailOf(error) ?? 'ra.notification.http_error', { type: 'error' }),
  });
  const t = (key: string) => translate(`gatera.jornadas.reservas.${key}`);
  if (!reservas.length) return <Typography>{t('vacio')}</Typography>;
  return (
    <Table size="small" aria-labelledby="jornada-reservas">
      <TableHead>
        <TableRow>
          <TableCell>{t('gato')}</TableCell>
          <TableCell>{t('colonia')}</TableCell>
          <TableCell>{t('sexo')}</TableCell>
          <TableCell align="right">{t('plazas')}</TableCell>
          <TableCell>{t('resultado')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {reservas.map((reserva) => {
          const gato = reservaGato(reserva, translate);
          return (
            <TableRow key={reserva.id}>
              <TableCell component="th" scope="row">
                {gato}
                {reserva.gato_codigo ? ` (${reserva.gato_codigo})` : ''}
              </TableCell>
              <TableCell>{reserva.colonia_nombre}</TableCell>
              <TableCell>
                {translate(`gatera.jornadas.sexos.${reserva.sexo}`)}
                {reserva.cachorro ? `, ${t('cachorro')}` : ''}
              </TableCell>
              <TableCell align="right">{formatPlazas(reserva.peso)}</TableCell>
              <TableCell>
                {t(estado(reserva))}
                {outcome?.(reserva)}
                {canCancel && !reserva.resultado_at ? (
                  <IconButton className="no-print" size="small" aria-label={translate('gatera.jornadas.reservas.anular', { gato })} onClick={() => cancelling.mutate(reserva)} disabled={cancelling.isPending}>
                    <DeleteIcon fontSize="small" />
                  </IconButton>
                ) : null}
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
