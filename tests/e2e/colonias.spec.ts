import { expect, test, type Page } from '@playwright/test';
import { badgeColor } from '../../src/domain/constants';
import { MAP } from '../../src/domain/constants';
import { expectNoSeriousA11yViolations, loginAs } from './support';

const NEW_COLONY = 'Colonia del Mirador E2E';
const RGB: Record<string, string> = {
  green: 'rgb(0, 128, 0)',
  yellow: 'rgb(255, 255, 0)',
  orange: 'rgb(255, 165, 0)',
  darkorange: 'rgb(255, 140, 0)',
  red: 'rgb(255, 0, 0)',
};

/** A call with the page's session token, when it has one. */
async function apiGet<T>(page: Page, path: string): Promise<T> {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const response = await page.request.get(path, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  expect(response.ok()).toBe(true);
  return (await response.json()) as T;
}

test.describe.configure({ mode: 'serial' });

test('admin creates a colony by clicking on the map, assigns the demo voluntario and opens «Ver Gatos»', async ({ page }) => {
  await loginAs(page, 'admin');
  await expect(page.getByRole('heading', { name: 'Gestión de Colonias' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Nuevo Gato' })).toHaveAttribute('href', '/crear-gato');
  await expect(page.getByRole('link', { name: 'Ver Mapa' })).toHaveAttribute('href', '/mapa');

  // Required fields first.
  await page.getByRole('button', { name: 'Crear Colonia' }).click();
  await expect(page.getByText('El nombre de la colonia es obligatorio')).toBeVisible();
  await expect(page.getByText('La ubicación de la colonia es obligatoria')).toBeVisible();

  await page.getByRole('textbox', { name: 'Nombre', exact: true }).fill(NEW_COLONY);
  await page.getByRole('textbox', { name: 'Ubicación', exact: true }).fill('Mirador de la Alameda');
  const picker = page.getByTestId('mapa-ubicacion').locator('.leaflet-container');
  await expect(picker).toBeVisible();
  await picker.click({ position: { x: 120, y: 90 } });
  await expect(page.getByLabel('Latitud')).not.toHaveValue('');
  await expect(page.getByLabel('Longitud')).not.toHaveValue('');
  await expect(page.getByTestId('mapa-ubicacion').locator('.leaflet-marker-icon')).toHaveCount(1);
  const latitude = Number(await page.getByLabel('Latitud').inputValue());
  const longitude = Number(await page.getByLabel('Longitud').inputValue());
  await page.getByRole('button', { name: 'Crear Colonia' }).click();
  await expect(page.getByText('Colonia creada exitosamente')).toBeVisible();

  const map = await apiGet<{ nombre: string; latitude: number; longitude: number }[]>(page, '/api/colonias/colonias/mapa/colonias');
  const created = map.find((c) => c.nombre === NEW_COLONY);
  expect(created).toBeDefined();
  expect(created!.latitude).toBeCloseTo(latitude, 5);
  expect(created!.longitude).toBeCloseTo(longitude, 5);

  // A duplicate name shows the server's detail.
  await page.getByRole('textbox', { name: 'Nombre', exact: true }).fill(NEW_COLONY);
  await page.getByRole('textbox', { name: 'Ubicación', exact: true }).fill('Otra');
  await page.getByRole('button', { name: 'Crear Colonia' }).click();
  await expect(page.getByText('Ya existe una colonia con ese nombre.')).toBeVisible();

  // Assign the demo voluntario: the button waits for both choices.
  const assign = page.getByRole('button', { name: 'Asignar Usuario' });
  await expect(assign).toBeDisabled();
  await page.getByRole('combobox', { name: 'Usuario' }).click();
  await page.getByRole('option', { name: /· voluntario \(Voluntario\)/ }).click();
  await expect(assign).toBeDisabled();
  const coloniaField = page.getByRole('combobox', { name: 'Colonia' });
  await coloniaField.fill('Mirador');
  // The options are the server's answer to what was typed: a click as that answer replaces them is lost, and a
  // person simply chooses again.
  await expect(async () => {
    if ((await coloniaField.inputValue()) !== NEW_COLONY) await page.getByRole('option', { name: NEW_COLONY }).click({ timeout: 2000 });
    await expect(coloniaField).toHaveValue(NEW_COLONY, { timeout: 1000 });
  }).toPass();
  await expect(assign).toBeEnabled();
  await assign.click();
  await expect(page.getByText('Usuario asignado correctamente')).toBeVisible();
  await expect(assign).toBeDisabled();

  // 'Ver Gatos' opens the panel with the coloured badge, and closes it when pressed again.
  await page.getByLabel('Buscar por nombre o ubicación').fill('Catedral');
  // The list filters after a pause: the click waits for the filtered list, so its new rows cannot swallow it.
  await expect(page.getByRole('button', { name: /^Ver Gatos de / })).toHaveCount(1);
  const verGatos = page.getByRole('button', { name: 'Ver Gatos de Colonia de la Catedral' });
  await verGatos.click();
  await expect(verGatos).toHaveAttribute('aria-expanded', 'true');
  const panel = page.getByTestId('panel-gatos');
  await expect(panel.getByRole('heading', { name: 'Gatos de Colonia de la Catedral' })).toBeVisible();
  const colonias = await apiGet<{ id: number; nombre: string }[]>(page, '/api/colonias/colonias/?q=Catedral');
  const stats = await apiGet<{ porcentaje_esterilizados: number; total_gatos: number }>(page, `/api/colonias/colonias/${colonias[0].id}/esterilizados`);
  expect(stats.total_gatos).toBeGreaterThan(0);
  const badge = panel.getByTestId('badge-esterilizados');
  const expected = badgeColor(stats.porcentaje_esterilizados);
  await expect(badge).toHaveAttribute('data-color', expected);
  await expect(badge).toHaveCSS('background-color', RGB[expected]);
  await expect(panel.getByRole('list', { name: 'Gatos de Colonia de la Catedral' }).getByRole('listitem')).toHaveCount(Math.min(stats.total_gatos, 20));
  await expect(panel).toBeInViewport();
  await verGatos.click();
  await expect(panel).toHaveCount(0);

  // An empty colony says so.
  await page.getByLabel('Buscar por nombre o ubicación').fill('Mirador');
  await page.getByRole('button', { name: `Ver Gatos de ${NEW_COLONY}` }).click();
  await expect(page.getByText('No hay gatos registrados en esta colonia.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('the voluntario sees the new colony under Mis Colonias, with its cats panel', async ({ page }) => {
  await loginAs(page, 'voluntario');
  // The voluntario lands on /hoy; Mis Colonias stays first in the menu.
  await page.getByRole('navigation', { name: 'Menú principal' }).getByRole('link', { name: 'Mis Colonias' }).click();
  await expect(page.getByRole('heading', { name: 'Mis Colonias' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Mis Colonias' });
  await expect(table.getByRole('rowheader', { name: NEW_COLONY })).toBeVisible();
  await expect(table.getByRole('rowheader', { name: 'Colonia de la Catedral' })).toBeVisible();
  await expect(table.getByRole('rowheader', { name: 'Colonia del Castillo' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Crear Colonia' })).toHaveCount(0);
  await page.getByRole('button', { name: `Ver Gatos de ${NEW_COLONY}` }).click();
  await expect(page.getByText('No hay gatos registrados en esta colonia.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('anonymous visitors search a colony on /mapa and the map zooms to it', async ({ page }) => {
  await page.goto('/mapa');
  await expect(page.getByRole('heading', { name: 'Mapa de Colonias' })).toBeVisible();
  const container = page.getByTestId('mapa-colonias').locator('.leaflet-container');
  await expect(container).toHaveAttribute('data-zoom', String(MAP.initialZoom));
  const colonias = await apiGet<{ nombre: string; ubicacion: string | null; latitude: number; longitude: number }[]>(page, '/api/colonias/colonias/mapa/colonias');
  const target = colonias.find((c) => c.nombre === 'Colonia Ribera del Henares')!;

  const search = page.getByRole('combobox', { name: 'Buscar colonia...' });
  await search.fill('ribera');
  const listbox = page.getByRole('listbox');
  await expect(listbox.getByRole('option')).toHaveText(['Colonia Ribera del Henares']);
  const maxHeight = await listbox.evaluate((element) => getComputedStyle(element).maxHeight);
  expect(maxHeight).toBe(`${MAP.searchDropdownMaxHeight}px`);

  // A click outside closes the list.
  await page.getByRole('heading', { name: 'Mapa de Colonias' }).click();
  await expect(page.getByRole('listbox')).toHaveCount(0);

  await search.click();
  await search.fill('RIBERA');
  await page.getByRole('option', { name: 'Colonia Ribera del Henares' }).click();
  await expect(container).toHaveAttribute('data-zoom', String(MAP.pickedZoom));
  expect(Number(await container.getAttribute('data-lat'))).toBeCloseTo(target.latitude, 4);
  expect(Number(await container.getAttribute('data-lng'))).toBeCloseTo(target.longitude, 4);
  await expect(search).toHaveValue('');
  await expect(page.getByRole('listbox')).toHaveCount(0);

  // The marker's popup shows the name and the location (tiles cannot load here; markers still do).
  const marker = page.getByRole('button', { name: 'Colonia Ribera del Henares' });
  const popup = page.locator('.leaflet-popup-content');
  // The cluster plugin animates the markers apart after the zoom; click once they have settled.
  await expect(async () => {
    if (!(await popup.isVisible())) await marker.click();
    await expect(popup).toBeVisible({ timeout: 1000 });
  }).toPass();
  await expect(popup).toContainText('Colonia Ribera del Henares');
  await expect(popup).toContainText(target.ubicacion ?? 'Ubicación no disponible');
  await expectNoSeriousA11yViolations(page);
});

test('/graficos shows one bar per colony', async ({ page }) => {
  await page.goto('/graficos');
  await expect(page.getByRole('heading', { name: 'Gráficos de Gatos por Colonia' })).toBeVisible();
  const data = await apiGet<{ colonia: string; gatos: number }[]>(page, '/api/informes/informes/datos/colonias');
  const chart = page.getByTestId('grafico-colonias');
  await expect(chart.locator('.MuiBarChart-root, svg').first()).toBeVisible();
  await expect(chart.locator('.MuiBarChart-element')).toHaveCount(data.length);
  await expect(chart.getByText('Número de Gatos')).toBeVisible();
  for (const record of data) await expect(chart.getByText(record.colonia, { exact: true })).toBeVisible();
  const ticks = await chart.locator('.MuiChartsAxis-directionX .MuiChartsAxis-tickLabel').allTextContents();
  expect(ticks.length).toBeGreaterThan(1);
  for (const tick of ticks.filter(Boolean)) expect(tick).toMatch(/^\d+$/);
  await expectNoSeriousA11yViolations(page);
});

test('Personas Asignadas: filters by colony name and pages 5 at a time', async ({ page }) => {
  await loginAs(page, 'admin');
  await page.getByRole('link', { name: 'Registro Voluntarios' }).first().click();
  await expect(page).toHaveURL(/\/registrovoluntarios$/);
  await expect(page.getByRole('heading', { name: 'Personas Asignadas a Colonias' }).first()).toBeVisible();
  const entries = await apiGet<{ colony_nombre: string | null }[]>(page, '/api/colonias/asignaciones/');
  expect(entries.length).toBeGreaterThan(5);
  // Body rows: the header row has column headers and no cells.
  const rows = page.getByRole('table', { name: 'Personas asignadas' }).getByRole('row').filter({ has: page.getByRole('cell') });
  const previous = page.getByRole('button', { name: 'Anterior' });
  const next = page.getByRole('button', { name: 'Siguiente' });
  await expect(rows).toHaveCount(5);
  await expect(page.getByText('Página 1', { exact: true })).toBeVisible();
  await expect(previous).toBeDisabled();
  await expect(next).toBeEnabled();

  await next.click();
  await expect(page.getByText('Página 2', { exact: true })).toBeVisible();
  await expect(previous).toBeEnabled();

  // A filter change goes back to page 1.
  const search = page.getByPlaceholder('Buscar por nombre de colonia...');
  await search.fill('ALAMEDA');
  await expect(page.getByText('Página 1', { exact: true })).toBeVisible();
  const alameda = entries.filter((e) => e.colony_nombre?.toLowerCase().includes('alameda'));
  await expect(rows).toHaveCount(alameda.length);
  await expect(next).toBeDisabled();
  await expect(previous).toBeDisabled();

  await search.fill('');
  const select = page.getByRole('combobox', { name: 'Colonia' });
  await expect(select).toHaveText('-- Filtrar por colonia --');
  await select.click();
  await page.getByRole('option', { name: 'Colonia del Castillo' }).click();
  await expect(rows).toHaveCount(entries.filter((e) => e.colony_nombre === 'Colonia del Castillo').length);
  await expect(rows.first()).toContainText('Colonia del Castillo');

  await search.fill('no existe ninguna');
  await expect(page.getByText('No hay personas que coincidan.')).toBeVisible();
  await expect(next).toBeDisabled();
  await expect(previous).toBeDisabled();
  await expectNoSeriousA11yViolations(page);
});
