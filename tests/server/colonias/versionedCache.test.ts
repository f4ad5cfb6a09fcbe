import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { createVersionedCache } from '../../../src/server/lib/versionedCache';
import { sqliteDataVersion } from '../../../src/server/lib/dataVersion';
import { describeEachEngine, json, testEngines } from '../helper';
import { openDatabase } from '../../../src/server/db/index';
import { sql } from 'kysely';
import { createColonia, createGato } from '../fixtures';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function database() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gatera-cache-'));
  dirs.push(dir);
  const file = path.join(dir, 'db.sqlite');
  const first = new SqliteDatabase(file);
  first.pragma('journal_mode = WAL');
  first.exec('create table t (n integer)');
  return { first, second: new SqliteDatabase(file) };
}

describe('the versioned cache', () => {
  it('remembers an answer until something is written, by this connection or another one', async () => {
    const { first, second } = database();
    const cache = createVersionedCache(sqliteDataVersion(first));
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.get('k', load)).toBe(1);
    expect(await cache.get('k', load)).toBe(1);
    first.exec('insert into t values (1)');
    expect(await cache.get('k', load)).toBe(2);
    expect(await cache.get('k', load)).toBe(2);
    second.exec('insert into t values (2)');
    expect(await cache.get('k', load)).toBe(3);
    first.close();
    second.close();
  });

  it('keeps nothing that was loaded while a write happened', async () => {
    const { first, second } = database();
    const cache = createVersionedCache(sqliteDataVersion(first));
    let loads = 0;
    expect(await cache.get('k', async () => {
      second.exec('insert into t values (3)');
      return ++loads;
    })).toBe(1);
    expect(await cache.get('k', async () => ++loads)).toBe(2);
    first.close();
    second.close();
  });

  it('loads an answer once for callers that ask for it at the same version while it is loading', async () => {
    const { first, second } = database();
    const cache = createVersionedCache(sqliteDataVersion(first));
    let loads = 0;
    const slowLoad = async () => {
      loads += 1;
      await new Promise((resolve) => setTimeout(resolve, 20));
      return loads;
    };
    expect(await Promise.all(Array.from({ length: 10 }, () => cache.get('k', slowLoad)))).toEqual(Array(10).fill(1));
    expect(loads).toBe(1);
    // A failed load is not remembered: the next caller loads again.
    await expect(cache.get('f', async () => Promise.reject(new Error('caída')))).rejects.toThrow('caída');
    expect(await cache.get('f', async () => 'bien')).toBe('bien');
    // Callers after a write do not share a load begun before it.
    const before = cache.get('w', slowLoad);
    second.exec('insert into t values (4)');
    const after = cache.get('w', async () => 'después');
    expect(await before).toBe(2);
    expect(await after).toBe('después');
    first.close();
    second.close();
  });

  it('keeps the answers within their byte budget, the oldest going first', async () => {
    const { first, second } = database();
    const cache = createVersionedCache(sqliteDataVersion(first), { maxEntries: 10, maxBytes: 10, weigh: (answer) => String(answer).length });
    const loaded: string[] = [];
    const load = (text: string) => async () => {
      loaded.push(text);
      return text;
    };
    for (const text of ['aaaa', 'bbbb', 'cccc']) await cache.get(text, load(text));
    await cache.get('cccc', load('cccc'));
    await cache.get('bbbb', load('bbbb'));
    await cache.get('aaaa', load('aaaa'));
    expect(loaded).toEqual(['aaaa', 'bbbb', 'cccc', 'aaaa']);
    first.close();
    second.close();
  });

  it('remembers nothing without a data version', async () => {
    const cache = createVersionedCache(null);
    let loads = 0;
    await cache.get('k', async () => ++loads);
    expect(await cache.get('k', async () => ++loads)).toBe(2);
  });
});

