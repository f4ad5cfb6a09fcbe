/**
 * The clerk's console: react-admin's lists (header sorting kept
 * after a reload, selection and bulk baja with undo), the header's cat search
 * by microchip, the cat's history, the demo notice only on a demo
 * installation, every staff list on a 375 px phone without sideways scroll,
 * and on a laptop a table wider than its column scrolls by itself, never the
 * page under the side menu.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { STAFF_AREAS, type Role, type Screen } from '../../src/domain/roles';
import { expectNoSeriousA11yViolations, loginAs } from './support';

interface ApiGato {
  id: number;
  nombre: string;
  codigo_identificacion: string | null;
  fecha_esterilizacion: string | null;
  activo: boolean;
}

async function api<T>(page: Page, url: string): Promise<T> {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const response = await page.request.get(url, { headers: { authorization: `Bearer ${token}` } });
  expect(response.ok(), url).toBe(true);
  return (await response.json()) as T;
}

/** A Spanish reader's order, the list's (docs/IDIOMAS.md, «Orden alfabético»). */
const byName = new Intl.Collator('es', { numeric: true }).compare;

test('the cat list sorts by name both ways from its header and keeps the order after a reload', async ({ page }) => {
  await loginAs(page, 'admin');
  const active = (await api<ApiGato[]>(page, '/api/gatos/gatos/?limit=500')).map((g) => g.nombre).sort(byName);
  await page.goto('/gatos');
  const table = page.getByRole('table', { name: 'Gatos' });
  const names = table.getByRole('rowheader');
  await expect(names).toHaveCount(20);

  await table.getByRole('button', { name: 'Nombre' }).click();
  await expect.poll(() => names.allTextContents()).toEqual(active.slice(0, 20));
  await expect(table.getByRole('columnheader', { name: 'Nombre' })).toHaveAttribute('aria-sort', 'ascending');
  await table.getByRole('button', { name: 'Nombre' }).click();
  await expect.poll(() => names.allTextContents()).toEqual([...active].reverse().slice(0, 20));

  await page.reload();
  await expect.poll(() => table.getByRole('rowheader').allTextContents()).toEqual([...active].reverse().slice(0, 20));
  await expect(table.getByRole('columnheader', { name: 'Nombre' })).toHaveAttribute('aria-sort', 'descending');
  await expectNoSeriousA11yViolations(page);
});

