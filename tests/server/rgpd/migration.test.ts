/**
 * Migration 0015_supresiones on existing data: the erasures done before it
 * (an account renamed anonimo-<id>, a request with anonimizada_at) are
 * registered with their dates, so a restore keeps them erased too; nothing
 * else is registered, and no old adoption request belongs to an account.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import { Migrator } from 'kysely';
import pg from 'pg';
import { migrateToLatest, openDatabase, runMigrator } from '../../../src/server/db/index';
import { allMigrations } from '../../../src/server/db/migrations/index';
import { testEngines } from '../helper';
import { createColonia, createGato } from '../fixtures';

for (const engine of testEngines()) {
  it(`registers the erasures made before it [${engine.name}]`, async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gatera-mig-'));
    const schema = engine.url ? `t_${crypto.randomBytes(6).toString('hex')}` : undefined;
    const handle = await openDatabase({ databaseUrl: engine.url, dataDir, pgSchema: schema });
    try {
      // Written as the tables were before the sort keys: without the plugin that writes them.
      const old = handle.db.withoutPlugins();
      const migrator = new Migrator({ db: old, provider: { getMigrations: async () => allMigrations(handle.engine) }, ...(schema ? { migrationTableSchema: schema } : {}) });
      expect((await runMigrator(migrator, '0014_orden_gatos')).error).toBeUndefined();
      // eslint-disable-next-line @typescript-eslint/no-explicit-any
      const raw = old as any;
      const user = (username: string, created_at: string) =>
        raw.insertInto('users').values({ username, email: `${username}@correo.es`, nombre: null, password_hash: 'x', role: 'voluntario', activo: 0, created_at }).returning('id').executeTakeFirstOrThrow();
      const borrada = await user('todavia-no', '2024-01-02T03:04:05.000Z');
      await raw.updateTable('users').set({ username: `anonimo-${borrada.id}` }).where('id', '=', borrada.id).execute();
      await raw.insertInto('audit_log').values({ at: '2024-06-01T10:00:00.000Z', usuario_id: null, username: null, accion: 'anonimizar', entidad: 'users', entidad_id: String(borrada.id) }).execute();
      // Someone whose username merely looks like a pseudonym is not an erasure.
      const parecida = await user('anonimo-999', '2024-02-02T00:00:00.000Z');
      const activa = await user('activa', '2024-03-03T00:00:00.000Z');
      const gato = await createGato(old, (await createColonia(old)).id);
      const solicitud = (anonimizada_at: string | null) =>
        raw
          .insertInto('adopcion_solicitudes')
          .values({ gato_id: gato.id, nombre: 'N', email: 'n@correo.es', mensaje: 'M', estado: 'nueva', acepta_privacidad_at: '2024-04-04T00:00:00.000Z', anonimizada_at, created_at: '2024-04-04T00:00:00.000Z', updated_at: '2024-04-04T00:00:00.000Z' })
          .returning('id')
          .executeTakeFirstOrThrow();
      const anonimizada = await solicitud('2024-05-05T00:00:00.000Z');
      await solicitud(null);

      await migrateToLatest(handle);

      const register = await handle.db.selectFrom('supresiones').select(['entidad', 'entidad_id', 'creado_at', 'suprimido_at']).orderBy('entidad').execute();
      expect(register).toEqual([
        { entidad: 'adopcion_solicitudes', entidad_id: anonimizada.id, creado_at: '2024-04-04T00:00:00.000Z', suprimido_at: '2024-05-05T00:00:00.000Z' },
        { entidad: 'users', entidad_id: borrada.id, creado_at: '2024-01-02T03:04:05.000Z', suprimido_at: '2024-06-01T10:00:00.000Z' },
      ]);
      expect(register.map((r) => r.entidad_id)).not.toContain(parecida.id);
      expect(register.map((r) => r.entidad_id)).not.toContain(activa.id);
      expect(await handle.db.selectFrom('adopcion_solicitudes').select('usuario_id').execute()).toEqual([{ usuario_id: null }, { usuario_id: null }]);
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
