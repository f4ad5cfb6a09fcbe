/**
 * /visitas: the check-ins, newest first, paged and sorted (time, colony, who)
 * by the server, filtered by colony and days; a row opens the visit's page. A
 * visit with cats seen becomes that day's census from its row menu (for those
 * who may record censuses), where its photo opens too.
 */
import { Box, Stack, Typography } from '@mui/material';
import { ListBase, useListContext, useTranslate } from 'react-admin';
import { formatDateTime } from '../../domain/dates';
import type { Visita } from '../../domain/schemas/calle';
import { StaffDataTable, type StaffColumn } from '../listas/StaffDataTable';
import { ExportCsvBar } from '../listas/ExportCsvButton';
import { RowMenu } from '../listas/RowMenu';
import { FechaFiltro } from './FechaFiltro';
import { useColoniasVisibles } from './useColoniasVisibles';
import { SelectField } from './SelectField';
import { STREET_QUERY } from './streetQuery';
import { useVisitaActions, VISITAS_T as T } from './useVisitaActions';

const PER_PAGE = 20;
/** A failure to read the list shows once, in its place (the table's alert), not also as a notification. */
const LIST_QUERY = { ...STREET_QUERY, onError: () => undefined };

function VisitasFilters() {
  const translate = useTranslate();
  const colonias = useColoniasVisibles();
  const { filterValues, setFilters } = useListContext();
  const set = (key: string, value: string | number) => setFilters({ ...filterValues, [key]: value === '' ? undefined : value });
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }}>
      <SelectField
        size="small"
        label={translate('resources.visitas.fields.colonia_nombre')}
        value={filterValues.colonia_id === undefined ? '' : String(filterValues.colonia_id)}
        onChange={(e) => set('colonia_id', e.target.value === '' ? '' : Number(e.target.value))}
        sx={{ minWidth: 220 }}
        options={[{ value: '', label: translate(`${T}.todas`) }, ...colonias.map((c) => ({ value: String(c.id), label: c.nombre }))]}
      />
      <FechaFiltro label={translate(`${T}.desde`)} value={String(filterValues.desde ?? '')} onChange={(v) => set('desde', v)} />
      <FechaFiltro label={translate(`${T}.hasta`)} value={String(filterValues.hasta ?? '')} onChange={(v) => set('hasta', v)} />
    </Stack>
  );
}

function VisitasTable() {
  const translate = useTranslate();
  const actionsOf = useVisitaActions();
  const yes = (value: boolean) => translate(value ? `${T}.si` : `${T}.no`);
  const columns: StaffColumn<Visita>[] = [
    { source: 'fecha_hora', render: (v) => formatDateTime(v.fecha_hora), fit: 'short', rowHeader: true, hideOnPhone: true, sortable: true },
    { source: 'colonia_nombre', render: (v) => v.colonia_nombre, hideOnPhone: true, sortable: true },
    { source: 'usuario_nombre', render: (v) => v.usuario_nombre ?? '', sortable: true },
    { source: 'comida', render: (v) => yes(v.comida), fit: 'short' },
    { source: 'agua', render: (v) => yes(v.agua), fit: 'short' },
    { source: 'gatos_vistos', render: (v) => v.gatos_vistos ?? '', fit: 'short' },
    { source: 'incidencia', render: (v) => `${v.incidencia ?? ''}${v.urgente ? ` (${translate(`${T}.urgente`)})` : ''}`, fit: 'long' },
    { source: 'censo_id', render: (v) => (v.censo_id !== null ? translate(`${T}.censada`) : ''), fit: 'short' },
  ];
  const name = (v: Visita) => `${v.colonia_nombre} · ${formatDateTime(v.fecha_hora)}`;
  return (
    <>
      <ExportCsvBar columns={columns} />
      <StaffDataTable<Visita>
        caption={`${T}.titulo`}
        columns={columns}
        title={name}
        rowHref={(v) => `/visitas/${v.id}`}
        actions={(v) => <RowMenu name={name(v)} actions={actionsOf(v)} />}
        empty={`${T}.vacia`}
        onError="alert"
      />
    </>
  );
}

export function VisitasPage() {
  const translate = useTranslate();
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {translate(`${T}.titulo`)}
      </Typography>
      {/* Unsorted, the server gives the newest first; the sort and filters are kept while the person moves between the list and a visit (the back button returns to the list as it was). */}
      <ListBase resource="visitas" perPage={PER_PAGE} sort={{ field: '', order: 'ASC' }} disableSyncWithLocation storeKey="visitas.listado" queryOptions={LIST_QUERY}>
        <VisitasFilters />
        <VisitasTable />
      </ListBase>
    </Box>
  );
}
