/**
 * An account that works in two municipalities, in a real browser against the
 * real server: the province lets a responsable of the first municipality (a
 * fresh account of this test) work in a second one from that municipality's
 * edition page; the responsable signs in, picks the second in «Municipio» and
 * sees the second municipality's colony, not the first's (the demo data).
 * When the province takes the second back, the responsable's next load is
 * refused there: the app goes back to the first municipality and says so.
 * The edition page with its accounts and the bar with its chooser pass axe.
 */
import crypto from 'node:crypto';
import { expect, test } from '@playwright/test';
import { openDatabase } from '../../src/server/db/index';
import { hashPassword } from '../../src/server/lib/passwords';
import { FIRST_MUNICIPIO } from '../../src/server/db/tenantTables';
import { withScope } from '../../src/server/tenancy/scope';
import { createColonia } from '../server/fixtures';
import { DEMO_PASSWORD, e2eDataDir, expectNoSeriousA11yViolations, loginAs, loginWith } from './support';

const SLUG = 'cifuentes-e2e';
const NOMBRE = 'Cifuentes';
const SU_COLONIA = 'Colonia de la Plaza de Cifuentes';
/** A colony of the first municipality's demo data. */
const COLONIA_DEL_PRIMERO = 'Colonia de la Catedral';
const segundo = { id: 0 };

test.beforeAll(async () => {
  const database = await openDatabase({ databaseUrl: null, dataDir: e2eDataDir() });
  try {
    const db = database.db;
    const existing = await db.selectFrom('municipios').select('id').where('slug', '=', SLUG).executeTakeFirst();
    if (existing) segundo.id = existing.id;
    else {
      segundo.id = (await db.insertInto('municipios').values({ nombre: NOMBRE, slug: SLUG, activo: 1, created_at: new Date().toISOString() }).returning('id').executeTakeFirstOrThrow()).id;
      await withScope({ municipios: [segundo.id] }, () => createColonia(db, { nombre: SU_COLONIA, latitude: 40.7866, longitude: -2.6203 }));
    }
  } finally {
    await database.destroy();
  }
});

/** A responsable of the first municipality made for one run (so the test can be repeated), terms accepted. */
async function freshResponsable(): Promise<{ id: number; username: string; nombre: string }> {
  const username = `tecnica.${crypto.randomUUID().slice(0, 8)}`;
  const nombre = `Técnica ${username.slice(-4)}`;
  const database = await openDatabase({ databaseUrl: null, dataDir: e2eDataDir() });
  try {
    return await withScope({ municipios: [FIRST_MUNICIPIO] }, async () => {
      const { id } = await database.db
        .insertInto('users')
        .values({ username, email: `${username}@demo.gatera.es`, nombre, password_hash: await hashPassword(DEMO_PASSWORD), role: 'responsable', accepted_terms: 1, accepted_demo_terms: 1, created_at: new Date().toISOString() })
        .returning('id')
        .executeTakeFirstOrThrow();
      return { id, username, nombre };
    });
  } finally {
    await database.destroy();
  }
}

test('the province lets a responsable work in a second municipality, who chooses it and sees its colony, not the first’s, until it is taken back', async ({ page }) => {
  // The tiles cannot load here: the screens must stand without them.
  await page.route(/tile|openstreetmap/, (route) => route.abort());
  const tecnica = await freshResponsable();

  await loginAs(page, 'provincia');
  await page.goto(`/municipios/${segundo.id}`);
  const section = page.getByRole('region', { name: 'Cuentas de otros municipios' });
  await expect(section.getByText('Ninguna cuenta de otro municipio trabaja en este.').or(section.getByRole('table'))).toBeVisible();
  await section.getByRole('textbox', { name: 'Nombre de usuario' }).fill(tecnica.username);
  await section.getByRole('button', { name: 'Añadir' }).click();
  const row = section.getByRole('row').filter({ hasText: tecnica.nombre });
  await expect(row).toContainText('Responsable municipal');
  await expect(row.getByRole('button', { name: `Quitar a ${tecnica.nombre} de este municipio` })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Cerrar', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);

  await loginWith(page, tecnica.username, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/colonias$/);
  await expect(page.getByText(COLONIA_DEL_PRIMERO).first()).toBeVisible();
  const chooser = page.getByRole('combobox', { name: 'Municipio' });
  // Its own municipality first, then the one it was given.
  await expect(chooser.locator('option')).toHaveCount(2);
  await expect(chooser.locator('option').nth(1)).toHaveText(NOMBRE);
  await expect(page.getByText(SU_COLONIA)).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  await chooser.selectOption({ label: NOMBRE });
  await expect(chooser).toHaveValue(String(segundo.id));
  await expect(page).toHaveURL(/\/colonias$/);
  await expect(page.getByText(SU_COLONIA).first()).toBeVisible();
  await expect(page.getByText(COLONIA_DEL_PRIMERO)).toHaveCount(0);

  // The province takes the second municipality back; the responsable's next load is refused there.
  const provincia = await page.request.post('/api/auth/login', { data: { username: 'provincia', password: DEMO_PASSWORD } });
  const { access_token: token } = (await provincia.json()) as { access_token: string };
  const quitada = await page.request.delete(`/api/municipios/${segundo.id}/cuentas/${tecnica.id}`, { headers: { Authorization: `Bearer ${token}` } });
  expect(quitada.ok()).toBe(true);
  await page.reload();
  await expect(page.getByText(`Tu cuenta ya no trabaja en ${NOMBRE}. Vuelves a`)).toBeVisible();
  await expect(page).toHaveURL(/\/colonias$/);
  await expect(page.getByText(COLONIA_DEL_PRIMERO).first()).toBeVisible();
  await expect(page.getByText(SU_COLONIA)).toHaveCount(0);
  await expect(chooser).toHaveCount(0);
});

test('the installation’s administrator backs up the whole installation from its own block of /backup', async ({ page }) => {
  await loginAs(page, 'admin');
  await page.goto('/backup');
  await expect(page.getByRole('heading', { name: 'Copias de toda la instalación' })).toBeVisible();
  await page.getByRole('button', { name: 'Crear copia de la instalación' }).click();
  await expect(page.getByText(/Copia de la instalación creada correctamente: backup_full_\d{14}\.sql/)).toBeVisible();
  // Listed in its own block, with its own restore button.
  await expect(page.getByRole('button', { name: /^Restaurar la copia de la instalación backup_full_\d{14}\.sql$/ }).first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
