/** 'Página no encontrada' for an address that no screen answers (guarded paths keep their guard). */
import { Box, Button, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useStoredUser } from '../providers/session';
import { homeOf } from '../providers/authProvider';
import { RoleGuard } from './RoleGuard';

export function NotFoundContent() {
  const user = useStoredUser();
  return (
    <Box sx={{ py: 6, textAlign: 'center' }}>
      <Typography variant="h4" component="h1" gutterBottom>
        Página no encontrada
      </Typography>
      <Typography sx={{ mb: 3 }}>La dirección que has abierto no existe o ya no está disponible.</Typography>
      <Button variant="contained" component={RouterLink} to={user ? homeOf(user.role) : '/'}>
        Volver al inicio
      </Button>
    </Box>
  );
}

/** react-admin's catch-all inside the layout. */
export function NotFound() {
  return (
    <RoleGuard>
      <NotFoundContent />
    </RoleGuard>
  );
}
