/**
 * Assigning a person to a colony: the button stays
 * disabled until both are chosen; 'Usuario asignado correctamente' or
 * 'Error al asignar usuario'. Colonies are searched on the server, so the
 * chooser works with thousands of them.
 */
import { useEffect, useState } from 'react';
import { Autocomplete, Box, Button, MenuItem, TextField } from '@mui/material';
import { useGetList, useNotify, useRefresh, useTranslate, type TranslateFunction } from 'react-admin';
import { useMutation, useQuery } from '@tanstack/react-query';
import { ROLE_LABELS, isRole } from '../../domain/roles';
import { RECORD_MESSAGES } from '../../domain/messages';
import type { Colonia, UsuarioAsignable } from '../../domain/types';
import { useGateraDataProvider } from '../providers/dataProvider';
import { useLoggedError } from '../components/useLoggedError';

const SEARCH_LIMIT = 20;
const SEARCH_DELAY_MS = 250;

export function usuarioLabel(usuario: UsuarioAsignable, translate: TranslateFunction): string {
  const role = isRole(usuario.role) ? translate(ROLE_LABELS[usuario.role]) : usuario.role;
  return usuario.nombre === usuario.username ? `${usuario.username} (${role})` : `${usuario.nombre} · ${usuario.username} (${role})`;
}

/** The colonies whose name matches what was typed, asked of the server a moment after the typing stops. */
function useColoniaSearch(text: string): { options: Colonia[]; loading: boolean } {
  const [query, setQuery] = useState(text);
  useEffect(() => {
    const timer = window.setTimeout(() => setQuery(text), SEARCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [text]);
  const { data, isFetching, error } = useGetList<Colonia>('colonias', {
    filter: { q: query },
    pagination: { page: 1, perPage: SEARCH_LIMIT },
    sort: { field: 'nombre', order: 'ASC' },
  });
  useLoggedError(error, 'No se pudieron buscar las colonias:');
  return { options: data ?? [], loading: isFetching || query !== text };
}

export function AsignarUsuarioForm() {
  const notify = useNotify();
  const translate = useTranslate();
  const refresh = useRefresh();
  const dataProvider = useGateraDataProvider();
  const [usuarioId, setUsuarioId] = useState('');
  const [colonia, setColonia] = useState<Colonia | null>(null);
  const [search, setSearch] = useState('');
  const { options, loading } = useColoniaSearch(search);
  const asignables = useQuery({ queryKey: ['usuariosAsignables'], queryFn: ({ signal }) => dataProvider.usuariosAsignables(signal) });
  useLoggedError(asignables.error, 'No se pudieron cargar los usuarios asignables:');
  const usuarios: UsuarioAsignable[] = asignables.data ?? [];
  const assignment = useMutation({
    mutationFn: ({ userId, coloniaId }: { userId: number; coloniaId: number }) => dataProvider.asignarUsuarioColonia(userId, coloniaId),
    onSuccess: () => {
      notify(RECORD_MESSAGES.usuarioAsignado, { type: 'success' });
      setUsuarioId('');
      setColonia(null);
      refresh();
    },
    onError: () => notify(RECORD_MESSAGES.usuarioAsignadoFailed, { type: 'error' }),
  });
  const busy = assignment.isPending;

  function assign() {
    if (usuarioId && colonia) assignment.mutate({ userId: Number(usuarioId), coloniaId: colonia.id });
  }

  return (
    <Box
      component="form"
      onSubmit={(event) => {
        event.preventDefault();
        assign();
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
