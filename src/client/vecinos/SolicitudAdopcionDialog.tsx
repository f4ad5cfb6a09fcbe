/** The adoption request form of the gallery, in a dialog. The server checks everything again (src/domain/adopciones.ts messages). */
import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, Checkbox, Dialog, DialogActions, DialogContent, DialogTitle, FormControlLabel, Link, Stack, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { ADOPCION_MESSAGES } from '../../domain/adopciones';
import { isValidEmail } from '../../domain/validation';
import { useGateraDataProvider } from '../providers/dataProvider';
import type { GatoEnAdopcion } from '../../domain/schemas/adopcion';

const T = 'gatera.vecinos.adopciones';

export function SolicitudAdopcionDialog({ gato, onClose, onSent }: { gato: GatoEnAdopcion; onClose: () => void; onSent: (message: string) => void }) {
  const translate = useTranslate();
  const dataProvider = useGateraDataProvider();
  const [values, setValues] = useState({ nombre: '', email: '', telefono: '', mensaje: '', sitio_web: '' });
  const [acepta, setAcepta] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (field: keyof typeof values) => (event: { target: { value: string } }) => setValues((v) => ({ ...v, [field]: event.target.value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problem = !values.nombre.trim()
      ? ADOPCION_MESSAGES.nombre
      : !isValidEmail(values.email.trim())
        ? ADOPCION_MESSAGES.email
        : !values.mensaje.trim()
          ? ADOPCION_MESSAGES.mensaje
          : !acepta
            ? ADOPCION_MESSAGES.privacidad
            : null;
    if (problem) {
      setError(problem);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await dataProvider.solicitarAdopcion(gato.id, { ...values, acepta_privacidad: acepta });
      onSent(translate(`${T}.enviada`));
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby="solicitud-adopcion-titulo" fullWidth maxWidth="sm">
      <Box component="form" onSubmit={submit} noValidate>
        <DialogTitle id="solicitud-adopcion-titulo">{translate(`${T}.solicitarTitulo`, { nombre: gato.nombre })}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField label={translate(`${T}.nombre`)} name="nombre" value={values.nombre} onChange={set('nombre')} required autoComplete="name" slotProps={{ htmlInput: { maxLength: 150 } }} />
            <TextField label={translate(`${T}.email`)} name="email" type="email" value={values.email} onChange={set('email')} required autoComplete="email" slotProps={{ htmlInput: { maxLength: 254 } }} />
            <TextField label={translate(`${T}.telefono`)} name="telefono" type="tel" value={values.telefono} onChange={set('telefono')} autoComplete="tel" slotProps={{ htmlInput: { maxLength: 30 } }} />
            <TextField label={translate(`${T}.mensaje`)} name="mensaje" value={values.mensaje} onChange={set('mensaje')} required multiline minRows={3} slotProps={{ htmlInput: { maxLength: 3000 } }} />
            {/* Off screen and out of the tab order: people never fill it, form-filling bots do. */}
            <Box aria-hidden="true" sx={{ position: 'absolute', left: '-10000px', width: 1, height: 1, overflow: 'hidden' }}>
              <label>
                {translate(`${T}.honeypot`)}
                <input name="sitio_web" tabIndex={-1} autoComplete="off" value={values.sitio_web} onChange={set('sitio_web')} />
              </label>
            </Box>
            <FormControlLabel control={<Checkbox checked={acepta} onChange={(e) => setAcepta(e.target.checked)} name="acepta_privacidad" />} label={translate(`${T}.aceptaPrivacidad`)} />
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
      </Box>
    </Dialog>
  );
}