test('three cats selected are given baja in one action after the confirmation, and undone', async ({ page }) => {
  await loginAs(page, 'responsable');
  await page.goto('/gatos');
  const table = page.getByRole('table', { name: 'Gatos' });
  const rows = table.locator('tbody tr');
  await expect(rows).toHaveCount(20);
  const chosen: string[] = [];
  for (let i = 0; i < 3; i++) {
    chosen.push((await rows.nth(i).getByRole('rowheader').textContent()) ?? '');
    await rows.nth(i).getByRole('checkbox', { name: 'Seleccionar esta fila' }).check();
  }
  await expect(page.getByText('3 elementos seleccionados')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Dar de baja' }).first().click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('¿Seguro que quieres dar de baja a 3 gatos?');
  await dialog.getByRole('button', { name: 'Dar de baja' }).click();
  await expect(page.getByText('3 gatos dados de baja')).toBeVisible();
  // Until the notice goes, the cats show as given baja; 'Deshacer' puts them back and the server is never called.
  for (const nombre of chosen) await expect(table.getByRole('row').filter({ hasText: nombre })).toContainText('Dado de baja');
  await page.getByRole('button', { name: 'Deshacer' }).click();
  for (const nombre of chosen) await expect(table.getByRole('row').filter({ hasText: nombre })).toContainText('Activo');
  await page.waitForTimeout(6_000);
  const all = await api<ApiGato[]>(page, '/api/gatos/gatos/?incluir_inactivos=true&limit=500');
  for (const nombre of chosen) expect(all.find((g) => g.nombre === nombre)?.activo, nombre).toBe(true);
});

test('bulk baja without undo reaches the server with the reason chosen, the cats leave the list, and the history shows the reason', async ({ page }) => {
  await loginAs(page, 'admin');
  await page.goto('/gatos');
  const table = page.getByRole('table', { name: 'Gatos' });
  const rows = table.locator('tbody tr');
  await expect(rows).toHaveCount(20);
  // A cat with a plain name, so the other browser tests still find their (accented) cats active.
  const names = await table.getByRole('rowheader').allTextContents();
  const index = names.findLastIndex((name) => /^[A-Za-z ]+$/.test(name));
  const nombre = names[index];
  await rows.nth(index).getByRole('checkbox', { name: 'Seleccionar esta fila' }).check();
  await page.getByRole('button', { name: 'Dar de baja' }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('combobox', { name: 'Motivo (opcional)' }).click();
  await page.getByRole('option', { name: 'Desaparecido' }).click();
  await dialog.getByRole('textbox', { name: 'Detalle (opcional)' }).fill('No se le ve desde marzo');
  await dialog.getByRole('button', { name: 'Dar de baja' }).click();
  await expect(page.getByText('1 gato dado de baja')).toBeVisible();
  await expect
    .poll(async () => (await api<ApiGato[]>(page, '/api/gatos/gatos/?incluir_inactivos=true&limit=500')).find((g) => g.nombre === nombre)?.activo, { timeout: 15_000 })
    .toBe(false);
  await expect(table.getByRole('rowheader', { name: nombre, exact: true })).toHaveCount(0);
  const id = (await api<ApiGato[]>(page, '/api/gatos/gatos/?incluir_inactivos=true&limit=500')).find((g) => g.nombre === nombre)!.id;
  await page.goto(`/gatos/${id}`);
  await expect(page.getByRole('list', { name: 'Historia del gato' })).toContainText('Motivo: Desaparecido — No se le ve desde marzo');
});

test('the header finds a cat whose name has accents or ñ when typed without them', async ({ page }) => {
  await loginAs(page, 'admin');
  const cat = (await api<ApiGato[]>(page, '/api/gatos/gatos/?limit=500')).find((g) => /[áéíóúñÁÉÍÓÚÑ]/.test(g.nombre))!;
  const plain = cat.nombre.normalize('NFD').replace(/\p{M}/gu, '').toUpperCase();
  await page.goto('/colonias');
  await page.getByRole('combobox', { name: 'Buscar un gato por microchip o nombre' }).fill(plain);
  await expect(page.getByRole('option').filter({ hasText: cat.nombre }).first()).toBeVisible();
});

test('the header finds a cat by the first six digits of its microchip on any staff page; Enter on the whole chip opens its card', async ({ page }) => {
  await loginAs(page, 'responsable');
  const cats = await api<ApiGato[]>(page, '/api/gatos/gatos/?limit=500');
  const cat = cats.find((g) => g.codigo_identificacion)!;
  const chip = cat.codigo_identificacion!;

  await page.goto('/campanas');
  const search = page.getByRole('combobox', { name: 'Buscar un gato por microchip o nombre' });
  await search.fill(chip.slice(0, 6));
  const option = page.getByRole('option').filter({ hasText: chip });
  await expect(option).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await option.click();
  await expect(page).toHaveURL(new RegExp(`/gatos/${cat.id}$`));
  await expect(page.getByRole('article', { name: cat.nombre })).toBeVisible();

  await page.goto('/quejas');
  await search.fill(chip);
  await search.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/gatos/${cat.id}$`));
});

test('a voluntario\'s header search finds only the cats of their colonies', async ({ page }) => {
  await loginAs(page, 'admin');
  const all = await api<ApiGato[]>(page, '/api/gatos/gatos/?limit=500');
  await page.getByRole('button', { name: 'Cerrar', exact: true }).click();
  await loginAs(page, 'voluntario');
  const mine = new Set((await api<ApiGato[]>(page, '/api/gatos/gatos/?limit=500')).map((g) => g.id));
  const other = all.find((g) => g.codigo_identificacion && !mine.has(g.id))!;
  await page.goto('/mis-gatos');
  const answer = page.waitForResponse((response) => response.url().includes('/api/gatos/buscar'));
  await page.getByRole('combobox', { name: 'Buscar un gato por microchip o nombre' }).fill(other.codigo_identificacion!);
  expect(await (await answer).json()).toEqual([]);
  await expect(page.getByRole('option')).toHaveCount(0);
  // One of theirs is found.
  const own = (await api<ApiGato[]>(page, '/api/gatos/gatos/?limit=500')).find((g) => g.codigo_identificacion)!;
  await page.getByRole('combobox', { name: 'Buscar un gato por microchip o nombre' }).fill(own.codigo_identificacion!.slice(0, 6));
  await expect(page.getByRole('option').filter({ hasText: own.codigo_identificacion! })).toBeVisible();
});

test('the cat card shows its history with the sterilisation, and prints without the app around it', async ({ page }) => {
  await loginAs(page, 'veterinario');
  const cats = await api<ApiGato[]>(page, '/api/gatos/gatos/?esterilizado=true&limit=50');
  const cat = cats[0];
  await page.goto(`/gatos/${cat.id}`);
  const history = page.getByRole('region', { name: 'Historia del gato' });
  const sterilised = history.getByRole('listitem').filter({ hasText: 'Esterilizado' }).first();
  await expect(sterilised).toBeVisible();
  const [y, m, d] = cat.fecha_esterilizacion!.slice(0, 10).split('-');
  await expect(sterilised).toContainText(`${d}/${m}/${y}`);
  await expect(history.getByRole('listitem').last()).toContainText('Registrado en Gatera');
  await expect(page.getByRole('button', { name: 'Imprimir la ficha' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Imprimir la ficha' })).toBeHidden();
  await expect(history).toBeVisible();
  await expect(page.getByRole('article', { name: cat.nombre })).toBeVisible();
  await page.emulateMedia({ media: 'screen' });
});

test('the admin sets the product name and contact address; the header shows them', async ({ page }) => {
  await loginAs(page, 'admin');
  await page.goto('/ajustes');
  await page.getByLabel('Nombre del producto').fill('Gatera Sigüenza');
  await page.getByLabel('Correo de contacto').fill('gatos@siguenza.es');
  await page.getByRole('button', { name: 'Guardar ajustes' }).click();
  await expect(page.getByText('Ajustes guardados')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.reload();
  await expect(page.getByRole('link', { name: 'Gatera Sigüenza, ir al inicio' })).toBeVisible();
  await expect(page.getByTestId('demo-notice').getByRole('link', { name: 'gatos@siguenza.es' })).toBeVisible();
  // Back to the environment's values, so the other browser tests see the usual header.
  await page.getByLabel('Nombre del producto').fill('');
  await page.getByLabel('Correo de contacto').fill('');
  await page.getByRole('button', { name: 'Guardar ajustes' }).click();
  await expect(page.getByText('Ajustes guardados')).toBeVisible();
});

test.describe('a council\'s installation (DEMO_DATA=false)', () => {
  const port = Number(process.env.E2E_PORT ?? 8181) + 1;
  let server: ChildProcess;
  let dataDir: string;

  test.beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gatera-e2e-real-'));
    server = spawn(process.execPath, ['dist/server/main.mjs'], {
      env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DEMO_DATA: 'false', AVISO_DEMO: '', LOG_LEVEL: 'warn', DATABASE_URL: '' },
      stdio: 'ignore',
    });
    for (let i = 0; i < 100; i++) {
      try {
        if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error('El servidor sin datos de demo no arrancó');
  });

  test.afterAll(() => {
    server?.kill();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  test('shows no demo notice, where the demo installation shows it', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByTestId('demo-notice')).toBeVisible();
    for (const url of ['/', '/login', '/contacto']) {
      await page.goto(`http://127.0.0.1:${port}${url}`);
      await expect(page.getByRole('link', { name: 'Gatera, ir al inicio' })).toBeVisible();
      await expect(page.getByTestId('demo-notice')).toHaveCount(0);
    }
  });
});

