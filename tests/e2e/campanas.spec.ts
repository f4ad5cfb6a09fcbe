/**
 * Campaigns, partes and activities in the browser: as admin, create a
 * campaign, add three cats and see them in its panel; create a parte and an
 * activity for a cat picked by name; the forms' Spanish messages; phone width.
 */
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations, loginAs } from './support';

function unique(prefix: string): string {
  return `${prefix} ${Date.now().toString(36)}`;
}

async function pickFirstCat(page: Page, label: string, text: string): Promise<string> {
  const input = page.getByRole('combobox', { name: label });
  await input.fill(text);
  const option = page.getByRole('option').first();
  await expect(option).toBeVisible();
  const name = (await option.textContent()) ?? '';
  await option.click();
  return name;
}

test('admin creates a campaign, adds three cats and sees them in its panel', async ({ page }) => {
  await loginAs(page, 'admin');
  await page.goto('/campanas');
  await expect(page.getByRole('heading', { name: 'Campañas de Esterilización' })).toBeVisible();

  const nombre = unique('Campaña de prueba');
  const form = page.getByRole('region', { name: 'Nueva campaña' });
  await form.getByLabel('Nombre').fill(nombre);
  await form.getByLabel('Fecha de inicio').fill('01/03/2025');
  await form.getByLabel('Fecha de fin').fill('31/12/2025');
  await form.getByRole('combobox', { name: 'Estado' }).click();
  await page.getByRole('option', { name: 'En progreso' }).click();
  await expect(form.getByLabel('Gatos objetivo')).toHaveValue('0');
  await form.getByLabel('Gatos objetivo').fill('3');
  await form.getByRole('button', { name: 'Crear campaña' }).click();
  await expect(page.getByText('Campaña creada exitosamente')).toBeVisible();

  const list = page.getByRole('region', { name: 'Listado de campañas' });
  const row = list.getByRole('row').filter({ hasText: nombre });
  await expect(row).toContainText('01/03/2025');
  await expect(row).toContainText('31/12/2025');
  await row.getByRole('button', { name: `Ver gatos de ${nombre}` }).click();

  const panel = page.getByRole('region', { name: `Gatos de la campaña «${nombre}»` });
  await expect(panel).toBeVisible();
  await expect(panel.getByText('Esta campaña aún no tiene gatos.')).toBeVisible();
  // The view scrolls to the panel (after 200 ms) and its heading takes the focus.
  await expect(panel.getByRole('heading', { name: `Gatos de la campaña «${nombre}»` })).toBeFocused();
  await expect(panel).toBeInViewport();

  const added: string[] = [];
  for (let i = 0; i < 3; i++) {
    added.push(await pickFirstCat(page, 'Añadir gato (nombre o código)', '724'));
    await panel.getByRole('button', { name: 'Añadir a la campaña' }).click();
    await expect(page.getByText('Gato añadido a la campaña').first()).toBeVisible();
    await expect(panel.getByRole('listitem')).toHaveCount(i + 1);
  }
  await expect(panel.getByText('3 gatos en la campaña', { exact: false })).toBeVisible();
  for (const option of added) {
    await expect(panel.getByRole('link', { name: option.split(' (')[0], exact: true })).toBeVisible();
  }
  await expect(row).toContainText('de 3 esterilizados');

  // Removing asks first.
  const first = added[0].split(' (')[0];
  await panel.getByRole('button', { name: `Quitar a ${first} de la campaña` }).click();
  await expect(page.getByRole('dialog', { name: 'Quitar el gato de la campaña' })).toBeVisible();
  await page.getByRole('button', { name: 'Cancelar' }).click();
  await expect(panel.getByRole('listitem')).toHaveCount(3);

  await expectNoSeriousA11yViolations(page);
});

