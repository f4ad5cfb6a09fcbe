/** An item's history for staff: each loan (newest first) and the changes made to the item in the inventory. */
import { Alert, Box, Paper, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { formatDateTime } from '../../domain/dates';
import { formatDate } from '../../domain/validation';
import { AUDIT_ACTION_LABELS } from '../../domain/audit';
import { useGateraDataProvider } from '../providers/dataProvider';
import { euros } from './format';
import { T } from './useEquiposAccess';

export function Historial({ equipoId, version }: { equipoId: number; version: string }) {
  const translate = useTranslate();
  const dataProvider = useGateraDataProvider();
  const { data, isError } = useQuery({ queryKey: ['equipos', equipoId, 'historial', version], queryFn: ({ signal }) => dataProvider.historialEquipo(equipoId, signal) });
  const col = (key: string) => translate(`${T}.columnas.${key}`);
  if (isError) return <Alert severity="error">{translate('ra.notification.http_error')}</Alert>;
  if (!data) return null;
  return (
    <Box>
      <Typography id="equipo-historial" component="h2" variant="h6" gutterBottom>
        {translate(`${T}.historial`)}
      </Typography>
      {data.prestamos.length === 0 ? <Typography color="text.secondary">{translate(`${T}.sinHistorial`)}</Typography> : null}
      {data.prestamos.length > 0 ? (
        <TableContainer component={Paper} variant="outlined" sx={{ mb: 3 }}>
          <Table size="small" aria-labelledby="equipo-historial">
            <TableHead>
              <TableRow>
                {['prestado', 'persona', 'colonia', 'hasta', 'devuelto', 'limpio', 'fianza', 'notas'].map((key) => (
                  <TableCell key={key}>{col(key)}</TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {data.prestamos.map((p) => (
                <TableRow key={p.id}>
                  <TableCell>{formatDateTime(p.prestado_at)}</TableCell>
                  <TableCell>{p.usuario_nombre ?? '—'}</TableCell>
                  <TableCell>{p.colonia_nombre ?? '—'}</TableCell>
                  <TableCell>
                    {formatDate(p.devolver_antes_de)}
                    {p.vencido ? ` (${translate(`${T}.vencido`)})` : ''}
                  </TableCell>
                  <TableCell>{p.devuelto_at ? formatDateTime(p.devuelto_at) : ''}</TableCell>
                  <TableCell>{p.devuelto_at ? translate(p.limpiado_at ? `${T}.si` : `${T}.pendiente`) : ''}</TableCell>
                  <TableCell>{euros(p.fianza_centimos)}</TableCell>
                  <TableCell>{p.notas ?? ''}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      ) : null}
      <Typography id="equipo-cambios" component="h2" variant="h6" gutterBottom>
        {translate(`${T}.cambios`)}
      </Typography>
      <TableContainer component={Paper} variant="outlined">
        <Table size="small" aria-labelledby="equipo-cambios">
          <TableHead>
            <TableRow>
              {['fecha', 'accion', 'usuario', 'detalle'].map((key) => (
                <TableCell key={key}>{col(key)}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {data.cambios.map((c, i) => (
              <TableRow key={i}>
                <TableCell>{formatDateTime(c.at)}</TableCell>
                <TableCell>{translate(`gatera.auditoria.acciones.${c.accion}`, { _: AUDIT_ACTION_LABELS[c.accion as keyof typeof AUDIT_ACTION_LABELS] ?? c.accion })}</TableCell>
                <TableCell>{c.username ?? ''}</TableCell>
                <TableCell>{c.detalle ?? ''}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Box>
  );
}
