/** The frame of the public pages: header with the public links, demo notice, content, footer. */
import type { ReactNode } from 'react';
import { AppBar, Box, Button, Container, Toolbar } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import type { MenuEntry } from '../../domain/roles';
import { useStoredUser } from '../providers/session';
import { homeOf } from '../providers/authProvider';
import { Brand } from './Brand';
import { DemoNotice } from './DemoNotice';
import { Footer } from './Footer';
import { NavBar, NavDrawer, useNarrow } from './NavLinks';
import { MAIN_ID, SkipLink } from './SkipLink';

export const PUBLIC_MENU_LABEL = 'Menú público';

export const PUBLIC_LINKS: readonly MenuEntry[] = [
  { label: 'Inicio', path: '/preview' },
  { label: 'Quiénes Somos', path: '/quienes-somos' },
  { label: 'Descúbrenos', path: '/descubrenos' },
  { label: 'Mapa', path: '/mapa' },
  { label: 'Gráficos', path: '/graficos' },
  { label: 'Demo', path: '/demo' },
  { label: 'Contacto', path: '/contacto' },
];

export function PublicLayout({ children, maxWidth = 'lg' }: { children: ReactNode; maxWidth?: 'sm' | 'md' | 'lg' | 'xl' }) {
  const user = useStoredUser();
  const narrow = useNarrow();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh', bgcolor: 'background.default' }}>
      <SkipLink />
      <AppBar position="static" component="header" elevation={1}>
        <Toolbar sx={{ gap: 1 }}>
          {narrow ? <NavDrawer entries={PUBLIC_LINKS} label={PUBLIC_MENU_LABEL} /> : null}
          <Brand to="/" />
          {!narrow ? <NavBar entries={PUBLIC_LINKS} label={PUBLIC_MENU_LABEL} /> : null}
          <Box sx={{ flexGrow: 1 }} />
          {user ? (
            <Button color="inherit" variant="outlined" component={RouterLink} to={homeOf(user.role)}>
              Ir a la aplicación
            </Button>
          ) : (
            <Button color="inherit" variant="outlined" component={RouterLink} to="/login">
              Iniciar sesión
            </Button>
          )}
        </Toolbar>
      </AppBar>
      <DemoNotice />
      <Container component="main" id={MAIN_ID} tabIndex={-1} maxWidth={maxWidth} sx={{ flexGrow: 1, py: { xs: 2, sm: 4 }, outline: 'none' }}>
        {children}
      </Container>
      <Footer />
    </Box>
  );
}
