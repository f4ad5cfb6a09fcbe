/** /resetear-contrasena?token=...: choose a new password; on success, to /login after 3 s. */
import { useEffect, useState, type FormEvent } from 'react';
import { Alert, Box, Button, Link, Stack } from '@mui/material';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { RESET_REDIRECT_DELAY_MS } from '../../domain/constants';
import { apiJson } from '../providers/httpClient';
import { PublicLayout } from '../layout/PublicLayout';
import { PlainTextField } from '../components/PlainTextField';
import { AccountCard, OutcomeAlert, type Outcome } from './AccountCard';
import { hasErrors, newPasswordErrors, type NewPasswordErrors } from './passwordForm';
import { useTranslate } from 'react-admin';

export function ResetearContrasenaPage() {
  const t = useTranslate();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<NewPasswordErrors>({});
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [busy, setBusy] = useState(false);
  const done = outcome?.ok === true;

  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => navigate('/login'), RESET_REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [done, navigate]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setOutcome(null);
    const found = newPasswordErrors(password, confirmation);
    setErrors(found);
    if (hasErrors(found)) return;
    setBusy(true);
    try {
      await apiJson('/api/auth/reset-password', { method: 'POST', json: { token, new_password: password } });
      setOutcome({ ok: true, text: t('auth.resetOk') });
      setPassword('');
      setConfirmation('');
    } catch {
      setOutcome({ ok: false, text: t('auth.resetFailed') });
    } finally {
      setBusy(false);
    }
  }

  return (
    <PublicLayout maxWidth="sm">
      <AccountCard title={t('gatera.cuenta.resetear.titulo')} intro={t('gatera.cuenta.resetear.intro')}>
        {token ? null : (
          <Alert severity="warning" sx={{ mb: 2 }}>
            {t('auth.invalidResetToken')}{' '}
            <Link component={RouterLink} to="/solicitar-recuperacion">
              {t('gatera.cuenta.resetear.enlaceNuevo')}
            </Link>
            .
          </Alert>
        )}
        <Box component="form" onSubmit={submit} noValidate>
          <Stack spacing={2}>
            <PlainTextField
              label={t('gatera.cuenta.nueva')}
              name="new_password"
              type="password"
              autoComplete="new-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              error={Boolean(errors.password)}
              helperText={errors.password ? t(errors.password) : t('gatera.cuenta.reglas')}
              required
              fullWidth
              disabled={!token || done}
            />
            <PlainTextField
              label={t('gatera.cuenta.confirmar')}
              name="confirmation"
              type="password"
              autoComplete="new-password"
              value={confirmation}
              onChange={(e) => setConfirmation(e.target.value)}
              error={Boolean(errors.confirmation)}
              helperText={errors.confirmation ? t(errors.confirmation) : ' '}
              required
              fullWidth
              disabled={!token || done}
            />
            <OutcomeAlert outcome={outcome} />
            <Button type="submit" variant="contained" disabled={busy || !token || done}>
              {t('gatera.cuenta.resetear.boton')}
            </Button>
          </Stack>
        </Box>
      </AccountCard>
    </PublicLayout>
  );
}
