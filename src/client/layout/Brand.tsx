/** The product name with its icon; leads to the user's home (or the landing page). */
import { Box, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { GateraLogo } from '../components/GateraLogo';
import { useT } from '../i18n/useT';

export function Brand({ to }: { to: string }) {
  const t = useT();
  return (
    <Box
      component={RouterLink}
      to={to}
      aria-label={t('gatera.layout.marca')}
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, color: 'inherit', textDecoration: 'none', mr: 2 }}
    >
      <GateraLogo size={36} />
      <Typography component="span" variant="h6" sx={{ fontWeight: 700, letterSpacing: 0.5 }}>
        Gatera
      </Typography>
    </Box>
  );
}
