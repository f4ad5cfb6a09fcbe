/**
 * Assigning a person to a colony: the button stays
 * disabled until both are chosen; 'Usuario asignado correctamente' or
 * 'Error al asignar usuario'. Colonies are searched on the server, so the
 * chooser works with thousands of them.
 */
import { useEffect, useState } from 'react';
import { Autocomplete, Box, Button, MenuItem, TextField } from '@mui/material';
import { useNotify, useRefresh, useTranslate, type TranslateFunction } from 'react-admin';
import { ROLE_LABELS, isRole } from '../../domain/roles';
import { RECORD_MESSAGES } from '../../domain/messages';
import type { Colonia, UsuarioAsignable } from '../../domain/types';
import { coloniasApi } from './api';

const SEARCH_LIMIT = 20;
const SEARCH_DELAY_MS = 250;

export function usuarioLabel(usuario: UsuarioAsignable, translate: TranslateFunction): string {
  const role = isRole(usuario.role) ? translate(ROLE_LABELS[usuario.role]) : usuario.role;
  return usuario.nombre === usuario.username ? `${usuario.username} (${role})` : `${usuario.nombre} · ${usuario.username} (${role})`;
}

function useColoniaSearch(text: string): { options: Colonia[]; loading: boolean } {
  const [options, setOptions] = useState<Colonia[]>([]);
  const [loading, setLoading] = useState(false);
  useEffect(() => {
    const controller = new AbortController();
    setLoading(true);
    const timer = window.setTimeout(() => {
      coloniasApi
        .buscar(text, SEARCH_LIMIT, controller.signal)
        .then((page) => setOptions(page.items))
        .catch((error: unknown) => {
          if (!controller.signal.aborted) console.error('No se pudieron buscar las colonias:', error);
        })
        .finally(() => {
          if (!controller.signal.aborted) setLoading(false);
        });
    }, SEARCH_DELAY_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [text]);
  return { options, loading };
}

export function AsignarUsuarioForm() {
  const notify = useNotify();
  const translate = useTranslate();
  const refresh = useRefresh();
  const [usuarios, setUsuarios] = useState<UsuarioAsignable[]>([]);
  const [usuarioId, setUsuarioId] = useState('');
  const [colonia, setColonia] = useState<Colonia | null>(null);
  const [search, setSearch] = useState('');
  const [busy, setBusy] = useState(false);
  const { options, loading } = useColoniaSearch(search);

  useEffect(() => {
    const controller = new AbortController();
    coloniasApi
      .usuariosAsignables(controller.signal)
      .then(setUsuarios)
      .catch((error: unknown) => {
        if (!controller.signal.aborted) console.error('No se pudieron cargar los usuarios asignables:', error);
      });
    return () => controller.abort();
  }, []);

  async function assign() {
    if (!usuarioId || !colonia) return;
    setBusy(true);
    try {
      await coloniasApi.asignarUsuario(Number(usuarioId), colonia.id);
      notify(RECORD_MESSAGES.usuarioAsignado, { type: 'success' });
      setUsuarioId('');
      setColonia(null);
      refresh();
    } catch {
      notify(RECORD_MESSAGES.usuarioAsignadoFailed, { type: 'error' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Box
      component="form"
      onSubmit={(event) => {
        event.preventDefault();
        void assign();
      }}
      sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'flex-start' }}
    >
      <TextField
        select
        label={translate('gatera.colonias.usuario')}
        value={usuarioId}
        onChange={(event) => setUsuarioId(event.target.value)}
        sx={{ minWidth: 260, flex: '1 1 260px' }}
        slotProps={{ select: { MenuProps: { slotProps: { paper: { sx: { maxHeight: 320 } } } } } }}
      >
        <MenuItem value="" disabled>
          {translate('gatera.colonias.seleccionaUsuario')}
        </MenuItem>
        {usuarios.map((usuario) => (
          <MenuItem key={usuario.id} value={String(usuario.id)}>
            {usuarioLabel(usuario, translate)}
          </MenuItem>
        ))}
      </TextField>
      <Autocomplete
        options={options}
        value={colonia}
        loading={loading}
        onChange={(_event, value) => setColonia(value)}
        inputValue={search}
        onInputChange={(_event, value) => setSearch(value)}
        getOptionLabel={(option) => option.nombre}
        isOptionEqualToValue={(option, value) => option.id === value.id}
        filterOptions={(all) => all}
        noOptionsText={translate('gatera.colonias.sinCoincidencias')}
        loadingText={translate('general.loading')}
        sx={{ minWidth: 260, flex: '1 1 260px' }}
        renderInput={(params) => <TextField {...params} label={translate('gatera.comun.colonia')} />}
      />
      <Button type="submit" variant="contained" disabled={!usuarioId || !colonia || busy} sx={{ mt: 1 }}>
        {translate('gatera.colonias.asignarUsuario')}
      </Button>
    </Box>
  );
}
