/**
 * /facturas: the providers' invoices, newest first or by the column header
 * chosen, filtered by provider; a row opens the invoice. Staff register a new
 * one (FacturaFormDialog); a veterinario reads those of their clinics.
 */
import { useState } from 'react';
import { Box, Button, Typography } from '@mui/material';
import { ListBase, useListContext, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { can } from '../../domain/roles';
import type { FacturaFila } from '../../domain/schemas/coste';
import { formatDate } from '../../domain/validation';
import { SelectField } from '../calle/SelectField';
import { StaffDataTable, type StaffColumn } from '../listas/StaffDataTable';
import { useStoredUser } from '../providers/session';
import { useProveedores } from '../jornadas/useProveedores';
import { FacturaFormDialog } from './FacturaFormDialog';
import { T } from './euros';
import { formatMoney } from '../i18n/numbers';

const PER_PAGE = 25;
const LIST_QUERY = { onError: () => undefined };
export const facturaPath = (id: number) => `/facturas/${id}`;

function ProveedorFiltro() {
  const translate = useTranslate();
  const proveedores = useProveedores();
  const { filterValues, setFilters } = useListContext();
  return (
    <SelectField
      size="small"
      label={translate(`${T}.filtroProveedor`)}
      value={String(filterValues.proveedor_id ?? '')}
      onChange={(e) => setFilters({ ...filterValues, proveedor_id: e.target.value === '' ? undefined : e.target.value })}
      sx={{ minWidth: 240, mb: 2 }}
      options={[{ value: '', label: translate(`${T}.todos`) }, ...proveedores.map((p) => ({ value: String(p.id), label: p.nombre }))]}
    />
  );
}

function FacturasTable() {
  const columns: StaffColumn<FacturaFila>[] = [
    { source: 'numero', render: (f) => f.numero, fit: 'short', rowHeader: true, sortable: true },
    { source: 'fecha', render: (f) => formatDate(f.fecha), fit: 'short', sortable: true },
    { source: 'proveedor_nombre', render: (f) => f.proveedor_nombre, sortable: true },
    { source: 'total_centimos', render: (f) => formatMoney(f.total_centimos), fit: 'short', sortable: true },
    { source: 'lineas_count', render: (f) => f.lineas_count, fit: 'short' },
  ];
  const title = (f: FacturaFila) => <Link to={facturaPath(f.id)}>{`${f.numero} · ${f.proveedor_nombre}`}</Link>;
  return <StaffDataTable<FacturaFila> caption={`${T}.titulo`} columns={columns} title={title} rowHref={(f) => facturaPath(f.id)} empty={`${T}.vacia`} onError="alert" />;
}

export function FacturasPage() {
  const translate = useTranslate();
  const user = useStoredUser();
  const [creating, setCreating] = useState(false);
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {translate(`${T}.titulo`)}
      </Typography>
      {can(user?.role, 'facturas.gestionar') ? (
        <Button variant="contained" onClick={() => setCreating(true)} sx={{ mb: 2 }}>
          {translate(`${T}.nueva`)}
        </Button>
      ) : null}
      {creating ? <FacturaFormDialog onClose={() => setCreating(false)} /> : null}
      <ListBase resource="facturas" perPage={PER_PAGE} sort={{ field: 'fecha', order: 'DESC' }} disableSyncWithLocation storeKey="facturas.listado" queryOptions={LIST_QUERY}>
        <ProveedorFiltro />
        <FacturasTable />
      </ListBase>
    </Box>
  );
}
