/**
 * Picks a cat by typing part of its name or of its identification code: the
 * server searches (GET /gatos/gatos/?q=), nobody types an id.
 * `GatoPicker` stands alone; `GatoInput` is the same inside a react-admin form.
 */
import { useEffect, useState } from 'react';
import { Autocomplete, TextField } from '@mui/material';
import { useInput, useTranslate, ValidationError, type Validator } from 'react-admin';
import type { Gato } from '../../domain/types';
import { apiJson } from '../providers/httpClient';

export type GatoOption = Pick<Gato, 'id' | 'nombre' | 'codigo_identificacion' | 'colonia_nombre'>;

export const GATO_SEARCH_LIMIT = 10;
const SEARCH_DELAY_MS = 250;

export function gatoSearchPath(text: string): string {
  return `/api/gatos/gatos/?q=${encodeURIComponent(text.trim())}&limit=${GATO_SEARCH_LIMIT}&skip=0`;
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
  const [options, setOptions] = useState<GatoOption[]>([]);
  const [loading, setLoading] = useState(false);

  useEffect(() => {
    const text = input.trim();
    if (!text || (value && input === gatoLabel(value))) {
      setOptions([]);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      setLoading(true);
      apiJson<GatoOption[]>(gatoSearchPath(text), { signal: controller.signal })
        .then(({ data }) => setOptions(data ?? []))
        .catch((failure: unknown) => {
          if (!controller.signal.aborted) console.error('No se pudieron buscar gatos:', failure);
        })
        .finally(() => {
          if (!controller.signal.aborted) setLoading(false);
        });
    }, SEARCH_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [input, value]);

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
