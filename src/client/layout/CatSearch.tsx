/**
 * The staff header's search for any cat: a microchip (or its first
 * digits) or the start of a name, across the colonies the user may see (the
 * server decides). Results come as one types; choosing one, or Enter on an
 * exact microchip, opens the cat's card.
 */
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Autocomplete, Box, InputAdornment, TextField, Typography } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { useTranslate } from 'react-admin';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import type { GatoEncontrado } from '../../domain/schemas/busqueda';
import { useGateraDataProvider } from '../providers/dataProvider';

const DELAY_MS = 250;

/** `text` once the person has stopped typing for a moment. */
function useSettled(text: string): string {
  const [settled, setSettled] = useState(text);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(text), DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [text]);
  return settled;
}

const buscarKey = (q: string) => ['gatos', 'buscar', q];

/** The cats whose microchip or name starts with `text` (empty text: none). */
function useFoundCats(text: string): { found: GatoEncontrado[]; loading: boolean } {
  const dataProvider = useGateraDataProvider();
  const q = text.trim();
  const settled = useSettled(q);
  const { data, isFetching } = useQuery({
    queryKey: buscarKey(settled),
    queryFn: ({ signal }) => dataProvider.buscarGatos(settled, signal),
    enabled: settled !== '',
    placeholderData: keepPreviousData,
    retry: false,
  });
  if (!q) return { found: [], loading: false };
  return { found: data ?? [], loading: settled !== q || isFetching };
}

export function CatSearch({ fullWidth = false }: { fullWidth?: boolean }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const dataProvider = useGateraDataProvider();
  const queryClient = useQueryClient();
  const [text, setText] = useState('');
  const { found, loading } = useFoundCats(text);

  const open = (gato: GatoEncontrado) => {
    setText('');
    navigate(`/gatos/${gato.id}`);
  };
  /** Enter on a whole microchip: its card, even before the results of the last keystroke arrive. */
  async function openExact(code: string) {
    const known = found.find((gato) => gato.codigo_identificacion === code);
    if (known) return open(known);
    if (!/^\d+$/.test(code)) return;
    try {
      const answer = await queryClient.fetchQuery({ queryKey: buscarKey(code), queryFn: ({ signal }) => dataProvider.buscarGatos(code, signal) });
      const exact = answer.find((gato) => gato.codigo_identificacion === code);
      if (exact) open(exact);
    } catch (error) {
      console.error('No se pudo buscar el gato:', error);
    }
  }
  const describe = (gato: GatoEncontrado) =>
    translate('layout.buscador.opcion', {
      nombre: gato.nombre,
      codigo: gato.codigo_identificacion ?? translate('layout.buscador.sinCodigo'),
      colonia: gato.colonia_nombre ?? translate('layout.buscador.sinColonia'),
    });

  return (
    <Autocomplete<GatoEncontrado, false, false, true>
      freeSolo
      size="small"
      options={found}
      loading={loading}
      filterOptions={(options) => options}
      getOptionLabel={(option) => (typeof option === 'string' ? option : option.nombre)}
      inputValue={text}
      onInputChange={(_event, value, reason) => {
        if (reason !== 'reset') setText(value);
      }}
      value={null}
      onChange={(_event, value) => {
        if (value && typeof value !== 'string') open(value);
        else if (typeof value === 'string') void openExact(value.trim());
      }}
      loadingText={translate('layout.buscador.buscando')}
      renderOption={({ key, ...props }, option) => (
        <Box component="li" key={key} {...props}>
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {describe(option)}
          </Typography>
        </Box>
      )}
      sx={{ width: fullWidth ? '100%' : { sm: 240, md: 300 }, bgcolor: 'background.paper', borderRadius: 1 }}
      renderInput={(params) => (
        <TextField
          {...params}
          placeholder={translate('layout.buscador.placeholder')}
          slotProps={{
            ...params.slotProps,
            htmlInput: { ...params.slotProps.htmlInput, 'aria-label': translate('layout.buscador.etiqueta'), type: 'search' },
            input: {
              ...params.slotProps.input,
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
        />
      )}
    />
  );
}
