/**
 * /registrovoluntarios: 'Personas Asignadas a Colonias' (SPEC section 2). The
 * text search and the colony drop-down both filter by colony name
 * (case-insensitive contains); each entry shows name, role and colony or
 * 'No asignada'; 5 per page with 'Anterior', 'Página N' and 'Siguiente'; a
 * filter change goes back to page 1. An assignment can also be removed.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Box, Button, List, ListItem, ListItemText, MenuItem, TextField, Typography } from '@mui/material';
import { Title, useNotify } from 'react-admin';
import { ROLE_LABELS, isRole } from '../../domain/roles';
import type { Asignacion } from '../../domain/types';
import { Loading } from '../components/Loading';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { coloniasApi } from '../colonias/api';
import { Section } from '../colonias/Section';
import { NO_COLONY_TEXT, coloniaOptions, filterAsignaciones, paginate } from './asignacionesFilter';

export const SEARCH_PLACEHOLDER = 'Buscar por nombre de colonia...';
export const FILTER_PLACEHOLDER = '-- Filtrar por colonia --';

export function PersonasAsignadasPage() {
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

  const options = useMemo(() => coloniaOptions(entries ?? []), [entries]);
  const filtered = useMemo(() => filterAsignaciones(entries ?? [], { text, colonia }), [entries, text, colonia]);
  const view = paginate(filtered, page);

  async function remove() {
    if (!removing?.asignacion_id) return;
    setBusy(true);
    try {
      await coloniasApi.quitarAsignacion(removing.asignacion_id);
      notify('Asignación eliminada correctamente', { type: 'success' });
      load();
    } catch {
      notify('Error al quitar la asignación', { type: 'error' });
    } finally {
      setBusy(false);
      setRemoving(null);
    }
  }

  return (
    <>
      <Title title="Personas Asignadas a Colonias" />
      <Section title="Personas Asignadas a Colonias" id="asignaciones-lista">
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', mb: 2 }}>
          <TextField
            label="Buscar por colonia"
            placeholder={SEARCH_PLACEHOLDER}
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
            label="Colonia"
            value={colonia}
            onChange={(event) => {
              setColonia(event.target.value);
              setPage(1);
            }}
            sx={{ flex: '1 1 240px' }}
            slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
          >
            <MenuItem value="">{FILTER_PLACEHOLDER}</MenuItem>
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
          <Typography sx={{ py: 2 }}>No hay personas que coincidan.</Typography>
        ) : (
          <List aria-label="Personas asignadas">
            {view.items.map((entry) => (
              <ListItem
                key={`${entry.usuario_id}-${entry.asignacion_id ?? 'ninguna'}`}
                divider
                secondaryAction={
                  entry.asignacion_id ? (
                    <Button size="small" color="error" onClick={() => setRemoving(entry)} aria-label={`Quitar a ${entry.username} de ${entry.colony_nombre}`}>
                      Quitar
                    </Button>
                  ) : null
                }
              >
                <ListItemText
                  primary={entry.username}
                  secondary={`${isRole(entry.role) ? ROLE_LABELS[entry.role] : entry.role} · Colonia: ${entry.colony_nombre ?? NO_COLONY_TEXT}`}
                  sx={{ pr: 8 }}
                />
              </ListItem>
            ))}
          </List>
        )}
        <Box component="nav" aria-label="Paginación" sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 2, py: 2 }}>
          <Button variant="outlined" disabled={!view.hasPrevious} onClick={() => setPage(view.page - 1)}>
            Anterior
          </Button>
          <Typography component="span" aria-live="polite">
            Página {view.page}
          </Typography>
          <Button variant="outlined" disabled={!view.hasNext} onClick={() => setPage(view.page + 1)}>
            Siguiente
          </Button>
        </Box>
      </Section>
      <ConfirmDialog
        open={removing !== null}
        title="Quitar asignación"
        content={removing ? `¿Quitar a ${removing.username} de la colonia ${removing.colony_nombre}?` : ''}
        confirmLabel="Quitar"
        loading={busy}
        onConfirm={() => void remove()}
        onClose={() => setRemoving(null)}
      />
    </>
  );
}
