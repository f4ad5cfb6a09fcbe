/** 'Página no encontrada' for an address that no screen answers (guarded paths keep their guard). */
import { Box, Button, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useStoredUser } from '../providers/session';
import { homeOf } from '../providers/authProvider';
import { RoleGuard } from './RoleGuard';
import { useT } from '../i18n/useT';

export function NotFoundContent() {
  const t = useT();
  const user = useStoredUser();
  return (
    <Box sx={{ py: 6, textAlign: 'center' }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {t('ra.page.not_found')}
      </Typography>
      <Typography sx={{ mb: 3 }}>{t('gatera.publico.noEncontrada.texto')}</Typography>
      <Button variant="contained" component={RouterLink} to={user ? homeOf(user.role) : '/'}>
        {t('gatera.publico.volverAlInicio')}
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
