/** /no-autorizado: where a role without access to a screen lands. */
import { Box, Link, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { PublicLayout } from '../layout/PublicLayout';
import { useTranslate } from 'react-admin';

export function NoAutorizadoPage() {
  const t = useTranslate();
  return (
    <PublicLayout maxWidth="md">
      <Box sx={{ textAlign: 'center', py: 4 }}>
        <Typography variant="h4" component="h1" gutterBottom>
          {t('general.unauthorizedTitle')}
        </Typography>
        <Typography sx={{ mb: 3 }}>{t('general.unauthorizedText')}</Typography>
        <Link component={RouterLink} to="/">
          {t('gatera.publico.volverAlInicio')}
        </Link>
      </Box>
    </PublicLayout>
  );
}
