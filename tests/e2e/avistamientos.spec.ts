/**
 * Citizens' sightings in the browser: an anonymous visitor reports a litter
 * with the keyboard (the point typed, no map tiles needed) and a photo, gets
 * the tracking code and follows it; a responsable opens the sighting (exact
 * point, photo) and turns it into a census of a colony with a public answer;
 * the visitor sees the decision and the answer. axe-core checks each page.
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import sharp from 'sharp';
import { expectNoSeriousA11yViolations, loginAs } from './support';

async function anonymousPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  return context.newPage();
}

test('a citizen reports a sighting and follows it by code; a responsable turns it into a census entry', async ({ page, browser }) => {
  const visitor = await anonymousPage(browser);
  await visitor.goto('/avistamiento');
  await expect(visitor.getByRole('heading', { name: 'Avisar de un gato', level: 1 })).toBeVisible();
  await expectNoSeriousA11yViolations(visitor);
  const descripcion = `Cuatro crías junto al lavadero ${Date.now().toString(36)}`;
  await visitor.getByRole('radio', { name: 'Camada' }).check();
  await visitor.getByRole('textbox', { name: 'Latitud' }).fill('41.0690');
  await visitor.getByRole('textbox', { name: 'Longitud' }).fill('-2.6421');
  await visitor.getByRole('textbox', { name: 'Descripción breve' }).fill(descripcion);
  const photo = await sharp({ create: { width: 1200, height: 900, channels: 3, background: { r: 120, g: 90, b: 60 } } }).jpeg().toBuffer();
  await visitor.getByLabel('Foto (opcional)').setInputFiles({ name: 'camada.jpg', mimeType: 'image/jpeg', buffer: photo });
  await visitor.getByRole('button', { name: 'Enviar aviso' }).click();
  const received = visitor.getByText(/Aviso recibido\. Tu código de seguimiento es A-[2-9A-Z]{4}-[2-9A-Z]{4}\./);
  await expect(received).toBeVisible();
  const codigo = /A-[2-9A-Z]{4}-[2-9A-Z]{4}/.exec((await received.textContent()) ?? '')![0];

  await visitor.getByRole('link', { name: 'Ver el seguimiento' }).click();
  const result = visitor.getByRole('region', { name: `Aviso ${codigo}` });
  await expect(result).toContainText('Camada');
  await expect(result).toContainText('Pendiente');
  await expect(result).toContainText('Todavía no hay respuesta pública.');
  // Only the rounded area: never the point typed, nor the description.
  await expect(result).not.toContainText('41.069,');
  await expect(result).not.toContainText(descripcion);
  await expectNoSeriousA11yViolations(visitor);

  await loginAs(page, 'responsable');
  await page.goto('/avistamientos');
  const table = page.getByRole('table', { name: 'Avistamientos' });
  const row = table.getByRole('row').filter({ hasText: codigo });
  await expect(row).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await row.getByRole('rowheader', { name: codigo }).click();
  await expect(page.getByRole('heading', { level: 2, name: codigo })).toBeVisible();
  await expect(page.getByRole('article')).toContainText('Camada');
  await expect(page.getByRole('article')).toContainText('41.069, -2.6421');
  const img = page.getByRole('img', { name: `Foto del avistamiento ${codigo}` });
  await expect(img).toBeVisible();
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.naturalWidth)).toBe(1200);
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Decidir' }).click();
  const dialog = page.getByRole('dialog', { name: `Decidir sobre el avistamiento ${codigo}` });
  await dialog.getByRole('combobox', { name: 'Convertir en' }).click();
  await page.getByRole('option', { name: 'Censo de la colonia' }).click();
  await dialog.getByRole('combobox', { name: 'Colonia' }).click();
  await page.getByRole('option', { name: 'Colonia de la Catedral' }).click();
  await dialog.getByRole('spinbutton', { name: 'Gatos vistos' }).fill('9');
  await dialog.getByRole('spinbutton', { name: 'Crías' }).fill('4');
  await dialog.getByRole('textbox', { name: /Respuesta pública/ }).fill('Gracias: hemos contado la colonia y sus crías.');
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Guardar decisión' }).click();
  await expect(page.getByText('Decisión guardada.')).toBeVisible();
  await expect(page.getByRole('article')).toContainText('Censo de la colonia');
  await expect(page.getByRole('button', { name: 'Decidir' })).toHaveCount(0);

  await visitor.reload();
  await expect(result).toContainText('Aceptado');
  await expect(result).toContainText('Gracias: hemos contado la colonia y sus crías.');
});
