/**
 * /voluntarios: 'Gestión de Voluntarios': the assign-activity
 * form, the 'Lista de Voluntarios' (username and colony) and the activities
 * already assigned.
 */
import { useEffect, useState } from 'react';
import { List, ListItem, ListItemText, Typography } from '@mui/material';
import { ListBase, Title, useListContext, useTranslate } from 'react-admin';
import type { ActividadVoluntario, Voluntario } from '../../domain/types';
import { formatDate } from '../../domain/validation';
import { Loading } from '../components/Loading';
import { PaginationBar } from '../components/PaginationBar';
import { apiJson } from '../providers/httpClient';
import { Section } from '../colonias/Section';
import { AsignarActividadForm } from './AsignarActividadForm';

const T = 'gatera.voluntarios.gestion';

export const VOLUNTEERS_PER_PAGE = 10;

/** The records of the list context; a load failure is only logged, as the original did, and shows nothing. */
function useLoggedRecords<T>(label: string): { records: T[]; isPending: boolean } {
  const { data, isPending, error } = useListContext();
  useEffect(() => {
    if (error) console.error(`No se pudo cargar ${label}:`, error);
  }, [error, label]);
  return { records: error ? [] : ((data ?? []) as T[]), isPending };
}

function VoluntariosList() {
  const t = useTranslate();
  const { records, isPending } = useLoggedRecords<Voluntario>('la lista de voluntarios');
  if (isPending) return <Loading />;
  return (
    <>
      {records.length === 0 ? (
        <Typography sx={{ py: 2 }}>{t(`${T}.sinVoluntarios`)}</Typography>
      ) : (
        <List aria-label={t(`${T}.lista`)}>
          {records.map((voluntario) => (
            <ListItem key={voluntario.id} divider>
              <ListItemText primary={voluntario.username} secondary={t(`${T}.coloniaDe`, { colonia: voluntario.colony_nombre ?? t('gatera.voluntarios.asignadas.sinAsignar') })} />
            </ListItem>
          ))}
        </List>
      )}
      <PaginationBar />
    </>
  );
}

function ActividadesList() {
  const t = useTranslate();
  const { records, isPending } = useLoggedRecords<ActividadVoluntario>('las actividades asignadas');
  if (isPending) return <Loading />;
  return (
    <>
      {records.length === 0 ? (
        <Typography sx={{ py: 2 }}>{t(`${T}.sinActividades`)}</Typography>
      ) : (
        <List aria-label={t(`${T}.actividades`)}>
          {records.map((actividad) => (
            <ListItem key={actividad.id} divider>
              <ListItemText
                primary={actividad.descripcion}
                secondary={`${actividad.voluntario_username} · ${actividad.estatus} · ${formatDate(actividad.created_at)}`}
                slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }}
              />
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
  const [voluntarios, setVoluntarios] = useState<Voluntario[]>([]);
  useEffect(() => {
    const controller = new AbortController();
    apiJson<Voluntario[]>('/api/voluntarios/voluntarios/', { signal: controller.signal })
      .then(({ data }) => setVoluntarios(data ?? []))
      .catch((error: unknown) => {
        if (!controller.signal.aborted) console.error('No se pudieron cargar los voluntarios:', error);
      });
    return () => controller.abort();
  }, []);

  return (
    <>
      <Title title={t(`${T}.titulo`)} />
      <Section title={t(`${T}.asignar`)} id="voluntarios-asignar">
        <AsignarActividadForm voluntarios={voluntarios} />
      </Section>
      <Section title={t(`${T}.lista`)} id="voluntarios-lista">
        <ListBase resource="voluntarios" perPage={VOLUNTEERS_PER_PAGE} disableSyncWithLocation>
          <VoluntariosList />
        </ListBase>
      </Section>
      <Section title={t(`${T}.actividades`)} id="voluntarios-actividades">
        <ListBase resource="actividades_voluntarios" perPage={VOLUNTEERS_PER_PAGE} disableSyncWithLocation>
          <ActividadesList />
        </ListBase>
      </Section>
    </>
  );
}
