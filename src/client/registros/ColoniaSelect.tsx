/** The colony chooser of the complaint and inspection forms. */
import { MenuItem, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ColoniaOpcion } from '../../domain/types';

export interface ColoniaSelectProps {
  value: string;
  onChange: (value: string) => void;
  colonias: ColoniaOpcion[];
  required?: boolean;
  error?: string;
  disabled?: boolean;
  /** The option meaning "no colony" (optional fields only). */
  noneLabel?: string;
}

export function ColoniaSelect({ value, onChange, colonias, required, error, disabled, noneLabel }: ColoniaSelectProps) {
  const translate = useTranslate();
  return (
    <TextField
      select
      label={translate('gatera.comun.colonia')}
      name="colonia_id"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      required={required}
      error={Boolean(error)}
      helperText={error ? translate(error, { _: error }) : ' '}
      disabled={disabled}
      fullWidth
    >
      {noneLabel ? <MenuItem value="">{noneLabel}</MenuItem> : <MenuItem value="" disabled>{translate('gatera.comun.seleccionaColonia')}</MenuItem>}
      {colonias.map((colonia) => (
        <MenuItem key={colonia.id} value={String(colonia.id)}>
          {colonia.nombre}
        </MenuItem>
      ))}
    </TextField>
  );
}
