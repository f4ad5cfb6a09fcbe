/**
 * A municipality's backups hold its records and nothing of another's; its
 * administrators see, download and restore only its own; a restore replaces
 * its records and leaves the other municipality's exactly as they were; and
 * its file restored into a fresh installation brings A and nothing of B.
 */
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { createTestApp, describeEachEngine, json, testEngines, type TestApp, type TestUser } from '../helper';
import { createColonia, createGato } from '../fixtures';
import { validCode } from '../gatos/support';
import { multipartFile, reseal } from '../backup/support';
import { withScope } from '../../../src/server/tenancy/scope';
import { TENANT_TABLES } from '../../../src/server/db/tenantTables';
import { tableSpec } from '../../../src/server/backup/catalog';

const B = { municipios: [2] } as const;
/** The column the schema's types leave out: every query but these is scoped for the code. */
const MUNICIPIO = sql.ref<number>('municipio_id');
const CREATE = { method: 'POST' as const, url: '/api/backup/backup', payload: { backup_type: 'full', format: 'sql' } };

/** Every row of municipality 2, table by table: what a restore of A must leave alone. */
async function rowsOfB(t: TestApp): Promise<Record<string, unknown[]>> {
  const out: Record<string, unknown[]> = {};
  for (const table of TENANT_TABLES) {
    let query = t.db.selectFrom(table).selectAll().where(MUNICIPIO, '=', 2);
    // A table backups leave out (devices for notices, the notices' queue) by its id.
    for (const column of tableSpec(table)?.key ?? ['id']) query = query.orderBy(column as never);
    out[table] = await query.execute();
  }
  return out;
}

async function backUp(t: TestApp, as: TestUser | 'admin'): Promise<string> {
  const res = await t.request({ ...CREATE, as });
  expect(res.statusCode, res.body).toBe(200);
  return json(res).filename;
}

