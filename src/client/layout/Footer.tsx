/** The footer of every page: what the product does, © 2025, the legal pages. */
import { Box, Link, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { COPYRIGHT_YEAR } from '../../domain/constants';

export const FOOTER_TEXT = 'Gatera: gestión municipal de colonias felinas urbanas.';

export function Footer() {
  return (
    <Box component="footer" sx={{ mt: 'auto', py: 2, px: 2, bgcolor: 'grey.100', borderTop: 1, borderColor: 'divider', textAlign: 'center' }}>
      <Typography variant="body2">{FOOTER_TEXT}</Typography>
      <Typography variant="body2">© {COPYRIGHT_YEAR} Gatera. Todos los derechos reservados.</Typography>
      <Box component="nav" aria-label="Enlaces legales" sx={{ display: 'flex', gap: 2, justifyContent: 'center', flexWrap: 'wrap', mt: 1 }}>
        <Link component={RouterLink} to="/condiciones-uso" variant="body2">
          Condiciones de uso
        </Link>
        <Link component={RouterLink} to="/politica-privacidad" variant="body2">
          Política de privacidad
        </Link>
        <Link component={RouterLink} to="/contacto" variant="body2">
          Contacto
        </Link>
      </Box>
    </Box>
  );
}
