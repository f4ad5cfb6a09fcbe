/** Migration 0007_vecinos on existing data: free-text adoptability mapped (nothing lost), a code for every old complaint. */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import { Migrator } from 'kysely';
import pg from 'pg';
import { migrateToLatest, openDatabase, runMigrator } from '../../../src/server/db/index';
import { allMigrations } from '../../../src/server/db/migrations/index';
import { describeEachEngine, testEngines } from '../helper';
import { seedDemo } from '../../../src/server/db/seed/demo';
import { ADOPTABILIDADES } from '../../../src/domain/adopciones';
import { createColonia, createGato } from '../fixtures';
import { nowIso } from '../../../src/server/lib/time';

for (const engine of testEngines()) {
  it(`maps free-text adoptability and codes old complaints [${engine.name}]`, async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gatera-mig-'));
    const schema = engine.url ? `t_${crypto.randomBytes(6).toString('hex')}` : undefined;
    const handle = await openDatabase({ databaseUrl: engine.url, dataDir, pgSchema: schema });
    try {
      const currentSchema = engine.url ? schema : undefined;
      // The tables as they were at 0002: written without the sort-key plugin, which knows today's columns.
      const old = handle.db.withoutPlugins();
      const migrator = new Migrator({ db: old, provider: { getMigrations: async () => allMigrations(handle.engine) }, ...(currentSchema ? { migrationTableSchema: currentSchema } : {}) });
      expect((await runMigrator(migrator, '0002_gatos_colonia_id')).error).toBeUndefined();
      const colonia = await createColonia(old);
      const texts = ['Adoptable', 'No adoptable (feral)', 'En valoración', 'sí, muy sociable', 'Depende del veterinario'];
      const ids = [];
      for (const adoptabilidad of texts) ids.push((await createGato(old, colonia.id, { adoptabilidad, evaluacion_sanitaria: 'Sano' })).id);
      // eslint-disable-next-line @typescript-eslint/no-explicit-any
      const raw = old as any;
      await raw.insertInto('quejas').values([{ fecha: nowIso(), descripcion: 'Antigua 1', estatus: 'Pendiente' }, { fecha: nowIso(), descripcion: 'Antigua 2', estatus: 'resuelta' }]).execute();
      await migrateToLatest(handle);

      const gatos = await handle.db.selectFrom('gatos').select(['id', 'adoptabilidad', 'evaluacion_sanitaria']).orderBy('id').execute();
      expect(gatos.map((g) => g.adoptabilidad)).toEqual(['Adoptable', 'No adoptable', 'En valoración', 'Adoptable', 'En valoración']);
      expect(gatos[0].evaluacion_sanitaria).toBe('Sano');
      expect(gatos[1].evaluacion_sanitaria).toBe('Sano\nAdoptabilidad anotada antes: No adoptable (feral)');
      expect(gatos[4].evaluacion_sanitaria).toBe('Sano\nAdoptabilidad anotada antes: Depende del veterinario');
      const quejas = await handle.db.selectFrom('quejas').select('codigo_seguimiento').execute();
      expect(quejas).toHaveLength(2);
      for (const q of quejas) expect(q.codigo_seguimiento).toMatch(/^Q-[2-9A-Z]{4}-[2-9A-Z]{4}$/);
      expect(new Set(quejas.map((q) => q.codigo_seguimiento)).size).toBe(2);
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

describeEachEngine('demo data', (t) => {
  it('gives every demo complaint a tracking code and every chipped demo cat an identification date and a listed adoptability', async () => {
    await seedDemo({ db: t().db, mediaDir: t().paths.mediaDir, center: { lat: 41.07, lon: -2.64 }, catCount: 12 });
    const quejas = await t().db.selectFrom('quejas').select('codigo_seguimiento').execute();
    expect(quejas.length).toBeGreaterThan(0);
    for (const q of quejas) expect(q.codigo_seguimiento).toMatch(/^Q-[2-9A-Z]{4}-[2-9A-Z]{4}$/);
    const gatos = await t().db.selectFrom('gatos').select(['codigo_identificacion', 'fecha_identificacion', 'adoptabilidad']).execute();
    for (const g of gatos) {
      expect(g.fecha_identificacion === null).toBe(g.codigo_identificacion === null);
      expect([null, ...ADOPTABILIDADES]).toContain(g.adoptabilidad);
    }
  });
});
