/**
 * /registrovoluntarios: 'Personas Asignadas a Colonias'. The
 * text search and the colony drop-down both filter by colony name
 * (case-insensitive contains); each entry shows name, role and colony or
 * 'No asignada'; 5 per page with 'Anterior', 'Página N' and 'Siguiente'; a
 * filter change goes back to page 1. An assignment can also be removed.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Box, Button, List, ListItem, ListItemText, MenuItem, TextField, Typography } from '@mui/material';
import { Title, useNotify, useTranslate } from 'react-admin';
import { isRole } from '../../domain/roles';
import type { Asignacion } from '../../domain/types';
import { Loading } from '../components/Loading';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { coloniasApi } from '../colonias/api';
import { Section } from '../colonias/Section';
import { coloniaOptions, filterAsignaciones, paginate } from './asignacionesFilter';
import { useLanguage } from '../i18n/language';

const T = 'gatera.voluntarios.asignadas';

export function PersonasAsignadasPage() {
  const t = useTranslate();
  const notify = useNotify();
  const [entries, setEntries] = useState<Asignacion[] | null>(null);
  const [text, setText] = useState('');
  const [colonia, setColonia] = useState('');
  const [page, setPage] = useState(1);
  const [removing, setRemoving] = useState<Asignacion | null>(null);
  const [busy, setBusy] = useState(false);

  const load = useCallback((signal?: AbortSignal) => {
    coloniasApi
      .asignaciones(signal)
      .then(setEntries)
      .catch((error: unknown) => {
        if (signal?.aborted) return;
        console.error('No se pudieron cargar las asignaciones:', error);
        setEntries([]);
      });
  }, []);

  useEffect(() => {
    const controller = new AbortController();
    load(controller.signal);
    return () => controller.abort();
  }, [load]);

  const language = useLanguage();
  const options = useMemo(() => coloniaOptions(entries ?? [], language), [entries, language]);
  const filtered = useMemo(() => filterAsignaciones(entries ?? [], { text, colonia }), [entries, text, colonia]);
  const view = paginate(filtered, page);

  async function remove() {
    if (!removing?.asignacion_id) return;
    setBusy(true);
    try {
      await coloniasApi.quitarAsignacion(removing.asignacion_id);
      notify(t(`${T}.quitada`), { type: 'success' });
      load();
    } catch {
      notify(t(`${T}.falloQuitar`), { type: 'error' });
    } finally {
      setBusy(false);
      setRemoving(null);
    }
  }

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
        loading={busy}
        onConfirm={() => void remove()}
        onClose={() => setRemoving(null)}
      />
    </>
  );
}
