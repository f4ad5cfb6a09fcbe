/** The footer of every page: what the product does, © 2025, the legal pages. */
import { Box, Link, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { COPYRIGHT_YEAR } from '../../domain/constants';
import { useTranslate } from 'react-admin';

export function Footer() {
  const t = useTranslate();
  return (
    <Box component="footer" sx={{ mt: 'auto', py: 2, px: 2, bgcolor: 'grey.100', borderTop: 1, borderColor: 'divider', textAlign: 'center' }}>
      <Typography variant="body2">{t('layout.pie')}</Typography>
      <Typography variant="body2">{t('layout.derechos', { anio: COPYRIGHT_YEAR })}</Typography>
      <Box component="nav" aria-label={t('layout.enlacesLegales')} sx={{ display: 'flex', gap: 2, justifyContent: 'center', flexWrap: 'wrap', mt: 1 }}>
        <Link component={RouterLink} to="/condiciones-uso" variant="body2">
          {t('layout.condiciones')}
        </Link>
        <Link component={RouterLink} to="/politica-privacidad" variant="body2">
          {t('layout.privacidad')}
        </Link>
        <Link component={RouterLink} to="/contacto" variant="body2">
          {t('layout.contacto')}
        </Link>
      </Box>
    </Box>
  );
}
