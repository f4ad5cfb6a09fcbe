/**
 * /registrovoluntarios: 'Personas Asignadas a Colonias'. The
 * text search and the colony drop-down both filter by colony name
 * (case-insensitive contains); each entry shows name, role and colony or
 * 'No asignada'; 5 per page with 'Anterior', 'Página N' and 'Siguiente'; a
 * filter change goes back to page 1. An assignment can also be removed.
 */
import { useMemo, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Box, Button, List, ListItem, ListItemText, MenuItem, TextField, Typography } from '@mui/material';
import { Title, useNotify, useTranslate } from 'react-admin';
import { isRole } from '../../domain/roles';
import type { Asignacion } from '../../domain/types';
import { Loading } from '../components/Loading';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { useGateraDataProvider } from '../providers/dataProvider';
import { useLoggedError } from '../components/useLoggedError';
import { Section } from '../colonias/Section';
import { coloniaOptions, filterAsignaciones, paginate } from './asignacionesFilter';
import { useLanguage } from '../i18n/language';

const T = 'gatera.voluntarios.asignadas';

export function PersonasAsignadasPage() {
  const t = useTranslate();
  const notify = useNotify();
  const dataProvider = useGateraDataProvider();
  const queryClient = useQueryClient();
  const [text, setText] = useState('');
  const [colonia, setColonia] = useState('');
  const [page, setPage] = useState(1);
  const [removing, setRemoving] = useState<Asignacion | null>(null);
  const asignaciones = useQuery({ queryKey: ['asignacionesColonias'], queryFn: ({ signal }) => dataProvider.asignacionesColonias(signal) });
  useLoggedError(asignaciones.error, 'No se pudieron cargar las asignaciones:');
  // A failed load shows the list empty (and is logged), as the original did.
  const loaded = asignaciones.data;
  const failed = Boolean(asignaciones.error);
  const entries = useMemo(() => (failed ? [] : (loaded ?? null)), [failed, loaded]);
  const removal = useMutation({
    mutationFn: (asignacionId: number) => dataProvider.quitarAsignacion(asignacionId),
    onSuccess: () => {
      notify(t(`${T}.quitada`), { type: 'success' });
      void queryClient.invalidateQueries({ queryKey: ['asignacionesColonias'] });
    },
    onError: () => notify(t(`${T}.falloQuitar`), { type: 'error' }),
    onSettled: () => setRemoving(null),
  });

  const language = useLanguage();
  const options = useMemo(() => coloniaOptions(entries ?? [], language), [entries, language]);
  const filtered = useMemo(() => filterAsignaciones(entries ?? [], { text, colonia }), [entries, text, colonia]);
  const view = paginate(filtered, page);

  return (
    <>
      <Title title={t(`${T}.titulo`)} />
      <Section title={t(`${T}.titulo`)} id="asignaciones-lista">
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', mb: 2 }}>
          <TextField
            label={t(`${T}.buscar`)}
            placeholder={t(`${T}.buscarAyuda`)}
            type="search"
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              setPage(1);
            }}
            sx={{ flex: '1 1 240px' }}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField
            select
            label={t('cer.panel.colonia')}
            value={colonia}
            onChange={(event) => {
              setColonia(event.target.value);
              setPage(1);
            }}
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
        </Box>
        {entries === null ? (
          <Loading />
        ) : view.items.length === 0 ? (
          <Typography sx={{ py: 2 }}>{t(`${T}.vacio`)}</Typography>
        ) : (
          <List aria-label={t(`${T}.lista`)}>
            {view.items.map((entry) => (
              <ListItem
                key={`${entry.usuario_id}-${entry.asignacion_id ?? 'ninguna'}`}
                divider
                secondaryAction={
                  entry.asignacion_id ? (
                    <Button size="small" color="error" onClick={() => setRemoving(entry)} aria-label={t(`${T}.quitarDe`, { username: entry.username, colonia: entry.colony_nombre })}>
                      {t('ra.action.remove')}
                    </Button>
                  ) : null
                }
              >
                <ListItemText
                  primary={entry.username}
                  secondary={t(`${T}.rolColonia`, { rol: isRole(entry.role) ? t(`roles.${entry.role}`) : entry.role, colonia: entry.colony_nombre ?? t(`${T}.sinAsignar`) })}
                  sx={{ pr: 8 }}
                />
              </ListItem>
            ))}
          </List>
        )}
        <Box component="nav" aria-label={t(`${T}.paginacion`)} sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 2, py: 2 }}>
          <Button variant="outlined" disabled={!view.hasPrevious} onClick={() => setPage(view.page - 1)}>
            {t('ra.navigation.previous')}
          </Button>
          <Typography component="span" aria-live="polite">
            {t(`${T}.pagina`, { n: view.page })}
          </Typography>
          <Button variant="outlined" disabled={!view.hasNext} onClick={() => setPage(view.page + 1)}>
            {t('ra.navigation.next')}
          </Button>
        </Box>
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
