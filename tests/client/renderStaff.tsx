/**
 * Renders a staff screen as <Admin> gives it: react-admin's contexts on a fake
 * data provider, the i18n provider, a router at `path`, the page's heading
 * (where its <Title> lands), and a signed-in person of `role` (none when null).
 */
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { AdminContext } from 'react-admin';
import { i18nProvider } from '../../src/client/i18n/i18nProvider';
import { PageHeading } from '../../src/client/layout/PageHeading';
import { renderTranslated } from './translated';
import { fakeDataProvider, type FakeDataProvider } from './fakeDataProvider';
import { storeRaw, tokenExpiringIn, user } from './fakes';

export interface StaffRenderOptions {
  dataProvider?: FakeDataProvider;
  role?: string | null;
  /** The address the screen opens at. */
  path?: string;
  /** The route pattern the screen is mounted on (for `:id` parameters). */
  route?: string;
}

export function renderStaff(ui: ReactElement, { dataProvider = fakeDataProvider(), role = 'admin', path = '/', route = '*' }: StaffRenderOptions = {}) {
  if (role) storeRaw(tokenExpiringIn(3600), user({ role }));
  const view = renderTranslated(
    <MemoryRouter initialEntries={[path]}>
      <AdminContext i18nProvider={i18nProvider} dataProvider={dataProvider}>
        <PageHeading />
        <Routes>
          <Route path={route} element={ui} />
        </Routes>
      </AdminContext>
    </MemoryRouter>,
  );
  return { ...view, dataProvider };
}
