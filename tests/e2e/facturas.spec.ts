/**
 * The programme's money in the browser, on the demo: the clinic's prices in
 * their dialog, its invoice's page with the acts it pays and its PDF, and
 * its correction form with the acts it pays ticked; axe-core checks each.
 */
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations, loginAs } from './support';

const CLINICA = 'Clínica Veterinaria Henares';

test('staff read the demo clinic’s prices, open its invoice with its PDF, and its correction form ticks the acts it pays', async ({ page }) => {
  await loginAs(page, 'admin');
  await page.goto('/jornadas');
  await page.getByRole('button', { name: `Precios de ${CLINICA}`, exact: true }).click();
  const precios = page.getByRole('dialog', { name: `Precios de ${CLINICA}` });
  await expect(precios.getByRole('row')).toHaveCount(9);
  await expect(precios.getByRole('row', { name: /Esterilización de hembra/ })).toContainText('84,70');
  await expectNoSeriousA11yViolations(page);
  await precios.getByRole('button', { name: 'Cerrar', exact: true }).last().click();
  await expect(precios).toBeHidden();

  await page.goto('/facturas');
  const fila = page.getByRole('table', { name: 'Facturas' }).getByRole('row', { name: /HEN-/ });
  await fila.getByRole('rowheader').click();
  await expect(page).toHaveURL(/\/facturas\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: /^HEN-\d{4}-0417$/ })).toBeVisible();
  await expect(page.getByText(new RegExp(`Factura de ${CLINICA}`))).toBeVisible();
  const lineas = page.getByRole('table', { name: 'Actos que paga' });
  await expect(lineas.getByRole('row')).toHaveCount(4);
  const pdf = page.getByRole('link', { name: 'Descargar el PDF' });
  const respuesta = await page.request.get((await pdf.getAttribute('href'))!);
  expect(respuesta.headers()['content-type']).toBe('application/pdf');
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Editar', exact: true }).click();
  const edicion = page.getByRole('dialog', { name: /Editar la factura HEN-/ });
  await expect(edicion.getByRole('checkbox', { checked: true })).toHaveCount(3);
  await expect(edicion.getByRole('status')).toContainText('Total:');
  await expectNoSeriousA11yViolations(page);
  await edicion.getByRole('button', { name: 'Cancelar' }).click();
  await expect(edicion).toBeHidden();
});
