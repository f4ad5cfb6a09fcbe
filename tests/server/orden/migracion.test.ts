/**
 * Migration 0019 on a database that already has data: every sorted text gets
 * its key, in the language the server starts with (IDIOMA_POR_DEFECTO), and
 * the language is recorded.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import { Migrator, sql } from 'kysely';
import pg from 'pg';
import { migrateToLatest, openDatabase, runMigrator } from '../../../src/server/db/index';
import { allMigrations } from '../../../src/server/db/migrations/index';
import { SORT_KEY_VERSION } from '../../../src/server/db/sortKeys';
import { sortKey } from '../../../src/domain/sortKey';
import { testEngines } from '../helper';
import { nowIso } from '../../../src/server/lib/time';

for (const engine of testEngines()) {
  it(`fills the keys of the rows already there, in the council's language [${engine.name}]`, async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gatera-keys-'));
    const schema = engine.url ? `t_${crypto.randomBytes(6).toString('hex')}` : undefined;
    const handle = await openDatabase({ databaseUrl: engine.url, dataDir, pgSchema: schema, sortLanguage: 'gl' });
    try {
      // The release before: migrations up to 0014, rows written as they were then.
      const old = handle.db.withoutPlugins();
      const migrator = new Migrator({ db: old, provider: { getMigrations: async () => allMigrations(handle.engine, 'gl') }, ...(schema ? { migrationTableSchema: schema } : {}) });
      expect((await runMigrator(migrator, '0014_orden_gatos')).error).toBeUndefined();
      const now = nowIso();
      const colonia = await old
        .insertInto('colonias')
        .values({ nombre: 'Ñandú', ubicacion: 'Rúa Nova 10', latitude: null, longitude: null, responsable_voluntario: null, estado: 'activa', created_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      const names = ['Ñoqui', 'Nube', 'gato 10', 'gato 2'];
      await old.insertInto('gatos').values(names.map((nombre) => ({ nombre, sexo: 'H', ubicacion: 'x', colonia_id: colonia.id, created_at: now, updated_at: now }))).execute();
      await old.insertInto('comederos').values({ colonia_id: colonia.id, nombre: 'Cuenco 2', latitude: 42.8, longitude: -8.5, descripcion: null, created_at: now, updated_at: now }).execute();
      await old.insertInto('users').values({ username: 'Xoán', email: 'x@concello.gal', nombre: null, password_hash: 'x', role: 'voluntario', created_at: now }).execute();

      await migrateToLatest(handle);

      const gatos = await handle.db.selectFrom('gatos').select(['nombre', 'nombre_orden']).orderBy('nombre_orden').execute();
      expect(gatos.map((g) => g.nombre)).toEqual(['gato 2', 'gato 10', 'Nube', 'Ñoqui']);
      for (const g of gatos) expect(g.nombre_orden).toBe(sortKey(g.nombre, 'gl'));
      expect(await handle.db.selectFrom('colonias').select(['nombre_orden', 'ubicacion_orden', 'estado_orden']).executeTakeFirst()).toEqual({
        nombre_orden: sortKey('Ñandú', 'gl'),
        ubicacion_orden: sortKey('Rúa Nova 10', 'gl'),
        estado_orden: sortKey('activa', 'gl'),
      });
      expect((await handle.db.selectFrom('comederos').select('nombre_orden').executeTakeFirst())?.nombre_orden).toBe(sortKey('Cuenco 2', 'gl'));
      expect((await handle.db.selectFrom('users').select('username_orden').executeTakeFirst())?.username_orden).toBe(sortKey('Xoán', 'gl'));
      expect(await handle.db.selectFrom('claves_orden').select(['idioma', 'version']).execute()).toEqual([{ idioma: 'gl', version: SORT_KEY_VERSION }]);
      // The name index gave way to the key's.
      const indexes =
        engine.name === 'sqlite'
          ? (handle.sqlite!.prepare("SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'gatos'").all() as { name: string }[]).map((r) => r.name)
          : (await sql<{ indexname: string }>`SELECT indexname FROM pg_indexes WHERE schemaname = current_schema() AND tablename = 'gatos'`.execute(handle.db)).rows.map((r) => r.indexname);
      expect(indexes).toContain('gatos_activo_nombre_orden_idx');
      expect(indexes).not.toContain('gatos_activo_nombre_idx');
    } finally {
      await handle.destroy();
      if (schema && engine.url) {
        const client = new pg.Client({ connectionString: engine.url });
        await client.connect();
        await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`).finally(() => client.end());
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
}
