/** What the administrator saves in /ajustes shows in the header at once, without a reload. */
import { afterEach, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { AdminContext, Notification } from 'react-admin';
import { GateraAppBar } from '../../src/client/layout/GateraAppBar';
import { AjustesPage } from '../../src/client/ajustes/AjustesPage';
import { authProvider } from '../../src/client/providers/authProvider';
import { i18nProvider } from '../../src/client/i18n/i18nProvider';
import { resetSettingsCache } from '../../src/client/providers/settings';
import type { Ajustes } from '../../src/domain/ajustes';
import { fakeDataProvider } from './fakeDataProvider';
import { fakeApi, storeRaw, tokenExpiringIn, user } from './fakes';

afterEach(() => {
  vi.unstubAllGlobals();
  resetSettingsCache();
});

function renderAjustes(ajustes: { current: Ajustes }, guardar: (values: Partial<Ajustes>) => Promise<Ajustes>) {
  // The header reads the public settings itself (providers/settings.ts), the one call left on fetch here.
  fakeApi((call) =>
    call.url === '/api/settings'
      ? { body: { producto_nombre: ajustes.current.producto_nombre ?? 'Gatera', escudo_url: ajustes.current.escudo ? `/media/${ajustes.current.escudo}` : null, aviso_demo: false, contact_email: 'a@b.es' } }
      : undefined,
  );
  const dataProvider = fakeDataProvider({}, { leerAjustes: async () => ajustes.current, guardarAjustes: guardar });
  storeRaw(tokenExpiringIn(3600), user({ role: 'admin' }));
  render(
    <MemoryRouter initialEntries={['/ajustes']}>
      <AdminContext authProvider={authProvider} i18nProvider={i18nProvider} dataProvider={dataProvider}>
        <GateraAppBar />
        <AjustesPage />
        <Notification />
      </AdminContext>
    </MemoryRouter>,
  );
  return dataProvider;
}

it('the header shows the new product name and coat of arms as soon as the settings are saved', async () => {
  const ajustes = { current: { producto_nombre: null, municipio_nombre: null, contacto_email: null, escudo: null } as Ajustes };
  const dataProvider = renderAjustes(ajustes, async (values) => (ajustes.current = { ...ajustes.current, ...values, escudo: 'escudo.png' }));
  expect(await screen.findByRole('link', { name: 'Gatera, ir al inicio' })).toBeInTheDocument();
  const producto = await screen.findByLabelText('Nombre del producto');
  await userEvent.type(producto, 'Gatos de Villanueva');
  await userEvent.click(screen.getByRole('button', { name: 'Guardar ajustes' }));
  const brand = await screen.findByRole('link', { name: 'Gatos de Villanueva, ir al inicio' });
  expect(brand).toHaveTextContent('Gatos de Villanueva');
  expect(brand.querySelector('img')).toHaveAttribute('src', '/media/escudo.png');
  expect(dataProvider.calls.find((c) => c.method === 'guardarAjustes')?.params).toEqual([{ producto_nombre: 'Gatos de Villanueva', municipio_nombre: '', contacto_email: '' }]);
});

it('shows the stored values, and says why a save was refused, keeping what was typed', async () => {
  const ajustes = { current: { producto_nombre: 'Gatera', municipio_nombre: 'Sigüenza', contacto_email: 'a@b.es', escudo: null } as Ajustes };
  renderAjustes(ajustes, () => Promise.reject(new Error('El correo de contacto no es válido.')));
  const correo = await screen.findByLabelText('Correo de contacto');
  expect(correo).toHaveValue('a@b.es');
  expect(screen.getByLabelText('Nombre del ayuntamiento')).toHaveValue('Sigüenza');
  await userEvent.clear(correo);
  await userEvent.type(correo, 'no-es-correo');
  await userEvent.click(screen.getByRole('button', { name: 'Guardar ajustes' }));
  expect(await screen.findByText('No se pudieron guardar los ajustes: El correo de contacto no es válido.')).toBeInTheDocument();
  expect(correo).toHaveValue('no-es-correo');
});
