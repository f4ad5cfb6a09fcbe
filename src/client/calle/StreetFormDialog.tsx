/**
 * The frame of the forms filled in the street (full-screen on a phone): a
 * react-admin form with a title, a line of help, the fields, and cancel / save.
 * Saving runs the fields' rules first (each message under its field, the first
 * broken field focused; no "invalid form" notification, which on a phone would
 * cover the save button), then hands the values over (to the phone's queue) and
 * closes; a failure to store them stays in an alert above the fields.
 */
import { useId, useState, type ReactNode } from 'react';
import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, FormHelperText, Stack, Typography } from '@mui/material';
import { useIsPhone } from '../layout/useIsPhone';
import { Form, ValidationError, useInput, useTranslate, type Validator } from 'react-admin';
import { useFormState } from 'react-hook-form';

export const TARGET = { minHeight: 44 };

export interface StreetFormDialogProps<Values extends object> {
  /** Catalogue keys of the title (with `titleArgs`), the help line and the two buttons. */
  title: string;
  titleArgs?: Record<string, unknown>;
  help: string;
  cancelLabel: string;
  saveLabel: string;
  /** The resource whose field names label the inputs (`resources.<resource>.fields.<source>`). */
  resource: string;
  defaultValues: Values;
  save: (values: Values) => Promise<void>;
  onClose: () => void;
  children: ReactNode;
}

export function StreetFormDialog<Values extends object>({ title, titleArgs, help, cancelLabel, saveLabel, resource, defaultValues, save, onClose, children }: StreetFormDialogProps<Values>) {
  const translate = useTranslate();
  const phone = useIsPhone();
  const titleId = useId();
  const [failure, setFailure] = useState<string | null>(null);

  async function submit(values: Record<string, unknown>) {
    setFailure(null);
    try {
      await save(values as Values);
      onClose();
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
    }
  }

  return (
    <Dialog open onClose={onClose} fullScreen={phone} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <Form resource={resource} defaultValues={defaultValues as Record<string, unknown>} onSubmit={submit} noValidate disableInvalidFormNotification>
        <DialogTitle id={titleId}>{translate(title, titleArgs)}</DialogTitle>
        <DialogContent>
          <Stack sx={{ pt: 1 }}>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
              {translate(help)}
            </Typography>
            {failure ? (
              <Alert severity="error" role="alert" sx={{ mb: 2 }}>
                {failure}
              </Alert>
            ) : null}
            {children}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} sx={TARGET}>
            {translate(cancelLabel)}
          </Button>
          <SubmitButton label={saveLabel} />
        </DialogActions>
      </Form>
    </Dialog>
  );
}

/** The form's submit button, held while the values are being stored (so one tap stores them once). */
export function SubmitButton({ label, disabled = false }: { label: string; disabled?: boolean }) {
  const translate = useTranslate();
  const { isSubmitting } = useFormState();
  return (
    <Button type="submit" variant="contained" disabled={disabled || isSubmitting} sx={TARGET}>
      {translate(label)}
    </Button>
  );
}

/** A photo taken with the phone's camera or chosen from it: the button reads the chosen file's name; its rule's message shows below it. */
export function FotoInput({ source, label, chosenLabel, validate }: { source: string; label: string; chosenLabel: string; validate?: Validator }) {
  const translate = useTranslate();
  const { field, fieldState, formState } = useInput({ source, defaultValue: null, validate });
  const helpId = useId();
  const error = fieldState.error?.message && (formState.isSubmitted || fieldState.isTouched) ? fieldState.error.message : null;
  const foto = field.value instanceof File ? field.value : null;
  return (
    <Box sx={{ mb: 2 }}>
      <Button component="label" variant="outlined" color={error ? 'error' : 'primary'} sx={TARGET}>
        {foto ? `${translate(chosenLabel)}: ${foto.name}` : translate(label)}
        <input
          hidden
          ref={field.ref}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          capture="environment"
          aria-invalid={Boolean(error)}
          aria-describedby={error ? helpId : undefined}
          onChange={(event) => {
            field.onChange(event.target.files?.[0] ?? null);
            field.onBlur();
          }}
        />
      </Button>
      {error ? (
        <FormHelperText id={helpId} error>
          <ValidationError error={error} />
        </FormHelperText>
      ) : null}
    </Box>
  );
}
