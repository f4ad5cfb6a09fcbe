/**
 * The CER programme in the browser: a voluntario records a census on
 * a phone; the responsable reads a colony's estimate and history, opens the
 * dashboard, makes a campaign from the colonies below target and downloads the
 * annual report; the dashboard (with its colonies to count) passes axe.
 */
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations, loginAs } from './support';
import { hoyEnEspana } from '../../src/domain/cer';
import { formatDate } from '../../src/domain/validation';

test('a voluntario records a census of their colony on a 360 px phone', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await loginAs(page, 'voluntario');
  await page.goto('/mis-colonias');
  await page.getByRole('button', { name: 'Ver Gatos de Colonia de la Catedral' }).click();
  const cer = page.getByTestId('cer-colonia');
  await expect(cer.getByTestId('badge-cobertura')).toBeVisible();
  // The demo colony has censuses every two months: count them once they have arrived (the badge may come first).
  await expect(cer.getByTestId('censos-lista').getByRole('listitem').first()).toBeVisible();
  const before = await cer.getByTestId('censos-lista').getByRole('listitem').count();

  await cer.getByRole('button', { name: 'Registrar censo' }).click();
  const dialog = page.getByRole('dialog', { name: /Registrar censo · Colonia de la Catedral/ });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Fecha')).toHaveValue(hoyEnEspana());
  // Kittens cannot be more than the cats seen: the form says so, naming the field, and sends nothing.
  await dialog.getByLabel('Gatos vistos (con crías)').fill('3');
  await dialog.getByLabel(/^Crías/).fill('5');
  await dialog.getByRole('button', { name: 'Guardar censo' }).click();
  await expect(dialog.getByTestId('censo-error')).toContainText('«crias»');

  await dialog.getByLabel('Gatos vistos (con crías)').fill('14');
  await dialog.getByLabel(/^Crías/).fill('2');
  await dialog.getByLabel('Adultos con la oreja marcada').fill('9');
  await dialog.getByLabel('Observaciones').fill('Recuento al anochecer');
  const save = dialog.getByRole('button', { name: 'Guardar censo' });
  // Everything fits the phone's width and the button is a proper touch target.
  const box = (await save.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(360);
  expect(box.height).toBeGreaterThanOrEqual(40);
  await save.click();
  await expect(page.getByText('Censo guardado')).toBeVisible();
  await expect(dialog).toHaveCount(0);

  const list = cer.getByTestId('censos-lista');
  await expect(list.getByRole('listitem')).toHaveCount(before + 1);
  const newest = list.getByRole('listitem').first();
  await expect(newest).toContainText(formatDate(hoyEnEspana()));
  await expect(newest).toContainText('Gatos vistos (con crías): 14');
  await expect(newest).toContainText('Recuento al anochecer');
  await expect(cer.getByText(`Último censo: ${formatDate(hoyEnEspana())}`)).toBeVisible();
});

