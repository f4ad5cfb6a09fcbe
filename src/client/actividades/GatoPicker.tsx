/**
 * Picks a cat by typing part of its name or of its identification code: the
 * server searches (the cat list filtered by `q`), nobody types an id.
 * `GatoPicker` stands alone; `GatoInput` is the same inside a react-admin form.
 */
import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Autocomplete, TextField } from '@mui/material';
import { useDataProvider, useInput, useTranslate, ValidationError, type Validator } from 'react-admin';
import type { Gato } from '../../domain/types';

export type GatoOption = Pick<Gato, 'id' | 'nombre' | 'codigo_identificacion' | 'colonia_nombre'>;

export const GATO_SEARCH_LIMIT = 10;
const SEARCH_DELAY_MS = 250;

/** What was typed, once the typing pauses; empty while nothing is typed. */
function usePausedText(text: string): string {
  const [paused, setPaused] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setPaused(text), text ? SEARCH_DELAY_MS : 0);
    return () => clearTimeout(timer);
  }, [text]);
  return paused;
}

/** The first cats whose name or code contains `text`; none while `text` is empty. */
function useGatoSearch(text: string): { options: GatoOption[]; loading: boolean } {
  const dataProvider = useDataProvider();
  const { data, isFetching, error } = useQuery({
    queryKey: ['gatos', 'buscar', text],
    queryFn: ({ signal }) => dataProvider.getList<Gato>('gatos', { pagination: { page: 1, perPage: GATO_SEARCH_LIMIT }, filter: { q: text }, signal }),
    enabled: text !== '',
  });
  useEffect(() => {
    if (error) console.error('No se pudieron buscar gatos:', error);
  }, [error]);
  return { options: text ? (data?.data ?? []) : [], loading: isFetching };
}

export function gatoLabel(gato: GatoOption): string {
  const code = gato.codigo_identificacion ? ` (${gato.codigo_identificacion})` : '';
  const colonia = gato.colonia_nombre ? ` · ${gato.colonia_nombre}` : '';
  return `${gato.nombre}${code}${colonia}`;
}

export interface GatoPickerProps {
  value: GatoOption | null;
  onChange: (gato: GatoOption | null) => void;
  label?: string;
  error?: string;
  required?: boolean;
  disabled?: boolean;
  /** Cats not to offer (already chosen). */
  excludeIds?: readonly number[];
  onBlur?: () => void;
}

export function GatoPicker({ value, onChange, label = 'gatera.registros.actividades.gatoPicker', error, required, disabled, excludeIds = [], onBlur }: GatoPickerProps) {
  const translate = useTranslate();
  const [input, setInput] = useState('');
  // No search while the box shows the cat already picked.
  const typed = value && input === gatoLabel(value) ? '' : input.trim();
  const { options, loading } = useGatoSearch(usePausedText(typed));

  const shown = options.filter((gato) => !excludeIds.includes(gato.id));

  return (
    <Autocomplete<GatoOption>
      value={value}
      onChange={(_event, gato) => onChange(gato)}
      inputValue={input}
      onInputChange={(_event, text) => setInput(text)}
      options={value && !shown.some((g) => g.id === value.id) ? [value, ...shown] : shown}
      filterOptions={(all) => all}
      getOptionLabel={gatoLabel}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      loading={loading}
      loadingText={translate('general.loading')}
      noOptionsText={translate(input.trim() ? 'gatera.registros.actividades.sinGatos' : 'gatera.registros.actividades.escribeGato')}
      disabled={disabled}
      onBlur={onBlur}
      fullWidth
      renderInput={(params) => (
        <TextField {...params} label={translate(label, { _: label })} required={required} error={Boolean(error)} helperText={error ? <ValidationError error={error} /> : translate('gatera.registros.actividades.ayudaGato')} />
      )}
    />
  );
}

export function GatoInput({ source, validate, label, required }: { source: string; validate?: Validator; label?: string; required?: boolean }) {
  const { field, fieldState, isRequired } = useInput({ source, validate });
  const [picked, setPicked] = useState<GatoOption | null>(null);
  const current = picked && picked.id === field.value ? picked : null;
  return (
    <GatoPicker
      value={current}
      onChange={(gato) => {
        setPicked(gato);
        field.onChange(gato ? gato.id : null);
      }}
      onBlur={field.onBlur}
      label={label}
      required={required ?? isRequired}
      error={fieldState.invalid ? String(fieldState.error?.message ?? '') : undefined}
    />
  );
}
