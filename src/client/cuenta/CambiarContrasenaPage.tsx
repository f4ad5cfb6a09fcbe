/** /cambiar-contrasena: any signed-in role changes its password; the fresh token the API answers is kept. */
import { useState, type FormEvent } from 'react';
import { Box, Button, Stack, TextField } from '@mui/material';
import { apiJson } from '../providers/httpClient';
import { storeToken } from '../providers/session';
import { AccountCard, OutcomeAlert, type Outcome } from './AccountCard';
import { hasErrors, newPasswordErrors, type NewPasswordErrors } from './passwordForm';
import { MisDatosCard } from '../vecinos/MisDatosCard';
import { useTranslate } from 'react-admin';

export function CambiarContrasenaPage() {
  const t = useTranslate();
  const [current, setCurrent] = useState('');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<NewPasswordErrors & { current?: string }>({});
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setOutcome(null);
    const found = { ...newPasswordErrors(password, confirmation), ...(current ? {} : { current: 'gatera.cuenta.cambiar.escribeActual' }) };
    setErrors(found);
    if (hasErrors(found)) return;
    setBusy(true);
    try {
      const { data } = await apiJson<{ access_token?: string }>('/api/auth/change-password', {
        method: 'POST',
        json: { current_password: current, new_password: password },
        // A wrong current password must not end the session.
        keepSessionOn401: true,
      });
      if (data?.access_token) storeToken(data.access_token);
      setOutcome({ ok: true, text: t('auth.changeOk') });
      setCurrent('');
      setPassword('');
      setConfirmation('');
    } catch {
      setOutcome({ ok: false, text: t('auth.changeFailed') });
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <AccountCard title={t('gatera.cuenta.cambiar.titulo')}>
        <Box component="form" onSubmit={submit} noValidate>
          <Stack spacing={2}>
            <TextField
              label={t('gatera.cuenta.cambiar.actual')}
              name="current_password"
              type="password"
              autoComplete="current-password"
              value={current}
              onChange={(e) => setCurrent(e.target.value)}
              error={Boolean(errors.current)}
              helperText={errors.current ? t(errors.current) : ' '}
              required
              fullWidth
            />
            <TextField
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
            />
            <TextField
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
            />
            <OutcomeAlert outcome={outcome} />
            <Button type="submit" variant="contained" disabled={busy}>
              {t('layout.cambiarContrasena')}
            </Button>
          </Stack>
        </Box>
      </AccountCard>
      <MisDatosCard />
    </>
  );
}
