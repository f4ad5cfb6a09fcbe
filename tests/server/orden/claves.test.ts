/**
 * The stored sort keys (db/sortKeys.ts) follow their texts on every path
 * that writes one: each route that can create or change a sorted text, a
 * restore and an import of a backup (which carries no keys), the RGPD
 * scrub's raw SQL, a write past the server (the sqlite3 shell, psql), and a
 * change of IDIOMA_POR_DEFECTO between two start-ups.
 */
import { sql } from 'kysely';
import { beforeAll, expect, it } from 'vitest';
import { describeEachEngine, json, type TestApp } from '../helper';
import { assign, createColonia } from '../fixtures';
import { multipart, photo, validCode } from '../gatos/support';
import { multipartFile, readBackup } from '../backup/support';
import { migrateToLatest } from '../../../src/server/db/index';
import { SORT_KEY_COLUMNS, SORT_KEY_VERSION } from '../../../src/server/db/sortKeys';
import { sortKey } from '../../../src/domain/sortKey';
import type { Language } from '../../../src/domain/i18n/languages';

/** Every keyed text whose stored key is not the key of the text in `language` (empty when all are right). */
async function staleKeys(t: TestApp, language: Language): Promise<string[]> {
  const stale: string[] = [];
  for (const [table, columns] of Object.entries(SORT_KEY_COLUMNS)) {
    const rows = (await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(t.db)).rows;
    for (const row of rows) {
      for (const { text, key } of columns!) {
        // A NULL text (an account without a display name) has a NULL key.
        const expected = row[text] === null ? null : sortKey(String(row[text]), language);
        if (row[key] !== expected) stale.push(`${table}.${text} «${String(row[text])}»: ${JSON.stringify(row[key])}`);
      }
    }
  }
  return stale;
}

const names = async (t: TestApp) =>
  (await t.request({ method: 'GET', url: '/api/gatos/gatos/?sort=nombre&order=asc&limit=200', as: 'admin' })).json<{ nombre: string }[]>().map((g) => g.nombre);

