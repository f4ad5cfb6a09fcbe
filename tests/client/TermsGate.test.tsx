import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderTranslated } from './translated';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { TermsGate } from '../../src/client/layout/TermsGate';
import { resetSettingsCache } from '../../src/client/providers/settings';
import { getStoredUser } from '../../src/client/providers/session';
import { AUTH_MESSAGES } from '../../src/domain/messages';
import { fakeApi, storeRaw, tokenExpiringIn, user } from './fakes';
import { spanishText } from '../../src/domain/i18n/index';

afterEach(() => {
  vi.unstubAllGlobals();
  resetSettingsCache();
});

function renderGate(path = '/mis-colonias') {
  return renderTranslated(
    <MemoryRouter initialEntries={[path]}>
      <TermsGate>
        <Routes>
          <Route path="*" element={<p>la aplicación</p>} />
        </Routes>
      </TermsGate>
    </MemoryRouter>,
  );
}

const accept = () => screen.getByRole('button', { name: 'Acepto los términos' });

describe('the demo terms gate', () => {
  it('lets the app through without a user and for a user who accepted', () => {
    fakeApi(() => ({ body: { contact_email: 'soporte@gatera.es' } }));
    const { unmount } = renderGate();
    expect(screen.getByText('la aplicación')).toBeInTheDocument();
    unmount();
    storeRaw(tokenExpiringIn(3600), user());
    renderGate();
    expect(screen.getByText('la aplicación')).toBeInTheDocument();
  });

  it('replaces the app until the user accepts; then posts, reloads the user, stores it and continues', async () => {
    storeRaw(tokenExpiringIn(3600), user({ role: 'voluntario', accepted_demo_terms: false }));
    const calls = fakeApi((call) => {
      if (call.url === '/api/auth/accept-demo-terms') return { body: { message: spanishText(AUTH_MESSAGES.termsAccepted) } };
      if (call.url === '/api/auth/me') return { body: user({ role: 'voluntario', accepted_demo_terms: true }) };
      if (call.url === '/api/settings') return { body: { contact_email: 'soporte@gatera.es' } };
      return undefined;
    });
    renderGate();
    expect(screen.queryByText('la aplicación')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Términos de uso de la demo' })).toBeInTheDocument();
    expect(screen.getByText(/administradores, responsables municipales, voluntarios, veterinarios y ciudadanos registrados/)).toBeInTheDocument();
    await userEvent.click(accept());
    expect(await screen.findByText('la aplicación')).toBeInTheDocument();
    expect(calls.filter((c) => c.url !== '/api/settings').map((c) => `${c.method} ${c.url}`)).toEqual([
      'POST /api/auth/accept-demo-terms',
      'GET /api/auth/me',
    ]);
    expect(getStoredUser()?.accepted_demo_terms).toBe(true);
  });

  it('alerts «No se pudieron aceptar los términos demo.» when the server refuses', async () => {
    storeRaw(tokenExpiringIn(3600), user({ accepted_demo_terms: false }));
    fakeApi((call) => (call.url === '/api/auth/accept-demo-terms' ? { status: 500, body: { detail: 'x' } } : undefined));
    renderGate();
    await userEvent.click(accept());
    expect(await screen.findByRole('alert')).toHaveTextContent(spanishText(AUTH_MESSAGES.termsFailed));
    expect(screen.queryByText('la aplicación')).not.toBeInTheDocument();
    expect(getStoredUser()?.accepted_demo_terms).toBe(false);
  });

  it('alerts the same when there is no token at that moment, without calling the server', async () => {
    storeRaw(null, user({ accepted_demo_terms: false }));
    const calls = fakeApi(() => undefined);
    renderGate();
    await userEvent.click(accept());
    expect(await screen.findByRole('alert')).toHaveTextContent(spanishText(AUTH_MESSAGES.termsFailed));
    expect(calls.filter((c) => c.url.startsWith('/api/auth'))).toEqual([]);
  });

  it("'Cerrar' leaves: the session is erased and the app comes back for nobody", async () => {
    storeRaw(tokenExpiringIn(3600), user({ accepted_demo_terms: false }));
    fakeApi(() => undefined);
    renderGate();
    await userEvent.click(screen.getByRole('button', { name: 'Cerrar' }));
    expect(await screen.findByText('la aplicación')).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
  });
});
