/** The public pages of the shell: their texts, accessibility (axe-core) and the 375 px layout. */
import { expect, test, type Page } from '@playwright/test';
import { CONDICIONES_USO, POLITICA_PRIVACIDAD } from '../../src/domain/legal';
import { DEMO_ACCOUNTS } from '../../src/domain/demo';
import { MENUS } from '../../src/domain/roles';
import { GENERAL_MESSAGES } from '../../src/domain/messages';
import { expectNoSeriousA11yViolations, loginAs } from './support';
import { spanishText } from '../../src/domain/i18n';

const CONTACT_EMAIL = process.env.CONTACT_EMAIL ?? 'soporte@gatera.es';

const PUBLIC_PAGES = [
  '/',
  '/preview',
  '/quienes-somos',
  '/contacto',
  '/descubrenos',
  '/demo',
  '/condiciones-uso',
  '/politica-privacidad',
  '/no-autorizado',
  '/login',
  '/solicitar-recuperacion',
  '/resetear-contrasena?token=abc',
];

async function expectFrame(page: Page) {
  await expect(page.getByRole('link', { name: 'Gatera, ir al inicio' })).toBeVisible();
  const footer = page.getByRole('contentinfo');
  await expect(footer).toContainText('gestión municipal de colonias felinas');
  await expect(footer).toContainText('© 2025');
  const notice = page.getByTestId('demo-notice');
  await expect(notice).toContainText('demo de uso restringido');
  await expect(notice).toContainText('prohibido su uso operativo no autorizado');
  await expect(notice.getByRole('link', { name: CONTACT_EMAIL })).toHaveAttribute('href', `mailto:${CONTACT_EMAIL}`);
}

