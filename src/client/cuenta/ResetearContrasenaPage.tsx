/** /resetear-contrasena?token=...: choose a new password; on success, to /login after 3 s (SPEC section 4). */
import { useEffect, useState, type FormEvent } from 'react';
import { Alert, Box, Button, Link, Stack } from '@mui/material';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { AUTH_MESSAGES } from '../../domain/messages';
import { RESET_REDIRECT_DELAY_MS } from '../../domain/constants';
import { apiJson } from '../providers/httpClient';
import { PublicLayout } from '../layout/PublicLayout';
import { PlainTextField } from '../components/PlainTextField';
import { AccountCard, OutcomeAlert, type Outcome } from './AccountCard';
import { hasErrors, newPasswordErrors, type NewPasswordErrors } from './passwordForm';

export function ResetearContrasenaPage() {
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
      setOutcome({ ok: true, text: AUTH_MESSAGES.resetOk });
      setPassword('');
      setConfirmation('');
    } catch {
      setOutcome({ ok: false, text: AUTH_MESSAGES.resetFailed });
    } finally {
      setBusy(false);
    }
  }

  return (
    <PublicLayout maxWidth="sm">
      <AccountCard title="Restablecer la contraseña" intro="Elige una contraseña nueva para tu cuenta.">
        {token ? null : (
          <Alert severity="warning" sx={{ mb: 2 }}>
            {AUTH_MESSAGES.invalidResetToken}{' '}
            <Link component={RouterLink} to="/solicitar-recuperacion">
              Solicita un enlace nuevo
            </Link>
            .
          </Alert>
        )}
        <Box component="form" onSubmit={submit} noValidate>
          <Stack spacing={2}>
            <PlainTextField
              label="Nueva contraseña"
              name="new_password"
              type="password"
              autoComplete="new-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              error={Boolean(errors.password)}
              helperText={errors.password ?? 'Al menos 8 caracteres, con una mayúscula, un número y un carácter especial.'}
              required
              fullWidth
              disabled={!token || done}
            />
            <PlainTextField
              label="Confirmar contraseña"
              name="confirmation"
              type="password"
              autoComplete="new-password"
              value={confirmation}
              onChange={(e) => setConfirmation(e.target.value)}
              error={Boolean(errors.confirmation)}
              helperText={errors.confirmation ?? ' '}
              required
              fullWidth
              disabled={!token || done}
            />
            <OutcomeAlert outcome={outcome} />
            <Button type="submit" variant="contained" disabled={busy || !token || done}>
              Restablecer contraseña
            </Button>
          </Stack>
        </Box>
      </AccountCard>
    </PublicLayout>
  );
}
