/**
 * The neighbours' pages in the browser: a usuario files a complaint and sees
 * its code; an anonymous visitor tracks it; the responsable resolves it with a
 * public answer; the visitor sees the answer. An anonymous visitor asks to
 * adopt a cat; the responsable marks the request adopted and the cat leaves the
 * gallery.
 */
import fs from 'node:fs';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { DEMO_PASSWORD, expectNoSeriousA11yViolations, loginAs } from './support';

/** A visitor with no session (a fresh browser context). */
async function anonymousPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  return context.newPage();
}

test('a complaint is tracked by its code, and the council public answer reaches the visitor', async ({ page, browser }) => {
  await loginAs(page, 'usuario');
  await page.goto('/mis-quejas');
  const form = page.getByRole('region', { name: 'Nueva queja' });
  const descripcion = `Gatos en el solar ${Date.now().toString(36)}`;
  await form.getByLabel('Descripción').fill(descripcion);
  await form.getByRole('button', { name: 'Registrar queja' }).click();
  const confirmation = form.getByRole('status').filter({ hasText: 'Tu código de seguimiento es' });
  await expect(confirmation).toBeVisible();
  const codigo = /Q-[2-9A-Z]{4}-[2-9A-Z]{4}/.exec((await confirmation.textContent()) ?? '')?.[0];
  expect(codigo).toBeTruthy();
  await expect(page.getByRole('region', { name: 'Mis quejas' }).getByRole('row').filter({ hasText: descripcion })).toContainText(codigo!);

  const visitor = await anonymousPage(browser);
  await visitor.goto('/seguimiento');
  await expect(visitor.getByRole('heading', { name: 'Seguimiento de quejas', level: 1 })).toBeVisible();
  await visitor.getByLabel('Código de seguimiento').fill(codigo!.toLowerCase());
  await visitor.getByRole('button', { name: 'Consultar' }).click();
  const result = visitor.getByRole('region', { name: `Estado de la queja ${codigo}` });
  await expect(result).toContainText('Pendiente');
  await expect(result).toContainText('Todavía no hay respuesta pública.');
  await expect(result).not.toContainText(descripcion);
  await expectNoSeriousA11yViolations(visitor);

  await visitor.getByLabel('Código de seguimiento').fill('Q-2222-2222');
  await visitor.getByRole('button', { name: 'Consultar' }).click();
  await expect(visitor.getByText('No hay ninguna queja con ese código de seguimiento')).toBeVisible();

  const staff = await anonymousPage(browser);
  await loginAs(staff, 'responsable');
  await staff.goto('/quejas');
  const list = staff.getByRole('region', { name: 'Todas las quejas' });
  await list.getByLabel('Buscar por código').fill(codigo!);
  await list.getByRole('button', { name: 'Buscar' }).click();
  const row = list.getByRole('row').filter({ hasText: descripcion });
  await expect(row).toBeVisible();
  await expect(list.getByRole('row')).toHaveCount(2);
  await row.getByRole('button', { name: /^Acciones de/ }).click();
  await staff.getByRole('menuitem', { name: 'Resolver' }).click();
  const dialog = staff.getByRole('dialog', { name: 'Resolver la queja' });
  await dialog.getByLabel('Respuesta pública (visible en el seguimiento)').fill('La colonia se ha trasladado a un lugar adecuado.');
  await dialog.getByRole('button', { name: 'Sí, resolver' }).click();
  await expect(staff.getByText('Queja marcada como resuelta')).toBeVisible();

  await visitor.goto(`/seguimiento?codigo=${codigo}`);
  await expect(result).toContainText('Resuelta');
  await expect(result).toContainText('La colonia se ha trasladado a un lugar adecuado.');
});

test('a visitor asks to adopt a cat; the responsable marks it adopted and the cat leaves the gallery', async ({ page, browser }) => {
  const visitor = await anonymousPage(browser);
  await visitor.goto('/adopciones');
  await expect(visitor.getByRole('heading', { name: 'Gatos en adopción', level: 1 })).toBeVisible();
  const first = visitor.getByRole('article').first();
  await expect(first).toBeVisible();
  const nombre = ((await first.getByRole('heading', { level: 2 }).textContent()) ?? '').trim();
  expect(nombre).not.toBe('');
  await expect(first).toContainText('Barrio:');
  await expect(first).not.toContainText(/\d{15}/);
  await expectNoSeriousA11yViolations(visitor);

  await first.getByRole('button', { name: `Quiero adoptar a ${nombre}` }).click();
  const dialog = visitor.getByRole('dialog', { name: `Solicitar la adopción de ${nombre}` });
  await dialog.getByLabel('Tu nombre').fill('Marta Familia Adoptante');
  await dialog.getByLabel('Correo electrónico').fill('marta.adoptante@correo.es');
  await dialog.getByLabel('Cuéntanos sobre tu hogar').fill('Casa con jardín y experiencia con gatos.');
  await dialog.getByRole('button', { name: 'Enviar solicitud' }).click();
  await expect(dialog.getByText('Debes aceptar la política de privacidad para enviar la solicitud.')).toBeVisible();
  await dialog.getByLabel('He leído y acepto la política de privacidad').check();
  await expectNoSeriousA11yViolations(visitor);
  await dialog.getByRole('button', { name: 'Enviar solicitud' }).click();
  await expect(visitor.getByText('Solicitud enviada. El ayuntamiento se pondrá en contacto contigo.')).toBeVisible();

  await loginAs(page, 'responsable');
  await page.goto('/adopciones/solicitudes');
  await expect(page.getByRole('heading', { name: 'Solicitudes de adopción' }).first()).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: 'Marta Familia Adoptante' });
  await expect(row).toContainText(nombre);
  await expectNoSeriousA11yViolations(page);
  await row.getByRole('button', { name: new RegExp(`^Acciones de ${nombre} · `) }).click();
  await page.getByRole('menuitem', { name: 'Marcar como: Adoptado' }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirmar la adopción' });
  await confirm.getByRole('button', { name: 'Sí, adoptado' }).click();
  await expect(page.getByText('Solicitud actualizada')).toBeVisible();
  await expect(row).toContainText('Adoptado');

  await visitor.reload();
  await expect(visitor.getByRole('heading', { name: 'Gatos en adopción', level: 1 })).toBeVisible();
  await expect(visitor.getByRole('article').first()).toBeVisible();
  await expect(visitor.getByRole('heading', { name: nombre, level: 2, exact: true })).toHaveCount(0);
});

