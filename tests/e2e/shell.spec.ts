/** The client shell in a real browser against the real server with demo data. */
import { expect, test, type Page } from '@playwright/test';
import { ACCOUNT_ROLES, GUARDED_ROUTES, HOME_BY_ROLE, MENUS } from '../../src/domain/roles';
import { AUTH_MESSAGES, GENERAL_MESSAGES } from '../../src/domain/messages';
import { EMAIL_MESSAGE, PASSWORD_MESSAGES } from '../../src/domain/validation';
import { demoEmail } from '../../src/domain/demo';
import { acceptTermsIfShown, loginAs, loginWith, outboxMessagesTo, submitLogin, waitForResetLink } from './support';
import { spanishText } from '../../src/domain/i18n';

/** Extra seeded accounts (same demo password) that no other spec signs in with. */
const FRESH_FOR_TERMS = 'javier.ortega';
const FRESH_FOR_TERMS_FAILURE = 'maria.lopez';
const FRESH_FOR_RESET = 'elena.ruiz';

const concretePath = (pattern: string) => pattern.replace(/:[^/]+/g, '1');

function mainMenu(page: Page) {
  return page.getByRole('navigation', { name: 'Menú principal' }).getByRole('link');
}

test.describe('sesión, términos y menús', () => {
  for (const role of ACCOUNT_ROLES) {
    test(`${role}: entra, acepta los términos, llega a su inicio y ve exactamente su menú`, async ({ page }) => {
      await loginAs(page, role);
      expect(new URL(page.url()).pathname).toBe(HOME_BY_ROLE[role]);
      await expect(mainMenu(page)).toHaveText(MENUS[role].map((entry) => spanishText(entry.label)));
      for (const [index, entry] of MENUS[role].entries()) await expect(mainMenu(page).nth(index)).toHaveAttribute('href', entry.path);
    });
  }

  test('quien no ha aceptado los términos ve la pantalla de términos en lugar de la aplicación; al aceptar, continúa', async ({ page }) => {
    await submitLogin(page, FRESH_FOR_TERMS, 'Gatera-Demo-2025');
    await expect(page.getByRole('heading', { name: 'Términos de uso de la demo' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Menú principal' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Acepto los términos' }).click();
    await expect(page).toHaveURL(/\/hoy$/);
    await expect(mainMenu(page)).toHaveText(MENUS.voluntario.map((entry) => spanishText(entry.label)));
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? 'null'));
    expect(stored.accepted_demo_terms).toBe(true);
  });

  test('si aceptar los términos falla, avisa con el mensaje original y no entra', async ({ page }) => {
    await page.route('**/api/auth/accept-demo-terms', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"detail":"x"}' }));
    await submitLogin(page, FRESH_FOR_TERMS_FAILURE, 'Gatera-Demo-2025');
    await page.getByRole('button', { name: 'Acepto los términos' }).click();
    await expect(page.getByRole('alert')).toHaveText(spanishText(AUTH_MESSAGES.termsFailed));
    await expect(page.getByRole('heading', { name: 'Términos de uso de la demo' })).toBeVisible();
  });

  test('sin token en el momento de aceptar, también avisa', async ({ page }) => {
    await submitLogin(page, FRESH_FOR_TERMS_FAILURE, 'Gatera-Demo-2025');
    await expect(page.getByRole('button', { name: 'Acepto los términos' })).toBeVisible();
    await page.evaluate(() => localStorage.removeItem('token'));
    await page.getByRole('button', { name: 'Acepto los términos' }).click();
    await expect(page.getByRole('alert')).toHaveText(spanishText(AUTH_MESSAGES.termsFailed));
  });

  test('al recargar, una sesión sin términos aceptados se borra', async ({ page }) => {
    await submitLogin(page, FRESH_FOR_TERMS_FAILURE, 'Gatera-Demo-2025');
    await expect(page.getByRole('button', { name: 'Acepto los términos' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('button', { name: 'Acepto los términos' })).toHaveCount(0);
    expect(await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('user')])).toEqual([null, null]);
  });

  test('credenciales incorrectas: mensaje en español y sin sesión', async ({ page }) => {
    await submitLogin(page, 'admin', 'no-es-la-clave');
    await expect(page.getByRole('alert')).toHaveText(spanishText(AUTH_MESSAGES.loginFailed));
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });

  test("'Cerrar' borra el token y el usuario y una ruta protegida vuelve a llevar al inicio", async ({ page }) => {
    await loginAs(page, 'admin');
    await page.getByRole('button', { name: 'Cerrar', exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
    expect(await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('user')])).toEqual([null, null]);
    await page.goto('/colonias');
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe('acceso a las rutas', () => {
  test('sin sesión, cada ruta protegida lleva a la ruta de inicio', async ({ page }) => {
    for (const route of GUARDED_ROUTES) {
      await page.goto(concretePath(route.path));
      await expect(page, route.path).toHaveURL(/\/$/);
      await expect(page.getByRole('link', { name: 'Descubre cómo mejorar la gestión municipal' })).toBeVisible();
    }
  });

  test('un rol equivocado va a /no-autorizado en cada ruta que no le corresponde', async ({ page }) => {
    await loginAs(page, 'usuario');
    for (const route of GUARDED_ROUTES.filter((r) => !r.roles.includes('usuario'))) {
      await page.goto(concretePath(route.path));
      await expect(page, route.path).toHaveURL(/\/no-autorizado$/);
    }
    await expect(page.getByRole('heading', { name: spanishText(GENERAL_MESSAGES.unauthorizedTitle) })).toBeVisible();
    await expect(page.getByText(spanishText(GENERAL_MESSAGES.unauthorizedText))).toBeVisible();
    await expect(page.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', '/');
  });

  test('el rol correcto abre la ruta (aunque la pantalla aún no exista muestra el marco)', async ({ page }) => {
    await loginAs(page, 'veterinario');
    for (const route of GUARDED_ROUTES.filter((r) => r.roles.includes('veterinario'))) {
      await page.goto(concretePath(route.path));
      await expect(page, route.path).toHaveURL(new RegExp(`${concretePath(route.path)}$`));
      await expect(mainMenu(page)).toHaveText(MENUS.veterinario.map((entry) => spanishText(entry.label)));
    }
  });

  test('una dirección desconocida muestra «Página no encontrada»', async ({ page }) => {
    await page.goto('/no-existe-esta-pagina');
    await expect(page.getByRole('heading', { name: 'Página no encontrada' })).toBeVisible();
  });
});

test.describe('contraseñas', () => {
  test('restablecer una contraseña de principio a fin a través del correo', async ({ page }) => {
    const email = demoEmail(FRESH_FOR_RESET);
    await page.goto('/solicitar-recuperacion');
    await page.getByLabel('Correo electrónico').fill('no es un correo');
    await page.getByRole('button', { name: 'Enviar enlace' }).click();
    await expect(page.getByText(spanishText(EMAIL_MESSAGE))).toBeVisible();

    const seen = outboxMessagesTo(email).length;
    await page.getByLabel('Correo electrónico').fill(email);
    await page.getByRole('button', { name: 'Enviar enlace' }).click();
    await expect(page.getByRole('status').filter({ hasText: spanishText(AUTH_MESSAGES.requestOk) })).toBeVisible();
    await expect(page.getByLabel('Correo electrónico')).toHaveValue('');
    const link = await waitForResetLink(email, seen);

    await page.goto(link);
    const nueva = page.getByLabel('Nueva contraseña');
    const confirmar = page.getByLabel('Confirmar contraseña');
    const enviar = page.getByRole('button', { name: 'Restablecer contraseña' });
    const cases: [string, string][] = [
      ['corta', spanishText(PASSWORD_MESSAGES.length)],
      ['sinmayusculas1!', spanishText(PASSWORD_MESSAGES.uppercase)],
      ['SinNumeros!', spanishText(PASSWORD_MESSAGES.digit)],
      ['SinEspecial1', spanishText(PASSWORD_MESSAGES.special)],
    ];
    for (const [password, message] of cases) {
      await nueva.fill(password);
      await confirmar.fill(password);
      await enviar.click();
      await expect(page.getByText(message)).toBeVisible();
    }
    await nueva.fill('Nueva-Clave-2025');
    await confirmar.fill('Otra-Clave-2025');
    await enviar.click();
    await expect(page.getByText(spanishText(PASSWORD_MESSAGES.mismatch))).toBeVisible();

    await confirmar.fill('Nueva-Clave-2025');
    const sent = Date.now();
    await enviar.click();
    await expect(page.getByRole('status').filter({ hasText: spanishText(AUTH_MESSAGES.resetOk) })).toBeVisible();
    await expect(page).toHaveURL(/\/login$/, { timeout: 8000 });
    expect(Date.now() - sent).toBeGreaterThanOrEqual(2900);

    await loginWith(page, FRESH_FOR_RESET, 'Nueva-Clave-2025');
    await expect(page).toHaveURL(/\/mis-gatos$/);

    // The link is used up.
    await page.getByRole('button', { name: 'Cerrar', exact: true }).click();
    await page.goto(link);
    await nueva.fill('Otra-Nueva-2025!');
    await confirmar.fill('Otra-Nueva-2025!');
    await enviar.click();
    await expect(page.getByRole('alert').filter({ hasText: spanishText(AUTH_MESSAGES.resetFailed) })).toBeVisible();
  });

  test('cambiar la contraseña: mensajes, campos vacíos tras el éxito, la sesión sigue y la nueva clave vale', async ({ page }) => {
    await loginWith(page, FRESH_FOR_TERMS_FAILURE, 'Gatera-Demo-2025');
    await page.getByRole('link', { name: 'Cambiar contraseña' }).click();
    await expect(page).toHaveURL(/\/cambiar-contrasena$/);
    const actual = page.getByLabel('Contraseña actual');
    const nueva = page.getByLabel('Nueva contraseña');
    const confirmar = page.getByLabel('Confirmar contraseña');
    const enviar = page.getByRole('button', { name: 'Cambiar contraseña' });

    await actual.fill('Gatera-Demo-2025');
    await nueva.fill('admin');
    await confirmar.fill('admin');
    await enviar.click();
    await expect(page.getByText(spanishText(PASSWORD_MESSAGES.length))).toBeVisible();

    await actual.fill('No-Es-Mi-Clave-1');
    await nueva.fill('Cambiada-Clave-2025');
    await confirmar.fill('Cambiada-Clave-2025');
    await enviar.click();
    await expect(page.getByRole('alert').filter({ hasText: spanishText(AUTH_MESSAGES.changeFailed) })).toBeVisible();

    await actual.fill('Gatera-Demo-2025');
    await enviar.click();
    await expect(page.getByRole('status').filter({ hasText: spanishText(AUTH_MESSAGES.changeOk) })).toBeVisible();
    await expect(actual).toHaveValue('');
    await expect(nueva).toHaveValue('');
    await expect(confirmar).toHaveValue('');
    // The fresh token the API answered is the one stored: it still opens the account.
    const status = await page.evaluate(() =>
      fetch('/api/auth/me', { headers: { Authorization: `Bearer ${localStorage.getItem('token')}` } }).then((r) => r.status),
    );
    expect(status).toBe(200);

    await page.getByRole('button', { name: 'Cerrar', exact: true }).click();
    await submitLogin(page, FRESH_FOR_TERMS_FAILURE, 'Cambiada-Clave-2025');
    await acceptTermsIfShown(page);
    await expect(page).toHaveURL(/\/hoy$/);
  });

  test('un enlace sin token o con un token falso no restablece nada', async ({ page }) => {
    await page.goto('/resetear-contrasena');
    await expect(page.getByText(spanishText(AUTH_MESSAGES.invalidResetToken))).toBeVisible();
    await expect(page.getByRole('button', { name: 'Restablecer contraseña' })).toBeDisabled();
    await page.goto('/resetear-contrasena?token=falso');
    await page.getByLabel('Nueva contraseña').fill('Valida-Clave-2025');
    await page.getByLabel('Confirmar contraseña').fill('Valida-Clave-2025');
    await page.getByRole('button', { name: 'Restablecer contraseña' }).click();
    await expect(page.getByRole('alert').filter({ hasText: spanishText(AUTH_MESSAGES.resetFailed) })).toBeVisible();
  });
});
