/**
 * Notices to the phone in the browser: the demo voluntario turns on notices
 * for this device on their account page and chooses a channel with the
 * keyboard; a responsable then files a complaint about one of the
 * volunteer's colonies, and a signed, encrypted push request reaches a push
 * service on this machine. Chromium here reaches no real push service, so an
 * init script makes PushManager.subscribe answer a subscription whose
 * endpoint is the test's local receiver and whose keys the test generated
 * (it plays the browser and decrypts what arrives). axe-core checks the page.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { DEMO_PASSWORD, expectNoSeriousA11yViolations, loginAs } from './support';
import { startReceptor, verifyVapid, type Receptor } from '../server/notificaciones/receptor';

let receptor: Receptor;
test.beforeAll(async () => {
  receptor = await startReceptor();
});
test.afterAll(async () => receptor.close());

async function tokenOf(request: APIRequestContext, username: string): Promise<string> {
  const res = await request.post('/api/auth/login', { data: { username, password: DEMO_PASSWORD } });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { access_token: string }).access_token;
}

test('a voluntario subscribes this device, and a complaint on their colony reaches it signed and encrypted', async ({ page, context, request }) => {
  const navegador = receptor.navegador('/e2e/movil-voluntario');
  await context.grantPermissions(['notifications']);
  await page.addInitScript((subscription) => {
    let current: unknown = null;
    const fake = { endpoint: subscription.endpoint, expirationTime: null, toJSON: () => subscription, unsubscribe: async () => ((current = null), true) };
    PushManager.prototype.subscribe = async function () {
      current = fake;
      return fake as unknown as PushSubscription;
    };
    PushManager.prototype.getSubscription = async function () {
      return current as PushSubscription | null;
    };
  }, navegador.suscripcion);

  await loginAs(page, 'voluntario');
  await page.goto('/cambiar-contrasena');
  const card = page.getByRole('region', { name: 'Avisos' });
  await expect(card.getByText('Este dispositivo no recibe avisos.')).toBeVisible();
  await card.getByRole('button', { name: 'Recibir avisos en este dispositivo' }).click();
  await expect(card.getByText('Este dispositivo recibe tus avisos.')).toBeVisible();

  // A channel chosen with the keyboard is saved.
  const turno = card.getByRole('radiogroup', { name: 'Mi turno de hoy' });
  await turno.getByRole('radio', { name: 'En este y mis otros dispositivos' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(turno.getByRole('radio', { name: 'Por correo' })).toBeChecked();
  await expectNoSeriousA11yViolations(page);

  const voluntario = { Authorization: `Bearer ${await tokenOf(request, 'voluntario')}` };
  const preferencias = (await (await request.get('/api/notificaciones/preferencias', { headers: voluntario })).json()) as { tipo: string; canal: string }[];
  expect(preferencias.find((p) => p.tipo === 'turno_recordatorio')?.canal).toBe('email');
  const colonias = (await (await request.get('/api/colonias/colonias/mis-colonias/', { headers: voluntario })).json()) as { id: number; nombre: string }[];
  expect(colonias.length).toBeGreaterThan(0);
  const { clave } = (await (await request.get('/api/notificaciones/clave-publica', { headers: voluntario })).json()) as { clave: string };

  const responsable = { Authorization: `Bearer ${await tokenOf(request, 'responsable')}` };
  const filed = await request.post('/api/quejas/quejas/', { headers: responsable, multipart: { descripcion: 'Bolsas de pienso abiertas en la acera', colonia_id: String(colonias[0].id) } });
  expect(filed.status()).toBe(200);
  const { id } = (await filed.json()) as { id: number };

  await expect.poll(() => receptor.recibidos.filter((r) => r.path === '/e2e/movil-voluntario').length, { timeout: 20_000 }).toBe(1);
  const [push] = receptor.recibidos.filter((r) => r.path === '/e2e/movil-voluntario');
  expect(verifyVapid(push.headers.authorization, clave).aud).toBe(receptor.origin);
  expect(push.headers['content-encoding']).toBe('aes128gcm');
  expect(navegador.descifrar(push.body)).toEqual({
    titulo: `Queja nueva: ${colonias[0].nombre}`,
    cuerpo: 'Bolsas de pienso abiertas en la acera',
    url: `/quejas/${id}`,
    etiqueta: `queja_nueva:${id}`,
  });
});
