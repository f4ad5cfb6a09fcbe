import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { AdminContext, RecordContextProvider } from 'react-admin';
import { GateraAppBar } from '../../src/client/layout/GateraAppBar';
import { GroupedMenu } from '../../src/client/layout/GroupedMenu';
import { DemoNotice } from '../../src/client/layout/DemoNotice';
import { Footer } from '../../src/client/layout/Footer';
import { ConfirmDialog } from '../../src/client/components/ConfirmDialog';
import { DateText, FechaField } from '../../src/client/components/DateText';
import { authProvider } from '../../src/client/providers/authProvider';
import { i18nProvider } from '../../src/client/i18n/i18nProvider';
import { resetSettingsCache } from '../../src/client/providers/settings';
import { MENU_SECTIONS, MENUS, ACCOUNT_ROLES } from '../../src/domain/roles';
import { fakeApi, storeRaw, tokenExpiringIn, user } from './fakes';
import { spanish } from './spanish';
import { renderTranslated } from './translated';

afterEach(() => {
  vi.unstubAllGlobals();
  resetSettingsCache();
});

function renderHeader() {
  return render(
    <MemoryRouter initialEntries={['/inicio']}>
      <AdminContext authProvider={authProvider} i18nProvider={i18nProvider}>
        <Routes>
          <Route path="/" element={<p>portada</p>} />
          <Route
            path="*"
            element={
              <>
                <GateraAppBar />
                <GroupedMenu />
              </>
            }
          />
        </Routes>
      </AdminContext>
    </MemoryRouter>,
  );
}

describe('the app bar and the side menu', () => {
  it.each(ACCOUNT_ROLES)('%s sees the product name, exactly its menu in order under its headings, and «Cerrar»', (role) => {
    storeRaw(tokenExpiringIn(3600), user({ role }));
    renderHeader();
    expect(screen.getByRole('link', { name: 'Gatera, ir al inicio' })).toBeInTheDocument();
    const links = within(screen.getByRole('navigation', { name: 'Menú principal' })).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(MENUS[role].map((entry) => [spanish(entry.label), entry.path]));
    const headings = MENU_SECTIONS[role].map((section) => spanish(section.label));
    for (const heading of headings) expect(screen.getByRole('button', { name: heading })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: 'Cerrar' })).toBeInTheDocument();
  });

  it('an unknown role gets no menu', () => {
    storeRaw(tokenExpiringIn(3600), user({ role: 'superusuario' }));
    renderHeader();
    expect(screen.queryByRole('navigation', { name: 'Menú principal' })).not.toBeInTheDocument();
  });

  it('«Cerrar» clears token and user and goes to the landing page', async () => {
    storeRaw(tokenExpiringIn(3600), user());
    renderHeader();
    await userEvent.click(screen.getByRole('button', { name: 'Cerrar' }));
    expect(await screen.findByText('portada')).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
  });
});

describe('footer and demo notice', () => {
  it('the footer says what the product does and © 2025', () => {
    renderTranslated(
      <MemoryRouter>
        <Footer />
      </MemoryRouter>,
    );
    expect(screen.getByRole('contentinfo')).toHaveTextContent('gestión municipal de colonias felinas');
    expect(screen.getByRole('contentinfo')).toHaveTextContent('© 2025');
  });

  it('the demo notice shows the contact address of the server settings', async () => {
    const calls = fakeApi((call) => (call.url === '/api/settings' ? { body: { contact_email: 'ayuda@ayto.es', aviso_demo: true } } : undefined));
    renderTranslated(<DemoNotice />);
    expect(await screen.findByTestId('demo-notice')).toHaveTextContent('Este entorno es una demo de uso restringido. Queda prohibido su uso operativo no autorizado.');
    expect(await screen.findByRole('link', { name: 'ayuda@ayto.es' })).toHaveAttribute('href', 'mailto:ayuda@ayto.es');
    expect(calls.map((c) => c.url)).toEqual(['/api/settings']);
  });

  it('the demo notice is absent on a real installation (aviso_demo false)', async () => {
    const calls = fakeApi((call) => (call.url === '/api/settings' ? { body: { contact_email: 'ayuda@ayto.es', aviso_demo: false } } : undefined));
    renderTranslated(<DemoNotice />);
    await waitFor(() => expect(calls.map((c) => c.url)).toEqual(['/api/settings']));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByTestId('demo-notice')).toBeNull();
  });
});

describe('shared components', () => {
  it('ConfirmDialog asks in Spanish and answers confirm or cancel', async () => {
    const onConfirm = vi.fn();
    const onClose = vi.fn();
    renderTranslated(<ConfirmDialog open title="Eliminar gato" content="¿Seguro que quieres eliminar a Misi?" onConfirm={onConfirm} onClose={onClose} />);
    expect(screen.getByRole('dialog', { name: 'Eliminar gato' })).toHaveTextContent('¿Seguro que quieres eliminar a Misi?');
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Confirmar' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('dates show as dd/mm/yyyy whatever the locale, as text and as a record field', async () => {
    render(
      <>
        <p>
          <DateText value="2025-03-29" />
        </p>
        <p>
          <DateText value={null} empty="Sin fecha" />
        </p>
        <RecordContextProvider value={{ id: 1, fecha: '2024-12-01T10:00:00Z' }}>
          <FechaField source="fecha" />
        </RecordContextProvider>
      </>,
    );
    expect(screen.getByText('29/03/2025')).toBeInTheDocument();
    expect(screen.getByText('Sin fecha')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('01/12/2024')).toBeInTheDocument());
  });
});
