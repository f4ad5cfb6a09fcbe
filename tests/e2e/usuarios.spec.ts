import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations, loginAs, loginWith, outboxMessagesTo, submitLogin, waitForResetLink } from './support';

test.describe.configure({ mode: 'serial' });

test('admin creates an account with a password, changes its role and deactivates it; the account can no longer log in', async ({ page, browser }) => {
  await loginAs(page, 'admin');
  await page.getByRole('link', { name: 'Usuarios' }).first().click();
  await expect(page).toHaveURL(/\/usuarios$/);
  await expect(page.getByRole('heading', { name: 'Usuarios', level: 1 })).toBeVisible();

  await page.getByRole('button', { name: 'Crear usuario' }).click();
  await expect(page.getByText('Por favor ingresa un correo válido.')).toBeVisible();

  await page.getByLabel('Nombre de usuario').fill('nuria.vidal');
  await page.getByLabel('Correo electrónico').fill('nuria.vidal@ayto.es');
  await page.getByLabel('Nombre y apellidos').fill('Nuria Vidal');
  await page.getByRole('combobox', { name: 'Rol', exact: true }).click();
  await page.getByRole('option', { name: 'Ciudadano registrado' }).click();
  await page.getByLabel('Establecerla ahora').check();
  await page.getByLabel('Contraseña inicial').fill('corta');
  await page.getByRole('button', { name: 'Crear usuario' }).click();
  await expect(page.getByText('La contraseña debe tener al menos 8 caracteres')).toBeVisible();
  await page.getByLabel('Contraseña inicial').fill('Clave-Nuria-2025');
  await page.getByRole('button', { name: 'Crear usuario' }).click();
  await expect(page.getByText('Usuario creado correctamente')).toBeVisible();

  await page.getByLabel('Buscar usuario').fill('nuria');
  const card = page.getByRole('table', { name: 'Usuarios' }).getByRole('row').filter({ hasText: 'nuria.vidal' });
  await expect(card).toContainText('Nuria Vidal');
  await expect(card).toContainText('Activo');

  await card.getByRole('combobox', { name: 'Rol de nuria.vidal' }).click();
  await page.getByRole('option', { name: 'Voluntario' }).click();
  await expect(page.getByRole('dialog')).toContainText('¿Cambiar el rol de nuria.vidal a Voluntario?');
  await page.getByRole('dialog').getByRole('button', { name: 'Cambiar rol' }).click();
  await expect(page.getByText('Rol cambiado correctamente')).toBeVisible();
  await expect(card.getByRole('combobox', { name: 'Rol de nuria.vidal' })).toHaveText('Voluntario');

  // Desactivar and Reactivar are in the row's menu ('Acciones de nuria.vidal').
  await card.getByRole('button', { name: 'Acciones de nuria.vidal' }).click();
  await page.getByRole('menuitem', { name: 'Desactivar' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Desactivar' }).click();
  await expect(page.getByText('Usuario desactivado correctamente')).toBeVisible();
  await expect(card).toContainText('Desactivado');
  await expectNoSeriousA11yViolations(page);

  const other = await browser.newPage();
  await submitLogin(other, 'nuria.vidal', 'Clave-Nuria-2025');
  await expect(other.getByText('La cuenta está desactivada. Contacta con el administrador.')).toBeVisible();
  await other.close();

  await card.getByRole('button', { name: 'Acciones de nuria.vidal' }).click();
  await page.getByRole('menuitem', { name: 'Reactivar' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Reactivar' }).click();
  await expect(card).toContainText('Activo');
});

test('an invited account sets its password through the e-mailed link', async ({ page }) => {
  await loginAs(page, 'admin');
  await page.goto('/usuarios');
  await page.getByLabel('Nombre de usuario').fill('tomas.gil');
  await page.getByLabel('Correo electrónico').fill('tomas.gil@ayto.es');
  await page.getByRole('combobox', { name: 'Rol', exact: true }).click();
  await page.getByRole('option', { name: 'Veterinario' }).click();
  const seen = outboxMessagesTo('tomas.gil@ayto.es').length;
  await page.getByRole('button', { name: 'Crear usuario' }).click();
  await expect(page.getByText('Usuario creado: se le ha enviado por correo un enlace para elegir su contraseña')).toBeVisible();
  const link = await waitForResetLink('tomas.gil@ayto.es', seen);
  await page.getByRole('button', { name: 'Cerrar', exact: true }).click();

  await page.goto(link);
  await page.getByLabel('Nueva contraseña').fill('Clave-Tomas-2025');
  await page.getByLabel('Confirmar contraseña').fill('Clave-Tomas-2025');
  await page.getByRole('button', { name: 'Restablecer contraseña' }).click();
  await expect(page.getByText('Contraseña restablecida con éxito. Puedes iniciar sesión.')).toBeVisible();
  await loginWith(page, 'tomas.gil', 'Clave-Tomas-2025');
  await expect(page).toHaveURL(/\/gatos$/);
});

test('the Usuarios screen is for admin only', async ({ page }) => {
  await loginAs(page, 'responsable');
  await expect(page.getByRole('link', { name: 'Usuarios' })).toHaveCount(0);
  await page.goto('/usuarios');
  await expect(page).toHaveURL(/\/no-autorizado$/);
});

test('Gestión de Voluntarios assigns an activity and lists the volunteers with their colonies', async ({ page }) => {
  await loginAs(page, 'responsable');
  await page.getByRole('link', { name: 'Voluntarios', exact: true }).first().click();
  await expect(page).toHaveURL(/\/voluntarios$/);
  await expect(page.getByRole('heading', { name: 'Gestión de Voluntarios' })).toBeVisible();

  const list = page.getByRole('table', { name: 'Lista de Voluntarios' });
  await expect(list.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'voluntario', exact: true }) })).toContainText('Colonia de la Alameda');
  await expect(list.getByRole('row').filter({ hasText: 'maria.lopez' })).toContainText('Colonia del Castillo');

  await page.getByRole('button', { name: 'Asignar Actividad' }).click();
  await expect(page.getByText('La descripción de la actividad es obligatoria')).toBeVisible();
  await expect(page.getByText('Debe seleccionar un voluntario')).toBeVisible();

  await page.getByLabel(/Descripción de la Actividad/).fill('Revisar los comederos del Castillo');
  const select = page.getByRole('combobox', { name: /Voluntario/ });
  await expect(select).toHaveText('Seleccione un voluntario');
  await select.click();
  await page.getByRole('option', { name: 'maria.lopez' }).click();
  await page.getByRole('button', { name: 'Asignar Actividad' }).click();
  await expect(page.getByText('Actividad asignada exitosamente')).toBeVisible();
  await expect(page.getByLabel(/Descripción de la Actividad/)).toHaveValue('');
  await expect(page.getByRole('list', { name: 'Actividades asignadas' })).toContainText('Revisar los comederos del Castillo');
  await expectNoSeriousA11yViolations(page);
});

