/**
 * /costes: the cost ledger, newest first: every act and supply with what it
 * amounts to and where that comes from (its invoice, its provider's price,
 * its own), its cat, colony, provider and grant line; filtered by concept,
 * days, and those still without invoice or line. Staff record a cost by hand,
 * and delete one recorded by hand that no invoice pays yet.
 */
import { useState } from 'react';
import { Box, Button, Checkbox, FormControlLabel, Stack, TextField, Typography } from '@mui/material';
import { ListBase, useListContext, useTranslate } from 'react-admin';
import { CONCEPTOS_COSTE, conceptoLabel } from '../../domain/costes';
import type { CosteFila } from '../../domain/schemas/coste';
import { formatDate } from '../../domain/validation';
import { SelectField } from '../calle/SelectField';
import { StaffDataTable, type StaffColumn } from '../listas/StaffDataTable';
import { formatMoney } from '../i18n/numbers';
import { CosteFormDialog } from './CosteFormDialog';
import { BorrarCosteButton, esBorrable } from './BorrarCosteButton';

const C = 'gatera.costes';
const PER_PAGE = 50;
const LIST_QUERY = { onError: () => undefined };

function Filtros() {
  const translate = useTranslate();
  const { filterValues, setFilters } = useListContext();
  const set = (key: string, value: unknown) => setFilters({ ...filterValues, [key]: value === '' || value === false ? undefined : value });
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 2, flexWrap: 'wrap' }}>
      <SelectField
        size="small"
        label={translate(`${C}.filtros.concepto`)}
        value={String(filterValues.concepto ?? '')}
        onChange={(e) => set('concepto', e.target.value)}
        sx={{ minWidth: 220 }}
        options={[{ value: '', label: translate(`${C}.todos`) }, ...CONCEPTOS_COSTE.map((c) => ({ value: c, label: translate(conceptoLabel(c)) }))]}
      />
      <TextField size="small" type="date" label={translate(`${C}.filtros.desde`)} value={String(filterValues.desde ?? '')} onChange={(e) => set('desde', e.target.value)} slotProps={{ inputLabel: { shrink: true } }} />
      <TextField size="small" type="date" label={translate(`${C}.filtros.hasta`)} value={String(filterValues.hasta ?? '')} onChange={(e) => set('hasta', e.target.value)} slotProps={{ inputLabel: { shrink: true } }} />
      <FormControlLabel control={<Checkbox checked={filterValues.sin_factura === true} onChange={(e) => set('sin_factura', e.target.checked)} />} label={translate(`${C}.filtros.sinFactura`)} />
      <FormControlLabel control={<Checkbox checked={filterValues.sin_linea === true} onChange={(e) => set('sin_linea', e.target.checked)} />} label={translate(`${C}.filtros.sinLinea`)} />
    </Stack>
  );
}

function CostesTable() {
  const translate = useTranslate();
  const origen = (c: CosteFila) => (c.origen === 'factura' ? translate(`${C}.origen.factura`, { numero: c.factura_numero ?? '' }) : translate(`${C}.origen.${c.origen ?? 'ninguno'}`));
  const columns: StaffColumn<CosteFila>[] = [
    { source: 'fecha', render: (c) => formatDate(c.fecha), fit: 'short' },
    { source: 'concepto', render: (c) => translate(conceptoLabel(c.concepto)), rowHeader: true },
    { source: 'gato_nombre', render: (c) => (c.gato_nombre ? `${c.gato_nombre}${c.gato_microchip ? ` (${c.gato_microchip})` : ''}` : '') },
    { source: 'colonia_nombre', render: (c) => c.colonia_nombre ?? '' },
    { source: 'proveedor_nombre', render: (c) => c.proveedor_nombre ?? '' },
    { source: 'importe_centimos', render: (c) => `${c.importe_centimos === null ? '—' : formatMoney(c.importe_centimos)} · ${origen(c)}` },
    { source: 'linea_nombre', render: (c) => c.linea_nombre ?? '', fit: 'long', text: (c) => c.linea_nombre ?? '' },
  ];
  const title = (c: CosteFila) => `${formatDate(c.fecha)} · ${translate(conceptoLabel(c.concepto))}`;
  return <StaffDataTable<CosteFila> caption={`${C}.titulo`} columns={columns} title={title} empty={`${C}.vacio`} onError="alert" actions={(c) => (esBorrable(c) ? <BorrarCosteButton coste={c} /> : null)} />;
}

export function CostesPage() {
  const translate = useTranslate();
  const [creating, setCreating] = useState(false);
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {translate(`${C}.titulo`)}
      </Typography>
      <Button variant="contained" onClick={() => setCreating(true)} sx={{ mb: 2 }}>
        {translate(`${C}.nuevo`)}
      </Button>
      {creating ? <CosteFormDialog onClose={() => setCreating(false)} /> : null}
      <ListBase resource="costes" perPage={PER_PAGE} sort={{ field: 'fecha', order: 'DESC' }} disableSyncWithLocation storeKey="costes.libro" queryOptions={LIST_QUERY}>
        <Filtros />
        <CostesTable />
      </ListBase>
    </Box>
  );
}