test('a signed-in person downloads their data; the privacy page says how to use each right', async ({ page }) => {
  await loginAs(page, 'usuario');
  await page.goto('/cambiar-contrasena');
  const card = page.getByRole('region', { name: 'Mis datos personales' });
  const download = page.waitForEvent('download');
  await card.getByRole('button', { name: 'Descargar mis datos' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^mis-datos-gatera-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(fs.readFileSync((await file.path())!, 'utf8'));
  expect(data.cuenta.username).toBe('usuario');
  expect(Array.isArray(data.quejas)).toBe(true);
  await expectNoSeriousA11yViolations(page);

  await page.goto('/politica-privacidad');
  await expect(page.getByText(/Acceso y portabilidad: .*«Descargar mis datos»/)).toBeVisible();
  await expect(page.getByText(/Supresión: pide en .* que se anonimice tu cuenta/)).toBeVisible();
});

test('the admin anonymises an account: its name and e-mail leave the list and it can no longer sign in', async ({ page, request }) => {
  await loginAs(page, 'admin');
  const login = await request.post('/api/auth/login', { data: { username: 'admin', password: DEMO_PASSWORD } });
  const { access_token: token } = (await login.json()) as { access_token: string };
  const username = `borrable.${Date.now().toString(36)}`;
  const created = await request.post('/api/usuarios/', {
    headers: { Authorization: `Bearer ${token}` },
    data: { username, email: `${username}@correo.es`, nombre: 'Persona Borrable', role: 'usuario', password: 'Clave-Borrable-2025' },
  });
  expect(created.status()).toBe(200);
  const { id } = (await created.json()) as { id: number };

  await page.goto('/usuarios');
  await page.getByLabel('Buscar usuario').fill(username);
  await page.getByRole('button', { name: `Anonimizar: ${username}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Anonimizar la cuenta' });
  await expect(dialog).toContainText(username);
  await dialog.getByRole('button', { name: 'Anonimizar' }).click();
  await expect(page.getByText('Cuenta anonimizada')).toBeVisible();
  await page.getByLabel('Buscar usuario').fill(`anonimo-${id}`);
  await expect(page.getByText(`anonimo-${id}@anonimizado.invalid`)).toBeVisible();
  await expect(page.getByText('Persona Borrable')).toHaveCount(0);
  await page.getByLabel('Buscar usuario').fill(username);
  await expect(page.getByRole('button', { name: `Anonimizar: ${username}` })).toHaveCount(0);
  const again = await request.post('/api/auth/login', { data: { username, password: 'Clave-Borrable-2025' } });
  expect(again.status()).toBe(401);
});

test('the responsable downloads the microchip register and a certificate from /informes', async ({ page }) => {
  await loginAs(page, 'responsable');
  await page.goto('/informes');
  const registro = page.getByRole('region', { name: 'Registro de identificación (microchips)' });
  await expect(registro).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  const download = page.waitForEvent('download');
  await registro.getByRole('button', { name: 'Descargar registro (CSV)' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^registro_identificacion_\d{4}-\d{2}-\d{2}\.csv$/);
  const bytes = fs.readFileSync((await file.path())!);
  expect(bytes.subarray(0, 3).equals(Buffer.from([0xef, 0xbb, 0xbf]))).toBe(true);
  const [header, first] = bytes.toString('utf8').slice(1).split('\r\n');
  expect(header).toBe('Microchip;Especie;Nombre;Sexo;Raza;Edad aproximada;Esterilizado;Fecha de esterilización;Fecha de identificación;Titular;NIF del titular;Domicilio del titular;Colonia;Ubicación de la colonia');
  const microchip = first.split(';')[0];
  expect(microchip).toMatch(/^\d{15}$/);

  const certificado = page.getByRole('region', { name: 'Certificado de esterilización e identificación' });
  await certificado.getByLabel('Microchip (15 dígitos)').fill(microchip);
  const pdf = page.waitForEvent('download');
  await certificado.getByRole('button', { name: 'Descargar certificado (PDF)' }).click();
  expect((await pdf).suggestedFilename()).toBe(`certificado_${microchip}.pdf`);
});
