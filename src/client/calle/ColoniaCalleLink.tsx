/** The link from a colony's panel to its feeding points and rota, for the roles that reach them. */
import { Button } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { canOpenRoute } from '../../domain/roles';
import { useStoredUser } from '../providers/session';

export function ColoniaCalleLink({ coloniaId }: { coloniaId: number }) {
  const translate = useTranslate();
  const path = `/colonias/${coloniaId}/calle`;
  if (!canOpenRoute(useStoredUser()?.role, path)) return null;
  return (
    <Button size="small" variant="outlined" component={RouterLink} to={path} sx={{ minHeight: 44 }}>
      {translate('gatera.calle.comederos.enlace')}
    </Button>
  );
}
