/**
 * The application: react-admin in Spanish on our providers, at real URL paths
 * (a browser router, not react-admin's default hash router), behind the demo
 * terms gate. Public pages go without the app layout; every area screen of
 * routing/areaRoutes.tsx goes inside it, behind its role guard.
 */
import { Admin, CustomRoutes } from 'react-admin';
import { Route, RouterProvider, createBrowserRouter } from 'react-router-dom';
import { dataProvider } from './providers/dataProvider';
import { authProvider } from './providers/authProvider';
import { i18nProvider } from './i18n/i18nProvider';
import { theme } from './theme';
import { AppLayout } from './layout/AppLayout';
import { TermsGate } from './layout/TermsGate';
import { LoginPage } from './cuenta/LoginPage';
import { accountRoutes } from './cuenta/accountRoutes';
import { publicRoutes } from './publico/publicRoutes';
import { areaRoutes, publicAreaRoutes } from './routing/areaRoutes';
import { RoleGuard } from './routing/RoleGuard';
import { NotFound } from './routing/NotFound';

export function GateraAdmin() {
  return (
    <Admin
      disableTelemetry
      title="Gatera"
      dataProvider={dataProvider}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      theme={theme}
      layout={AppLayout}
      loginPage={LoginPage}
      catchAll={NotFound}
    >
      <CustomRoutes noLayout>
        {[...publicRoutes, ...publicAreaRoutes].map((route) => (
          <Route key={route.path} path={route.path} element={route.element} />
        ))}
      </CustomRoutes>
      <CustomRoutes>
        {[...accountRoutes, ...areaRoutes].map((route) => (
          <Route key={route.path} path={route.path} element={<RoleGuard path={route.path}>{route.element}</RoleGuard>} />
        ))}
      </CustomRoutes>
    </Admin>
  );
}

function Root() {
  return (
    <TermsGate>
      <GateraAdmin />
    </TermsGate>
  );
}

const router = createBrowserRouter([{ path: '*', element: <Root /> }]);

export function App() {
  return <RouterProvider router={router} />;
}
