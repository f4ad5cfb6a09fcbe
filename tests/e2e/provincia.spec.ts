/**
 * The province's screens in a real browser against the real server: the
 * dashboard (figures per municipality with their sum, the map of every
 * colony without tiles) and the municipalities (list, creation form, edition),
 * each checked by axe-core. Signs in with the province's demo account.
 */
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations, loginAs } from './support';

test.beforeEach(async ({ page }) => {
  // The tiles cannot load here: the screens must stand without them.
  await page.route(/tile|openstreetmap/, (route) => route.abort());
  await loginAs(page, 'provincia');
});

test('/provincia: the figures of each municipality and their sum, the map of the colonies, and axe', async ({ page }) => {
  const table = page.getByRole('table', { name: 'Cifras por municipio' });
  await expect(table.getByRole('rowheader').first()).toBeVisible();
  await expect(table.getByRole('rowheader', { name: /^Total \(\d+ municipios?\)$/ })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Mapa de las colonias de todos los municipios' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('/municipios: the list, the creation form and one edition pass axe', async ({ page }) => {
  await page.goto('/municipios');
  const list = page.getByRole('table', { name: 'Municipios' });
  await expect(list.getByRole('link').first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('link', { name: 'Nuevo municipio' }).click();
  await expect(page).toHaveURL(/\/municipios\/create$/);
  await page.getByRole('button', { name: 'Crear municipio' }).click();
  await expect(page.getByText('Este campo es obligatorio').first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.goBack();
  const first = list.getByRole('link').first();
  const name = (await first.innerText()).trim();
  await first.click();
  await expect(page.getByRole('heading', { name, exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
