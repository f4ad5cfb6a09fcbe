/**
 * Clinic days in the browser: a responsable adds a clinic and a day, books it
 * to full and sees the next booking refused in Spanish; the demo's vet
 * records the outcomes of their clinic's day; the dashboard shows the day
 * full; a responsable corrects and removes a clinic and a day. The pages pass
 * axe.
 */
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations, loginAs } from './support';

const unique = (prefix: string) => `${prefix} ${Date.now().toString(36)}`;

function inDays(days: number): string {
  const date = new Date(Date.now() + days * 86_400_000);
  return date.toISOString().slice(0, 10);
}

async function choose(page: Page, scope: ReturnType<Page['getByRole']>, label: string, option: string): Promise<void> {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('a responsable books a clinic day to full and the next booking is refused in Spanish', async ({ page }) => {
  await loginAs(page, 'responsable');
  await page.goto('/jornadas');
  await expect(page.getByRole('heading', { name: 'Jornadas', exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const clinica = unique('Clínica de prueba');
  const proveedor = page.getByRole('region', { name: 'Nuevo proveedor veterinario' });
  await proveedor.getByLabel('Nombre de la clínica').fill(clinica);
  await proveedor.getByLabel('Dirección').fill('Calle del Cardenal Mendoza, 3');
  await proveedor.getByLabel('Número de colegiado').fill('GU-9001');
  await proveedor.getByRole('button', { name: 'Añadir proveedor' }).click();
  await expect(page.getByText('Proveedor añadido')).toBeVisible();

  const nueva = page.getByRole('region', { name: 'Nueva jornada' });
  await choose(page, nueva, 'Clínica', clinica);
  await nueva.getByLabel('Fecha').fill(inDays(20));
  await nueva.getByLabel('Capacidad (plazas)').fill('3');
  await nueva.getByRole('button', { name: 'Crear jornada' }).click();
  await expect(page.getByText('Jornada creada')).toBeVisible();

  const row = page.getByRole('region', { name: 'Jornadas', exact: true }).getByRole('row').filter({ hasText: clinica });
  await expect(row).toContainText('3');
  await row.getByRole('link').click();
  await expect(page).toHaveURL(/\/jornadas\/\d+$/);
  await expect(page.getByRole('heading', { name: new RegExp(`Jornada del .* en ${clinica}`) })).toBeVisible();

  const reservar = page.getByRole('region', { name: 'Reservar plaza' });
  const reservas = page.getByRole('region', { name: 'Gatos reservados' });
  await choose(page, reservar, 'Colonia', 'Colonia de la Catedral');
  await choose(page, reservar, 'Sexo', 'Hembra');
  await reservar.getByRole('button', { name: 'Reservar' }).click();
  await expect(page.getByText('Plaza reservada')).toBeVisible();
  await expect(reservas.getByRole('row').filter({ hasText: 'Sin identificar, a capturar en Colonia de la Catedral' })).toHaveCount(1);

  await choose(page, reservar, 'Sexo', 'Macho');
  await reservar.getByRole('button', { name: 'Reservar' }).click();
  await expect(reservas.getByRole('row')).toHaveCount(3);
  // 2 + 1 slots of 3: the day is full, a male (1 slot) no longer fits.
  await reservar.getByRole('button', { name: 'Reservar' }).click();
  await expect(reservar.getByRole('alert')).toHaveText('La jornada está completa: no quedan plazas libres suficientes para esta reserva.');
  await expect(reservas.getByRole('row')).toHaveCount(3);
  await expect(page.getByText('Plazas libres', { exact: true }).locator('..')).toContainText('0');
  await expectNoSeriousA11yViolations(page);

  // The dashboard shows the day full among the coming ones.
  await page.goto('/panel');
  const cifras = page.getByRole('region', { name: 'Cifras de las jornadas' });
  const [anio, mes, dia] = inDays(20).split('-');
  await expect(cifras.getByRole('listitem').filter({ hasText: clinica })).toHaveText(`${dia}/${mes}/${anio}, ${clinica}: 0 de 3 plazas libres`);
  await expect(cifras).toContainText('de los gatos operados con prueba de FeLV/FIV');
  await expectNoSeriousA11yViolations(page);
});

test('the vet records the outcome of their clinic’s past day; a chip read that may be owned blocks «operated»', async ({ page }) => {
  await loginAs(page, 'veterinario');
  await page.goto('/jornadas');
  const rows = page.getByRole('region', { name: 'Jornadas', exact: true }).getByRole('row').filter({ hasText: 'Clínica Veterinaria Henares' });
  // Coming days first, then the past one.
  await expect(rows).toHaveCount(2);
  await rows.nth(1).getByRole('link').click();
  await expect(page).toHaveURL(/\/jornadas\/\d+$/);
  const reservas = page.getByRole('region', { name: 'Gatos reservados' });
  const withOutcome = (outcome: string) => reservas.getByRole('row').filter({ has: page.getByRole('cell', { name: outcome, exact: true }) });
  await expect(withOutcome('Operado')).toHaveCount(1);
  await expect(withOutcome('No operado')).toHaveCount(1);
  await expectNoSeriousA11yViolations(page);

  const gato = 'Sin identificar, a capturar en Colonia San Roque';
  await reservas.getByRole('button', { name: `Registrar el resultado de ${gato}` }).click();
  const dialog = page.getByRole('dialog', { name: `Resultado de ${gato}` });
  await dialog.getByLabel('Nombre del gato nuevo').fill('Nieve de San Roque');
  await dialog.getByRole('textbox', { name: 'Microchip' }).fill('941000024680135');
  await choose(page, dialog, 'Implantado o leído', 'Leído');
  await dialog.getByRole('button', { name: 'Comprobar el microchip' }).click();
  await expect(dialog.getByText('Posible gato con propietario: consulte el registro de identificación antes de intervenir.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Guardar resultado' }).click();
  await expect(dialog.getByRole('alert').last()).toContainText('Registre la comprobación antes de marcarlo como operado.');

  await dialog.getByLabel('Operado').uncheck();
  await dialog.getByLabel('Por qué no se operó').fill('Posible gato con propietario: pendiente de consultar el registro');
  await dialog.getByRole('button', { name: 'Guardar resultado' }).click();
  await expect(page.getByText('Resultado registrado')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(reservas.getByRole('row').filter({ hasText: 'Nieve de San Roque' })).toContainText('No operado');
});

test('a responsable corrects a clinic’s address and a day’s capacity, then removes the day and the clinic', async ({ page }) => {
  await loginAs(page, 'responsable');
  await page.goto('/jornadas');
  const clinica = unique('Clínica a corregir');
  const proveedor = page.getByRole('region', { name: 'Nuevo proveedor veterinario' });
  await proveedor.getByLabel('Nombre de la clínica').fill(clinica);
  await proveedor.getByLabel('Dirección').fill('Calle Mayr, 3');
  await proveedor.getByLabel('Número de colegiado').fill('GU-9002');
  await proveedor.getByRole('button', { name: 'Añadir proveedor' }).click();
  await expect(page.getByText('Proveedor añadido')).toBeVisible();

  const proveedores = page.getByRole('region', { name: 'Proveedores veterinarios' });
  await proveedores.getByRole('button', { name: `Editar ${clinica}` }).click();
  const editar = page.getByRole('dialog', { name: `Editar ${clinica}` });
  await editar.getByLabel('Dirección').fill('Calle Mayor, 3');
  await expectNoSeriousA11yViolations(page);
  await editar.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(editar).toBeHidden();
  await expect(proveedores.getByRole('row').filter({ hasText: clinica })).toContainText('Calle Mayor, 3');

  const nueva = page.getByRole('region', { name: 'Nueva jornada' });
  await choose(page, nueva, 'Clínica', clinica);
  await nueva.getByLabel('Fecha').fill(inDays(25));
  await nueva.getByLabel('Capacidad (plazas)').fill('4');
  await nueva.getByRole('button', { name: 'Crear jornada' }).click();
  await expect(page.getByText('Jornada creada')).toBeVisible();
  await page.getByRole('region', { name: 'Jornadas', exact: true }).getByRole('row').filter({ hasText: clinica }).getByRole('link').click();
  const reservar = page.getByRole('region', { name: 'Reservar plaza' });
  await choose(page, reservar, 'Colonia', 'Colonia de la Catedral');
  await choose(page, reservar, 'Sexo', 'Hembra');
  await reservar.getByRole('button', { name: 'Reservar' }).click();
  await expect(page.getByText('Plaza reservada')).toBeVisible();

  // A female takes 2 slots: 1 is refused with the server's reason, 2 is saved.
  await page.getByRole('button', { name: 'Editar la jornada' }).click();
  const dia = page.getByRole('dialog', { name: 'Editar la jornada' });
  await dia.getByLabel('Capacidad (plazas)').fill('1');
  await dia.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(dia.getByRole('alert')).toHaveText('La capacidad no puede ser menor que las plazas ya reservadas en la jornada.');
  await dia.getByLabel('Capacidad (plazas)').fill('2');
  await dia.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(dia).toBeHidden();
  await expect(page.getByText('Capacidad (plazas)', { exact: true }).locator('..')).toContainText('2');

  await page.getByRole('button', { name: 'Eliminar la jornada' }).click();
  const confirmar = page.getByRole('dialog', { name: 'Eliminar la jornada' });
  await expect(confirmar).toContainText('Se anulará su reserva y ese gato podrá reservarse en otra jornada.');
  await confirmar.getByRole('button', { name: 'Eliminar' }).click();
  await expect(page).toHaveURL(/\/jornadas$/);
  await expect(page.getByText('Jornada eliminada')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Jornadas', exact: true }).getByRole('row').filter({ hasText: clinica })).toHaveCount(0);

  await proveedores.getByRole('button', { name: `Eliminar ${clinica}` }).click();
  await page.getByRole('dialog', { name: 'Eliminar el proveedor' }).getByRole('button', { name: 'Eliminar' }).click();
  await expect(page.getByText('Proveedor eliminado')).toBeVisible();
  await expect(proveedores.getByRole('row').filter({ hasText: clinica })).toHaveCount(0);
});
