/**
 * The «Avisos» card of the account page: a volunteer's kinds with their
 * channel, a choice saved through the data provider; this device subscribed
 * (permission, the push manager with the installation's key, the server) and
 * unsubscribed; a refused permission said plainly; a browser without push
 * told so; a role that receives no notice sees no card.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AvisosCard } from '../../../src/client/cuenta/AvisosCard';
import type { Preferencias } from '../../../src/domain/schemas/notificacion';
import { fakeDataProvider } from '../fakeDataProvider';
import { renderStaff } from '../renderStaff';

const KEY = `B${'A'.repeat(86)}`;
const preferencias = (overrides: Partial<Record<string, string>> = {}): Preferencias =>
  ['turno_recordatorio', 'queja_nueva', 'equipo_vencido', 'jornada_reservada', 'avistamiento_nuevo', 'acreditacion_caduca'].map((tipo) => ({
    tipo,
    canal: overrides[tipo] ?? 'push',
    elegido: tipo in overrides,
  }));

/** A browser with push: its permission answer, and the subscription its push manager holds (none, or one). */
function fakePushBrowser(options: { permission?: NotificationPermission; subscribed?: boolean } = {}) {
  let current: { endpoint: string; unsubscribe: ReturnType<typeof vi.fn>; toJSON: () => unknown } | null = null;
  const make = () => ({
    endpoint: 'https://push.example.test/mi-movil',
    unsubscribe: vi.fn(async () => {
      current = null;
      return true;
    }),
    toJSON: () => ({ endpoint: 'https://push.example.test/mi-movil', expirationTime: null, keys: { p256dh: 'clave-del-navegador', auth: 'secreto' } }),
  });
  if (options.subscribed) current = make();
  const subscribe = vi.fn(async () => (current = make()));
  const registration = { pushManager: { getSubscription: async () => current, subscribe } };
  vi.stubGlobal('PushManager', class {});
  vi.stubGlobal('Notification', { requestPermission: vi.fn(async () => options.permission ?? 'granted') });
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { ready: Promise.resolve(registration), getRegistration: async () => registration, register: vi.fn(async () => registration), addEventListener: () => undefined, controller: null },
  });
  return { subscribe, current: () => current };
}

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('the «Avisos» card', () => {
  it("lists a volunteer's kinds with their channel and saves a new choice", async () => {
    const dp = fakeDataProvider({}, {
      preferenciasAvisos: async () => preferencias(),
      guardarPreferenciaAviso: async (tipo: string, canal: string) => preferencias({ [tipo]: canal }),
    });
    renderStaff(<AvisosCard />, { dataProvider: dp, role: 'voluntario' });
    expect(await screen.findByRole('heading', { name: 'Avisos', level: 2 })).toBeVisible();
    const queja = await screen.findByRole('radiogroup', { name: 'Queja nueva en mi colonia' });
    expect(within(queja).getByRole('radio', { name: 'En este y mis otros dispositivos' })).toBeChecked();
    expect(screen.getByText('Cuando alguien registra una queja sobre una colonia tuya.')).toBeVisible();
    expect(screen.getAllByRole('radiogroup')).toHaveLength(6);
    expect(screen.queryByRole('radiogroup', { name: 'Turnos sin visita' })).toBeNull();

    await userEvent.click(within(queja).getByRole('radio', { name: 'Por correo' }));
    await waitFor(() => expect(within(queja).getByRole('radio', { name: 'Por correo' })).toBeChecked());
    expect(dp.calls.filter((c) => c.method === 'guardarPreferenciaAviso').map((c) => c.params)).toEqual([['queja_nueva', 'email']]);
  });

  it('subscribes this device with the installation’s key and the browser’s permission, and unsubscribes it', async () => {
    const browser = fakePushBrowser();
    const dp = fakeDataProvider({}, {
      preferenciasAvisos: async () => preferencias(),
      clavePublicaAvisos: async () => KEY,
      suscribirAvisos: async () => ({ suscrito: true }),
      desuscribirAvisos: async () => ({ suscrito: false }),
    });
    renderStaff(<AvisosCard />, { dataProvider: dp, role: 'voluntario' });
    expect(await screen.findByText('Este dispositivo no recibe avisos.')).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'Recibir avisos en este dispositivo' }));
    expect(await screen.findByText('Este dispositivo recibe tus avisos.')).toBeVisible();
    const [{ applicationServerKey, userVisibleOnly }] = browser.subscribe.mock.calls[0] as unknown as [{ applicationServerKey: Uint8Array; userVisibleOnly: boolean }];
    expect(userVisibleOnly).toBe(true);
    expect(Buffer.from(applicationServerKey).toString('base64url')).toBe(KEY);
    expect(dp.calls.filter((c) => c.method === 'suscribirAvisos').map((c) => c.params)).toEqual([
      [{ endpoint: 'https://push.example.test/mi-movil', expirationTime: null, keys: { p256dh: 'clave-del-navegador', auth: 'secreto' } }],
    ]);

    const subscription = browser.current()!;
    await userEvent.click(screen.getByRole('button', { name: 'Dejar de recibirlos en este dispositivo' }));
    expect(await screen.findByText('Este dispositivo no recibe avisos.')).toBeVisible();
    expect(subscription.unsubscribe).toHaveBeenCalled();
    expect(dp.calls.filter((c) => c.method === 'desuscribirAvisos').map((c) => c.params)).toEqual([['https://push.example.test/mi-movil']]);
  });

  it('says how to allow notices when the browser refuses them, and subscribes nothing', async () => {
    const browser = fakePushBrowser({ permission: 'denied' });
    const dp = fakeDataProvider({}, { preferenciasAvisos: async () => preferencias(), clavePublicaAvisos: async () => KEY });
    renderStaff(<AvisosCard />, { dataProvider: dp, role: 'responsable' });
    await userEvent.click(await screen.findByRole('button', { name: 'Recibir avisos en este dispositivo' }));
    expect(await screen.findByText('El navegador tiene bloqueados los avisos de Gatera: permítelos en su configuración.')).toBeVisible();
    expect(browser.subscribe).not.toHaveBeenCalled();
    expect(dp.calls.some((c) => c.method === 'suscribirAvisos')).toBe(false);
  });

  it('tells a browser without push that it cannot receive them, still offering the channels', async () => {
    const dp = fakeDataProvider({}, { preferenciasAvisos: async () => preferencias() });
    renderStaff(<AvisosCard />, { dataProvider: dp, role: 'voluntario' });
    expect(await screen.findByText('Este navegador no puede recibir avisos. Instala la aplicación o usa un navegador actual.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Recibir avisos en este dispositivo' })).toBeNull();
    expect(await screen.findByRole('radiogroup', { name: 'Mi turno de hoy' })).toBeVisible();
  });

  it('is not shown to a role that receives no notice', async () => {
    const dp = fakeDataProvider();
    renderStaff(<AvisosCard />, { dataProvider: dp, role: 'usuario' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('heading', { name: 'Avisos' })).toBeNull();
    expect(dp.calls).toEqual([]);
  });
});
