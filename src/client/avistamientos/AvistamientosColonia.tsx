/**
 * On a colony's page (administration and responsables): the citizens'
 * sightings accepted into it, newest first, each with its note for the
 * colony's history (or what it became: a census, a cat) and a link to it.
 */
import { Link, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useGetList, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { Avistamiento } from '../../domain/schemas/avistamiento';
import { fechaDeRegistro } from '../registros/fecha';
import { Section } from '../colonias/Section';
import { AVISTAMIENTOS_T as T, destinoLabel, tipoLabel } from './labels';

export function AvistamientosColonia({ coloniaId }: { coloniaId: number }) {
  const translate = useTranslate();
  const { data, isPending } = useGetList<Avistamiento>('avistamientos', {
    pagination: { page: 1, perPage: 50 },
    sort: { field: '', order: 'ASC' },
    filter: { colonia_id: coloniaId, estado: 'aceptado' },
  });
  if (isPending) return null;
  return (
    <Section title={translate(`${T}.enColonia`)} id="avistamientos-colonia">
      {data && data.length ? (
        <List dense>
          {data.map((a) => (
            <ListItem key={a.id} disableGutters>
              <ListItemText
                primary={
                  <Link component={RouterLink} to={`/avistamientos/${a.id}`}>
                    {`${fechaDeRegistro(a.decidido_at ?? a.created_at)} · ${tipoLabel(translate, a.tipo)} · ${destinoLabel(translate, a.destino)}`}
                  </Link>
                }
                secondary={a.nota ?? a.descripcion}
              />
            </ListItem>
          ))}
        </List>
      ) : (
        <Typography color="text.secondary">{translate(`${T}.sinEnColonia`)}</Typography>
      )}
    </Section>
  );
}
