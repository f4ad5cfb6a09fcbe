/**
 * /voluntarios: 'Gestión de Voluntarios': the assign-activity
 * form, the 'Lista de Voluntarios' (username and colony) and the activities
 * already assigned.
 */
import { useEffect, type ReactNode } from 'react';
import { List, ListItem, ListItemText, Typography } from '@mui/material';
import { ListBase, Title, useListContext, useTranslate, type RaRecord } from 'react-admin';
import { useQuery } from '@tanstack/react-query';
import type { ActividadVoluntario, Voluntario } from '../../domain/types';
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

/** The files of the two lists: what each item shows. */
const VOLUNTARIOS_EXPORT = [
  { source: 'username', label: 'gatera.login.usuario' },
  { source: 'colony_nombre', label: 'gatera.comun.colonia' },
];
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
  const voluntarioColonia = (v: Voluntario) => t(`${T}.coloniaDe`, { colonia: v.colony_nombre ?? t('gatera.voluntarios.asignadas.sinAsignar') });
  const actividadDetalle = (a: ActividadVoluntario) => `${a.voluntario_username} · ${a.estatus} · ${formatDate(a.created_at)}`;

  return (
    <>
      <Title title={t(`${T}.titulo`)} />
      <Section title={t(`${T}.asignar`)} id="voluntarios-asignar">
        <AsignarActividadForm voluntarios={elegibles.data ?? []} />
      </Section>
      <Section title={t(`${T}.lista`)} id="voluntarios-lista">
        <ListBase resource="voluntarios" perPage={VOLUNTEERS_PER_PAGE} disableSyncWithLocation>
          <RecordList<Voluntario> label={`${T}.lista`} empty={`${T}.sinVoluntarios`} what="la lista de voluntarios" primary={(v) => v.username} secondary={voluntarioColonia} exportColumns={VOLUNTARIOS_EXPORT} />
        </ListBase>
      </Section>
      <Section title={t(`${T}.actividades`)} id="voluntarios-actividades">
        <ListBase resource="actividades_voluntarios" perPage={VOLUNTEERS_PER_PAGE} disableSyncWithLocation>
          <RecordList<ActividadVoluntario> label={`${T}.actividades`} empty={`${T}.sinActividades`} what="las actividades asignadas" primary={(a) => a.descripcion} secondary={actividadDetalle} exportColumns={ACTIVIDADES_EXPORT} />
        </ListBase>
      </Section>
    </>
  );
}
