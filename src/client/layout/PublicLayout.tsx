/** The frame of the public pages: header with the public links, demo notice, content, footer. */
import type { ReactNode } from 'react';
import { AppBar, Box, Button, Container, Toolbar } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useStoredUser } from '../providers/session';
import { homeOf } from '../providers/authProvider';
import { Brand } from './Brand';
import { DemoNotice } from './DemoNotice';
import { Footer } from './Footer';
import { NavBar, NavDrawer, useNarrow } from './NavLinks';
import { MAIN_ID, SkipLink } from './SkipLink';
import { PUBLIC_LINKS } from './publicLinks';
import { LAYOUT_TEXTS } from '../i18n/uiTexts';
import { LanguageSelector } from '../i18n/LanguageSelector';
import { useT } from '../i18n/useT';

export { PUBLIC_LINKS };
export const PUBLIC_MENU_LABEL = LAYOUT_TEXTS.menuPublico;

export function PublicLayout({ children, maxWidth = 'lg' }: { children: ReactNode; maxWidth?: 'sm' | 'md' | 'lg' | 'xl' }) {
  const user = useStoredUser();
  const narrow = useNarrow();
  const t = useT();
  const menuLabel = t('gatera.layout.menuPublico');
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
              {t('gatera.layout.irAplicacion')}
            </Button>
          ) : (
            <Button color="inherit" variant="outlined" component={RouterLink} to="/login">
              {t('gatera.layout.iniciarSesion')}
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
