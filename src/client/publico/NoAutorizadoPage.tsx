/** /no-autorizado (SPEC section 2). */
import { Box, Link, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { PublicLayout } from '../layout/PublicLayout';
import { useT } from '../i18n/useT';

export function NoAutorizadoPage() {
  const t = useT();
  return (
    <PublicLayout maxWidth="md">
      <Box sx={{ textAlign: 'center', py: 4 }}>
        <Typography variant="h4" component="h1" gutterBottom>
          {t('gatera.general.unauthorizedTitle')}
        </Typography>
        <Typography sx={{ mb: 3 }}>{t('gatera.general.unauthorizedText')}</Typography>
        <Link component={RouterLink} to="/">
          {t('gatera.publico.volverAlInicio')}
        </Link>
      </Box>
    </PublicLayout>
  );
}
