/**
 * /subvenciones: the grants, the latest awarded first, with their call,
 * awarding body, reference, amount granted and eligible period; a row opens
 * the grant. Staff add a grant here.
 */
import { useState } from 'react';
import { Box, Button, Typography } from '@mui/material';
import { ListBase, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { Subvencion } from '../../domain/schemas/coste';
import { formatDate } from '../../domain/validation';
import { StaffDataTable, type StaffColumn } from '../listas/StaffDataTable';
import { SubvencionFormDialog } from './SubvencionFormDialog';
import { T, euros } from './format';

const LIST_QUERY = { onError: () => undefined };
const path = (s: Subvencion) => `/subvenciones/${s.id}`;

function SubvencionesTable() {
  const translate = useTranslate();
  const columns: StaffColumn<Subvencion>[] = [
    { source: 'convocatoria', render: (s) => s.convocatoria, fit: 'long', rowHeader: true },
    { source: 'organismo', render: (s) => s.organismo },
    { source: 'referencia', render: (s) => s.referencia, fit: 'short' },
    { source: 'importe_concedido_centimos', render: (s) => euros(s.importe_concedido_centimos), fit: 'short' },
    { source: 'periodo', render: (s) => translate(`${T}.periodoValor`, { desde: formatDate(s.periodo_desde), hasta: formatDate(s.periodo_hasta) }) },
  ];
  return <StaffDataTable<Subvencion> caption={`${T}.titulo`} columns={columns} title={(s) => <Link to={path(s)}>{`${s.referencia} · ${s.convocatoria}`}</Link>} rowHref={path} empty={`${T}.vacia`} onError="alert" />;
}

export function SubvencionesPage() {
  const translate = useTranslate();
  const [creating, setCreating] = useState(false);
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {translate(`${T}.titulo`)}
      </Typography>
      <Button variant="contained" onClick={() => setCreating(true)} sx={{ mb: 2 }}>
        {translate(`${T}.nueva`)}
      </Button>
      {creating ? <SubvencionFormDialog onClose={() => setCreating(false)} /> : null}
      <ListBase resource="subvenciones" perPage={25} sort={{ field: '', order: 'ASC' }} disableSyncWithLocation storeKey="subvenciones.listado" queryOptions={LIST_QUERY}>
        <SubvencionesTable />
      </ListBase>
    </Box>
  );
}