test.describe('páginas públicas', () => {
  for (const path of ['/', '/preview']) {
    test(`${path}: portada con enlaces, descripción, tres tarjetas y botón a /descubrenos`, async ({ page }) => {
      await page.goto(path);
      await expectFrame(page);
      await expect(page.getByRole('banner').getByRole('link', { name: 'Quiénes Somos' })).toHaveAttribute('href', '/quienes-somos');
      await expect(page.getByRole('banner').getByRole('link', { name: 'Contacto' })).toHaveAttribute('href', '/contacto');
      await expect(page.getByText('Gatera es la herramienta municipal para gestionar las colonias felinas')).toBeVisible();
      for (const title of ['Registro de Colonias', 'Campañas de Esterilización', 'Mediación Vecinal']) {
        await expect(page.getByRole('heading', { name: title })).toBeVisible();
      }
      await page.getByRole('link', { name: 'Descubre cómo mejorar la gestión municipal' }).click();
      await expect(page).toHaveURL(/\/descubrenos$/);
    });
  }

  test('/quienes-somos: texto y «Volver a Inicio» a /preview', async ({ page }) => {
    await page.goto('/quienes-somos');
    await expect(page.getByRole('heading', { name: 'Quiénes Somos', level: 1 })).toBeVisible();
    await expect(page.getByText('Ley 7/2023')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Volver a Inicio' })).toHaveAttribute('href', '/preview');
  });

  test('/contacto: enlace mailto a la dirección de contacto', async ({ page }) => {
    await page.goto('/contacto');
    await expect(page.getByRole('heading', { name: 'Contacto', level: 1 })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: CONTACT_EMAIL })).toHaveAttribute('href', `mailto:${CONTACT_EMAIL}`);
    await expect(page.getByRole('link', { name: 'Volver a Inicio' })).toHaveAttribute('href', '/preview');
  });

  test('/descubrenos: la infografía se carga', async ({ page }) => {
    await page.goto('/descubrenos');
    const image = page.getByRole('img', { name: /Cómo funciona Gatera/ });
    await expect(image).toBeVisible();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    const svg = await page.request.get(String(await image.getAttribute('src')));
    expect(svg.headers()['content-type']).toContain('image/svg+xml');
    expect(await svg.text()).toContain('Cómo funciona Gatera');
    await expect(page.getByRole('link', { name: 'Volver a Inicio' })).toBeVisible();
  });

  test('/demo: cuentas de la demo y «Acceder a la Demo» lleva a /login', async ({ page }) => {
    await page.goto('/demo');
    await expect(page.getByRole('heading', { name: 'Demo de Prueba' })).toBeVisible();
    for (const account of DEMO_ACCOUNTS) await expect(page.getByRole('cell', { name: account.username, exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Volver a Inicio' })).toBeVisible();
    await page.getByRole('link', { name: 'Acceder a la Demo' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('link', { name: '¿Has olvidado tu contraseña?' })).toHaveAttribute('href', '/solicitar-recuperacion');
  });

  test('/condiciones-uso: seis secciones, 29 de marzo de 2025 y el PDF con el mismo texto', async ({ page }) => {
    await page.goto('/condiciones-uso');
    await expect(page.getByRole('heading', { name: 'Condiciones de uso', level: 1 })).toBeVisible();
    await expect(page.getByText('Última actualización: 29 de marzo de 2025')).toBeVisible();
    await expect(page.getByRole('heading', { level: 2 })).toHaveText(CONDICIONES_USO.sections.map((s) => s.title));
    await expect(page.getByText(`escribe a ${CONTACT_EMAIL}`)).toBeVisible();
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Descargar en PDF' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('gatera-condiciones-de-uso.pdf');
    const bytes = await page.request.get(String(await page.getByRole('link', { name: 'Descargar en PDF' }).getAttribute('href')));
    expect(bytes.headers()['content-type']).toBe('application/pdf');
    expect((await bytes.body()).subarray(0, 5).toString()).toBe('%PDF-');
  });

  test('/politica-privacidad: siete secciones y 29 de marzo de 2025', async ({ page }) => {
    await page.goto('/politica-privacidad');
    await expect(page.getByRole('heading', { name: 'Política de privacidad', level: 1 })).toBeVisible();
    await expect(page.getByText('Última actualización: 29 de marzo de 2025')).toBeVisible();
    await expect(page.getByRole('heading', { level: 2 })).toHaveText(POLITICA_PRIVACIDAD.sections.map((s) => s.title));
  });

  test('/no-autorizado: título, texto y «Volver al inicio» a /', async ({ page }) => {
    await page.goto('/no-autorizado');
    await expect(page.getByRole('heading', { name: spanishText(GENERAL_MESSAGES.unauthorizedTitle) })).toBeVisible();
    await expect(page.getByText(spanishText(GENERAL_MESSAGES.unauthorizedText))).toBeVisible();
    await page.getByRole('link', { name: 'Volver al inicio' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});

test('ninguna página pública ni la cuenta escriben errores o avisos en la consola', async ({ page }) => {
  const messages: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') messages.push(`${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => messages.push(`${page.url()}: ${error.message}`));
  for (const path of PUBLIC_PAGES) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
  await loginAs(page, 'veterinario');
  // The home is an area screen (not the shell's): only the shell's own account page is checked.
  messages.length = 0;
  await page.goto('/cambiar-contrasena');
  await expect(page.getByRole('heading', { name: 'Cambiar la contraseña' })).toBeVisible();
  expect(messages).toEqual([]);
});

test.describe('accesibilidad (axe-core)', () => {
  for (const path of PUBLIC_PAGES) {
    test(`${path} no tiene infracciones graves ni críticas`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });
  }

  test('la pantalla de términos y el marco de la aplicación tampoco', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Usuario').fill('responsable');
    await page.getByLabel('Contraseña').fill('Gatera-Demo-2025');
    await page.getByRole('button', { name: 'Entrar' }).click();
    const accept = page.getByRole('button', { name: 'Acepto los términos' });
    await expect(accept.or(page.getByRole('button', { name: 'Cerrar', exact: true })).first()).toBeVisible();
    if (await accept.isVisible()) {
      await expectNoSeriousA11yViolations(page);
      await accept.click();
      // Leaving before the acceptance is stored would end the session (as on any reload).
      await expect(accept).toHaveCount(0);
    }
    await page.goto('/cambiar-contrasena');
    await expect(page.getByRole('heading', { name: 'Cambiar la contraseña' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('móvil (375 px)', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('el menú de la aplicación se pliega en un cajón y sigue llevando a cada pantalla', async ({ page }) => {
    await loginAs(page, 'admin');
    await expect(page.getByRole('navigation', { name: 'Menú principal' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Abrir el menú' }).click();
    const menu = page.getByRole('navigation', { name: 'Menú principal' }).getByRole('link');
    await expect(menu).toHaveText(MENUS.admin.map((entry) => spanishText(entry.label)));
    await menu.filter({ hasText: 'Gestión Backups' }).click();
    await expect(page).toHaveURL(/\/backup$/);
    await expect(page.getByRole('navigation', { name: 'Menú principal' })).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });

  for (const path of PUBLIC_PAGES) {
    test(`${path} cabe en 375 px sin desplazamiento horizontal`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Menú público' })).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Abrir el menú' })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    });
  }
});
