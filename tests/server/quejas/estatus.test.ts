/**
 * The status of complaints and inspections travels as the original API sent
 * it: `pendiente`, `en revisión`, `resuelta`, lower case. Rows stored
 * capitalised before are rewritten by migration 0018, and a backup made
 * before it (same schema version: the migration only rewrites values) still
 * restores and imports, its statuses stored lower case.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Migrator } from 'kysely';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { describeEachEngine, json, testEngines, type TestApp } from '../helper';
import { createColonia } from '../fixtures';
import { form } from './attachmentForm';
import { migrateToLatest, openDatabase, runMigrator } from '../../../src/server/db/index';
import { allMigrations, schemaVersion } from '../../../src/server/db/migrations/index';
import { parseHeader } from '../../../src/server/backup/format';
import { nowIso } from '../../../src/server/lib/time';
import { statusMessage } from '../../../src/server/modules/quejas/notices';
import { multipartFile, readBackup } from '../backup/support';

const QUEJAS = '/api/quejas/quejas/';
const INSPECCIONES = '/api/inspecciones/inspecciones/';
/** What the release before migration 0018 stored, and what the original sent. */
const LEGACY: [string, string][] = [
  ['Pendiente', 'pendiente'],
  ['En revisión', 'en revisión'],
  [' EN REVISIÓN ', 'en revisión'],
  ['Resuelta', 'resuelta'],
  ['resuelta', 'resuelta'],
];

async function insertLegacy(t: { db: TestApp['db'] }, coloniaId: number) {
  const ids: { queja: number; inspeccion: number }[] = [];
  for (const [stored] of LEGACY) {
    const queja = await t.db.insertInto('quejas').values({ fecha: nowIso(), descripcion: `Queja ${stored}`, colonia_id: coloniaId, estatus: stored }).returning('id').executeTakeFirstOrThrow();
    const inspeccion = await t.db.insertInto('inspecciones').values({ fecha: nowIso(), colonia_id: coloniaId, observaciones: `Inspección ${stored}`, estatus: stored }).returning('id').executeTakeFirstOrThrow();
    ids.push({ queja: queja.id, inspeccion: inspeccion.id });
  }
  return ids;
}

async function statuses(t: { db: TestApp['db'] }, ids: { queja: number; inspeccion: number }[]) {
  const quejas = await t.db.selectFrom('quejas').select(['id', 'estatus']).where('id', 'in', ids.map((i) => i.queja)).orderBy('id').execute();
  const inspecciones = await t.db.selectFrom('inspecciones').select(['id', 'estatus']).where('id', 'in', ids.map((i) => i.inspeccion)).orderBy('id').execute();
  return { quejas: quejas.map((q) => q.estatus), inspecciones: inspecciones.map((i) => i.estatus) };
}

