/**
 * The programme's money in the browser: a responsable prices a new clinic,
 * operates a cat on its clinic day, invoices that act at a price other than
 * the list's, finds it on the demo grant's surgery line with its invoice, and
 * downloads the justification pack (PDF, CSV and the invoices' ZIP). The
 * act is today's, inside the grant's year. The pages pass axe.
 */
import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations, loginAs } from './support';

const unique = (prefix: string) => `${prefix} ${Date.now().toString(36)}`;
/** Spain's date: clinic days take bookings and outcomes by it. */
const hoy = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid' }).format(new Date());
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n', 'latin1');

async function choose(page: Page, scope: ReturnType<Page['getByRole']>, label: string, option: string): Promise<void> {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('a responsable prices a clinic, invoices its clinic day’s act and downloads the grant’s justification pack', async ({ page }) => {
  const clinica = unique('Clínica del Doncel');
  const numero = unique('FD').replace(' ', '-');
  const fecha = hoy();
  await loginAs(page, 'responsable');
  await page.goto('/jornadas');

  const proveedor = page.getByRole('region', { name: 'Nuevo proveedor veterinario' });
  await proveedor.getByLabel('Nombre de la clínica').fill(clinica);
  await proveedor.getByLabel('Dirección').fill('Plaza del Doncel, 1');
  await proveedor.getByLabel('Número de colegiado').fill('GU-7001');
  await proveedor.getByRole('button', { name: 'Añadir proveedor' }).click();
  await expect(page.getByText('Proveedor añadido')).toBeVisible();

  // Its price list: a female's surgery at 66,12 € + 21 % VAT = 80,01 €.
  await page.getByRole('button', { name: `Precios de ${clinica}`, exact: true }).click();
  const precios = page.getByRole('dialog', { name: `Precios de ${clinica}` });
  await choose(page, precios, 'Acto', 'Esterilización de hembra');
  await precios.getByLabel('Precio sin IVA (€)').fill('66,12');
  await precios.getByLabel('IVA (%)').fill('21');
  await precios.getByLabel('Desde').fill(`${fecha.slice(0, 4)}-01-01`);
  await precios.getByRole('button', { name: 'Añadir precio' }).click();
  await expect(page.getByText('Precio añadido')).toBeVisible();
  await expect(precios.getByRole('row', { name: /Esterilización de hembra/ })).toContainText('80,01');
  await expectNoSeriousA11yViolations(page);
  await precios.getByRole('button', { name: 'Cerrar', exact: true }).last().click();
  await expect(precios).toBeHidden();

  // Today's clinic day: a female to trap, booked and operated.
  const nueva = page.getByRole('region', { name: 'Nueva jornada' });
  await choose(page, nueva, 'Clínica', clinica);
  await nueva.getByLabel('Fecha').fill(fecha);
  await nueva.getByLabel('Capacidad (plazas)').fill('2');
  await nueva.getByRole('button', { name: 'Crear jornada' }).click();
  await expect(page.getByText('Jornada creada')).toBeVisible();
  await page.getByRole('region', { name: 'Jornadas', exact: true }).getByRole('row').filter({ hasText: clinica }).getByRole('link').click();
  const reservar = page.getByRole('region', { name: 'Reservar plaza' });
  await choose(page, reservar, 'Colonia', 'Colonia de la Catedral');
  await choose(page, reservar, 'Sexo', 'Hembra');
  await reservar.getByRole('button', { name: 'Reservar' }).click();
  await expect(page.getByText('Plaza reservada')).toBeVisible();
  const gato = 'Sin identificar, a capturar en Colonia de la Catedral';
  await page.getByRole('region', { name: 'Gatos reservados' }).getByRole('button', { name: `Registrar el resultado de ${gato}` }).click();
  const resultado = page.getByRole('dialog', { name: `Resultado de ${gato}` });
  const nombre = unique('Doncella');
  await resultado.getByLabel('Nombre del gato nuevo').fill(nombre);
  await choose(page, resultado, 'Sexo encontrado', 'Hembra');
  await resultado.getByRole('button', { name: 'Guardar resultado' }).click();
  await expect(page.getByText('Resultado registrado')).toBeVisible();

  // The invoice pays that act at 84,70 €, not the list's 80,01 €.
  await page.goto('/facturas');
  await page.getByRole('button', { name: 'Nueva factura' }).click();
  const factura = page.getByRole('dialog', { name: 'Nueva factura' });
  await choose(page, factura, 'Proveedor', clinica);
  await factura.getByLabel('Número de la factura').fill(numero);
  await factura.getByLabel('Fecha').fill(fecha);
  await factura.getByLabel('Base imponible (€)').fill('70,00');
  await factura.getByLabel('IVA (%)').fill('21');
  await expect(factura.getByRole('status')).toContainText('84,70');
  await factura.getByLabel('PDF de la factura').setInputFiles({ name: 'factura.pdf', mimeType: 'application/pdf', buffer: PDF });
  const acto = factura.getByRole('checkbox', { name: new RegExp(`Esterilización de hembra, .*: ${nombre}`) });
  await acto.check();
  const importe = factura.getByRole('textbox', { name: new RegExp(`Importe \\(€\\) de Esterilización de hembra, .*: ${nombre}`) });
  await expect(importe).toHaveValue('80,01');
  await importe.fill('84,70');
  await expectNoSeriousA11yViolations(page);
  await factura.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Factura registrada')).toBeVisible();

  // The demo grant's surgery line took the act by itself, with its invoice and the invoiced amount.
  await page.goto('/subvenciones');
  await page.getByRole('row', { name: new RegExp(`DIP-CER-${fecha.slice(0, 4)}/017`) }).getByRole('rowheader').click();
  await expect(page).toHaveURL(/\/subvenciones\/\d+$/);
  const cirugia = page.getByRole('region', { name: 'Esterilización quirúrgica' });
  await expect(cirugia.getByRole('row').filter({ hasText: numero })).toContainText('84,70');
  await expectNoSeriousA11yViolations(page);

  const descargar = async (boton: string) => {
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: boton }).click()]);
    return download;
  };
  const pdf = await descargar('Cuenta justificativa (PDF)');
  expect(pdf.suggestedFilename()).toMatch(/\.pdf$/);
  const csv = await descargar('Cuenta justificativa (CSV)');
  expect(csv.suggestedFilename()).toMatch(/\.csv$/);
  const texto = fs.readFileSync(await csv.path(), 'utf8');
  expect(texto).toContain(numero);
  expect(texto).toContain('84,70');
  const zip = await descargar('Facturas (ZIP)');
  expect(zip.suggestedFilename()).toMatch(/\.zip$/);
});
