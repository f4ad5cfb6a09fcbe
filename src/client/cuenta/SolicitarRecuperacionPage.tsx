/** /solicitar-recuperacion: ask for a password-reset link by e-mail (SPEC sections 5 and 8). */
import { useState, type FormEvent } from 'react';
import { Box, Button, Link, Stack } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { AUTH_MESSAGES } from '../../domain/messages';
import { EMAIL_MESSAGE, isValidEmail } from '../../domain/validation';
import { apiJson } from '../providers/httpClient';
import { PublicLayout } from '../layout/PublicLayout';
import { PlainTextField } from '../components/PlainTextField';
import { AccountCard, OutcomeAlert, type Outcome } from './AccountCard';

export function SolicitarRecuperacionPage() {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setOutcome(null);
    if (!isValidEmail(email)) {
      setError(EMAIL_MESSAGE);
      return;
    }
    setError(null);
    setBusy(true);
    try {
      await apiJson('/api/auth/request-reset', { method: 'POST', json: { email } });
      setOutcome({ ok: true, text: AUTH_MESSAGES.requestOk });
      setEmail('');
    } catch {
      setOutcome({ ok: false, text: AUTH_MESSAGES.requestFailed });
    } finally {
      setBusy(false);
    }
  }

  return (
    <PublicLayout maxWidth="sm">
      <AccountCard title="Recuperar la contraseña" intro="Escribe el correo electrónico de tu cuenta y te enviaremos un enlace para elegir una contraseña nueva.">
        <Box component="form" onSubmit={submit} noValidate>
          <Stack spacing={2}>
            <PlainTextField
              label="Correo electrónico"
              name="email"
              type="email"
              autoComplete="email"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              error={Boolean(error)}
              helperText={error ?? ' '}
              required
              fullWidth
            />
            <OutcomeAlert outcome={outcome} />
            <Button type="submit" variant="contained" disabled={busy}>
              Enviar enlace
            </Button>
            <Link component={RouterLink} to="/login">
              Volver a iniciar sesión
            </Link>
          </Stack>
        </Box>
      </AccountCard>
    </PublicLayout>
  );
}
