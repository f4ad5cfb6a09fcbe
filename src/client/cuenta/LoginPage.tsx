/**
 * Our own login screen: username, password and the way to recover a forgotten
 * password. It is a public page (no react-admin): it stores the session and
 * opens the role's home, as the auth provider's login does.
 */
import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, Link, Paper, Stack, Typography } from '@mui/material';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { homeOf, loginAndStore } from '../providers/authProvider';
import { PublicLayout } from '../layout/PublicLayout';
import { PlainTextField } from '../components/PlainTextField';
import { useTranslate } from 'react-admin';

export function LoginPage() {
  const navigate = useNavigate();
  const t = useTranslate();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!username.trim() || !password) {
      setError(t('gatera.login.faltan'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const user = await loginAndStore(username.trim(), password);
      navigate(homeOf(user.role));
    } catch (failure) {
      setError((failure as Error)?.message || t('gatera.login.fallo'));
      setBusy(false);
    }
  }

  return (
    <PublicLayout maxWidth="sm">
      <Paper sx={{ p: { xs: 2, sm: 4 }, maxWidth: 440, mx: 'auto' }}>
        <Typography variant="h4" component="h1" gutterBottom>
          {t('gatera.login.titulo')}
        </Typography>
        <Typography sx={{ mb: 2 }}>{t('gatera.login.intro')}</Typography>
        <Box component="form" onSubmit={submit} noValidate>
          <Stack spacing={2}>
            <PlainTextField
              label={t('gatera.login.usuario')}
              name="username"
              autoComplete="username"
              value={username}
              onChange={(e) => setUsername(e.target.value)}
              required
              autoFocus
              fullWidth
            />
            <PlainTextField
              label={t('gatera.login.contrasena')}
              name="password"
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              required
              fullWidth
            />
            {error ? (
              <Alert severity="error" role="alert">
                {error}
              </Alert>
            ) : null}
            <Button type="submit" variant="contained" size="large" disabled={busy}>
              {t('gatera.login.entrar')}
            </Button>
            <Link component={RouterLink} to="/solicitar-recuperacion">
              {t('gatera.login.olvido')}
            </Link>
          </Stack>
        </Box>
      </Paper>
    </PublicLayout>
  );
}
