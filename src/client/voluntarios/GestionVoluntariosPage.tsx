/**
 * /voluntarios: 'Gestión de Voluntarios': the assign-activity
 * form, the 'Lista de Voluntarios' (username and colonies: sorted by username
 * and searched by it on the server) and the activities already assigned.
 */
import { useEffect, type ReactNode } from 'react';
import { List, ListItem, ListItemText, Typography } from '@mui/material';
import { ListBase, Title, useListContext, useTranslate, type RaRecord } from 'react-admin';
import { useQuery } from '@tanstack/react-query';
import type { ActividadVoluntario, Voluntario } from '../../domain/types';
import { StaffList } from '../listas/StaffListPage';
import { StaffDataTable, type StaffColumn } from '../listas/StaffDataTable';
import { ListTextFilter } from '../listas/ListTextFilter';
import { formatDate } from '../../domain/validation';
import { Loading } from '../components/Loading';
import { PaginationBar } from '../components/PaginationBar';
import { useLoggedError } from '../components/useLoggedError';
import { useGateraDataProvider } from '../providers/dataProvider';
import { Section } from '../colonias/Section';
import { AsignarActividadForm } from './AsignarActividadForm';
import { ExportCsvBar } from '../listas/ExportCsvButton';
import type { ExportColumn } from '../listas/exportList';

const T = 'gatera.voluntarios.gestion';

export const VOLUNTEERS_PER_PAGE = 10;

/** The volunteers' columns (labels: resources.voluntarios.fields), also the columns of their file. */
const VOLUNTARIOS_COLUMNS: StaffColumn<Voluntario>[] = [
  { source: 'username', render: (v) => v.username, sortable: true, rowHeader: true, hideOnPhone: true },
  { source: 'colony_nombre', render: (v) => v.colony_nombre ?? '—', fit: 'long', text: (v) => v.colony_nombre ?? '' },
];

/** The file of the activities: what each item shows. */
const ACTIVIDADES_EXPORT = [
  { source: 'descripcion', label: 'gatera.comun.descripcion' },
  { source: 'voluntario_username', label: 'gatera.login.usuario' },
  { source: 'estatus', label: 'gatera.comun.estado' },
  { source: 'created_at', label: 'gatera.comun.fecha' },
];

interface RecordListProps<R extends RaRecord> {
  /** The list's accessible name and the empty text (catalogue keys). */
  label: string;
  empty: string;
  /** Named in the console when the load fails (the list then shows nothing, as the original did). */
  what: string;
  primary: (record: R) => ReactNode;
  secondary: (record: R) => ReactNode;
  /** The columns of its "Exportar CSV" file. */
  exportColumns: readonly ExportColumn[];
}

/** One page of the list context's records, one item each, with "Exportar CSV" above and the 'Página X de Y' bar. */
function RecordList<R extends RaRecord>({ label, empty, what, primary, secondary, exportColumns }: RecordListProps<R>) {
  const t = useTranslate();
  const { data, isPending, error } = useListContext<R>();
  useEffect(() => {
    if (error) console.error(`No se pudo cargar ${what}:`, error);
  }, [error, what]);
  if (isPending) return <Loading />;
  const records = error ? [] : (data ?? []);
  return (
    <>
      <ExportCsvBar columns={exportColumns} />
      {records.length === 0 ? (
        <Typography sx={{ py: 2 }}>{t(empty)}</Typography>
      ) : (
        <List aria-label={t(label)}>
          {records.map((record) => (
            <ListItem key={record.id} divider>
              <ListItemText primary={primary(record)} secondary={secondary(record)} slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }} />
            </ListItem>
          ))}
        </List>
      )}
      <PaginationBar />
    </>
  );
}

export function GestionVoluntariosPage() {
  const t = useTranslate();
  const dataProvider = useGateraDataProvider();
  const elegibles = useQuery({ queryKey: ['voluntariosElegibles'], queryFn: ({ signal }) => dataProvider.voluntariosElegibles(signal) });
  useLoggedError(elegibles.error, 'No se pudieron cargar los voluntarios:');
  const actividadDetalle = (a: ActividadVoluntario) => `${a.voluntario_username} · ${a.estatus} · ${formatDate(a.created_at)}`;

  return (
    <>
      <Title title={t(`${T}.titulo`)} />
      <Section title={t(`${T}.asignar`)} id="voluntarios-asignar">
        <AsignarActividadForm voluntarios={elegibles.data ?? []} />
      </Section>
      <Section title={t(`${T}.lista`)} id="voluntarios-lista">
        <StaffList resource="voluntarios" perPage={VOLUNTEERS_PER_PAGE} sort={{ field: 'username', order: 'ASC' }}>
          <ListTextFilter label={t(`${T}.buscar`)} sx={{ mb: 2, width: { xs: '100%', sm: 360 } }} />
          <ExportCsvBar columns={VOLUNTARIOS_COLUMNS} />
          <StaffDataTable<Voluntario> caption={`${T}.lista`} columns={VOLUNTARIOS_COLUMNS} title={(v) => v.username} empty={`${T}.sinVoluntarios`} />
        </StaffList>
      </Section>
      <Section title={t(`${T}.actividades`)} id="voluntarios-actividades">
        <ListBase resource="actividades_voluntarios" perPage={VOLUNTEERS_PER_PAGE} disableSyncWithLocation>
          <RecordList<ActividadVoluntario> label={`${T}.actividades`} empty={`${T}.sinActividades`} what="las actividades asignadas" primary={(a) => a.descripcion} secondary={actividadDetalle} exportColumns={ACTIVIDADES_EXPORT} />
        </ListBase>
      </Section>
    </>
  );
}
