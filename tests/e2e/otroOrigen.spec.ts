/**
 * The original front end served from another origin (docs/COMPATIBILIDAD.md,
 * «Otro origen»): a page on 127.0.0.2 makes the original client's calls to a
 * Gatera on 127.0.0.1 (sign in, edit a cat, give it baja, delete it, file a
 * complaint with a photo and resolve it) and shows a cat photo and the
 * complaint's attachment. With CORS_ORIGINS naming the page's origin every
 * call and both images work; without it the browser lets no call through.
 */
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { servePage, startGatera, type Running } from './otroOrigen/servers';

const PAGE = path.resolve('tests/e2e/otroOrigen/pagina.html');

let page: Running;
let allowed: Running;
let unconfigured: Running;

test.describe.configure({ mode: 'serial', timeout: 240_000 });

test.beforeAll(async () => {
  page = await servePage(PAGE, '127.0.0.2');
  [allowed, unconfigured] = await Promise.all([startGatera({ CORS_ORIGINS: page.url }), startGatera({})]);
});

test.afterAll(async () => {
  await Promise.all([allowed?.stop(), unconfigured?.stop(), page?.stop()]);
});

/** Opens the page against an API and answers its steps once it is done: name → result. */
async function runAgainst(browserPage: Page, api: string): Promise<Record<string, string>> {
  await browserPage.goto(`${page.url}/?api=${encodeURIComponent(api)}`);
  await expect(browserPage.locator('[data-paso="fin"]')).toBeVisible({ timeout: 60_000 });
  // The images answer on their own time: wait for both, whatever they say, when the calls went through.
  if (!(await browserPage.locator('[data-paso="fin"]').textContent())?.includes('sin sesión')) {
    await expect(browserPage.locator('[data-paso^="imagen "]')).toHaveCount(2, { timeout: 30_000 });
  }
  const steps = await browserPage.locator('[data-paso]').evaluateAll((items) => items.map((item) => [item.getAttribute('data-paso'), item.textContent]));
  return Object.fromEntries(steps.map(([name, text]) => [name, String(text).slice(String(name).length + 2)]));
}

test('works from an origin named in CORS_ORIGINS: every call of the original client, the cat photo and the attachment', async ({ page: browserPage }) => {
  const steps = await runAgainst(browserPage, allowed.url);
  expect(steps).toEqual({
    login: 'ok',
    'aceptar términos': 'ok',
    'listar gatos': 'ok',
    'editar gato': 'ok',
    'baja de gato': 'ok',
    'eliminar gato': 'ok',
    'registrar queja': 'ok',
    'listar quejas': 'ok',
    'resolver queja': 'ok',
    'imagen foto': 'ok',
    'imagen adjunto': 'ok',
    fin: 'hecho',
  });
  // The changes are real: seen from the API's own origin.
  const token = (await (await fetch(`${allowed.url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'admin', password: 'Gatera-Demo-2025' }) })).json()).access_token;
  const quejas = await (await fetch(`${allowed.url}/api/quejas/quejas/`, { headers: { authorization: `Bearer ${token}` } })).json();
  expect(quejas.find((q: { descripcion: string }) => q.descripcion === 'Queja desde otro origen')).toMatchObject({ estatus: 'resuelta' });
  const gatos = await (await fetch(`${allowed.url}/api/gatos/gatos/?limit=500&incluir_inactivos=true`, { headers: { authorization: `Bearer ${token}` } })).json();
  expect(gatos.map((g: { nombre: string }) => g.nombre)).toContain('Editado desde otro origen');
});

test('lets no call through from an origin CORS_ORIGINS does not name', async ({ page: browserPage }) => {
  const steps = await runAgainst(browserPage, unconfigured.url);
  expect(steps).toEqual({ login: 'fallo de red (TypeError)', fin: 'sin sesión' });
});
