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
import { tokenExpiringIn } from './fakes';
import { spanishText } from '../../src/domain/i18n/index';
import { cuentaMethods } from '../../src/client/providers/dataProvider/cuenta';
import { fakeDataProvider } from './fakeDataProvider';
import { renderStaff } from './renderStaff';
import { HttpError } from 'react-admin';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  resetSettingsCache();
});

/** The public account pages call the account's methods directly (they live outside <Admin>). */
function fakeCuenta(answers: { solicitarRecuperacion?: () => Promise<unknown>; resetearContrasena?: () => Promise<unknown> } = {}) {
  const refused = () => Promise.reject(new Error('la prueba no esperaba esta llamada'));
  return {
    solicitarRecuperacion: vi.spyOn(cuentaMethods, 'solicitarRecuperacion').mockImplementation((answers.solicitarRecuperacion ?? refused) as never),
    resetearContrasena: vi.spyOn(cuentaMethods, 'resetearContrasena').mockImplementation((answers.resetearContrasena ?? refused) as never),
  };
}

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


describe('/solicitar-recuperacion', () => {
  it('refuses an address that does not look like one, without calling the server', async () => {
    const cuenta = fakeCuenta();
    renderAt('/solicitar-recuperacion', <SolicitarRecuperacionPage />);
    for (const bad of ['', 'ana', 'ana@ayto', 'ana maria@ayto.es']) {
      setValue(/Correo electrónico/, bad);
      await userEvent.click(screen.getByRole('button', { name: 'Enviar enlace' }));
      expect(screen.getByText(spanishText(EMAIL_MESSAGE))).toBeInTheDocument();
    }
    expect(cuenta.solicitarRecuperacion).not.toHaveBeenCalled();
  });

  it('sends the address, says the original message and clears the form', async () => {
    const cuenta = fakeCuenta({ solicitarRecuperacion: async () => ({ message: spanishText(AUTH_MESSAGES.requestOk) }) });
    renderAt('/solicitar-recuperacion', <SolicitarRecuperacionPage />);
    setValue(/Correo electrónico/, 'ana@ayto.es');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar enlace' }));
    expect(await screen.findByText(spanishText(AUTH_MESSAGES.requestOk))).toBeInTheDocument();
    expect(cuenta.solicitarRecuperacion).toHaveBeenCalledWith('ana@ayto.es');
    expect(screen.getByLabelText(/Correo electrónico/)).toHaveValue('');
  });

  it('says the failure message when the server fails', async () => {
    fakeCuenta({ solicitarRecuperacion: () => Promise.reject(new HttpError('x', 503, { detail: 'x' })) });
    renderAt('/solicitar-recuperacion', <SolicitarRecuperacionPage />);
    setValue(/Correo electrónico/, 'ana@ayto.es');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar enlace' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(spanishText(AUTH_MESSAGES.requestFailed));
  });
});

describe('/resetear-contrasena', () => {
  it('checks the new password in the original order and the confirmation', async () => {
    const cuenta = fakeCuenta();
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
    expect(cuenta.resetearContrasena).not.toHaveBeenCalled();
  });

  it('sends the token of the query string; on success says so and goes to /login after 3 s', async () => {
    const cuenta = fakeCuenta({ resetearContrasena: async () => ({ message: spanishText(AUTH_MESSAGES.resetOk) }) });
    renderAt('/resetear-contrasena?token=t%2Bk', <ResetearContrasenaPage />);
    setValue(/Nueva contraseña/, 'Nueva-Clave-1');
    setValue(/Confirmar contraseña/, 'Nueva-Clave-1');
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await userEvent.click(screen.getByRole('button', { name: 'Restablecer contraseña' }));
    expect(await screen.findByText(spanishText(AUTH_MESSAGES.resetOk))).toBeInTheDocument();
    expect(cuenta.resetearContrasena).toHaveBeenCalledWith('t+k', 'Nueva-Clave-1');
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
    fakeCuenta({ resetearContrasena: () => Promise.reject(new HttpError('x', 400, { detail: 'x' })) });
    renderAt('/resetear-contrasena?token=caducado', <ResetearContrasenaPage />);
    setValue(/Nueva contraseña/, 'Nueva-Clave-1');
    setValue(/Confirmar contraseña/, 'Nueva-Clave-1');
    await userEvent.click(screen.getByRole('button', { name: 'Restablecer contraseña' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(spanishText(AUTH_MESSAGES.resetFailed));
    expect(screen.queryByText('pantalla de acceso')).not.toBeInTheDocument();
  });

  it('without a token, says the link is not valid and does not let the form be sent', () => {
    fakeCuenta();
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
    const dataProvider = fakeDataProvider();
    renderStaff(<CambiarContrasenaPage />, { dataProvider, role: 'usuario' });
    await fill('Actual-1', 'qwerty');
    expect(screen.getByText(spanishText(PASSWORD_MESSAGES.length))).toBeInTheDocument();
    await fill('Actual-1', 'Buena-Clave-1', 'Distinta-1');
    expect(screen.getByText(spanishText(PASSWORD_MESSAGES.mismatch))).toBeInTheDocument();
    await fill('', 'Buena-Clave-1');
    expect(screen.getByText('Escribe tu contraseña actual')).toBeInTheDocument();
    expect(dataProvider.calls).toEqual([]);
  });

  it('on success says so, clears the fields and keeps the fresh token the API answers', async () => {
    const fresh = tokenExpiringIn(7200);
    const dataProvider = fakeDataProvider({}, {
      cambiarContrasena: async () => ({ message: spanishText(AUTH_MESSAGES.changeOk), access_token: fresh, token_type: 'bearer' as const }),
    });
    renderStaff(<CambiarContrasenaPage />, { dataProvider, role: 'usuario' });
    await fill('Actual-Clave-1', 'Nueva-Clave-1');
    expect(await screen.findByText(spanishText(AUTH_MESSAGES.changeOk))).toBeInTheDocument();
    expect(dataProvider.calls).toEqual([{ method: 'cambiarContrasena', params: ['Actual-Clave-1', 'Nueva-Clave-1'] }]);
    expect(getToken()).toBe(fresh);
    for (const label of [/Contraseña actual/, /Nueva contraseña/, /Confirmar contraseña/]) expect(screen.getByLabelText(label)).toHaveValue('');
  });

  it('says the failure message and keeps the session when the current password is wrong', async () => {
    const dataProvider = fakeDataProvider({}, {
      cambiarContrasena: () => Promise.reject(new HttpError(spanishText(AUTH_MESSAGES.wrongCurrentPassword), 400, { detail: 'x' })),
    });
    renderStaff(<CambiarContrasenaPage />, { dataProvider, role: 'usuario' });
    const token = getToken();
    await fill('Mala-Clave-1', 'Nueva-Clave-1');
    expect(await screen.findByRole('alert')).toHaveTextContent(spanishText(AUTH_MESSAGES.changeFailed));
    expect(getToken()).toBe(token);
  });
});
