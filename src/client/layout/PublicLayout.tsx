/** The frame of the public pages: header with the public links, demo notice, content, footer. */
import type { ReactNode } from 'react';
import { AppBar, Box, Button, Container, Toolbar } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useStoredUser } from '../providers/session';
import { homeOf } from '../../domain/roleHomes';
import { Brand } from './Brand';
import { DemoNotice } from './DemoNotice';
import { Footer } from './Footer';
import { NavBar, NavDrawer, useNarrow } from './NavLinks';
import { MAIN_ID, SkipLink } from './SkipLink';
import { PUBLIC_LINKS } from './publicLinks';
import { LanguageSelector } from '../i18n/LanguageSelector';
import { useTranslate } from 'react-admin';

export { PUBLIC_LINKS };
export function PublicLayout({ children, maxWidth = 'lg' }: { children: ReactNode; maxWidth?: 'sm' | 'md' | 'lg' | 'xl' }) {
  const user = useStoredUser();
  const narrow = useNarrow();
  const t = useTranslate();
  const menuLabel = t('layout.menuPublico');
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh', bgcolor: 'background.default' }}>
      <SkipLink />
      <AppBar position="static" component="header" elevation={1}>
        <Toolbar sx={{ gap: 1 }}>
          {narrow ? <NavDrawer entries={PUBLIC_LINKS} label={menuLabel} /> : null}
          <Brand to="/" />
          {!narrow ? <NavBar entries={PUBLIC_LINKS} label={menuLabel} /> : null}
          <Box sx={{ flexGrow: 1 }} />
          {!narrow ? <LanguageSelector /> : null}
          {user ? (
            <Button color="inherit" variant="outlined" component={RouterLink} to={homeOf(user.role)}>
              {t('layout.irAplicacion')}
            </Button>
          ) : (
            <Button color="inherit" variant="outlined" component={RouterLink} to="/login">
              {t('layout.iniciarSesion')}
            </Button>
          )}
        </Toolbar>
        {narrow ? (
          // On a phone the selector gets a row of its own: the header row must fit 360 px.
          <Toolbar variant="dense" sx={{ minHeight: 36, justifyContent: 'flex-end' }}>
            <LanguageSelector />
          </Toolbar>
        ) : null}
      </AppBar>
      <DemoNotice />
      <Container component="main" id={MAIN_ID} tabIndex={-1} maxWidth={maxWidth} sx={{ flexGrow: 1, py: { xs: 2, sm: 4 }, outline: 'none' }}>
        {children}
      </Container>
      <Footer />
    </Box>
  );
}
