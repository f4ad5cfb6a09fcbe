/**
 * The adoption request form of the gallery, in a dialog: a react-admin form
 * whose first broken rule (src/domain/adopciones.ts answers) is shown above the
 * buttons in the reader's language, as the server's answer comes. The server
 * checks everything again.
 */
import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Alert, Box, Button, Checkbox, Dialog, DialogActions, DialogContent, DialogTitle, FormControlLabel, Link, Stack } from '@mui/material';
import { Form, TextInput, useInput, useTranslate } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { Link as RouterLink } from 'react-router-dom';
import { ADOPCION_KEYS } from '../../domain/adopciones';
import { isValidEmail } from '../../domain/validation';
import { useGateraDataProvider } from '../providers/dataProvider';
import type { GatoEnAdopcion, SolicitudAdopcionBody } from '../../domain/schemas/adopcion';

const T = 'gatera.vecinos.adopciones';

/** react-admin's inputs give an emptied field as null. */
type FormValues = { nombre: string | null; email: string | null; telefono: string | null; mensaje: string | null; sitio_web: string | null; acepta_privacidad: boolean };
const EMPTY: FormValues = { nombre: '', email: '', telefono: '', mensaje: '', sitio_web: '', acepta_privacidad: false };

/** The first rule the values break (a domain message key), or null. */
function problemOf(values: FormValues): string | null {
  if (!values.nombre?.trim()) return ADOPCION_KEYS.nombre;
  if (!isValidEmail(values.email?.trim() ?? '')) return ADOPCION_KEYS.email;
  if (!values.mensaje?.trim()) return ADOPCION_KEYS.mensaje;
  if (!values.acepta_privacidad) return ADOPCION_KEYS.privacidad;
  return null;
}

function AceptaPrivacidadInput() {
  const translate = useTranslate();
  const { field } = useInput({ source: 'acepta_privacidad' });
  return <FormControlLabel control={<Checkbox checked={Boolean(field.value)} onChange={(e) => field.onChange(e.target.checked)} name="acepta_privacidad" />} label={translate(`${T}.aceptaPrivacidad`)} />;
}

/** Off screen and out of the tab order: people never fill it, form-filling bots do. */
function Honeypot() {
  const translate = useTranslate();
  const { register } = useFormContext();
  return (
    <Box aria-hidden="true" sx={{ position: 'absolute', left: '-10000px', width: 1, height: 1, overflow: 'hidden' }}>
      <label>
        {translate(`${T}.honeypot`)}
        <input {...register('sitio_web')} tabIndex={-1} autoComplete="off" />
      </label>
    </Box>
  );
}

export function SolicitudAdopcionDialog({ gato, onClose, onSent }: { gato: GatoEnAdopcion; onClose: () => void; onSent: (message: string) => void }) {
  const translate = useTranslate();
  const dataProvider = useGateraDataProvider();
  const [error, setError] = useState<string | null>(null);
  const send = useMutation({ mutationFn: (body: SolicitudAdopcionBody) => dataProvider.solicitarAdopcion(gato.id, body) });
  const busy = send.isPending;

  async function submit(values: FormValues) {
    const problem = problemOf(values);
    if (problem) {
      setError(translate(problem));
      return;
    }
    setError(null);
    try {
      await send.mutateAsync(values);
      onSent(translate(`${T}.enviada`));
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    }
  }

  const text = { variant: 'outlined' as const, margin: 'none' as const, helperText: false as const, fullWidth: true };
  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby="solicitud-adopcion-titulo" fullWidth maxWidth="sm">
      <Form defaultValues={EMPTY} onSubmit={(values: Record<string, unknown>) => submit(values as FormValues)} noValidate>
        <DialogTitle id="solicitud-adopcion-titulo">{translate(`${T}.solicitarTitulo`, { nombre: gato.nombre })}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextInput {...text} source="nombre" label={`${T}.nombre`} required autoComplete="name" slotProps={{ htmlInput: { maxLength: 150 } }} />
            <TextInput {...text} source="email" label={`${T}.email`} type="email" required autoComplete="email" slotProps={{ htmlInput: { maxLength: 254 } }} />
            <TextInput {...text} source="telefono" label={`${T}.telefono`} type="tel" autoComplete="tel" slotProps={{ htmlInput: { maxLength: 30 } }} />
            <TextInput {...text} source="mensaje" label={`${T}.mensaje`} required multiline minRows={3} slotProps={{ htmlInput: { maxLength: 3000 } }} />
            <Honeypot />
            <AceptaPrivacidadInput />
            <Link component={RouterLink} to="/politica-privacidad" target="_blank">
              {translate(`${T}.politica`)}
            </Link>
            {error ? <Alert severity="error">{error}</Alert> : null}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            {translate(`${T}.cancelar`)}
          </Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {busy ? translate(`${T}.enviando`) : translate(`${T}.enviar`)}
          </Button>
        </DialogActions>
      </Form>
    </Dialog>
  );
}
