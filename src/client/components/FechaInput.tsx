/**
 * A date input that shows and takes dd/mm/yyyy whatever the browser's locale
 * (a native date input follows the browser's language), while the form value
 * stays the API's `YYYY-MM-DD`. The label and the hint are catalogue keys or texts.
 */
import { TextField } from '@mui/material';
import { ValidationError, useInput, useTranslate, useTranslateLabel, type InputProps, type Validator } from 'react-admin';
import { formatDate, isIsoDate } from '../../domain/validation';

export const FECHA_MESSAGE = 'Escribe la fecha como dd/mm/aaaa';

/** `dd/mm/yyyy` (or `d/m/yyyy`, or an ISO date) to `YYYY-MM-DD`; null when it is not a real date. */
export function parseFecha(text: string): string | null {
  const value = text.trim();
  if (isIsoDate(value)) return value;
  const match = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(value);
  if (!match) return null;
  const iso = `${match[3]}-${match[2].padStart(2, '0')}-${match[1].padStart(2, '0')}`;
  return isIsoDate(iso) ? iso : null;
}

const validFecha: Validator = (value: unknown) => (value === null || value === undefined || value === '' || (typeof value === 'string' && isIsoDate(value)) ? undefined : FECHA_MESSAGE);

export interface FechaInputProps extends Omit<InputProps, 'format' | 'parse'> {
  label?: string;
  helperText?: string;
  fullWidth?: boolean;
}

export function FechaInput({ label, helperText, fullWidth = true, validate, ...props }: FechaInputProps) {
  const translate = useTranslate();
  const translateLabel = useTranslateLabel();
  const formato = translate('gatera.calle.formatoFecha');
  const extra = Array.isArray(validate) ? validate : validate ? [validate] : [];
  const { field, fieldState, isRequired, id } = useInput({
    ...props,
    validate: [...extra, validFecha],
    // Shown as dd/mm/yyyy; kept as YYYY-MM-DD once it is a real date, as typed until then.
    format: (value: unknown) => (typeof value === 'string' ? formatDate(value) : ''),
    parse: (text: string) => (text.trim() === '' ? null : (parseFecha(text) ?? text)),
  });
  const error = fieldState.invalid && (fieldState.isTouched || fieldState.error?.type === 'validate') ? fieldState.error?.message : undefined;
  return (
    <TextField
      {...field}
      id={id}
      // Without a label, named as react-admin names an input: resources.<resource>.fields.<source>.
      label={label ? translate(label, { _: label }) : translateLabel({ source: props.source, resource: props.resource })}
      required={isRequired}
      placeholder={formato}
      slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
      error={Boolean(error)}
      helperText={error ? <ValidationError error={error} /> : (helperText ? translate(helperText, { _: helperText }) : formato)}
      fullWidth={fullWidth}
      margin="dense"
    />
  );
}
