/**
 * The app bar of the signed-in screens: the menu button, the product's name
 * and icon (the council's, from /api/settings), the search for any cat, the
 * language selector, the municipality chooser of an account that works in
 * several, who is signed in, the change of password and 'Cerrar'.
 * On a phone the search gets a row of its own: the bar must fit 360 px. The
 * bar stays when the page scrolls, so 'Cerrar' and the search are always at hand.
 */
import { Box, Button, IconButton, Toolbar, Tooltip, Typography } from '@mui/material';
import LogoutIcon from '@mui/icons-material/Logout';
import KeyIcon from '@mui/icons-material/Key';
import { AppBar, LoadingIndicator, useLogout, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { can, isRole, ROLE_LABELS } from '../../domain/roles';
import { useStoredUser } from '../providers/session';
import { homeOf } from '../../domain/roleHomes';
import { LanguageSelector } from '../i18n/LanguageSelector';
import { Brand } from './Brand';
import { CatSearch } from './CatSearch';
import { MunicipioSelector } from './MunicipioSelector';
import { useIsPhone } from './useIsPhone';

/** Whether the signed-in person has the cat search (the phone's bar is then two rows high). */
export function useHasCatSearch(): boolean {
  return can(useStoredUser()?.role, 'gatos.listar');
}

export function GateraAppBar() {
  const user = useStoredUser();
  const logout = useLogout();
  const translate = useTranslate();
  const phone = useIsPhone();
  const search = useHasCatSearch();
  return (
    <AppBar alwaysOn color="primary" userMenu={false} toolbar={<LoadingIndicator />} component="header">
      <Brand to={user ? homeOf(user.role) : '/'} />
      <Box sx={{ flexGrow: 1 }} />
      {search && !phone ? <CatSearch /> : null}
      <LanguageSelector />
      {user ? (
        <>
          <MunicipioSelector />
          <Typography variant="body2" sx={{ display: { xs: 'none', md: 'block' }, mx: 1 }}>
            {user.nombre || user.username}
            {isRole(user.role) ? ` · ${translate(ROLE_LABELS[user.role])}` : ''}
          </Typography>
          <Tooltip title={translate('layout.cambiarContrasena')}>
            <IconButton color="inherit" component={RouterLink} to="/cambiar-contrasena" aria-label={translate('layout.cambiarContrasena')}>
              <KeyIcon />
            </IconButton>
          </Tooltip>
          <Button color="inherit" startIcon={<LogoutIcon />} onClick={() => logout()} sx={{ mr: 1, whiteSpace: 'nowrap' }}>
            {translate('layout.cerrar')}
          </Button>
        </>
      ) : null}
      {search && phone ? (
        <Toolbar variant="dense" disableGutters sx={{ position: 'absolute', top: '100%', left: 0, right: 0, px: 1, pb: 1, minHeight: 44, bgcolor: 'primary.main' }}>
          <CatSearch fullWidth />
        </Toolbar>
      ) : null}
    </AppBar>
  );
}
