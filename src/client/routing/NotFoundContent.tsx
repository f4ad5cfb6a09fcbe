/** 'Página no encontrada', with a way back to the person's home (or the landing page). */
import { Box, Button, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { useStoredUser } from '../providers/session';
import { homeOf } from '../../domain/roleHomes';

export function NotFoundContent() {
  const t = useTranslate();
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
