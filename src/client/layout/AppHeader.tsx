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

export const MAIN_MENU_LABEL = 'Menú principal';

export function AppHeader() {
  const user = useStoredUser();
  const logout = useLogout();
  const narrow = useNarrow();
  const entries = menuFor(user?.role);
  const search = can(user?.role, 'gatos.listar');
  return (
    <AppBar position="static" component="header" elevation={1}>
      <Toolbar sx={{ gap: 1 }}>
        {narrow ? <NavDrawer entries={entries} label={MAIN_MENU_LABEL} /> : null}
        <Brand to={user ? homeOf(user.role) : '/'} />
        <Box sx={{ flexGrow: 1 }} />
        {search && !narrow ? <CatSearch /> : null}
        {user ? (
          <>
            <Typography variant="body2" sx={{ display: { xs: 'none', sm: 'block' } }}>
              {user.nombre || user.username}
              {isRole(user.role) ? ` · ${ROLE_LABELS[user.role]}` : ''}
            </Typography>
            <Tooltip title="Cambiar contraseña">
              <IconButton color="inherit" component={RouterLink} to="/cambiar-contrasena" aria-label="Cambiar contraseña">
                <KeyIcon />
              </IconButton>
            </Tooltip>
            <Button color="inherit" startIcon={<LogoutIcon />} onClick={() => logout()}>
              Cerrar
            </Button>
          </>
        ) : (
          <Button color="inherit" component={RouterLink} to="/login">
            Iniciar sesión
          </Button>
        )}
      </Toolbar>
      {search && narrow ? (
        <Toolbar variant="dense" sx={{ pb: 1 }}>
          <CatSearch fullWidth />
        </Toolbar>
      ) : null}
      {!narrow && entries.length > 0 ? (
        <Toolbar variant="dense" sx={{ bgcolor: 'rgba(0,0,0,0.15)', minHeight: 40 }}>
          <NavBar entries={entries} label={MAIN_MENU_LABEL} />
        </Toolbar>
      ) : null}
    </AppBar>
  );
}
