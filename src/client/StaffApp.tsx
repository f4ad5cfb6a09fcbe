/**
 * The staff application: react-admin on our providers, with a <Resource> per
 * staff area and the custom pages (src/client/resources.ts gathers them from
 * the areas; src/domain/roles.ts says where each screen lives and who may open
 * it). It is loaded only when a path outside the public pages is opened
 * (App.tsx), so the landing page never downloads react-admin, the map or the
 * charts. The public map, charts and neighbours' pages go without the layout.
 */
import { Admin, CustomRoutes, Resource, type DataProvider } from 'react-admin';
import { Route } from 'react-router-dom';
import { dataProvider as apiDataProvider } from './providers/dataProvider';
import { authProvider } from './providers/authProvider';
import { i18nProvider } from './i18n/i18nProvider';
import { theme } from './theme';
import { AppLayout } from './layout/AppLayout';
import { LoginPage } from './cuenta/LoginPage';
import { publicAreaRoutes } from './routing/publicAreaRoutes';
import { NotFound } from './routing/NotFound';
import { LocaleSync } from './i18n/LocaleSync';
import { STAFF_PAGES, STAFF_RESOURCES } from './resources';
import { customRoutes, guardedList, placeScreens } from './routing/staffRoutes';

export default function StaffApp({ dataProvider = apiDataProvider }: { dataProvider?: DataProvider }) {
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
      <CustomRoutes>{customRoutes(STAFF_RESOURCES, STAFF_PAGES)}</CustomRoutes>
      {STAFF_RESOURCES.map((resource) => (
        <Resource key={resource.name} name={resource.name} icon={resource.icon} recordRepresentation={resource.recordRepresentation} options={resource.options} list={guardedList(resource)}>
          {placeScreens(resource).inside.map(({ path, element }) => (
            <Route key={path} path={path} element={element} />
          ))}
        </Resource>
      ))}
    </Admin>
  );
}
