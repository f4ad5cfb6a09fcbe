/**
 * The staff application: react-admin in Spanish on our providers. It is loaded
 * only when a path outside the public pages is opened (App.tsx), so the
 * landing page never downloads react-admin, the map or the charts. Every area
 * screen of routing/areaRoutes.tsx goes inside the app layout, behind its role
 * guard; the public map and charts go without it.
 */
import { Admin, CustomRoutes } from 'react-admin';
import { Route } from 'react-router-dom';
import { dataProvider } from './providers/dataProvider';
import { authProvider } from './providers/authProvider';
import { i18nProvider } from './i18n/i18nProvider';
import { theme } from './theme';
import { AppLayout } from './layout/AppLayout';
import { LoginPage } from './cuenta/LoginPage';
import { accountRoutes } from './cuenta/accountRoutes';
import { areaRoutes, publicAreaRoutes } from './routing/areaRoutes';
import { RoleGuard } from './routing/RoleGuard';
import { NotFound } from './routing/NotFound';
import { LocaleSync } from './i18n/LocaleSync';

export default function StaffApp() {
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
        {publicAreaRoutes.map((route) => (
          <Route
            key={route.path}
            path={route.path}
            element={
              <>
                <LocaleSync />
                {route.element}
              </>
            }
          />
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
