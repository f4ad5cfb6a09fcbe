/**
 * Spain's languages in the browser: a visitor picks Euskara on the
 * home page and the menu, the map and the login are in Basque; a voluntario
 * who chose Galego gets Galician again at the next login, server messages
 * included; a responsable in Catalan downloads the colonies PDF with Catalan headings.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { HOME_BY_ROLE } from '../../src/domain/roles';
import { pdfText } from '../server/informes/pdf';
import { DEMO_PASSWORD, expectNoSeriousA11yViolations } from './support';

async function chooseLanguage(page: Page, current: RegExp, name: string) {
  await page.getByRole('button', { name: current }).click();
  await page.getByRole('menuitem', { name }).click();
  // The menu fades out before anything else is checked (axe would read its half-transparent items).
  await expect(page.locator('li[lang]')).toHaveCount(0);
}

/** Signs in through the login page whatever its language: the fields are found by their names. */
async function signIn(page: Page, username: string) {
  await page.goto('/login');
  await page.locator('input[name="username"]').fill(username);
  await page.locator('input[name="password"]').fill(DEMO_PASSWORD);
  await page.locator('form button[type="submit"]').click();
}

/** Accepts the demo terms when they are shown, then waits for the header's sign-out button (both named in the screen's language). */
async function acceptTermsThen(page: Page, signOut: string, acceptLabel = 'Acepto los términos') {
  const accept = page.getByRole('button', { name: acceptLabel });
  const out = page.getByRole('button', { name: signOut, exact: true });
  await expect(accept.or(out).first()).toBeVisible();
  if (await accept.isVisible()) await accept.click();
  await expect(out).toBeVisible();
}

/** Puts an account back on Spanish, so the other browser tests find it in the original product's Spanish. */
async function backToSpanish(page: Page, username: string) {
  const login = await page.request.post('/api/auth/login', { data: { username, password: DEMO_PASSWORD } });
  const { access_token } = (await login.json()) as { access_token: string };
  const put = await page.request.put('/api/auth/idioma', { data: { idioma: 'es' }, headers: { Authorization: `Bearer ${access_token}` } });
  expect(put.status()).toBe(200);
}

test('a visitor picks Euskara on the home page: the menu, the map and the login are in Basque', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Gestión de colonias felinas para tu municipio');
  await chooseLanguage(page, /Idioma: Español/, 'Euskara');

  await expect(page.locator('html')).toHaveAttribute('lang', 'eu');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Katu-kolonien kudeaketa zure udalerrirako');
  const menu = page.getByRole('navigation', { name: 'Menu publikoa' }).getByRole('link');
  await expect(menu).toHaveText(['Hasiera', 'Nor gara', 'Ezagutu gaitzazu', 'Mapa', 'Grafikoak', 'Demoa', 'Harremanetarako']);
  await expect(page.getByText('Ingurune hau erabilera mugatuko demo bat da.', { exact: false })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await menu.filter({ hasText: 'Mapa' }).click();
  await expect(page).toHaveURL(/\/mapa$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kolonien mapa');
  await expect(page.getByLabel('Bilatu kolonia...')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Kolonien mapa' })).toBeVisible();

  // The choice is remembered in the browser: a new visit to the login page is in Basque.
  await page.goto('/login');
  await expect(page.locator('html')).toHaveAttribute('lang', 'eu');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hasi saioa');
  await expect(page.getByLabel('Erabiltzailea')).toBeVisible();
  await expect(page.getByLabel('Pasahitza')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Pasahitza ahaztu duzu?' })).toBeVisible();
  // A wrong password: the server's own message, in Basque.
  await page.getByLabel('Erabiltzailea').fill('voluntario');
  await page.getByLabel('Pasahitza').fill('Ez-Da-Hau-1');
  await page.getByRole('button', { name: 'Sartu' }).click();
  await expect(page.getByRole('alert')).toHaveText('Erabiltzailea edo pasahitza okerra da.');
});

test('a first visit follows the browser languages', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'gl-ES' });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'gl');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Xestión de colonias felinas para o teu concello');
  await context.close();
});

test('a voluntario who chose Galego logs in again and gets Galician, validation messages included', async ({ page, browser }) => {
  try {
    await signIn(page, 'voluntario');
    await acceptTermsThen(page, 'Cerrar');
    await expect(page).toHaveURL(new RegExp(`${HOME_BY_ROLE.voluntario}$`));
    await chooseLanguage(page, /Idioma: Español/, 'Galego');
    await expect(page.getByRole('navigation', { name: 'Menú principal' }).getByRole('link').first()).toHaveText('As miñas colonias');
    await expect(page.getByRole('button', { name: 'Pechar sesión' })).toBeVisible();

    // Another browser, nothing remembered there: the account brings Galician back at login.
    const other = await browser.newContext();
    const again = await other.newPage();
    await signIn(again, 'voluntario');
    await acceptTermsThen(again, 'Pechar sesión');
    await expect(again).toHaveURL(new RegExp(`${HOME_BY_ROLE.voluntario}$`));
    await expect(again.locator('html')).toHaveAttribute('lang', 'gl');
    const menu = again.getByRole('navigation', { name: 'Menú principal' }).getByRole('link');
    await expect(menu).toHaveText(['As miñas colonias', 'Os meus gatos', 'A miña acreditación', 'Listaxe de incidencias', 'Listaxe de inspeccións', 'Hoxe', 'Visitas', 'Banco de trampas']);
    await expect(again.getByRole('button', { name: 'Pechar sesión' })).toBeVisible();

    // A census with more cats than one census may count: the rule's message is in Galician.
    await menu.filter({ hasText: 'As miñas colonias' }).click();
    await again.getByRole('button', { name: 'Ver os gatos de Colonia de la Catedral' }).click();
    const cer = again.getByTestId('cer-colonia');
    await cer.getByRole('button', { name: 'Rexistrar censo' }).click();
    const dialog = again.getByRole('dialog', { name: /Rexistrar censo · Colonia de la Catedral/ });
    await dialog.getByLabel('Gatos vistos (con crías)').fill('200000');
    await dialog.getByRole('button', { name: 'Gardar censo' }).click();
    await expect(dialog.getByTestId('censo-error')).toHaveText('O campo «gatos_vistos» debe ser un número enteiro entre 0 e 500.');
    await other.close();
  } finally {
    await backToSpanish(page, 'voluntario');
  }
});

test('the colonies PDF downloaded by a responsable in Catalan has Catalan headings', async ({ page }) => {
  try {
    await page.goto('/');
    await chooseLanguage(page, /Idioma: Español/, 'Català');
    await signIn(page, 'responsable');
    await acceptTermsThen(page, 'Tanca la sessió', 'Accepto les condicions');
    await page.getByRole('navigation', { name: 'Menú principal' }).getByRole('link', { name: 'Informes' }).click();
    await expect(page).toHaveURL(/\/informes$/);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: /informe de colònies/i }).first().click()]);
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'gatera-pdf-')), download.suggestedFilename());
    await download.saveAs(file);
    const text = await pdfText(fs.readFileSync(file));
    for (const heading of ['Informe de colònies felines', 'Ajuntament de', 'Generat el', 'Pàgina 1', 'Ubicació:', 'Codi', 'Esterilització']) expect(text).toContain(heading);
    expect(text).not.toContain('Informe de colonias felinas');
  } finally {
    await backToSpanish(page, 'responsable');
  }
});