describeEachEngine('complaint and inspection statuses as the original API sent them', (t) => {
  it('answers a new complaint and a new inspection as pendiente everywhere, and a resolved one as resuelta', async () => {
    const colonia = await createColonia(t().db);
    const ana = await t().createUser('usuario');
    const queja = json(await t().request({ method: 'POST', url: QUEJAS, as: ana, payload: form({ descripcion: 'Maullidos', colonia_id: colonia.id }) }));
    expect(queja.estatus).toBe('pendiente');
    const inspeccion = json(await t().request({ method: 'POST', url: INSPECCIONES, as: 'responsable', payload: form({ colonia_id: colonia.id, observaciones: 'Comederos' }) }));
    expect(inspeccion.estatus).toBe('pendiente');
    const lists = [
      json(await t().request({ method: 'GET', url: QUEJAS, as: 'admin' })),
      json(await t().request({ method: 'GET', url: `${QUEJAS}mis-quejas/`, as: ana })),
      json(await t().request({ method: 'GET', url: INSPECCIONES, as: 'admin' })),
    ];
    for (const list of lists) expect(list.map((r: { estatus: string }) => r.estatus)).toContain('pendiente');
    const tracked = json(await t().request({ method: 'GET', url: `/api/quejas/seguimiento/${queja.codigo_seguimiento}` }));
    expect(tracked.estatus).toBe('pendiente');
    const stored = await t().db.selectFrom('quejas').select('estatus').where('id', '=', queja.id).executeTakeFirstOrThrow();
    expect(stored.estatus).toBe('pendiente');

    expect(json(await t().request({ method: 'PUT', url: `${QUEJAS}${queja.id}/resolver`, as: 'responsable' })).estatus).toBe('resuelta');
    expect(json(await t().request({ method: 'PUT', url: `${INSPECCIONES}${inspeccion.id}/resolver`, as: 'responsable' })).estatus).toBe('resuelta');
  });

  it('filters by a status written in any case', async () => {
    const colonia = await createColonia(t().db);
    const filed = json(await t().request({ method: 'POST', url: INSPECCIONES, as: 'responsable', payload: form({ colonia_id: colonia.id, observaciones: 'Filtro' }) }));
    for (const estatus of ['pendiente', 'Pendiente', ' PENDIENTE ']) {
      const res = await t().request({ method: 'GET', url: `${INSPECCIONES}?colonia_id=${colonia.id}&estatus=${encodeURIComponent(estatus)}`, as: 'admin' });
      expect(json(res).map((i: { id: number }) => i.id), estatus).toEqual([filed.id]);
    }
  });

  it('restores and imports a backup made before, capitalised statuses and all, storing them lower case', async () => {
    const colonia = await createColonia(t().db);
    const ids = await insertLegacy(t(), colonia.id);
    const created = await t().request({ method: 'POST', url: '/api/backup/backup', payload: { backup_type: 'full', format: 'sql' }, as: 'admin' });
    expect(created.statusCode, created.body).toBe(200);
    const name = json<{ filename: string }>(created).filename;
    const text = readBackup(t(), name);
    // A copy the release before this one could have made: same schema version, capitalised values.
    expect(parseHeader(text.split('\n')[0])?.schema).toBe(schemaVersion(t().database.engine));
    expect(schemaVersion(t().database.engine)).not.toMatch(/^0018/);
    expect(text).toContain("'En revisión'");

    const restored = await t().request({ method: 'POST', url: `/api/backup/restore?backup_filename=${name}`, as: 'admin' });
    expect(restored.statusCode, restored.body).toBe(200);
    const expected = LEGACY.map(([, now]) => now);
    expect(await statuses(t(), ids)).toEqual({ quejas: expected, inspecciones: expected });

    const { payload, headers } = await multipartFile(name, text);
    const imported = await t().request({ method: 'POST', url: '/api/backup/backup/import', payload, headers, as: 'admin' });
    expect(imported.statusCode, imported.body).toBe(200);
    expect(await statuses(t(), ids)).toEqual({ quejas: expected, inspecciones: expected });
  });
});

describe('the status-change e-mail', () => {
  it('names every status in the filer’s language, whatever its case', () => {
    const notice = (estatus: string) => ({ to: 'ana@prueba.es', codigo: 'Q-2345-6789', estatus, respuestaPublica: null });
    expect(statusMessage('http://gatera.test', notice('en revisión'), 'en').text).toContain('under review');
    expect(statusMessage('http://gatera.test', notice('En revisión'), 'ca').text).toContain('en revisió');
    expect(statusMessage('http://gatera.test', notice('Pendiente'), 'en').text).toContain('pending');
    expect(statusMessage('http://gatera.test', notice('resuelta'), 'eu').text).toContain('konponduta');
  });
});

for (const engine of testEngines()) {
  it(`migration 0018 rewrites the statuses stored capitalised [${engine.name}]`, async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gatera-mig-'));
    const schema = engine.url ? `t_${crypto.randomBytes(6).toString('hex')}` : undefined;
    const handle = await openDatabase({ databaseUrl: engine.url, dataDir, pgSchema: schema });
    try {
      // Written as the tables were before the sort keys: without the plugin that writes them.
      const old = handle.db.withoutPlugins();
      const migrator = new Migrator({ db: old, provider: { getMigrations: async () => allMigrations(handle.engine) }, ...(schema ? { migrationTableSchema: schema } : {}) });
      const before = Object.keys(allMigrations(handle.engine)).filter((name) => name < '0018').at(-1)!;
      expect((await runMigrator(migrator, before)).error).toBeUndefined();
      const colonia = await createColonia(old);
      const ids = await insertLegacy({ db: old }, colonia.id);
      await migrateToLatest(handle);
      const expected = LEGACY.map(([, now]) => now);
      expect(await statuses({ db: handle.db }, ids)).toEqual({ quejas: expected, inspecciones: expected });
      // Running it again (a second process starting) changes nothing.
      await migrateToLatest(handle);
      expect(await statuses({ db: handle.db }, ids)).toEqual({ quejas: expected, inspecciones: expected });
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
