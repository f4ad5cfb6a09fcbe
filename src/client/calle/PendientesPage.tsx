/** /visitas/pendientes (admin, responsable): the shifts of a day nobody visited, with the colony and the volunteer. */
import { useEffect, useState } from 'react';
import { Box, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import { hoyEnEspana } from '../../domain/cer';
import { Loading } from '../components/Loading';
import { calleApi, type Pendiente } from './api';
import { FechaFiltro } from './FechaFiltro';

export function PendientesPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const [fecha, setFecha] = useState(hoyEnEspana());
  const [items, setItems] = useState<Pendiente[] | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    setItems(null);
    calleApi
      .pendientes(fecha, controller.signal)
      .then(setItems)
      .catch((error: unknown) => {
        if (!controller.signal.aborted) notify(error instanceof Error ? error.message : String(error), { type: 'error' });
      });
    return () => controller.abort();
  }, [fecha, notify]);

  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {translate('gatera.calle.pendientes.titulo')}
      </Typography>
      <Box sx={{ mb: 2 }}>
        <FechaFiltro label={translate('gatera.calle.pendientes.fecha')} value={fecha} onChange={(v) => v && setFecha(v)} />
      </Box>
      {items === null ? (
        <Loading />
      ) : items.length === 0 ? (
        <Typography>{translate('gatera.calle.pendientes.ninguno')}</Typography>
      ) : (
        <TableContainer>
          <Table size="small" aria-label={translate('gatera.calle.pendientes.titulo')}>
            <TableHead>
              <TableRow>
                <TableCell>{translate('gatera.calle.pendientes.colonia')}</TableCell>
                <TableCell>{translate('gatera.calle.pendientes.franja')}</TableCell>
                <TableCell>{translate('gatera.calle.pendientes.voluntario')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {items.map((p) => (
                <TableRow key={p.turno_id}>
                  <TableCell>{p.colonia_nombre}</TableCell>
                  <TableCell>{translate(`gatera.calle.franjas.${p.franja}`)}</TableCell>
                  <TableCell>{p.usuario_nombre}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Box>
  );
}
