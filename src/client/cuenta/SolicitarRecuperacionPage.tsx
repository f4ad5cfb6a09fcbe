/** /solicitar-recuperacion: ask for a password-reset link by e-mail. */
import { useState, type FormEvent } from 'react';
import { Box, Button, Link, Stack } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { isValidEmail } from '../../domain/validation';
import { apiJson } from '../providers/httpClient';
import { PublicLayout } from '../layout/PublicLayout';
import { PlainTextField } from '../components/PlainTextField';
import { AccountCard, OutcomeAlert, type Outcome } from './AccountCard';
import { useTranslate } from 'react-admin';

export function SolicitarRecuperacionPage() {
  const t = useTranslate();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setOutcome(null);
    if (!isValidEmail(email)) {
      setError(t('fields.email'));
      return;
    }
    setError(null);
    setBusy(true);
    try {
      await apiJson('/api/auth/request-reset', { method: 'POST', json: { email } });
      setOutcome({ ok: true, text: t('auth.requestOk') });
      setEmail('');
    } catch {
      setOutcome({ ok: false, text: t('auth.requestFailed') });
    } finally {
      setBusy(false);
    }
  }

  return (
    <PublicLayout maxWidth="sm">
      <AccountCard title={t('gatera.cuenta.solicitar.titulo')} intro={t('gatera.cuenta.solicitar.intro')}>
        <Box component="form" onSubmit={submit} noValidate>
          <Stack spacing={2}>
            <PlainTextField
              label={t('gatera.vecinos.adopciones.email')}
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
              {t('gatera.cuenta.solicitar.enviar')}
            </Button>
            <Link component={RouterLink} to="/login">
              {t('gatera.cuenta.solicitar.volver')}
            </Link>
          </Stack>
        </Box>
      </AccountCard>
    </PublicLayout>
  );
}
