/**
 * Migration 0017 on a database where asking again had piled up certificates
 * for the same cat: every old code stays (people hold them), the newest of each
 * content becomes the one asked-again requests answer, and the unique index
 * that keeps it so is built.
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
import { serverText } from '../../../src/server/i18n/index';
import { testEngines } from '../helper';
import { createColonia, createGato } from '../fixtures';
import { certificadoDe, verificarCertificado } from '../../../src/server/modules/registro/certificados';

for (const engine of testEngines()) {
  it(`keeps every certificate issued before and answers the newest of each content [${engine.name}]`, async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gatera-mig-'));
    const schema = engine.url ? `t_${crypto.randomBytes(6).toString('hex')}` : undefined;
    const handle = await openDatabase({ databaseUrl: engine.url, dataDir, pgSchema: schema });
    try {
      // Written as the tables were before the sort keys: without the plugin that writes them.
      const old = handle.db.withoutPlugins();
      const migrator = new Migrator({ db: old, provider: { getMigrations: async () => allMigrations(handle.engine) }, ...(schema ? { migrationTableSchema: schema } : {}) });
      expect((await runMigrator(migrator, '0014_orden_gatos')).error).toBeUndefined();
      const colonia = await createColonia(old);
      const gato = await createGato(old, colonia.id, { codigo_identificacion: '941000000000900', fecha_esterilizacion: '2025-02-03' });
      // eslint-disable-next-line @typescript-eslint/no-explicit-any
      const raw = old as any;
      const issue = (codigo: string, fecha: string | null, at: string) =>
        raw.insertInto('certificados').values({ codigo, gato_id: gato.id, microchip: '941000000000900', fecha_esterilizacion: fecha, usuario_id: null, emitido_at: at }).execute();
      await issue('C-AAAA-2222', '2025-02-03', '2025-03-01T10:00:00.000Z');
      await issue('C-BBBB-3333', '2025-02-03', '2025-03-02T10:00:00.000Z');
      await issue('C-CCCC-4444', null, '2025-01-01T10:00:00.000Z');
      await migrateToLatest(handle);

      const rows = await handle.db.selectFrom('certificados').select(['codigo', 'huella']).orderBy('codigo').execute();
      expect(rows).toEqual([
        { codigo: 'C-AAAA-2222', huella: null },
        { codigo: 'C-BBBB-3333', huella: `${gato.id}|941000000000900|2025-02-03` },
        { codigo: 'C-CCCC-4444', huella: `${gato.id}|941000000000900|` },
      ]);
      const again = await certificadoDe(handle.db, { id: gato.id, microchip: '941000000000900', fecha_esterilizacion: '2025-02-03' }, { id: 1, username: 'admin' });
      expect(again).toEqual({ codigo: 'C-BBBB-3333', emitido_at: '2025-03-02T10:00:00.000Z' });
      expect(await handle.db.selectFrom('certificados').select('id').execute()).toHaveLength(3);
      // The older code of the same content verifies as before; the one without the date no longer does.
      expect((await verificarCertificado(handle.db, 'C-AAAA-2222'))?.motivo).toBeNull();
      const motivo = (await verificarCertificado(handle.db, 'C-CCCC-4444'))?.motivo;
      expect(motivo && serverText('es', motivo)).toMatch(/fecha de esterilización/);
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