describeEachEngine('cached public answers stay current', (t) => {
  it('the chart, the map and the colony totals change right after a write', async () => {
    const colonia = await createColonia(t().db, { nombre: 'Recién Contada', latitude: 41.1, longitude: -2.6 });
    const chart = async () => json(await t().request({ method: 'GET', url: '/api/informes/informes/datos/colonias' })).find((r: { colonia: string }) => r.colonia === 'Recién Contada');
    expect(await chart()).toEqual({ colonia: 'Recién Contada', gatos: 0 });
    expect(await chart()).toEqual({ colonia: 'Recién Contada', gatos: 0 });
    await createGato(t().db, colonia.id);
    expect(await chart()).toEqual({ colonia: 'Recién Contada', gatos: 1 });

    const before = await t().request({ method: 'GET', url: '/api/colonias/colonias/?limit=1', as: 'admin' });
    const map = json(await t().request({ method: 'GET', url: '/api/colonias/colonias/mapa/colonias' }));
    const created = await t().request({ method: 'POST', url: '/api/colonias/colonias/', as: 'admin', payload: { nombre: 'Recién Creada', ubicacion: 'X', latitude: 41, longitude: -2 } });
    expect(created.statusCode).toBe(200);
    const after = await t().request({ method: 'GET', url: '/api/colonias/colonias/?limit=1', as: 'admin' });
    expect(Number(after.headers['x-total-count'])).toBe(Number(before.headers['x-total-count']) + 1);
    expect(json(await t().request({ method: 'GET', url: '/api/colonias/colonias/mapa/colonias' }))).toHaveLength(map.length + 1);
  });
});

const postgres = testEngines().find((e) => e.name === 'postgres');

describe.skipIf(!postgres)('the versioned cache on PostgreSQL', () => {
  it('forgets at once what another process commits, a transaction running while it read included', async () => {
    const schema = `vc_${crypto.randomBytes(5).toString('hex')}`;
    const reader = await openDatabase({ databaseUrl: postgres!.url, dataDir: os.tmpdir(), pgSchema: schema });
    const writer = await openDatabase({ databaseUrl: postgres!.url, dataDir: os.tmpdir(), pgSchema: schema });
    try {
      await sql`create table t (n integer)`.execute(writer.db);
      const cache = createVersionedCache(reader.dataVersion);
      const count = async () => Number((await sql<{ n: string }>`select count(*) as n from t`.execute(reader.db)).rows[0].n);
      expect(await cache.get('k', count)).toBe(0);
      // The version is the cluster's snapshot, which other suites' commits in other schemas move too:
      // a repeated read is remembered unless one of those came in between.
      for (let attempt = 0; ; attempt++) {
        const key = `repetida-${attempt}`;
        const before = await reader.dataVersion();
        expect(await cache.get(key, count)).toBe(0);
        if ((await cache.get(key, async () => -1)) === 0) break;
        expect(await reader.dataVersion(), 'a miss only when the version moved').not.toBe(before);
        expect(attempt).toBeLessThan(20);
      }
      await sql`insert into t values (1)`.execute(writer.db);
      expect(await cache.get('k', count)).toBe(1);
      // A write already running when the answer is read, committed afterwards, is not hidden by it.
      await writer.db.transaction().execute(async (trx) => {
        await sql`insert into t values (2)`.execute(trx);
        expect(await cache.get('k', count)).toBe(1);
        expect(await cache.get('k', count)).toBe(1);
      });
      expect(await cache.get('k', count)).toBe(2);
      // Concurrent callers share the version reads and still see every commit made before they asked.
      const answers = await Promise.all(Array.from({ length: 20 }, () => cache.get('k', count)));
      expect(answers).toEqual(Array(20).fill(2));
      await sql`insert into t values (3)`.execute(writer.db);
      expect(await Promise.all(Array.from({ length: 5 }, () => cache.get('k', count)))).toEqual(Array(5).fill(3));
    } finally {
      await sql.raw(`drop schema if exists ${schema} cascade`).execute(writer.db);
      await reader.destroy();
      await writer.destroy();
    }
  });
});
