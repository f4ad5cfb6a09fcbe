/** The layout of the signed-in screens: header with menu, demo notice, content, footer. */
import { Suspense, type ReactNode } from 'react';
import { Box, Container } from '@mui/material';
import { TitlePortal } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { Loading } from '../components/Loading';
import { AppHeader } from './AppHeader';
import { DemoNotice } from './DemoNotice';
import { ErrorBoundary } from './ErrorBoundary';
import { Footer } from './Footer';
import { SkipLink, MAIN_ID } from './SkipLink';
import { LocaleSync } from '../i18n/LocaleSync';

export function AppLayout({ children }: { children?: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh', bgcolor: 'background.default' }}>
      <LocaleSync />
      <SkipLink />
      <AppHeader />
      <DemoNotice />
      <Container component="main" id={MAIN_ID} tabIndex={-1} maxWidth="xl" sx={{ flexGrow: 1, py: 2, px: { xs: 1, sm: 2 }, outline: 'none' }}>
        <TitlePortal variant="h5" component="h1" sx={{ '&:empty': { display: 'none' }, mb: 2 }} />
        <ErrorBoundary resetKey={pathname}>
          <Suspense fallback={<Loading />}>{children}</Suspense>
        </ErrorBoundary>
      </Container>
      <Footer />
    </Box>
  );
}
