/**
 * A second municipality's public pages at /m/<slug>/: its adoption gallery
 * and its map show its cats and colonies, not the first municipality's (the
 * demo data), and the plain pages keep showing the first's.
 */
import { expect, test } from '@playwright/test';
import { openDatabase } from '../../src/server/db/index';
import { withScope } from '../../src/server/tenancy/scope';
import { createColonia, createGato } from '../server/fixtures';
import { e2eDataDir, loginAs } from './support';

const SLUG = 'atienza-e2e';
/** The second municipality's cat and colony, whose screens an administrator of the first must not reach. */
const theirs = { gato: 0, colonia: 0 };

test.beforeAll(async () => {
  const database = await openDatabase({ databaseUrl: null, dataDir: e2eDataDir() });
  try {
    const db = database.db;
    if (!(await db.selectFrom('municipios').select('id').where('slug', '=', SLUG).executeTakeFirst())) {
      const { id } = await db.insertInto('municipios').values({ nombre: 'Atienza', slug: SLUG, activo: 1, created_at: new Date().toISOString() }).returning('id').executeTakeFirstOrThrow();
      await withScope({ municipios: [id] }, async () => {
        const colonia = await createColonia(db, { nombre: 'Colonia del Castillo de Atienza', latitude: 41.0702, longitude: -2.6411 });
        await createGato(db, colonia.id, { nombre: 'Gata de Atienza', adoptabilidad: 'Adoptable', sexo: 'H' });
      });
    }
    theirs.gato = (await db.selectFrom('gatos').select('id').where('nombre', '=', 'Gata de Atienza').executeTakeFirstOrThrow()).id;
    theirs.colonia = (await db.selectFrom('colonias').select('id').where('nombre', '=', 'Colonia del Castillo de Atienza').executeTakeFirstOrThrow()).id;
  } finally {
    await database.destroy();
  }
});

test('the adoption gallery of a second municipality shows its cats, not the first one’s', async ({ page }) => {
  await page.goto(`/m/${SLUG}/adopciones`);
  await expect(page.getByRole('heading', { name: 'Gatos en adopción', level: 1 })).toBeVisible();
  const cats = page.getByRole('article');
  await expect(cats).toHaveCount(1);
  await expect(cats.first().getByRole('heading', { level: 2 })).toHaveText('Gata de Atienza');

  await page.goto('/adopciones');
  await expect(page.getByRole('article').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Gata de Atienza', level: 2 })).toHaveCount(0);
});

test('a municipality’s own address opens its map, with its colonies only', async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/mapa/colonias')) asked.push(new URL(request.url()).pathname);
  });
  await page.goto(`/m/${SLUG}/`);
  await expect(page).toHaveURL(new RegExp(`/m/${SLUG}/mapa$`));
  await expect(page.getByTestId('mapa-colonias').getByTitle('Colonia del Castillo de Atienza')).toBeAttached();
  await expect(page.getByTestId('mapa-colonias').locator('.leaflet-marker-icon')).toHaveCount(1);
  expect(asked).toEqual([`/api/m/${SLUG}/colonias/colonias/mapa/colonias`]);
});

test('an unknown municipality’s gallery says there is none at that address', async ({ page }) => {
  await page.goto('/m/nadie/adopciones');
  await expect(page.getByRole('alert')).toContainText('No hay ningún municipio con esa dirección.');
  await expect(page.getByRole('article')).toHaveCount(0);
});

test('an administrator of the first municipality cannot open the second’s cat or colony by its address', async ({ page }) => {
  await loginAs(page, 'admin');
  for (const [resource, id, name] of [['gatos', theirs.gato, 'Gata de Atienza'], ['colonias', theirs.colonia, 'Colonia del Castillo de Atienza']] as const) {
    // Only the calls about their record count: after the 404 the screen falls back to
    // the list, whose calls about the administrator's own records answer 200.
    const theirRecord = new RegExp(`^/api/${resource}/${resource}/${id}(/|$)`);
    const answers: string[] = [];
    page.on('response', (response) => {
      const path = new URL(response.url()).pathname;
      if (theirRecord.test(path)) answers.push(`${response.status()} ${path}`);
    });
    await page.goto(`/${resource}/${id}`);
    await expect.poll(() => answers.length).toBeGreaterThan(0);
    expect(answers.filter((answer) => !answer.startsWith('404 '))).toEqual([]);
    await expect(page.getByText(name)).toHaveCount(0);
    page.removeAllListeners('response');
  }
});

