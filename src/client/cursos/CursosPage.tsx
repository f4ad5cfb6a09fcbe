/** /cursos: the training courses, the latest first, with their date, hours, place and who attended. */
import { Box, Typography } from '@mui/material';
import { ListBase, useTranslate } from 'react-admin';
import type { Curso } from '../../domain/schemas/acreditacion';
import { formatDate } from '../../domain/validation';
import { StaffDataTable, type StaffColumn } from '../listas/StaffDataTable';

const T = 'gatera.cursos';
const LIST_QUERY = { onError: () => undefined };

function CursosTable() {
  const columns: StaffColumn<Curso>[] = [
    { source: 'titulo', render: (c) => c.titulo, rowHeader: true, fit: 'long' },
    { source: 'fecha', render: (c) => formatDate(c.fecha), fit: 'short' },
    { source: 'horas', render: (c) => (c.horas === null ? '' : String(c.horas)), fit: 'short' },
    { source: 'lugar', render: (c) => c.lugar ?? '' },
    { source: 'asistentes', render: (c) => c.asistentes.map((a) => a.nombre).join(', '), fit: 'long' },
  ];
  return <StaffDataTable<Curso> caption={`${T}.titulo`} columns={columns} title={(c) => c.titulo} empty={`${T}.vacia`} onError="alert" />;
}

export function CursosPage() {
  const translate = useTranslate();
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {translate(`${T}.titulo`)}
      </Typography>
      <ListBase resource="cursos" perPage={25} sort={{ field: '', order: 'ASC' }} disableSyncWithLocation storeKey="cursos.listado" queryOptions={LIST_QUERY}>
        <CursosTable />
      </ListBase>
    </Box>
  );
}
