/**
 * Work in the street on a phone: the voluntario lands on /hoy, sees
 * today's shift and taps 'He dado de comer'; the app is installable (manifest,
 * our icons, a service worker controlling the page); without signal two
 * visits and a census wait in the phone, the page still opens after a reload,
 * and when the signal returns each is stored exactly once; a new cat recorded
 * without signal (its photo shrunk on the phone) likewise; a record the
 * server refuses is kept and shown with the server's message; on a phone
 * passed to another person without signing out, nothing the first one saw is
 * ever shown to the second, nor to a request without a session.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_PASSWORD, expectNoSeriousA11yViolations, loginAs, loginWith } from './support';
import { diaSemana, turnoDe } from '../../src/domain/calle';
import { hoyEnEspana } from '../../src/domain/cer';
import { formatDate } from '../../src/domain/validation';
import { encodePng } from '../../src/server/lib/png';

const PHONE = { width: 360, height: 740 };

async function tokenOf(request: APIRequestContext, username: string): Promise<string> {
  const res = await request.post('/api/auth/login', { data: { username, password: DEMO_PASSWORD } });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { access_token: string }).access_token;
}

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

/** A shift now (today's weekday and the current slot) for the demo voluntario in a colony; answers nothing if it exists. */
async function shiftNow(request: APIRequestContext, admin: string, coloniaId: number, usuarioId: number): Promise<void> {
  const { fecha, franja } = turnoDe(new Date(), 'Europe/Madrid');
  const res = await request.post(`/api/colonias/colonias/${coloniaId}/turnos`, { headers: auth(admin), data: { dia_semana: diaSemana(fecha), franja, usuario_id: usuarioId } });
  expect([200, 409]).toContain(res.status());
}

async function visitsOf(request: APIRequestContext, token: string, coloniaId: number): Promise<{ id: number; client_id: string; gatos_vistos: number | null; incidencia: string | null }[]> {
  return (await request.get(`/api/visitas/?colonia_id=${coloniaId}&limit=500`, { headers: auth(token) })).json();
}

async function waitForServiceWorker(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)), { timeout: 30_000 }).toBe(true);
}

