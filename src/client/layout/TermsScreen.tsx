/** The demo terms, shown instead of the app until the signed-in user accepts them (SPEC section 4). */
import { useState } from 'react';
import { Alert, Box, Button, Link, Paper, Stack, Typography } from '@mui/material';
import { useLocation, useNavigate } from 'react-router-dom';
import { homeOf } from '../providers/authProvider';
import { clearSession } from '../providers/session';
import { acceptDemoTerms } from '../providers/terms';
import { useContactEmail } from '../providers/settings';
import { LEGAL_PDF_URL } from '../publico/legalLinks';
import { GateraLogo } from '../components/GateraLogo';
import { DEMO_NOTICE_TEXT } from './DemoNotice';

export const TERMS_TITLE = 'Términos de uso de la demo';
export const TERMS_ACCEPT = 'Acepto los términos';

/** After accepting on the login page or the landing page, continue at the role's home. */
const LANDING_PATHS = new Set(['/', '/login', '/preview']);

export function TermsScreen() {
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
            {TERMS_TITLE}
          </Typography>
        </Stack>
        <Typography sx={{ mb: 2 }}>{DEMO_NOTICE_TEXT}</Typography>
        <Typography sx={{ mb: 2 }}>
          El acceso está limitado a las personas autorizadas: administradores, responsables municipales, voluntarios, veterinarios y ciudadanos
          registrados.
        </Typography>
        <Typography sx={{ mb: 2 }}>
          Los datos de esta demo son ficticios y pueden borrarse en cualquier momento. No introduzcas datos personales reales ni la uses para la gestión
          diaria de tu municipio.
        </Typography>
        <Typography sx={{ mb: 2 }}>
          Puedes leer las{' '}
          <Link href={LEGAL_PDF_URL} target="_blank" rel="noopener">
            condiciones de uso completas (PDF)
          </Link>
          {email ? (
            <>
              {' '}y escribir a <Link href={`mailto:${email}`}>{email}</Link> para cualquier consulta.
            </>
          ) : (
            '.'
          )}
        </Typography>
        {error ? (
          <Alert severity="error" role="alert" sx={{ mb: 2 }}>
            {error}
          </Alert>
        ) : null}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <Button variant="contained" onClick={accept} disabled={busy}>
            {TERMS_ACCEPT}
          </Button>
          <Button variant="outlined" onClick={leave} disabled={busy}>
            Cerrar
          </Button>
        </Stack>
      </Paper>
    </Box>
  );
}
