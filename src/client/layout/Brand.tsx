/**
 * The product name with its icon; leads to the user's home (or the landing page).
 * The name and the council's coat of arms the administrator set.
 */
import { Box, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { PRODUCTO_POR_DEFECTO } from '../../domain/ajustes';
import { GateraLogo } from '../components/GateraLogo';
import { useSettings } from '../providers/settings';
import { useTranslate } from 'react-admin';

export function Brand({ to }: { to: string }) {
  const t = useTranslate();
  const settings = useSettings();
  const producto = settings?.producto_nombre || PRODUCTO_POR_DEFECTO;
  return (
    <Box
      component={RouterLink}
      to={to}
      aria-label={t('layout.marca', { producto })}
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, color: 'inherit', textDecoration: 'none', mr: 2, minWidth: 0 }}
    >
      {settings?.escudo_url ? (
        <Box component="img" src={settings.escudo_url} alt="" sx={{ height: 36, width: 'auto', maxWidth: 48, objectFit: 'contain' }} />
      ) : (
        <GateraLogo size={36} />
      )}
      <Typography component="span" variant="h6" noWrap sx={{ fontWeight: 700, letterSpacing: 0.5 }}>
        {producto}
      </Typography>
    </Box>
  );
}
