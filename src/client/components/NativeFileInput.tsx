/**
 * A file input of a react-admin form as the browser draws it (its label above,
 * the chosen file's name in the input), for forms whose file is sent as it is
 * (a CSV to import); its rule's message, once the form was sent or the input
 * touched, shows below it in place of the help line. Setting the value to null empties it.
 */
import { useEffect, useId, useState } from 'react';
import { Box, FormHelperText, Typography } from '@mui/material';
import { ValidationError, useInput, useTranslate, type Validator } from 'react-admin';

export interface NativeFileInputProps {
  source: string;
  /** Catalogue keys (or texts) of the label and the help line. */
  label: string;
  helperText?: string;
  accept: string;
  validate?: Validator;
  disabled?: boolean;
  /** After a file was chosen (or the choice cleared). */
  onChosen?: (file: File | null) => void;
}

export function NativeFileInput({ source, label, helperText, accept, validate, disabled, onChosen }: NativeFileInputProps) {
  const translate = useTranslate();
  const { field, fieldState, formState } = useInput({ source, defaultValue: null, validate });
  const id = useId();
  const helpId = `${id}-ayuda`;
  // The browser keeps the chosen file's name: a new input is drawn when the form empties the value.
  const [generation, setGeneration] = useState(0);
  const chosen = field.value instanceof File;
  useEffect(() => {
    if (!chosen) setGeneration((current) => current + 1);
  }, [chosen]);
  const error = fieldState.error?.message && (formState.isSubmitted || fieldState.isTouched) ? fieldState.error.message : null;
  const help = error ? <ValidationError error={error} /> : helperText ? translate(helperText, { _: helperText }) : null;
  return (
    <Box>
      <Typography component="label" htmlFor={id} variant="body2" sx={{ display: 'block', mb: 0.5, fontWeight: 500 }}>
        {translate(label, { _: label })}
      </Typography>
      <input
        key={generation}
        ref={field.ref}
        id={id}
        name={source}
        type="file"
        accept={accept}
        disabled={disabled}
        aria-invalid={Boolean(error)}
        aria-describedby={help ? helpId : undefined}
        onChange={(event) => {
          const file = event.target.files?.[0] ?? null;
          field.onChange(file);
          field.onBlur();
          onChosen?.(file);
        }}
        style={{ maxWidth: '100%' }}
      />
      {help ? (
        <FormHelperText id={helpId} error={Boolean(error)}>
          {help}
        </FormHelperText>
      ) : null}
    </Box>
  );
}
