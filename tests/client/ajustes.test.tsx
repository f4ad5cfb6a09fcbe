/** What the administrator saves in /ajustes shows in the header at once, without a reload. */
import { afterEach, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { AdminContext } from 'react-admin';
import { GateraAppBar } from '../../src/client/layout/GateraAppBar';
import { AjustesPage } from '../../src/client/ajustes/AjustesPage';
import { authProvider } from '../../src/client/providers/authProvider';
import { i18nProvider } from '../../src/client/i18n/i18nProvider';
import { resetSettingsCache } from '../../src/client/providers/settings';
import type { Ajustes } from '../../src/domain/ajustes';
import { fakeApi, storeRaw, tokenExpiringIn, user } from './fakes';

afterEach(() => {
  vi.unstubAllGlobals();
  resetSettingsCache();
});

it('the header shows the new product name and coat of arms as soon as the settings are saved', async () => {
  let ajustes: Ajustes = { producto_nombre: null, municipio_nombre: null, contacto_email: null, escudo: null };
  fakeApi((call) => {
    if (call.url === '/api/settings') {
      return { body: { producto_nombre: ajustes.producto_nombre ?? 'Gatera', escudo_url: ajustes.escudo ? `/media/${ajustes.escudo}` : null, aviso_demo: false, contact_email: 'a@b.es' } };
    }
    if (call.url === '/api/ajustes' && call.method === 'GET') return { body: ajustes };
    if (call.url === '/api/ajustes' && call.method === 'PUT') {
      ajustes = { ...ajustes, ...(call.body as Partial<Ajustes>), escudo: 'escudo.png' };
      return { body: ajustes };
    }
    return undefined;
  });
  storeRaw(tokenExpiringIn(3600), user({ role: 'admin' }));
  render(
    <MemoryRouter initialEntries={['/ajustes']}>
      <AdminContext authProvider={authProvider} i18nProvider={i18nProvider}>
        <GateraAppBar />
        <AjustesPage />
      </AdminContext>
    </MemoryRouter>,
  );
  expect(await screen.findByRole('link', { name: 'Gatera, ir al inicio' })).toBeInTheDocument();
  const producto = await screen.findByLabelText('Nombre del producto');
  await userEvent.type(producto, 'Gatos de Villanueva');
  await userEvent.click(screen.getByRole('button', { name: 'Guardar ajustes' }));
  const brand = await screen.findByRole('link', { name: 'Gatos de Villanueva, ir al inicio' });
  expect(brand).toHaveTextContent('Gatos de Villanueva');
  expect(brand.querySelector('img')).toHaveAttribute('src', '/media/escudo.png');
});