const PHONE_LISTS: [Role, string[]][] = [
  ['admin', ['/gatos', '/colonias', '/campanas', '/partes', '/actividades', '/quejas', '/inspecciones', '/usuarios', '/auditoria', '/adopciones/solicitudes']],
  ['voluntario', ['/mis-gatos', '/mis-colonias', '/mis-quejas', '/mis-inspecciones']],
  ['veterinario', ['/colonias-listado']],
];

for (const [role, paths] of PHONE_LISTS) {
  test(`every staff list of ${role} fits a 375 px phone without sideways scroll`, async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await loginAs(page, role);
    for (const url of paths) {
      await page.goto(url);
      await expect(page.getByRole('navigation', { name: 'Paginación' }).first()).toBeVisible();
      await expect(page.getByText('Cargando...')).toHaveCount(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), url).toBeLessThanOrEqual(375);
    }
  });
}

/** Every staff list the admin may open, from the role table. */
const ADMIN_LISTS = (Object.values(STAFF_AREAS) as { kind: string; screens: Record<string, Screen> }[])
  .filter((area) => area.kind === 'resource' && (area.screens.list?.roles as readonly Role[] | undefined)?.includes('admin'))
  .map((area) => area.screens.list.path as string);

test('on a 1024 px laptop no staff list widens the page: a wide table scrolls inside itself and the side menu stays usable', async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 768 });
  await loginAs(page, 'admin');
  const wider: string[] = [];
  for (const url of ADMIN_LISTS) {
    await page.goto(url);
    // Every answer in (an empty list has no table and no pager to wait for).
    await page.waitForLoadState('networkidle');
    await expect(page.getByText('Cargando...')).toHaveCount(0);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    if (width > 1024) wider.push(`${url}: ${width} px`);
  }
  expect(wider).toEqual([]);
  // The menu answers a click wherever the last list was scrolled to.
  await page.goto('/visitas');
  await page.getByRole('table', { name: 'Visitas' }).getByRole('row').last().scrollIntoViewIfNeeded();
  await page.getByRole('navigation', { name: 'Menú principal' }).getByRole('link', { name: 'Voluntarios', exact: true }).click({ timeout: 5_000 });
  await expect(page).toHaveURL(/\/voluntarios$/);
});
