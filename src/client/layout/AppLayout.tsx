/**
 * The frame of the signed-in screens: react-admin's <Layout> with our app bar
 * and grouped side menu; in the content column the demo notice, the page's
 * title (the pages' <Title> lands in the h1), the page and the footer.
 * react-admin's layout brings the "skip to content" link; a page that fails
 * shows our message in place of the page, and the next page clears it.
 */
import type { ReactNode } from 'react';
import { Box } from '@mui/material';
import { Layout } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { LocaleSync } from '../i18n/LocaleSync';
import { DemoNotice } from './DemoNotice';
import { ErrorBoundary } from './ErrorBoundary';
import { Footer } from './Footer';
import { GateraAppBar, useHasCatSearch } from './GateraAppBar';
import { GroupedMenu } from './GroupedMenu';
import { PageHeading } from './PageHeading';

export function AppLayout({ children }: { children?: ReactNode }) {
  // On a phone the search's own row (GateraAppBar) makes the fixed app bar taller.
  const searchRow = useHasCatSearch();
  const { pathname } = useLocation();
  return (
    <Layout
      appBar={GateraAppBar}
      menu={GroupedMenu}
      // react-admin's frame is as wide as its widest content (min-width: fit-content): a chart that fills its
      // column then widens the page past the window, and the content slides under the fixed side menu.
      sx={{ minWidth: 0, '& .RaLayout-appFrame': { mt: { xs: searchRow ? '100px' : 7, sm: 6 } }, '& .RaLayout-content': { px: { xs: 1, sm: 2 }, minWidth: 0 } }}
    >
      <LocaleSync />
      <DemoNotice />
      <Box sx={{ flexGrow: 1, py: 2 }}>
        <PageHeading />
        <ErrorBoundary resetKey={pathname}>{children}</ErrorBoundary>
      </Box>
      <Footer />
    </Layout>
  );
}