describeEachEngine('sort keys: written with the text on every path', (t) => {
  let colonia: { id: number };

  beforeAll(async () => {
    colonia = await createColonia(t().db, { nombre: 'Colonia del Puente' });
  });

  it('every route that creates or changes a sorted text writes its key', async () => {
    const created = await t().request({ method: 'POST', url: '/api/colonias/colonias/', as: 'admin', payload: { nombre: 'Ñoqui 10', ubicacion: 'Plaza Óscar 2', estado: 'En revisión' } });
    expect(created.statusCode, created.body).toBe(200);
    const coloniaId = json<{ id: number }>(created).id;

    const comedero = await t().request({ method: 'POST', url: `/api/colonias/colonias/${coloniaId}/comederos`, as: 'admin', payload: { nombre: 'Téo', latitude: 41.0701, longitude: -2.6399 } });
    expect(comedero.statusCode, comedero.body).toBe(200);
    const renamed = await t().request({
      method: 'PUT',
      url: `/api/colonias/colonias/${coloniaId}/comederos/${json<{ id: number }>(comedero).id}`,
      as: 'admin',
      payload: { nombre: 'Zarpas 2', latitude: 41.0701, longitude: -2.6399 },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);

    const gato = await t().request({ method: 'POST', url: '/api/gatos/gatos/', as: 'admin', ...multipart({ nombre: 'Álvaro', sexo: 'M', ubicacion: 'x', colonia_id: colonia.id }, photo()) });
    expect(gato.statusCode, gato.body).toBe(200);
    const gatoId = json<{ id: number }>(gato).id;
    expect((await t().request({ method: 'PUT', url: `/api/gatos/gatos/${gatoId}`, as: 'admin', payload: { nombre: 'oso 2' } })).statusCode).toBe(200);
    const voluntario = await t().createUser('voluntario');
    await assign(t().db, voluntario.id, colonia.id);
    const offline = await t().request({
      method: 'POST',
      url: '/api/gatos/gatos/',
      as: voluntario,
      ...multipart({ nombre: 'Nube', sexo: 'H', ubicacion: 'x', colonia_id: colonia.id, client_id: '0b6c3f0e-8d4c-4b8e-9d1a-2f3e4d5c6b7a' }, photo()),
    });
    expect(offline.statusCode, offline.body).toBe(200);

    // The CSV import, which also makes the automatic colony.
    const csv = ['nombre,sexo,codigo_identificacion', `Trufa,H,${validCode(1)}`, `gato 10,M,${validCode(2)}`].join('\n');
    const imported = await t().request({ method: 'POST', url: '/api/gatos/gatos/importar-csv', as: 'admin', ...multipart({}, { filename: 'g.csv', contentType: 'text/csv', bytes: Buffer.from(csv) }) });
    expect(imported.statusCode, imported.body).toBe(200);

    const user = await t().request({
      method: 'POST',
      url: '/api/usuarios/',
      as: 'admin',
      payload: { username: 'Gato-10', email: 'gato10@ayto.es', nombre: 'Ana García Ñúñez', role: 'voluntario', password: 'Clave-Segura-7' },
    });
    expect(user.statusCode, user.body).toBe(200);
    // Erasure renames the account (and nothing anyone else wrote, such as a colony named after the person).
    await createColonia(t().db, { nombre: 'Colonia de Ana García Ñúñez' });
    const erased = await t().request({ method: 'POST', url: `/api/usuarios/${json<{ id: number }>(user).id}/anonimizar`, as: 'admin' });
    expect(erased.statusCode, erased.body).toBe(200);
    expect(json<{ username: string }>(erased).username).toMatch(/^anonimo-\d+$/);

    expect(await staleKeys(t(), 'es')).toEqual([]);
  });

  it('restores and imports a backup, which carries no keys, with the keys of its texts', async () => {
    const backup = await t().request({ method: 'POST', url: '/api/backup/backup', payload: { backup_type: 'full', format: 'sql' }, as: 'admin' });
    expect(backup.statusCode, backup.body).toBe(200);
    const name = json<{ filename: string }>(backup).filename;
    const text = readBackup(t(), name);
    expect(text).not.toContain('_orden');
    expect(text).toContain('Ñoqui 10');

    for (const { key } of SORT_KEY_COLUMNS.gatos!) await sql`update gatos set ${sql.ref(key)} = 'zzz'`.execute(t().db);
    const restored = await t().request({ method: 'POST', url: `/api/backup/restore?backup_filename=${name}`, as: 'admin' });
    expect(restored.statusCode, restored.body).toBe(200);
    expect(await staleKeys(t(), 'es')).toEqual([]);

    await sql`update colonias set nombre_orden = null`.execute(t().db);
    const { payload, headers } = await multipartFile('copia.sql', text);
    const imported = await t().request({ method: 'POST', url: '/api/backup/backup/import', payload, headers, as: 'admin' });
    expect(imported.statusCode, imported.body).toBe(200);
    expect(await staleKeys(t(), 'es')).toEqual([]);
  });

  it('lists every row after writes the server did not see (sqlite3 shell, psql), and the next start-up keys them', async () => {
    const before = await names(t());
    // A row added and a name changed by hand: the one has no key, the other the key of its old name.
    await sql`insert into gatos (nombre, sexo, ubicacion, colonia_id, activo, created_at, updated_at) values ('Ñu a mano', 'H', 'x', ${colonia.id}, 1, 'n', 'n')`.execute(t().db);
    await sql`update gatos set nombre = 'Zzz renombrado' where nombre = 'oso 2'`.execute(t().db);
    const during = await names(t());
    expect([...during].sort()).toEqual([...before.filter((n) => n !== 'oso 2'), 'Ñu a mano', 'Zzz renombrado'].sort());
    expect(await staleKeys(t(), 'es')).toHaveLength(2);

    await migrateToLatest(t().database);
    expect(await staleKeys(t(), 'es')).toEqual([]);
    const after = await names(t());
    expect(after).toEqual([...after].sort(new Intl.Collator('es', { numeric: true }).compare));
  });

  it('keys a text written as an SQL expression as NULL, which the next start-up fills', async () => {
    await t().db.updateTable('colonias').set({ nombre: sql<string>`'Colonia ' || 'calculada'` }).where('id', '=', colonia.id).execute();
    const row = await t().db.selectFrom('colonias').select(['nombre', 'nombre_orden']).where('id', '=', colonia.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ nombre: 'Colonia calculada', nombre_orden: null });
    await migrateToLatest(t().database);
    expect(await staleKeys(t(), 'es')).toEqual([]);
  });

  it('rewrites every key at start-up when IDIOMA_POR_DEFECTO changes, and records the language it followed', async () => {
    await t().db.insertInto('gatos').values({ nombre: 'Nzz', sexo: 'H', ubicacion: 'x', colonia_id: colonia.id, created_at: 'n', updated_at: 'n' }).execute();
    const spanish = await names(t());
    expect(spanish.indexOf('Nzz')).toBeLessThan(spanish.indexOf('Ñu a mano'));
    try {
      t().database.sortKeys.language = 'ca';
      await migrateToLatest(t().database);
      expect(await staleKeys(t(), 'ca')).toEqual([]);
      expect(await t().db.selectFrom('claves_orden').select(['idioma', 'version']).execute()).toEqual([{ idioma: 'ca', version: SORT_KEY_VERSION }]);
      // Catalan reads ñ as an n with a tilde: 'Ñu' now comes before 'Nzz'.
      const catalan = await names(t());
      expect(catalan.indexOf('Ñu a mano')).toBeLessThan(catalan.indexOf('Nzz'));
      // Writes from then on are keyed in the new language too.
      await t().db.updateTable('gatos').set({ nombre: 'Ñam' }).where('nombre', '=', 'Nzz').execute();
      expect(await staleKeys(t(), 'ca')).toEqual([]);
    } finally {
      t().database.sortKeys.language = 'es';
      await migrateToLatest(t().database);
    }
    expect(await staleKeys(t(), 'es')).toEqual([]);
    expect(await t().db.selectFrom('claves_orden').select('idioma').execute()).toEqual([{ idioma: 'es' }]);
  });
});