test('usuario and veterinario read the colony listing, without management', async ({ page }) => {
  await loginAs(page, 'veterinario');
  await page.getByRole('link', { name: 'Listado de Colonias' }).first().click();
  await expect(page).toHaveURL(/\/colonias-listado$/);
  await expect(page.getByRole('heading', { name: 'Listado de Colonias', level: 1 })).toBeVisible();
  // Every colony, the demo's eight among them (other browser tests may have added more).
  const listing = page.getByRole('table', { name: 'Listado de Colonias' });
  for (const nombre of ['Colonia de la Alameda', 'Colonia de la Catedral', 'Colonia del Castillo']) {
    await expect(listing.getByRole('rowheader', { name: nombre })).toBeVisible();
  }
  expect(await listing.getByRole('rowheader').count()).toBeGreaterThanOrEqual(8);
  await expect(page.getByRole('button', { name: /Ver Gatos/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Crear Colonia' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Cerrar', exact: true }).click();

  // A citizen's listing holds the colonies assigned to them (the demo usuario: la Alameda).
  await loginAs(page, 'usuario');
  await page.goto('/colonias-listado');
  const table = page.getByRole('table', { name: 'Listado de Colonias' });
  await expect(table.getByRole('rowheader')).toHaveText(['Colonia de la Alameda']);
  await expect(page.getByRole('button', { name: /Ver Gatos/ })).toHaveCount(0);
});

test('the colony screen works on a 375 px phone', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await loginAs(page, 'admin');
  await expect(page.getByRole('heading', { name: 'Gestión de Colonias' })).toBeVisible();
  const cards = page.getByRole('list', { name: 'Gestión de Colonias' });
  // The first page of colonies (10 per page), the demo's eight among them; other browser tests may add more.
  await expect(cards.getByRole('button', { name: 'Ver Gatos de Colonia de la Alameda' })).toBeVisible();
  expect(await cards.getByRole('listitem').count()).toBeGreaterThanOrEqual(8);
  await cards.getByRole('button', { name: 'Ver Gatos de Colonia de la Alameda' }).click();
  await expect(page.getByTestId('badge-esterilizados')).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
