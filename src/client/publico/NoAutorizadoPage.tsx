/** /no-autorizado (SPEC section 2). */
import { Box, Link, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { GENERAL_MESSAGES } from '../../domain/messages';
import { PublicLayout } from '../layout/PublicLayout';

export function NoAutorizadoPage() {
  return (
    <PublicLayout maxWidth="md">
      <Box sx={{ textAlign: 'center', py: 4 }}>
        <Typography variant="h4" component="h1" gutterBottom>
          {GENERAL_MESSAGES.unauthorizedTitle}
        </Typography>
        <Typography sx={{ mb: 3 }}>{GENERAL_MESSAGES.unauthorizedText}</Typography>
        <Link component={RouterLink} to="/">
          Volver al inicio
        </Link>
      </Box>
    </PublicLayout>
  );
}
