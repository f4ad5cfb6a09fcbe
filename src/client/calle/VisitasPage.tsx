/**
 * /visitas: the check-ins, newest first, paged by the server, filtered by
 * colony and days. A visit with cats seen becomes that day's census from its
 * row menu (for those who may record censuses), where its photo opens too.
 */
import { Box, Stack, Typography } from '@mui/material';
import { ListBase, useListContext, useNotify, useTranslate } from 'react-admin';
import { can } from '../../domain/roles';
import { formatDate } from '../../domain/validation';
import { formatDateTime } from '../../domain/dates';
import type { Visita } from '../../domain/schemas/calle';
import { useStoredUser } from '../providers/session';
import { useGateraDataProvider } from '../providers/dataProvider';
import { StaffDataTable, type StaffColumn } from '../listas/StaffDataTable';
import { ExportCsvBar } from '../listas/ExportCsvButton';
import { RowMenu, type RowAction } from '../listas/RowMenu';
import { FechaFiltro } from './FechaFiltro';
import { useColoniasVisibles } from './useColoniasVisibles';
import { SelectField } from './SelectField';
import { STREET_QUERY, useStreetMutation } from './streetQuery';

const PER_PAGE = 20;
/** A failure to read the list shows once, in its place (the table's alert), not also as a notification. */
const LIST_QUERY = { ...STREET_QUERY, onError: () => undefined };
const T = 'gatera.calle.visitas';

function VisitasFilters() {
  const translate = useTranslate();
  const colonias = useColoniasVisibles();
  const { filterValues, setFilters } = useListContext();
  const set = (key: string, value: string | number) => setFilters({ ...filterValues, [key]: value === '' ? undefined : value });
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }}>
      <SelectField
        size="small"
        label={translate(`${T}.colonia`)}
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

function useVisitaActions(): (visita: Visita) => RowAction[] {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useGateraDataProvider();
  const { refetch: reload } = useListContext<Visita>();
  const censar = can(useStoredUser()?.role, 'cer.censar');
  const toCenso = useStreetMutation({
    mutationFn: (visita: Visita) => dataProvider.censoDesdeVisita(visita.id),
    onSuccess: (censo) => {
      notify(translate(`${T}.censoCreado`, { fecha: formatDate(censo.fecha), gatos: censo.gatos_vistos }), { type: 'success' });
      void reload();
    },
  });
  const openPhoto = useStreetMutation({
    mutationFn: (path: string) => dataProvider.fotoDeVisita(path),
    onSuccess: (blob) => void window.open(URL.createObjectURL(blob), '_blank', 'noopener'),
  });
  return (visita) => [
    ...(visita.foto ? [{ label: translate(`${T}.verFoto`), onClick: () => openPhoto.mutate(visita.foto!) }] : []),
    ...(visita.censo_id === null && visita.gatos_vistos !== null && censar ? [{ label: translate(`${T}.aCenso`), onClick: () => toCenso.mutate(visita) }] : []),
  ];
}

function VisitasTable() {
  const translate = useTranslate();
  const actionsOf = useVisitaActions();
  const yes = (value: boolean) => translate(value ? `${T}.si` : `${T}.no`);
  const columns: StaffColumn<Visita>[] = [
    { source: 'fecha_hora', label: `${T}.fechaHora`, render: (v) => formatDateTime(v.fecha_hora), fit: 'short', rowHeader: true, hideOnPhone: true },
    { source: 'colonia_nombre', label: `${T}.colonia`, render: (v) => v.colonia_nombre, hideOnPhone: true },
    { source: 'usuario_nombre', label: `${T}.voluntario`, render: (v) => v.usuario_nombre ?? '' },
    { source: 'comida', label: `${T}.comida`, render: (v) => yes(v.comida), fit: 'short' },
    { source: 'agua', label: `${T}.agua`, render: (v) => yes(v.agua), fit: 'short' },
    { source: 'gatos_vistos', label: `${T}.gatos`, render: (v) => v.gatos_vistos ?? '', fit: 'short' },
    {
      source: 'incidencia',
      label: `${T}.incidencia`,
      render: (v) => `${v.incidencia ?? ''}${v.urgente ? ` (${translate(`${T}.urgente`)})` : ''}`,
      fit: 'long',
    },
    { source: 'censo_id', label: `${T}.censo`, render: (v) => (v.censo_id !== null ? translate(`${T}.censada`) : ''), fit: 'short' },
  ];
  const name = (v: Visita) => `${v.colonia_nombre} · ${formatDateTime(v.fecha_hora)}`;
  return (
    <>
      <ExportCsvBar columns={columns} />
      <StaffDataTable<Visita>
        caption={`${T}.titulo`}
        columns={columns}
        title={name}
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
      {/* No sort (the server gives the newest first); the filters start empty on every visit to the screen. */}
      <ListBase resource="visitas" perPage={PER_PAGE} sort={{ field: '', order: 'ASC' }} disableSyncWithLocation storeKey={false} queryOptions={LIST_QUERY}>
        <VisitasFilters />
        <VisitasTable />
      </ListBase>
    </Box>
  );
}
