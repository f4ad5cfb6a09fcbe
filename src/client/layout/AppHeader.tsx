/** The header of the signed-in app: product name and icon, the role's menu, 'Cerrar' (SPEC section 2). */
import { AppBar, Box, Button, IconButton, Toolbar, Tooltip, Typography } from '@mui/material';
import LogoutIcon from '@mui/icons-material/Logout';
import KeyIcon from '@mui/icons-material/Key';
import { useLogout } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { can, menuFor, ROLE_LABELS, isRole } from '../../domain/roles';
import { useStoredUser } from '../providers/session';
import { homeOf } from '../providers/authProvider';
import { Brand } from './Brand';
import { CatSearch } from './CatSearch';
import { NavBar, NavDrawer, useNarrow } from './NavLinks';
import { LAYOUT_TEXTS } from '../i18n/uiTexts';
import { LanguageSelector } from '../i18n/LanguageSelector';
import { useT } from '../i18n/useT';

export const MAIN_MENU_LABEL = LAYOUT_TEXTS.menuPrincipal;

export function AppHeader() {
  const user = useStoredUser();
  const logout = useLogout();
  const narrow = useNarrow();
  const entries = menuFor(user?.role);
  const search = can(user?.role, 'gatos.listar');
  const t = useT();
  const menuLabel = t('gatera.layout.menuPrincipal');
  return (
    <AppBar position="static" component="header" elevation={1}>
      <Toolbar sx={{ gap: 1 }}>
        {narrow ? <NavDrawer entries={entries} label={menuLabel} /> : null}
        <Brand to={user ? homeOf(user.role) : '/'} />
        <Box sx={{ flexGrow: 1 }} />
        {search && !narrow ? <CatSearch /> : null}
        {!narrow ? <LanguageSelector /> : null}
        {user ? (
          <>
            <Typography variant="body2" sx={{ display: { xs: 'none', sm: 'block' } }}>
              {user.nombre || user.username}
              {isRole(user.role) ? ` · ${t(`gatera.roles.${user.role}`, { _: ROLE_LABELS[user.role] })}` : ''}
            </Typography>
            <Tooltip title={t('gatera.layout.cambiarContrasena')}>
              <IconButton color="inherit" component={RouterLink} to="/cambiar-contrasena" aria-label={t('gatera.layout.cambiarContrasena')}>
                <KeyIcon />
              </IconButton>
            </Tooltip>
            <Button color="inherit" startIcon={<LogoutIcon />} onClick={() => logout()}>
              {t('gatera.layout.cerrar')}
            </Button>
          </>
        ) : (
          <Button color="inherit" component={RouterLink} to="/login">
            {t('gatera.layout.iniciarSesion')}
          </Button>
        )}
      </Toolbar>
      {narrow ? (
        // On a phone the search and the language selector get a row of their own: the header row must fit 360 px.
        <Toolbar variant="dense" sx={{ pb: 1, gap: 1, minHeight: 36, justifyContent: 'flex-end' }}>
          {search ? <CatSearch fullWidth /> : null}
          <LanguageSelector />
        </Toolbar>
      ) : null}
      {!narrow && entries.length > 0 ? (
        <Toolbar variant="dense" sx={{ bgcolor: 'rgba(0,0,0,0.15)', minHeight: 40 }}>
          <NavBar entries={entries} label={menuLabel} />
        </Toolbar>
      ) : null}
    </AppBar>
  );
}
