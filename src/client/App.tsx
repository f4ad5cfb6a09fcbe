/**
 * The application at real URL paths (a browser router), behind the demo terms
 * gate. The public pages and the login page are rendered here, in the app's
 * theme, without react-admin's <Admin> (but with its translation); any other path loads the
 * staff application (StaffApp.tsx: react-admin, the map, the charts). Each
 * page's code is loaded when the page is first opened (the router's
 * navigations are transitions, so the current page stays on screen meanwhile),
 * so the landing page stays light.
 */
import { lazy, Suspense } from 'react';
import { BrowserRouter, Outlet, Route, Routes } from 'react-router-dom';
import { LazyTermsGate } from './layout/LazyTermsGate';
import { PublicShell } from './layout/PublicShell';
import { publicRoutes } from './publico/publicRoutes';
import { TranslationProvider } from './i18n/TranslationProvider';
import { loadFullCatalogues } from './i18n/catalogues';
import { getLanguage } from './i18n/language';

// The staff screens speak every area's texts: their catalogue comes with their code.
const StaffApp = lazy(() => Promise.all([import('./StaffApp'), loadFullCatalogues(getLanguage())]).then(([module]) => module));

const publicPages = publicRoutes.map(({ path, load }) => ({
  path,
  Page: lazy(() => load().then((Page) => ({ default: Page }))),
}));

function PublicFrame() {
  return (
    <PublicShell>
      <Outlet />
    </PublicShell>
  );
}

export function App() {
  return (
    <BrowserRouter>
      <TranslationProvider>
        <LazyTermsGate>
          {/* Nothing is shown while the first page's code loads, as before the split while the one bundle loaded. */}
          <Suspense fallback={null}>
            <Routes>
              <Route element={<PublicFrame />}>
                {publicPages.map(({ path, Page }) => (
                  <Route key={path} path={path} element={<Page />} />
                ))}
              </Route>
              <Route path="*" element={<StaffApp />} />
            </Routes>
          </Suspense>
        </LazyTermsGate>
      </TranslationProvider>
    </BrowserRouter>
  );
}