test('the responsable reads a colony estimate and history, plans a campaign from /panel and downloads the annual report', async ({ page }) => {
  await loginAs(page, 'responsable');
  // The colony list carries the coverage badge and the estimate beside the original columns.
  const row = page.getByRole('row').filter({ hasText: 'Colonia de la Alameda' });
  await expect(row.getByTestId('badge-cobertura')).toBeVisible();
  await expect(row.getByTestId('estimacion-cer')).toContainText(/≈ \d+ gatos/);

  await page.getByRole('button', { name: 'Ver Gatos de Colonia de la Alameda' }).click();
  const panel = page.getByTestId('panel-gatos');
  await expect(panel.getByTestId('badge-esterilizados')).toBeVisible();
  const cer = panel.getByTestId('cer-colonia');
  await expect(cer.getByTestId('estimacion-detalle')).toContainText(/Población estimada: \d+ gatos \(método (Chapman|Censo|Registro)\)/);
  const history = cer.getByRole('region', { name: 'Evolución en 24 meses' });
  await expect(history.locator('svg').first()).toBeVisible();
  await history.getByText('Datos de la evolución').click();
  const table = history.getByRole('table', { name: 'Datos de la evolución' });
  await expect(table.getByRole('row')).toHaveCount(25);
  await expect(table.getByRole('columnheader', { name: 'Esterilizaciones' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('link', { name: 'Panel' }).click();
  await expect(page).toHaveURL(/\/panel$/);
  await expect(page.getByRole('heading', { name: 'Panel del programa CER' })).toBeVisible();
  await expect(page.getByTestId('panel-colonias')).toHaveText('9');
  const ranked = page.getByTestId('panel-bajo-objetivo-tabla');
  const first = ranked.getByRole('row').nth(1).getByRole('link');
  const firstName = (await first.textContent())!;
  await first.click();
  await expect(page).toHaveURL(/\/colonias\?colonia=\d+/);
  await expect(page.getByRole('heading', { name: `Gatos de ${firstName}` })).toBeVisible();

  await page.goto('/panel');
  await page.getByRole('button', { name: 'Crear campaña con estas colonias' }).click();
  await expect(page.getByText(/Campaña creada con \d+ gatos sin esterilizar/)).toBeVisible();
  await expect(page).toHaveURL(/\/campanas$/);
  await expect(page.getByRole('row').filter({ hasText: `Campaña CER ${formatDate(hoyEnEspana())}` }).first()).toBeVisible();

  await page.getByRole('link', { name: 'Informes' }).click();
  const year = hoyEnEspana().slice(0, 4);
  const [pdf] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Descargar memoria CER (PDF)' }).click()]);
  expect(pdf.suggestedFilename()).toMatch(new RegExp(`^memoria_cer_${year}_\\d{4}-\\d{2}-\\d{2}\\.pdf$`));
  const fs = await import('node:fs');
  expect(fs.readFileSync((await pdf.path())!).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const [csv] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Descargar memoria CER (CSV)' }).click()]);
  expect(csv.suggestedFilename()).toMatch(/\.csv$/);
  const text = fs.readFileSync((await csv.path())!, 'utf8');
  expect(text.charCodeAt(0)).toBe(0xfeff);
  expect(text).toContain('Colonia de la Alameda;');
});

test('the dashboard passes axe with its data table open', async ({ page }) => {
  await loginAs(page, 'admin');
  await page.goto('/panel');
  await expect(page.getByRole('heading', { name: 'Panel del programa CER' })).toBeVisible();
  await expect(page.getByTestId('panel-serie').locator('svg').first()).toBeVisible();
  await page.getByText('Datos mensuales del programa').click();
  // The colonies to count: the demo's one colony never counted, first.
  const porCensar = page.getByTestId('panel-censo-obsoleto-tabla');
  await expect(porCensar.getByRole('row').nth(1)).toContainText('Sin censo');
  await expectNoSeriousA11yViolations(page);
});

test('the map popup shows the coverage and estimate to staff, not to anonymous visitors', async ({ page }) => {
  async function openPopup() {
    await page.goto('/mapa');
    const search = page.getByRole('combobox', { name: 'Buscar colonia...' });
    await search.fill('catedral');
    await page.getByRole('option', { name: 'Colonia de la Catedral' }).click();
    const marker = page.getByRole('button', { name: 'Colonia de la Catedral' });
    const popup = page.locator('.leaflet-popup-content');
    // The cluster plugin animates the markers apart after the zoom; click once they have settled.
    await expect(async () => {
      if (!(await popup.isVisible())) await marker.click();
      await expect(popup).toBeVisible({ timeout: 1000 });
    }).toPass();
    return popup;
  }
  const anonymous = await openPopup();
  await expect(anonymous).toContainText('Colonia de la Catedral');
  await expect(anonymous.getByTestId('badge-cobertura')).toHaveCount(0);

  await loginAs(page, 'responsable');
  const popup = await openPopup();
  await expect(popup.getByTestId('badge-cobertura')).toBeVisible();
  await expect(popup.getByTestId('estimacion-cer')).toContainText(/≈ \d+ gatos/);
});

test('the responsable records a litter with its mother on a colony, sees it listed and the dashboard counts it', async ({ page }) => {
  await loginAs(page, 'responsable');
  await page.goto('/panel');
  const thisYear = page.getByTestId('panel-camadas-tabla').getByRole('row', { name: new RegExp(`^${hoyEnEspana().slice(0, 4)}`) });
  const cells = thisYear.locator('td');
  await expect(cells.first()).toBeVisible();
  const [littersBefore, kittensBefore] = [Number(await cells.nth(0).textContent()), Number(await cells.nth(1).textContent())];

  await page.goto('/colonias');
  await page.getByRole('button', { name: 'Ver Gatos de Colonia de la Alameda' }).click();
  const section = page.getByTestId('panel-gatos').getByTestId('camadas-colonia');
  await section.getByRole('button', { name: 'Registrar camada' }).click();
  const dialog = page.getByRole('dialog', { name: /Registrar camada · Colonia de la Alameda/ });
  await expect(dialog.getByLabel('Fecha')).toHaveValue(hoyEnEspana());
  await dialog.getByLabel(/^Crías/).fill('3');
  await dialog.getByLabel('Adoptadas').fill('4');
  await dialog.getByRole('button', { name: 'Guardar camada' }).click();
  await expect(dialog.getByTestId('camada-error')).toContainText('no pueden sumar más que «crias»');
  await dialog.getByLabel('Adoptadas').fill('0');
  await dialog.getByLabel('En la colonia').fill('3');
  // The mother is searched by name among the colony's cats.
  await dialog.getByRole('combobox', { name: 'Madre' }).click();
  const option = page.getByRole('option').first();
  const madre = (await option.textContent())!.trim();
  await option.click();
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Guardar camada' }).click();
  await expect(dialog).toBeHidden();
  const item = section.getByTestId('camadas-lista').getByRole('listitem').filter({ hasText: `${formatDate(hoyEnEspana())} · 3 crías` });
  await expect(item).toContainText(`Madre: ${madre} · 3 en la colonia`);

  await page.goto('/panel');
  await expect(cells.nth(0)).toHaveText(String(littersBefore + 1));
  await expect(cells.nth(1)).toHaveText(String(kittensBefore + 3));
  await expectNoSeriousA11yViolations(page);
});
