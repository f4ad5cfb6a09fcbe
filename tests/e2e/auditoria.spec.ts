import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations, loginAs } from './support';

test('an administrator reads who did what in the audit log, and filters it', async ({ page }) => {
  await loginAs(page, 'admin');
  await page.getByRole('link', { name: 'Auditoría' }).first().click();
  await expect(page).toHaveURL(/\/auditoria$/);
  await expect(page.getByRole('heading', { name: 'Registro de auditoría' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Registro de auditoría' });
  const row = table.getByRole('row').filter({ hasText: 'Aceptación de términos' }).filter({ hasText: 'admin' }).first();
  await expect(row).toBeVisible();
  await expect(row).toContainText(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}/);
  await expect(row).toContainText('Usuario n.º');

  await page.getByRole('combobox', { name: 'Acción' }).click();
  await page.getByRole('option', { name: 'Borrado' }).click();
  await expect(page.getByText('No hay operaciones registradas con esos filtros.')).toBeVisible();
  // The menu fades out (its options half transparent, hidden from the accessibility tree but still
  // drawn): check the page once they have left the document.
  await expect(page.locator('[role="option"]')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
});

test('the audit log is not for other roles', async ({ page }) => {
  await loginAs(page, 'responsable');
  await expect(page.getByRole('link', { name: 'Auditoría' })).toHaveCount(0);
  await page.goto('/auditoria');
  await expect(page).toHaveURL(/\/no-autorizado$/);
});

test('the audit dates are typed as dd/mm/aaaa', async ({ page }) => {
  await loginAs(page, 'admin');
  await page.goto('/auditoria');
  await page.getByLabel('Desde').fill('31/02/2025');
  await expect(page.getByText('Escribe la fecha como dd/mm/aaaa')).toBeVisible();
  await page.getByLabel('Desde').fill('01/01/2999');
  await expect(page.getByText('No hay operaciones registradas con esos filtros.')).toBeVisible();
});
