/** /consultas-microchip: the administrator's log of lookups, the newest first, a page at a time: who, when, which chip and the answer. */
import { Box, Typography } from '@mui/material';
import { ListBase, useTranslate } from 'react-admin';
import { CONSULTAS_PAGINA } from '../../domain/consulta';
import type { ConsultaMicrochip } from '../../domain/schemas/entidad';
import { formatDateTime } from '../../domain/dates';
import { StaffDataTable, type StaffColumn } from '../listas/StaffDataTable';
import { T } from './ConsultaPage';

const LIST_QUERY = { onError: () => undefined };

export function quienConsulto(q: ConsultaMicrochip): string {
  return [q.usuario_nombre, q.entidad_nombre, q.clave_prefijo ? `gtk_${q.clave_prefijo}…` : null].filter(Boolean).join(' · ');
}

function Tabla() {
  const translate = useTranslate();
  const columns: StaffColumn<ConsultaMicrochip>[] = [
    { source: 'consultado_at', render: (q) => formatDateTime(q.consultado_at), fit: 'short', rowHeader: true },
    { source: 'microchip', render: (q) => q.microchip, fit: 'short' },
    { source: 'quien', render: quienConsulto },
    { source: 'colonia', render: (q) => (q.colonia ? translate(`${T}.siColonia`, { colonia: q.colonia_nombre ?? '—' }) : translate(`${T}.noConsta`)) },
  ];
  return <StaffDataTable<ConsultaMicrochip> caption={`${T}.registro`} columns={columns} title={(q) => `${formatDateTime(q.consultado_at)} · ${q.microchip}`} empty={`${T}.registroVacio`} onError="alert" />;
}

export function ConsultasLogPage() {
  const translate = useTranslate();
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {translate(`${T}.registro`)}
      </Typography>
      <Typography sx={{ mb: 2 }}>{translate(`${T}.registroAyuda`)}</Typography>
      <ListBase resource="consultas-microchip" perPage={CONSULTAS_PAGINA} sort={{ field: '', order: 'DESC' }} disableSyncWithLocation queryOptions={LIST_QUERY}>
        <Tabla />
      </ListBase>
    </Box>
  );
}
