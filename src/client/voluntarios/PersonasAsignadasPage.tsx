/**
 * /registrovoluntarios: 'Personas Asignadas a Colonias'. The
 * text search and the colony drop-down both filter by colony name
 * (case-insensitive contains, on the server); each row shows name, role and
 * colony or 'No asignada', the colony opening its record; sorted by name or
 * colony; 5 per page with 'Anterior', 'Página N' and 'Siguiente'; a filter
 * change goes back to page 1. An assignment is removed from its row's menu.
 */
import { useMemo, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Box, Link, MenuItem, TextField } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { Title, useListContext, useNotify, useRefresh, useTranslate, type Identifier } from 'react-admin';
import { PAGE_SIZES } from '../../domain/constants';
import { isRole } from '../../domain/roles';
import type { Asignacion } from '../../domain/types';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { useGateraDataProvider } from '../providers/dataProvider';
import { useLoggedError } from '../components/useLoggedError';
import { Section } from '../colonias/Section';
import { coloniaHref } from '../colonias/coloniaColumns';
import { StaffList } from '../listas/StaffListPage';
import { StaffDataTable, type StaffColumn } from '../listas/StaffDataTable';
import { ListTextFilter } from '../listas/ListTextFilter';
import { ExportCsvBar } from '../listas/ExportCsvButton';
import { RowMenu } from '../listas/RowMenu';
import { coloniaOptions } from './asignacionesFilter';
import { useLanguage } from '../i18n/language';

const T = 'gatera.voluntarios.asignadas';

/** A row of the list: the API's id is the person's, so the data provider names the row by its assignment. */
export type AsignacionRow = Omit<Asignacion, 'id'> & { id: Identifier };
const QUERY_KEY = ['asignacionesColonias'];

/** The colony's name, a link to its record; 'No asignada' for a person without one. */
function ColoniaCell({ entry }: { entry: AsignacionRow }) {
  const t = useTranslate();
  if (entry.colonia_id === null || entry.colony_nombre === null) return <>{t(`${T}.sinAsignar`)}</>;
  return (
    <Link component={RouterLink} to={coloniaHref(entry.colonia_id)} sx={{ fontWeight: 600 }}>
      {entry.colony_nombre}
    </Link>
  );
}

function RolText({ role }: { role: string }) {
  const t = useTranslate();
  return <>{isRole(role) ? t(`roles.${role}`) : role}</>;
}

/** The columns (labels: resources.registrovoluntarios.fields), also the columns of the file. */
const COLUMNS: StaffColumn<AsignacionRow>[] = [
  { source: 'username', render: (entry) => entry.username, sortable: true, rowHeader: true, hideOnPhone: true },
  { source: 'role', render: (entry) => <RolText role={entry.role} />, fit: 'short' },
  { source: 'colony_nombre', render: (entry) => <ColoniaCell entry={entry} />, sortable: true },
];

/** '-- Filtrar por colonia --': every assigned colony's name, from the whole list. */
function ColoniaFilter() {
  const t = useTranslate();
  const dataProvider = useGateraDataProvider();
  const language = useLanguage();
  const { filterValues, setFilters } = useListContext();
  const everyone = useQuery({ queryKey: QUERY_KEY, queryFn: ({ signal }) => dataProvider.asignacionesColonias(signal) });
  useLoggedError(everyone.error, 'No se pudieron cargar las colonias asignadas:');
  const options = useMemo(() => coloniaOptions(everyone.data ?? [], language), [everyone.data, language]);
  return (
    <TextField
      select
      label={t('cer.panel.colonia')}
      value={String(filterValues.colonia ?? '')}
      onChange={(event) => setFilters({ ...filterValues, colonia: event.target.value || undefined }, {}, false)}
      sx={{ flex: '1 1 240px' }}
      slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
    >
      <MenuItem value="">{t(`${T}.filtrar`)}</MenuItem>
      {options.map((name) => (
        <MenuItem key={name} value={name}>
          {name}
        </MenuItem>
      ))}
    </TextField>
  );
}

export function PersonasAsignadasPage() {
  const t = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useGateraDataProvider();
  const queryClient = useQueryClient();
  const [removing, setRemoving] = useState<AsignacionRow | null>(null);
  const removal = useMutation({
    mutationFn: (asignacionId: number) => dataProvider.quitarAsignacion(asignacionId),
    onSuccess: () => {
      notify(t(`${T}.quitada`), { type: 'success' });
      void queryClient.invalidateQueries({ queryKey: QUERY_KEY });
      refresh();
    },
    onError: () => notify(t(`${T}.falloQuitar`), { type: 'error' }),
    onSettled: () => setRemoving(null),
  });
  const rowActions = (entry: AsignacionRow) =>
    entry.asignacion_id ? <RowMenu name={`${entry.username} · ${entry.colony_nombre}`} actions={[{ label: t('ra.action.remove'), onClick: () => setRemoving(entry), danger: true }]} /> : null;

  return (
    <>
      <Title title={t(`${T}.titulo`)} />
      <Section title={t(`${T}.titulo`)} id="asignaciones-lista">
        <StaffList resource="registrovoluntarios" perPage={PAGE_SIZES.asignaciones} sort={{ field: 'username', order: 'ASC' }}>
          <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', mb: 2 }}>
            <ListTextFilter label={t(`${T}.buscar`)} placeholder={t(`${T}.buscarAyuda`)} sx={{ flex: '1 1 240px' }} />
            <ColoniaFilter />
          </Box>
          <ExportCsvBar columns={COLUMNS} />
          <StaffDataTable<AsignacionRow> caption={`${T}.lista`} columns={COLUMNS} title={(entry) => entry.username} empty={`${T}.vacio`} actions={rowActions} pageLabel={`${T}.pagina`} />
        </StaffList>
      </Section>
      <ConfirmDialog
        open={removing !== null}
        title={t(`${T}.quitarTitulo`)}
        content={removing ? t(`${T}.quitarPregunta`, { username: removing.username, colonia: removing.colony_nombre }) : ''}
        confirmLabel={t('ra.action.remove')}
        loading={removal.isPending}
        onConfirm={() => {
          if (removing?.asignacion_id) removal.mutate(removing.asignacion_id);
        }}
        onClose={() => setRemoving(null)}
      />
    </>
  );
}
