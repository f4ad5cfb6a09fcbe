/** The demo terms, shown instead of the app until the signed-in user accepts them. */
import { useState } from 'react';
import { Alert, Box, Button, Link, Paper, Stack, Typography } from '@mui/material';
import { useLocation, useNavigate } from 'react-router-dom';
import { homeOf } from '../../domain/roleHomes';
import { clearSession } from '../providers/session';
import { acceptDemoTerms } from '../providers/terms';
import { useContactEmail } from '../providers/settings';
import { useLegalPdfUrl } from '../publico/legalLinks';
import { GateraLogo } from '../components/GateraLogo';
import { useTranslate } from 'react-admin';

const T = 'layout.marco.terminos';

/** After accepting on the login page or the landing page, continue at the role's home. */
const LANDING_PATHS = new Set(['/', '/login', '/preview']);

export function TermsScreen() {
  const t = useTranslate();
  const pdfUrl = useLegalPdfUrl();
  const email = useContactEmail();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function accept() {
    setBusy(true);
    setError(null);
    try {
      const user = await acceptDemoTerms();
      if (LANDING_PATHS.has(pathname)) navigate(homeOf(user.role), { replace: true });
    } catch (failure) {
      setError((failure as Error).message);
      setBusy(false);
    }
  }

  function leave() {
    clearSession();
    navigate('/', { replace: true });
  }

  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', p: 2, bgcolor: '#f7f5f0' }}>
      <Paper sx={{ maxWidth: 640, width: '100%', p: { xs: 2, sm: 4 } }}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 2 }}>
          <GateraLogo size={40} />
          <Typography variant="h5" component="h1">
            {t(`${T}.titulo`)}
          </Typography>
        </Stack>
        <Typography sx={{ mb: 2 }}>{t('layout.avisoDemo')}</Typography>
        <Typography sx={{ mb: 2 }}>{t(`${T}.acceso`)}</Typography>
        <Typography sx={{ mb: 2 }}>{t(`${T}.ficticios`)}</Typography>
        <Typography sx={{ mb: 2 }}>
          {t(`${T}.leer`)}{' '}
          <Link href={pdfUrl} target="_blank" rel="noopener">
            {t(`${T}.condiciones`)}
          </Link>
          {email ? (
            <>
              {' '}
              {t(`${T}.escribir`)} <Link href={`mailto:${email}`}>{email}</Link> {t(`${T}.consulta`)}
            </>
          ) : (
            '.'
          )}
        </Typography>
        {error ? (
          <Alert severity="error" role="alert" sx={{ mb: 2 }}>
            {t(error, { _: error })}
          </Alert>
        ) : null}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <Button variant="contained" onClick={accept} disabled={busy}>
            {t(`${T}.aceptar`)}
          </Button>
          <Button variant="outlined" onClick={leave} disabled={busy}>
            {t(`${T}.cerrar`)}
          </Button>
        </Stack>
      </Paper>
    </Box>
  );
}