describeEachEngine('backups of one municipality in an installation of several', (t) => {
  let adminB: TestUser;
  let fileA = '';

  it('hold the municipality’s records only, in its own folder, out of the other’s reach', async () => {
    await t().db.insertInto('municipios').values({ id: 2, nombre: 'Atienza', slug: 'atienza', created_at: '2026-11-26T00:00:00.000Z' }).execute();
    // The same colony name and the same microchip in both municipalities.
    const mine = await createColonia(t().db, { nombre: 'Colonia del Castillo', ubicacion: 'Calle de Sigüenza' });
    await createGato(t().db, mine.id, { nombre: 'Mora de Sigüenza', codigo_identificacion: validCode(700) });
    const theirs = await withScope(B, () => createColonia(t().db, { nombre: 'Colonia del Castillo', ubicacion: 'Calle de Atienza' }));
    await withScope(B, () => createGato(t().db, theirs.id, { nombre: 'Tizón de Atienza', codigo_identificacion: validCode(700) }));
    adminB = await withScope(B, () => t().createUser('admin'));
    await t().db.insertInto('rate_limits').values({ clave: 'login|prueba', inicio: '2026-11-26T00:00:00.000Z', intentos: 1 }).execute();

    fileA = await backUp(t(), 'admin');
    const text = fs.readFileSync(path.join(t().paths.backupDir, fileA), 'utf8');
    expect(text).toContain('Mora de Sigüenza');
    expect(text).toContain('Calle de Sigüenza');
    expect(text).not.toContain('Atienza');
    expect(text).not.toContain(adminB.username);
    // The installation's shared state is nobody's municipality.
    expect(text).not.toContain('INSERT INTO rate_limits');
    expect(text).not.toContain('municipio_id');

    // Names carry the second: B's backup gets a name of its own, so each list can be told apart.
    await new Promise((resolve) => setTimeout(resolve, 1005 - (Date.now() % 1000)));
    const fileB = await backUp(t(), adminB);
    expect(fs.existsSync(path.join(t().paths.backupDir, 'municipios', '2', fileB))).toBe(true);
    const textB = fs.readFileSync(path.join(t().paths.backupDir, 'municipios', '2', fileB), 'utf8');
    expect(textB).toContain('Tizón de Atienza');
    expect(textB).not.toContain('Sigüenza');

    const listA = json<{ backups: string[] }>(await t().request({ method: 'GET', url: '/api/backup/backup/list', as: 'admin' })).backups;
    const listB = json<{ backups: string[] }>(await t().request({ method: 'GET', url: '/api/backup/backup/list', as: adminB })).backups;
    expect(listA).toContain(fileA);
    expect(listA).not.toContain(fileB);
    expect(listB).toEqual([fileB]);
    expect((await t().request({ method: 'GET', url: `/api/backup/backup/download/${fileA}`, as: adminB })).statusCode).toBe(404);
    expect((await t().request({ method: 'POST', url: `/api/backup/restore?backup_filename=${fileA}`, as: adminB })).statusCode).toBe(404);
  });

  it('a restore replaces the municipality’s records and leaves the other’s and the installation’s untouched', async () => {
    await createColonia(t().db, { nombre: 'Colonia posterior a la copia' });
    // Accounts of B with higher ids than any of A's copy.
    await withScope(B, () => t().createUser('voluntario'));
    await withScope(B, () => t().createUser('veterinario'));
    const before = await rowsOfB(t());
    const res = await t().request({ method: 'POST', url: `/api/backup/restore?backup_filename=${fileA}`, as: 'admin' });
    expect(res.statusCode, res.body).toBe(200);
    const names = (await t().db.selectFrom('colonias').select('nombre').where(MUNICIPIO, '=', 1).execute()).map((c) => c.nombre);
    expect(names).toContain('Colonia del Castillo');
    expect(names).not.toContain('Colonia posterior a la copia');
    expect(await rowsOfB(t())).toEqual(before);
    expect(await t().db.selectFrom('rate_limits').select('clave').where('clave', '=', 'login|prueba').executeTakeFirst()).toBeTruthy();
    // The safety copy taken before is A's too.
    const safety = json(res).copia_previa as string;
    expect(fs.readFileSync(path.join(t().paths.backupDir, safety), 'utf8')).not.toContain('Atienza');
    // New records after the restore still get ids of their own (the sequences did not move back).
    const after = await withScope(B, () => createColonia(t().db, { nombre: 'Colonia nueva de Atienza' }));
    expect(after.id).toBeGreaterThan(0);
    expect(await t().db.selectFrom('colonias').select('id').where('id', '=', after.id).execute()).toHaveLength(1);
    // Accounts too, though B's accounts have higher ids than any of the copy's.
    const account = await t().request({ method: 'POST', url: '/api/usuarios/', as: adminB, payload: { username: 'nueva-de-atienza', email: 'nueva@atienza.test', password: 'Prueba-Segura-1', role: 'voluntario' } });
    expect(account.statusCode, account.body).toBe(200);
  });

  it('A’s file imported by B’s administrator is refused with a reason, and nothing of either changes', async () => {
    const before = await rowsOfB(t());
    const countA = await t().db.selectFrom('gatos').select('id').where(MUNICIPIO, '=', 1).execute();
    const { payload, headers } = await multipartFile('copia-a.sql', fs.readFileSync(path.join(t().paths.backupDir, fileA)));
    const res = await t().request({ method: 'POST', url: '/api/backup/backup/import', payload, headers, as: adminB });
    expect(res.statusCode).toBe(422);
    // Its records would get new ids, but its accounts' names are A's, and a name is the installation's.
    expect(json(res).detail).toMatch(/un nombre de usuario, un correo, un código\) y que ya tiene otro municipio/);
    expect(await rowsOfB(t())).toEqual(before);
    expect(await t().db.selectFrom('gatos').select('id').where(MUNICIPIO, '=', 1).execute()).toEqual(countA);
  });

  it('A’s file restored into a fresh installation holds A and nothing of B', async () => {
    const engine = testEngines().find((e) => e.name === t().engine)!;
    const fresh = await createTestApp(engine);
    try {
      const { payload, headers } = await multipartFile('copia-a.sql', fs.readFileSync(path.join(t().paths.backupDir, fileA)));
      const res = await fresh.request({ method: 'POST', url: '/api/backup/backup/import', payload, headers, as: 'admin' });
      expect(res.statusCode, res.body).toBe(200);
      const gatos = await fresh.db.selectFrom('gatos').select(['nombre', MUNICIPIO.as('municipio_id')]).execute();
      expect(gatos).toContainEqual({ nombre: 'Mora de Sigüenza', municipio_id: 1 });
      expect(gatos.map((g) => g.nombre)).not.toContain('Tizón de Atienza');
      const ubicaciones = (await fresh.db.selectFrom('colonias').select('ubicacion').execute()).map((c) => c.ubicacion);
      expect(ubicaciones).toContain('Calle de Sigüenza');
      expect(ubicaciones).not.toContain('Calle de Atienza');
    } finally {
      await fresh.close();
    }
  });

  it('a file that would make B’s administrator the province is refused in B, changing nothing', async () => {
    const folder = path.join(t().paths.backupDir, 'municipios', '2');
    const fileB = fs.readdirSync(folder).filter((name) => name.endsWith('.sql')).sort().at(-1)!;
    const text = fs.readFileSync(path.join(folder, fileB), 'utf8');
    const forged = reseal(text.replace(/, 'admin', 1,/, ", 'provincia', 1,"));
    expect(forged).toContain("'provincia'");
    const before = await rowsOfB(t());
    const { payload, headers } = await multipartFile('copia-b.sql', forged);
    const res = await t().request({ method: 'POST', url: '/api/backup/backup/import', payload, headers, as: adminB });
    expect(res.statusCode, res.body).toBe(422);
    expect(json(res).detail).toMatch(/cuenta de la provincia/);
    expect(await rowsOfB(t())).toEqual(before);
  });

  it('moved into another installation whose municipalities already hold its ids, it gets new ids and keeps every link', async () => {
    const folder = path.join(t().paths.backupDir, 'municipios', '2');
    const fileB = fs.readdirSync(folder).filter((name) => name.endsWith('.sql')).sort().at(-1)!;
    const engine = testEngines().find((e) => e.name === t().engine)!;
    const other = await createTestApp(engine);
    try {
      // The other installation's first municipality has records with the ids the file's records have.
      for (const n of [1, 2, 3]) {
        const colonia = await createColonia(other.db, { nombre: `Colonia de Molina ${n}`, ubicacion: 'Calle de Molina' });
        await createGato(other.db, colonia.id, { nombre: `Gato de Molina ${n}`, codigo_identificacion: validCode(800 + n) });
        await other.createUser('voluntario');
      }
      await other.db.insertInto('municipios').values({ id: 2, nombre: 'Atienza', slug: 'atienza', created_at: '2026-11-26T00:00:00.000Z' }).execute();
      const receiver = await withScope(B, () => other.createUser('admin'));
      const first = async () => ({
        gatos: await other.db.selectFrom('gatos').selectAll().where(MUNICIPIO, '=', 1).orderBy('id').execute(),
        colonias: await other.db.selectFrom('colonias').selectAll().where(MUNICIPIO, '=', 1).orderBy('id').execute(),
        users: await other.db.selectFrom('users').selectAll().where(MUNICIPIO, '=', 1).orderBy('id').execute(),
      });
      const before = await first();

      const upload = await multipartFile('atienza.sql', fs.readFileSync(path.join(folder, fileB)));
      const res = await other.request({ method: 'POST', url: '/api/backup/backup/import', ...upload, as: receiver });
      expect(res.statusCode, res.body).toBe(200);
      expect(await first()).toEqual(before);
      const gatos = await other.db
        .selectFrom('gatos')
        .innerJoin('colonias', 'colonias.id', 'gatos.colonia_id')
        .select(['gatos.nombre as gato', 'colonias.ubicacion', sql.ref<number>('colonias.municipio_id').as('municipio')])
        .where(sql.ref('gatos.municipio_id'), '=', 2)
        .execute();
      expect(gatos).toEqual([{ gato: 'Tizón de Atienza', ubicacion: 'Calle de Atienza', municipio: 2 }]);
      expect((await other.db.selectFrom('users').select('username').where(MUNICIPIO, '=', 2).execute()).map((u) => u.username)).toContain(adminB.username);
      const audit = await other.db.selectFrom('audit_log').select('detalle').where('accion', '=', 'importar').executeTakeFirstOrThrow();
      expect(audit.detalle).toMatch(/identificadores nuevos/);
      // The moved administrator signs in and works; both municipalities go on getting ids of their own.
      const login = await other.request({ method: 'POST', url: '/api/auth/login', payload: { username: adminB.username, password: adminB.password } });
      expect(login.statusCode, login.body).toBe(200);
      const moved = await other.request({
        method: 'POST',
        url: '/api/colonias/colonias/',
        headers: { authorization: `Bearer ${json(login).access_token}` },
        payload: { nombre: 'Colonia movida', ubicacion: 'Plaza de Atienza', latitude: 41.17, longitude: -2.87 },
      });
      expect(moved.statusCode, moved.body).toBe(200);
      const own = await other.request({ method: 'POST', url: '/api/colonias/colonias/', as: 'admin', payload: { nombre: 'Colonia nueva de Molina', ubicacion: 'Calle de Molina', latitude: 40.84, longitude: -1.88 } });
      expect(own.statusCode, own.body).toBe(200);
    } finally {
      await other.close();
    }
  });
});