test('on a phone the voluntario feeds from /hoy, works without signal and every change reaches the server exactly once', async ({ page, context, request }) => {
  await page.setViewportSize(PHONE);
  const admin = await tokenOf(request, 'admin');
  const vol = await tokenOf(request, 'voluntario');
  const me = (await (await request.get('/api/auth/me', { headers: auth(vol) })).json()) as { id: number };
  const colonias = (await (await request.get('/api/colonias/colonias/mis-colonias/', { headers: auth(vol) })).json()) as { id: number; nombre: string }[];
  const colonia = colonias.find((c) => c.nombre === 'Colonia de la Catedral')!;
  await shiftNow(request, admin, colonia.id, me.id);
  const comedero = await request.post(`/api/colonias/colonias/${colonia.id}/comederos`, { headers: auth(admin), data: { nombre: 'Comedero del claustro', latitude: 41.0690, longitude: -2.6421, descripcion: 'Tras la verja' } });
  expect(comedero.ok()).toBe(true);
  const before = await visitsOf(request, admin, colonia.id);
  const censosBefore = ((await (await request.get(`/api/colonias/colonias/${colonia.id}/censos`, { headers: auth(admin) })).json()) as unknown[]).length;

  await loginAs(page, 'voluntario');
  await expect(page).toHaveURL(/\/hoy$/);
  await expect(page.getByRole('heading', { name: 'Hoy', level: 1 })).toBeVisible();
  const shift = page.getByRole('article', { name: new RegExp(`^Colonia de la Catedral · `) });
  const feed = shift.getByRole('button', { name: 'He dado de comer' });
  await expect(feed).toBeVisible();
  const box = (await feed.boundingBox())!;
  expect(box.height).toBeGreaterThanOrEqual(44);
  expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
  for (const other of ['Añadir detalles', 'Contar gatos']) expect((await shift.getByRole('button', { name: other }).boundingBox())!.height).toBeGreaterThanOrEqual(44);
  // The feeding points are listed and drawn, tiles or not.
  await expect(page.getByTestId('comederos-lista')).toContainText('Comedero del claustro');
  await expect(page.getByTestId('comederos-mapa').locator('path.comedero-marker').first()).toBeAttached();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

  await feed.click();
  await expect(shift.getByText('Hecho')).toBeVisible();
  await expect(page.getByTestId('sync-banner')).toHaveText('Sincronizado');
  await expect.poll(async () => (await visitsOf(request, admin, colonia.id)).length).toBe(before.length + 1);
  await expectNoSeriousA11yViolations(page);

  // Installable: the manifest with our icons, and a service worker controlling the page.
  const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
  const manifest = (await (await request.get(manifestHref!)).json()) as { name: string; short_name: string; start_url: string; display: string; theme_color: string; icons: { src: string; sizes: string; type: string }[] };
  expect(manifest).toMatchObject({ short_name: 'Gatera', start_url: '/hoy', display: 'standalone', theme_color: '#2e5e4e' });
  expect(manifest.name).toContain('Gatera');
  expect(manifest.icons.map((i) => i.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
  for (const icon of manifest.icons) {
    const res = await request.get(icon.src);
    expect(res.headers()['content-type']).toContain('image/png');
  }
  await waitForServiceWorker(page);
  // One visit online with the worker in charge, so today's answers are kept for the street.
  await page.reload();
  await expect(shift.getByRole('button', { name: 'He dado de comer' })).toBeVisible();
  await expect(page.getByTestId('comederos-lista')).toContainText('Comedero del claustro');

  await context.setOffline(true);
  await expect(page.getByTestId('sync-banner')).toHaveText('Sin conexión · 0 cambios pendientes');
  await shift.getByRole('button', { name: 'He dado de comer' }).click();
  await expect(page.getByTestId('sync-banner')).toHaveText('Sin conexión · 1 cambio pendiente');
  await shift.getByRole('button', { name: 'Añadir detalles' }).click();
  const details = page.getByRole('dialog', { name: /Detalles de la visita · Colonia de la Catedral/ });
  await details.getByLabel('Gatos vistos').fill('6');
  await details.getByLabel('Incidencia').fill('Cuenco de agua roto');
  await details.getByRole('button', { name: 'Guardar' }).click();
  await expect(details).toHaveCount(0);
  await shift.getByRole('button', { name: 'Contar gatos' }).click();
  const census = page.getByRole('dialog', { name: /Registrar censo · Colonia de la Catedral/ });
  await census.getByLabel('Gatos vistos (con crías)').fill('11');
  await census.getByLabel(/^Crías/).fill('1');
  await census.getByLabel('Adultos con la oreja marcada').fill('7');
  await census.getByRole('button', { name: 'Guardar censo' }).click();
  await expect(census).toHaveCount(0);
  await expect(page.getByTestId('sync-banner')).toHaveText('Sin conexión · 3 cambios pendientes');

  // Without signal the app still opens, with today's shift and the changes still waiting.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Hoy', level: 1 })).toBeVisible();
  await expect(shift.getByRole('button', { name: 'He dado de comer' })).toBeVisible();
  await expect(page.getByTestId('sync-banner')).toHaveText('Sin conexión · 3 cambios pendientes');
  expect((await visitsOf(request, admin, colonia.id)).length).toBe(before.length + 1);

  await context.setOffline(false);
  await expect(page.getByTestId('sync-banner')).toHaveText('Sincronizado', { timeout: 20_000 });
  const after = await visitsOf(request, admin, colonia.id);
  expect(after.length).toBe(before.length + 3);
  expect(new Set(after.map((v) => v.client_id)).size).toBe(after.length);
  expect(after.filter((v) => v.incidencia === 'Cuenco de agua roto' && v.gatos_vistos === 6)).toHaveLength(1);
  const censos = (await (await request.get(`/api/colonias/colonias/${colonia.id}/censos`, { headers: auth(admin) })).json()) as { gatos_vistos: number; marcados_vistos: number }[];
  expect(censos.length).toBe(censosBefore + 1);
  expect(censos.filter((c) => c.gatos_vistos === 11 && c.marcados_vistos === 7)).toHaveLength(1);
  // A reload online sends nothing twice.
  await page.reload();
  await expect(page.getByTestId('sync-banner')).toHaveText('Sincronizado');
  expect((await visitsOf(request, admin, colonia.id)).length).toBe(before.length + 3);
});

/** A photo larger than the 1024 px the phone shrinks to: 1600×1200, in stripes. */
function bigPhoto(): Buffer {
  const width = 1600;
  const height = 1200;
  const rgb = new Uint8Array(width * height * 3);
  for (let y = 0; y < height; y++) rgb.fill(y % 64 < 32 ? 200 : 90, y * width * 3, (y + 1) * width * 3);
  return encodePng(width, height, rgb);
}

/** Width and height from a PNG's header. */
const pngSize = (bytes: Buffer) => ({ width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) });

test('on a phone without signal the voluntario records a new cat: it survives a reload and reaches the server exactly once, its photo shrunk', async ({ page, context, request }) => {
  await page.setViewportSize(PHONE);
  const admin = await tokenOf(request, 'admin');
  const nombre = `Bigotes ${Date.now()}`;
  const catsNamed = async () =>
    ((await (await request.get(`/api/gatos/gatos/?limit=100&q=${encodeURIComponent(nombre)}`, { headers: auth(admin) })).json()) as { id: number; nombre: string; colonia_nombre: string; sexo: string; imagen: string; estado_salud: string | null }[]).filter(
      (g) => g.nombre === nombre,
    );

  await loginAs(page, 'voluntario');
  await expect(page).toHaveURL(/\/hoy$/);
  const open = page.getByRole('button', { name: 'Registrar un gato nuevo' });
  await expect(open).toBeVisible();
  expect((await open.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  await waitForServiceWorker(page);
  // Once online with the worker in charge, so the volunteer's colonies are kept for the street.
  await page.reload();
  await expect(open).toBeVisible();

  await context.setOffline(true);
  await expect(page.getByTestId('sync-banner')).toHaveText('Sin conexión · 0 cambios pendientes');
  await open.click();
  const dialog = page.getByRole('dialog', { name: 'Gato nuevo' });
  // The form says what is missing, under each field, before anything is kept.
  await dialog.getByRole('button', { name: 'Guardar gato' }).click();
  await expect(dialog.getByText('El nombre es obligatorio')).toBeVisible();
  await dialog.getByLabel(/^Nombre/).fill(nombre);
  await dialog.getByRole('combobox', { name: /^Sexo/ }).click();
  await page.getByRole('option', { name: 'Hembra' }).click();
  await dialog.getByLabel(/^Ubicación/).fill('Soportales de la plaza');
  await dialog.getByRole('combobox', { name: /^Colonia/ }).click();
  await page.getByRole('option', { name: 'Colonia de la Catedral' }).click();
  await dialog.getByRole('combobox', { name: 'Estado de salud' }).click();
  await page.getByRole('option', { name: 'Regular' }).click();
  await dialog.getByRole('button', { name: 'Guardar gato' }).click();
  await expect(dialog.getByText('Debe subir una imagen')).toBeVisible();
  await expect(dialog.getByText('El nombre es obligatorio')).toHaveCount(0);
  await dialog.locator('input[type="file"]').setInputFiles({ name: 'bigotes.png', mimeType: 'image/png', buffer: bigPhoto() });
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Guardar gato' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText('Gato guardado en el teléfono: se enviará cuando vuelva la conexión.')).toBeVisible();
  await expect(page.getByTestId('sync-banner')).toHaveText('Sin conexión · 1 cambio pendiente');

  // Without signal the app still opens, with the cat still waiting on the phone.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Hoy', level: 1 })).toBeVisible();
  await expect(page.getByTestId('sync-banner')).toHaveText('Sin conexión · 1 cambio pendiente');
  expect(await catsNamed()).toEqual([]);

  await context.setOffline(false);
  await expect(page.getByTestId('sync-banner')).toHaveText('Sincronizado', { timeout: 20_000 });
  const stored = await catsNamed();
  expect(stored).toHaveLength(1);
  expect(stored[0]).toMatchObject({ colonia_nombre: 'Colonia de la Catedral', sexo: 'H', estado_salud: 'Regular' });
  // The photo was shrunk on the phone before it was kept: 1024 px at most, the aspect ratio kept.
  const photo = await request.get(`/media/${stored[0].imagen}`);
  expect(pngSize(await photo.body())).toEqual({ width: 1024, height: 768 });
  // A reload online sends nothing twice.
  await page.reload();
  await expect(page.getByTestId('sync-banner')).toHaveText('Sincronizado');
  expect(await catsNamed()).toHaveLength(1);
  // Other browser tests count the demo colony's cats.
  expect((await request.delete(`/api/gatos/gatos/${stored[0].id}`, { headers: auth(admin) })).ok()).toBe(true);
});

test('a visit the server refuses when it is synced is kept and shown with its message until discarded', async ({ page, context, request }) => {
  await page.setViewportSize(PHONE);
  const admin = await tokenOf(request, 'admin');
  const vol = await tokenOf(request, 'voluntario');
  const me = (await (await request.get('/api/auth/me', { headers: auth(vol) })).json()) as { id: number };
  // A demo colony no other browser test uses, lent to the volunteer for this test (adding one would change other tests' counts).
  const nombre = 'Colonia de la Estación';
  const todas = (await (await request.get('/api/colonias/colonias/?limit=500', { headers: auth(admin) })).json()) as { id: number; nombre: string }[];
  const colonia = todas.find((c) => c.nombre === nombre)!;
  await request.post('/api/colonias/asignar_usuario/', { headers: auth(admin), data: { user_id: me.id, colonia_id: colonia.id } });
  await shiftNow(request, admin, colonia.id, me.id);

  await loginAs(page, 'voluntario');
  const shift = page.getByRole('article', { name: new RegExp(`^${nombre} · `) });
  await expect(shift.getByRole('button', { name: 'He dado de comer' })).toBeVisible();
  await context.setOffline(true);
  await shift.getByRole('button', { name: 'He dado de comer' }).click();
  await expect(page.getByTestId('sync-banner')).toHaveText('Sin conexión · 1 cambio pendiente');

  // Meanwhile the colony is taken from the volunteer.
  const asignaciones = (await (await request.get('/api/colonias/asignaciones/', { headers: auth(admin) })).json()) as { usuario_id: number; colonia_id: number | null; asignacion_id: number | null }[];
  const pair = asignaciones.find((a) => a.usuario_id === me.id && a.colonia_id === colonia.id)!;
  expect((await request.delete(`/api/colonias/asignaciones/${pair.asignacion_id}`, { headers: auth(admin) })).ok()).toBe(true);

  await context.setOffline(false);
  const refused = page.getByTestId('rechazados');
  await expect(refused).toContainText(`Visita de ${nombre}`, { timeout: 20_000 });
  await expect(refused).toContainText('La colonia no existe.');
  await expect(page.getByTestId('sync-banner')).toHaveText('Sincronizado');
  await page.reload();
  await expect(refused).toContainText('La colonia no existe.');
  await expectNoSeriousA11yViolations(page);
  await refused.getByRole('button', { name: 'Descartar' }).click();
  await expect(refused).toHaveCount(0);
  expect(await visitsOf(request, admin, colonia.id)).toEqual([]);
  // A shift in a colony no longer assigned is not one of today's shifts.
  await expect(page.getByRole('article', { name: new RegExp(`^${nombre} · `) })).toHaveCount(0);
  const turnos = (await (await request.get(`/api/colonias/colonias/${colonia.id}/turnos`, { headers: auth(admin) })).json()) as { id: number; usuario_id: number }[];
  for (const turno of turnos.filter((t) => t.usuario_id === me.id)) await request.delete(`/api/colonias/colonias/${colonia.id}/turnos/${turno.id}`, { headers: auth(admin) });
});

test('the responsable manages a colony feeding points and rota, reads missed shifts and visits, and turns a visit into a census', async ({ page, request }) => {
  const admin = await tokenOf(request, 'admin');
  const todas = (await (await request.get('/api/colonias/colonias/?limit=500', { headers: auth(admin) })).json()) as { id: number; nombre: string }[];
  const alameda = todas.find((c) => c.nombre === 'Colonia de la Alameda')!;
  // The night shift added below must stay without a visit: run at night (21:00-05:59 in Madrid), a visit made
  // now would be in its slot, so the visit goes to midday of the same shift day instead (failed at 21:45 before).
  const ahora = turnoDe(new Date(), 'Europe/Madrid');
  const fechaHora = ahora.franja === 'noche' ? { fecha_hora: new Date(`${ahora.fecha}T12:00:00+01:00`).toISOString() } : {};
  const visita = await request.post('/api/visitas/', { headers: auth(admin), data: { colonia_id: alameda.id, comida: true, agua: true, gatos_vistos: 8, client_id: crypto.randomUUID(), ...fechaHora } });
  expect(visita.ok()).toBe(true);

  await loginAs(page, 'responsable');
  await page.getByRole('button', { name: 'Ver Gatos de Colonia de la Alameda' }).click();
  await page.getByTestId('panel-gatos').getByRole('link', { name: 'Comederos y turnos' }).click();
  await expect(page).toHaveURL(new RegExp(`/colonias/${alameda.id}/calle$`));
  await expect(page.getByRole('heading', { name: 'Comederos y turnos · Colonia de la Alameda' })).toBeVisible();

  const form = page.getByRole('form', { name: 'Nuevo comedero' });
  await form.getByLabel('Nombre').fill('Comedero del quiosco');
  await form.getByLabel('Latitud').fill('40.4168');
  await form.getByLabel('Longitud').fill('-3.7038');
  await form.getByRole('button', { name: 'Añadir comedero' }).click();
  await expect(page.getByText(/El comedero está fuera del término municipal/)).toBeVisible();
  await form.getByLabel('Latitud').fill('41.0665');
  await form.getByLabel('Longitud').fill('-2.6439');
  await form.getByRole('button', { name: 'Añadir comedero' }).click();
  await expect(page.getByTestId('comederos-colonia')).toContainText('Comedero del quiosco');

  const { fecha } = ahora;
  const dias = ['Lunes', 'Martes', 'Miércoles', 'Jueves', 'Viernes', 'Sábado', 'Domingo'];
  const dia = dias[diaSemana(fecha) - 1];
  const rota = page.getByRole('form', { name: 'Añadir turno' });
  await rota.getByRole('combobox', { name: 'Día' }).click();
  await page.getByRole('option', { name: dia }).click();
  await rota.getByRole('combobox', { name: 'Franja' }).click();
  await page.getByRole('option', { name: 'Noche' }).click();
  await rota.getByRole('combobox', { name: 'Voluntario' }).click();
  await page.getByRole('option', { name: 'Lucía Serrano' }).click();
  await rota.getByRole('button', { name: 'Añadir turno' }).click();
  const row = page.getByRole('table', { name: 'Turnos de la semana' }).getByRole('row').filter({ hasText: dia }).filter({ hasText: 'Noche' });
  await expect(row).toContainText('Lucía Serrano');
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('navigation', { name: 'Menú principal' }).getByRole('link', { name: 'Turnos sin visita' }).click();
  await expect(page.getByRole('heading', { name: 'Turnos sin visita' })).toBeVisible();
  // From midnight to 05:59 the night shift belongs to the day before, and the screen opens on today:
  // ask for the shift's day (failed at 00:45 Madrid when it was not asked).
  if (fecha !== hoyEnEspana()) await page.getByRole('textbox', { name: 'Día' }).fill(formatDate(fecha));
  const missed = page.getByRole('table', { name: 'Turnos sin visita' }).getByRole('row').filter({ hasText: 'Colonia de la Alameda' }).filter({ hasText: 'Noche' });
  await expect(missed).toContainText('Lucía Serrano');
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('navigation', { name: 'Menú principal' }).getByRole('link', { name: 'Visitas' }).click();
  const visitas = page.getByRole('table', { name: 'Visitas' });
  const seen = visitas.getByRole('row').filter({ hasText: 'Colonia de la Alameda' }).filter({ hasText: '8' }).first();
  await seen.getByRole('button', { name: /^Acciones de Colonia de la Alameda/ }).click();
  await page.getByRole('menuitem', { name: 'Convertir en censo' }).click();
  await expect(page.getByText(/Censo del \d{2}\/\d{2}\/\d{4} registrado con 8 gatos\./)).toBeVisible();
  await expect(visitas.getByRole('row').filter({ hasText: 'Colonia de la Alameda' }).filter({ hasText: 'Censo registrado' }).first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // The staff map has the feeding points as a layer that switches off; the public map never has them.
  await page.goto('/mapa');
  const layer = page.getByRole('switch', { name: 'Mostrar comederos' }).or(page.getByRole('checkbox', { name: 'Mostrar comederos' }));
  await expect(layer).toBeChecked();
  const markers = page.getByTestId('mapa-colonias').locator('path.comedero-marker');
  await expect(markers.first()).toBeAttached();
  await layer.click();
  await expect(markers).toHaveCount(0);
  // Signed out: the map of the visitors.
  await page.evaluate(() => localStorage.clear());
  await page.goto('/mapa');
  await expect(page.getByTestId('mapa-colonias')).toBeVisible();
  await expect(page.getByText('Mostrar comederos')).toHaveCount(0);
  await expect(page.getByTestId('mapa-colonias').locator('path.comedero-marker')).toHaveCount(0);
});

/** What the page's own fetch gets for each address without signal: the status, or 'sin respuesta'. */
async function offlineAnswers(page: Page, urls: string[], token: string | null): Promise<string[]> {
  return page.evaluate(
    async ({ urls, token }) =>
      Promise.all(
        urls.map(async (url) => {
          try {
            return String((await fetch(url, token ? { headers: { Authorization: `Bearer ${token}` } } : {})).status);
          } catch {
            return 'sin respuesta';
          }
        }),
      ),
    { urls, token },
  );
}

test('on a phone passed to another volunteer without signing out, nothing the first one saw is shown to the second or to a request without a session', async ({ page, context, request }) => {
  await page.setViewportSize(PHONE);
  const admin = await tokenOf(request, 'admin');
  const vol = await tokenOf(request, 'voluntario');
  // The second volunteer is an account of this test: the demo's others must keep their terms unaccepted for tests/e2e/shell.spec.ts.
  const segunda = `sofia.${crypto.randomUUID().slice(0, 6)}`;
  const creada = await request.post('/api/usuarios/', { headers: auth(admin), data: { username: segunda, email: `${segunda}@demo.gatera.es`, nombre: 'Sofía Calle', role: 'voluntario', password: DEMO_PASSWORD } });
  expect(creada.ok()).toBe(true);
  const sofiaId = ((await creada.json()) as { id: number }).id;
  const todas = (await (await request.get('/api/colonias/colonias/?limit=500', { headers: auth(admin) })).json()) as { id: number; nombre: string }[];
  // A demo colony no other browser test uses, lent to her for this test.
  const travesana = todas.find((c) => c.nombre === 'Colonia Travesaña Alta')!;
  expect((await request.post('/api/colonias/asignar_usuario/', { headers: auth(admin), data: { user_id: sofiaId, colonia_id: travesana.id } })).ok()).toBe(true);
  const sofia = await tokenOf(request, segunda);
  const colonias = (await (await request.get('/api/colonias/colonias/mis-colonias/', { headers: auth(vol) })).json()) as { id: number; nombre: string }[];
  const catedral = colonias.find((c) => c.nombre === 'Colonia de la Catedral')!;
  const suyos = (await (await request.get('/api/colonias/comederos', { headers: auth(sofia) })).json()) as { nombre: string }[];
  const ajenos = (await (await request.get('/api/colonias/comederos', { headers: auth(vol) })).json()) as { nombre: string }[];
  expect(suyos.length).toBeGreaterThan(0);
  expect(ajenos.length).toBeGreaterThan(0);
  // An incident only the first volunteer's colonies show.
  const secreto = `Gato herido en el portal ${crypto.randomUUID().slice(0, 8)}`;
  const visita = await request.post('/api/visitas/', { headers: auth(vol), data: { colonia_id: catedral.id, comida: true, agua: false, incidencia: secreto, client_id: crypto.randomUUID() } });
  expect(visita.ok()).toBe(true);

  // The first volunteer uses the street screens with the worker in charge.
  await loginAs(page, 'voluntario');
  await waitForServiceWorker(page);
  await page.reload();
  await expect(page.getByText(secreto)).toBeVisible();
  await page.goto(`/colonias/${catedral.id}/calle`);
  await expect(page.getByRole('heading', { name: 'Comederos y turnos · Colonia de la Catedral' })).toBeVisible();
  await page.goto('/visitas');
  // On a phone the staff lists show one card per record.
  await expect(page.getByRole('list', { name: 'Visitas' })).toContainText(secreto);

  // The phone changes hands without 'Cerrar sesión': Sofía signs in over the first session.
  await loginWith(page, segunda, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/hoy$/);
  await expect(page.getByTestId('comederos-lista')).toContainText(suyos[0].nombre);
  await context.setOffline(true);

  // Without signal Sofía still has what she saw herself, and nothing of the first volunteer's.
  await page.reload();
  await expect(page.getByTestId('comederos-lista')).toContainText(suyos[0].nombre);
  for (const comedero of ajenos) await expect(page.getByTestId('comederos-lista')).not.toContainText(comedero.nombre);
  await expect(page.getByText(secreto)).toHaveCount(0);
  await page.goto('/visitas');
  await expect(page.getByText('No se pudo conectar con el servidor. Comprueba tu conexión.')).toBeVisible();
  await expect(page.getByText(secreto)).toHaveCount(0);
  await page.goto(`/colonias/${catedral.id}/calle`);
  await expect(page.getByRole('alert').filter({ hasText: 'No se pudo conectar con el servidor. Comprueba tu conexión.' })).toBeVisible();
  await expect(page.getByText('Colonia de la Catedral')).toHaveCount(0);

  // The worker itself answers nothing kept: neither to Sofía's token for the first volunteer's
  // addresses, nor to a request without a token for anybody's.
  const primera = [`/api/colonias/colonias/${catedral.id}/equipo`, `/api/colonias/colonias/${catedral.id}/comederos`, `/api/colonias/colonias/${catedral.id}/turnos`, '/api/visitas/?skip=0&limit=20'];
  expect(await offlineAnswers(page, primera, sofia)).toEqual(primera.map(() => 'sin respuesta'));
  const calle = [...primera, '/api/turnos/hoy', '/api/colonias/comederos', '/api/visitas/?skip=0&limit=50', '/api/colonias/colonias/mis-colonias/?limit=500&sort=nombre', '/api/settings'];
  expect(await offlineAnswers(page, calle, null)).toEqual(calle.map(() => 'sin respuesta'));

  // The app opens again once Sofía's token has expired: what was kept for her goes too.
  expect(await page.evaluate(() => caches.has('gatera-api'))).toBe(true);
  await page.evaluate(() => {
    const [header, payload, signature] = localStorage.getItem('token')!.split('.');
    const claims = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { exp: number };
    claims.exp = Math.floor(Date.now() / 1000) - 60;
    localStorage.setItem('token', [header, btoa(JSON.stringify(claims)).replace(/=+$/, ''), signature].join('.'));
  });
  await page.reload();
  await expect.poll(() => page.evaluate(() => caches.has('gatera-api'))).toBe(false);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  expect(await offlineAnswers(page, ['/api/turnos/hoy', '/api/colonias/comederos'], sofia)).toEqual(['sin respuesta', 'sin respuesta']);
  await context.setOffline(false);
  const asignaciones = (await (await request.get('/api/colonias/asignaciones/', { headers: auth(admin) })).json()) as { usuario_id: number; colonia_id: number | null; asignacion_id: number | null }[];
  const prestada = asignaciones.find((a) => a.usuario_id === sofiaId && a.colonia_id === travesana.id)!;
  expect((await request.delete(`/api/colonias/asignaciones/${prestada.asignacion_id}`, { headers: auth(admin) })).ok()).toBe(true);
});