test('the campaign form says what is missing and refuses an end before the start', async ({ page }) => {
  await loginAs(page, 'responsable');
  await page.goto('/campanas');
  const form = page.getByRole('region', { name: 'Nueva campaña' });
  await form.getByRole('button', { name: 'Crear campaña' }).click();
  await expect(form.getByText('El nombre de la campaña es obligatorio')).toBeVisible();
  await expect(form.getByText('La fecha de inicio es obligatoria')).toBeVisible();
  await expect(form.getByText('El estado de la campaña es obligatorio')).toBeVisible();

  await form.getByLabel('Nombre').fill(unique('Fechas al revés'));
  await form.getByLabel('Fecha de inicio').fill('01/06/2025');
  await form.getByLabel('Fecha de fin').fill('01/05/2025');
  await form.getByRole('combobox', { name: 'Estado' }).click();
  await page.getByRole('option', { name: 'Planeada' }).click();
  await form.getByRole('button', { name: 'Crear campaña' }).click();
  await expect(form.getByText('La fecha de fin no puede ser anterior a la fecha de inicio.')).toBeVisible();
});

test('the veterinario reads campaigns and their cats but cannot create or change them', async ({ page }) => {
  await loginAs(page, 'veterinario');
  await page.goto('/campanas');
  await expect(page.getByRole('region', { name: 'Listado de campañas' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Nueva campaña' })).toHaveCount(0);
  const row = page.getByRole('row').filter({ hasText: 'Campaña CER primavera' });
  await row.getByRole('button', { name: /Ver gatos/ }).click();
  const panel = page.getByRole('region', { name: 'Gatos de la campaña «Campaña CER primavera»' });
  await expect(panel.getByRole('listitem').first()).toBeVisible();
  await expect(panel.getByRole('button', { name: /Quitar/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Editar/ })).toHaveCount(0);
});

test('admin creates a parte, pendiente by default or as chosen', async ({ page }) => {
  await loginAs(page, 'admin');
  await page.goto('/partes');
  const form = page.getByRole('region', { name: 'Nuevo parte' });
  await form.getByRole('button', { name: 'Crear parte' }).click();
  await expect(form.getByText('La descripción es obligatoria')).toBeVisible();

  const descripcion = unique('Revisar la caseta del parque');
  await form.getByLabel('Descripción').fill(descripcion);
  await expect(form.getByRole('combobox', { name: 'Estado' })).toHaveText('Pendiente');
  await form.getByRole('combobox', { name: 'Estado' }).click();
  await page.getByRole('option', { name: 'En progreso' }).click();
  await form.getByRole('button', { name: 'Crear parte' }).click();
  await expect(page.getByText('Parte creado exitosamente')).toBeVisible();
  const row = page.getByRole('region', { name: 'Listado de partes' }).getByRole('row').filter({ hasText: descripcion });
  await expect(row).toContainText('En progreso');
  // The form is empty again, with the default status.
  await expect(form.getByLabel('Descripción')).toHaveValue('');
  await expect(form.getByRole('combobox', { name: 'Estado' })).toHaveText('Pendiente');
  await expectNoSeriousA11yViolations(page);
});

test('an activity is recorded for a cat picked by name, not by id', async ({ page }) => {
  await loginAs(page, 'veterinario');
  await page.goto('/actividades');
  const form = page.getByRole('region', { name: 'Registrar actividad' });
  await form.getByRole('button', { name: 'Registrar actividad' }).click();
  await expect(form.getByText('El tipo de actividad es obligatorio')).toBeVisible();
  await expect(form.getByText('Debe seleccionar un gato')).toBeVisible();

  const descripcion = unique('Control de la herida');
  await form.getByLabel('Tipo de actividad').fill('Revisión');
  await form.getByLabel('Descripción').fill(descripcion);
  const picked = await pickFirstCat(page, 'Gato (nombre o código)', 'Bigotes');
  expect(picked).toMatch(/^Bigotes/);
  await form.getByRole('button', { name: 'Registrar actividad' }).click();
  await expect(page.getByText('Actividad registrada exitosamente')).toBeVisible();
  const row = page.getByRole('region', { name: 'Listado de actividades' }).getByRole('row').filter({ hasText: descripcion });
  await expect(row.getByRole('link', { name: /^Bigotes/ })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('the campaign list works on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await loginAs(page, 'admin');
  await page.goto('/campanas');
  const list = page.getByRole('list', { name: 'Campañas' });
  await expect(list.getByRole('listitem').first()).toBeVisible();
  await list.getByRole('listitem').filter({ hasText: 'Campaña CER primavera' }).getByRole('button', { name: /Ver gatos/ }).click();
  await expect(page.getByRole('region', { name: 'Gatos de la campaña «Campaña CER primavera»' })).toBeInViewport();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});
