import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderTranslated } from './translated';
import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { SolicitarRecuperacionPage } from '../../src/client/cuenta/SolicitarRecuperacionPage';
import { ResetearContrasenaPage } from '../../src/client/cuenta/ResetearContrasenaPage';
import { CambiarContrasenaPage } from '../../src/client/cuenta/CambiarContrasenaPage';
import { resetSettingsCache } from '../../src/client/providers/settings';
import { getToken } from '../../src/client/providers/session';
import { AUTH_MESSAGES } from '../../src/domain/messages';
import { EMAIL_MESSAGE, PASSWORD_MESSAGES } from '../../src/domain/validation';
import { RESET_REDIRECT_DELAY_MS } from '../../src/domain/constants';
import { fakeApi, storeRaw, tokenExpiringIn, user, type FakeCall } from './fakes';
import { spanishText } from '../../src/domain/i18n/index';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  resetSettingsCache();
});

function renderAt(path: string, element: React.ReactElement) {
  return renderTranslated(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/login" element={<p>pantalla de acceso</p>} />
        <Route path="*" element={element} />
      </Routes>
    </MemoryRouter>,
  );
}

function setValue(label: RegExp, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

const authCalls = (calls: FakeCall[]) => calls.filter((c) => c.url.startsWith('/api/auth'));

describe('/solicitar-recuperacion', () => {
  it('refuses an address that does not look like one, without calling the server', async () => {
    const calls = fakeApi(() => ({ body: {} }));
    renderAt('/solicitar-recuperacion', <SolicitarRecuperacionPage />);
    for (const bad of ['', 'ana', 'ana@ayto', 'ana maria@ayto.es']) {
      setValue(/Correo electrónico/, bad);
      await userEvent.click(screen.getByRole('button', { name: 'Enviar enlace' }));
      expect(screen.getByText(spanishText(EMAIL_MESSAGE))).toBeInTheDocument();
    }
    expect(authCalls(calls)).toEqual([]);
  });

  it('sends the address, says the original message and clears the form', async () => {
    const calls = fakeApi((call) => (call.url === '/api/auth/request-reset' ? { body: { message: spanishText(AUTH_MESSAGES.requestOk) } } : { body: {} }));
    renderAt('/solicitar-recuperacion', <SolicitarRecuperacionPage />);
    setValue(/Correo electrónico/, 'ana@ayto.es');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar enlace' }));
    expect(await screen.findByText(spanishText(AUTH_MESSAGES.requestOk))).toBeInTheDocument();
    expect(authCalls(calls)[0]).toMatchObject({ method: 'POST', body: { email: 'ana@ayto.es' } });
    expect(screen.getByLabelText(/Correo electrónico/)).toHaveValue('');
  });

  it('says the failure message when the server fails', async () => {
    fakeApi((call) => (call.url === '/api/auth/request-reset' ? { status: 503, body: { detail: 'x' } } : { body: {} }));
    renderAt('/solicitar-recuperacion', <SolicitarRecuperacionPage />);
    setValue(/Correo electrónico/, 'ana@ayto.es');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar enlace' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(spanishText(AUTH_MESSAGES.requestFailed));
  });
});

describe('/resetear-contrasena', () => {
  it('checks the new password in the original order and the confirmation', async () => {
    const calls = fakeApi(() => ({ body: {} }));
    renderAt('/resetear-contrasena?token=abc', <ResetearContrasenaPage />);
    const cases: [string, string, string][] = [
      ['Ab1!', 'Ab1!', spanishText(PASSWORD_MESSAGES.length)],
      ['abcdefg1!', 'abcdefg1!', spanishText(PASSWORD_MESSAGES.uppercase)],
      ['Abcdefgh!', 'Abcdefgh!', spanishText(PASSWORD_MESSAGES.digit)],
      ['Abcdefgh1', 'Abcdefgh1', spanishText(PASSWORD_MESSAGES.special)],
      ['Buena-Clave-1', 'Otra-Clave-1', spanishText(PASSWORD_MESSAGES.mismatch)],
    ];
    for (const [password, confirmation, message] of cases) {
      setValue(/Nueva contraseña/, password);
      setValue(/Confirmar contraseña/, confirmation);
      await userEvent.click(screen.getByRole('button', { name: 'Restablecer contraseña' }));
      expect(screen.getByText(message)).toBeInTheDocument();
    }
    expect(authCalls(calls)).toEqual([]);
  });

  it('sends the token of the query string; on success says so and goes to /login after 3 s', async () => {
    const calls = fakeApi((call) => (call.url === '/api/auth/reset-password' ? { body: { message: spanishText(AUTH_MESSAGES.resetOk) } } : { body: {} }));
    renderAt('/resetear-contrasena?token=t%2Bk', <ResetearContrasenaPage />);
    setValue(/Nueva contraseña/, 'Nueva-Clave-1');
    setValue(/Confirmar contraseña/, 'Nueva-Clave-1');
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await userEvent.click(screen.getByRole('button', { name: 'Restablecer contraseña' }));
    expect(await screen.findByText(spanishText(AUTH_MESSAGES.resetOk))).toBeInTheDocument();
    expect(authCalls(calls)[0]).toMatchObject({ method: 'POST', body: { token: 't+k', new_password: 'Nueva-Clave-1' } });
    await act(async () => {
      vi.advanceTimersByTime(RESET_REDIRECT_DELAY_MS - 200);
    });
    expect(screen.queryByText('pantalla de acceso')).not.toBeInTheDocument();
    await act(async () => {
      vi.advanceTimersByTime(400);
    });
    expect(screen.getByText('pantalla de acceso')).toBeInTheDocument();
  });

  it('says the failure message when the token is refused', async () => {
    fakeApi((call) => (call.url === '/api/auth/reset-password' ? { status: 400, body: { detail: 'x' } } : { body: {} }));
    renderAt('/resetear-contrasena?token=caducado', <ResetearContrasenaPage />);
    setValue(/Nueva contraseña/, 'Nueva-Clave-1');
    setValue(/Confirmar contraseña/, 'Nueva-Clave-1');
    await userEvent.click(screen.getByRole('button', { name: 'Restablecer contraseña' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(spanishText(AUTH_MESSAGES.resetFailed));
    expect(screen.queryByText('pantalla de acceso')).not.toBeInTheDocument();
  });

  it('without a token, says the link is not valid and does not let the form be sent', () => {
    fakeApi(() => ({ body: {} }));
    renderAt('/resetear-contrasena', <ResetearContrasenaPage />);
    expect(screen.getByText(spanishText(AUTH_MESSAGES.invalidResetToken), { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Restablecer contraseña' })).toBeDisabled();
  });
});

describe('/cambiar-contrasena', () => {
  async function fill(current: string, password: string, confirmation = password) {
    for (const [label, value] of [
      [/Contraseña actual/, current],
      [/Nueva contraseña/, password],
      [/Confirmar contraseña/, confirmation],
    ] as const) {
      setValue(label, value);
    }
    await userEvent.click(screen.getByRole('button', { name: 'Cambiar contraseña' }));
  }

  it('checks the new password before sending', async () => {
    storeRaw(tokenExpiringIn(3600), user());
    const calls = fakeApi(() => ({ body: {} }));
    renderAt('/cambiar-contrasena', <CambiarContrasenaPage />);
    await fill('Actual-1', 'qwerty');
    expect(screen.getByText(spanishText(PASSWORD_MESSAGES.length))).toBeInTheDocument();
    await fill('Actual-1', 'Buena-Clave-1', 'Distinta-1');
    expect(screen.getByText(spanishText(PASSWORD_MESSAGES.mismatch))).toBeInTheDocument();
    expect(authCalls(calls)).toEqual([]);
  });

  it('on success says so, clears the fields and keeps the fresh token the API answers', async () => {
    const old = tokenExpiringIn(3600);
    const fresh = tokenExpiringIn(7200);
    storeRaw(old, user());
    const calls = fakeApi((call) =>
      call.url === '/api/auth/change-password' ? { body: { message: spanishText(AUTH_MESSAGES.changeOk), access_token: fresh, token_type: 'bearer' } } : { body: {} },
    );
    renderAt('/cambiar-contrasena', <CambiarContrasenaPage />);
    await fill('Actual-Clave-1', 'Nueva-Clave-1');
    expect(await screen.findByText(spanishText(AUTH_MESSAGES.changeOk))).toBeInTheDocument();
    expect(authCalls(calls)[0]).toMatchObject({
      method: 'POST',
      body: { current_password: 'Actual-Clave-1', new_password: 'Nueva-Clave-1' },
      authorization: `Bearer ${old}`,
    });
    expect(getToken()).toBe(fresh);
    for (const label of [/Contraseña actual/, /Nueva contraseña/, /Confirmar contraseña/]) expect(screen.getByLabelText(label)).toHaveValue('');
  });

  it('says the failure message and keeps the session when the current password is wrong', async () => {
    const token = tokenExpiringIn(3600);
    storeRaw(token, user());
    fakeApi((call) => (call.url === '/api/auth/change-password' ? { status: 400, body: { detail: spanishText(AUTH_MESSAGES.wrongCurrentPassword) } } : { body: {} }));
    renderAt('/cambiar-contrasena', <CambiarContrasenaPage />);
    await fill('Mala-Clave-1', 'Nueva-Clave-1');
    expect(await screen.findByRole('alert')).toHaveTextContent(spanishText(AUTH_MESSAGES.changeFailed));
    expect(getToken()).toBe(token);
  });
});
