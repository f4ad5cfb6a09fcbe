/**
 * Every cat list and lookup is served by an index: the SQLite plans of the
 * queries the repository really sends, read with EXPLAIN QUERY PLAN, for a
 * municipality's request (its records scoped as the server scopes them).
 */
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Kysely, SqliteDialect, type CompiledQuery } from 'kysely';
import { createTestApp, type TestApp } from '../helper';
import type { Database } from '../../../src/server/db/schema';
import { gatosRepository, type GatoFilters, type GatoSort } from '../../../src/server/modules/gatos/repository';
import { ANCHOR_EVERY } from '../../../src/server/modules/gatos/pageIds';
import { createCountCache } from '../../../src/server/modules/gatos/countCache';
import { sqliteDataVersion } from '../../../src/server/lib/dataVersion';
import { refreshSortKeys } from '../../../src/server/db/sortKeys';
import { tenantPlugin } from '../../../src/server/db/tenantPlugin';
import { withScope } from '../../../src/server/tenancy/scope';

describe('gatos query plans [sqlite]', () => {
  let t: TestApp & { close(): Promise<void> };
  let captured: CompiledQuery[] = [];
  let repo: ReturnType<typeof gatosRepository>;
  let userId: number;

  beforeAll(async () => {
    t = await createTestApp({ name: 'sqlite', url: null });
    const sqlite = t.database.sqlite!;
    const colonias: number[] = [];
    for (let c = 0; c < 20; c++) {
      colonias.push(Number(sqlite.prepare("INSERT INTO colonias (nombre, ubicacion, estado, created_at) VALUES (?, 'x', 'activa', 'n')").run(`Colonia ${c}`).lastInsertRowid));
    }
    const insert = sqlite.prepare(
      "INSERT INTO gatos (nombre, sexo, ubicacion, colonia_id, codigo_identificacion, activo, fecha_esterilizacion, created_at, updated_at) VALUES (?, 'H', 'x', ?, ?, ?, ?, 'n', 'n')",
    );
    sqlite.transaction(() => {
      for (let i = 0; i < 5000; i++) insert.run(`Gato ${i}`, colonias[i % 20], String(724000000000000 + i), i % 10 ? 1 : 0, i % 3 ? '2025-01-01' : null);
    })();
    // Written past the server, like the sqlite3 shell: the names get their sort keys as at start-up.
    await refreshSortKeys(t.db, 'es');
    userId = (await t.createUser('voluntario')).id;
    sqlite.prepare("INSERT INTO asignaciones (usuario_id, colonia_id, created_at) VALUES (?, ?, 'n'), (?, ?, 'n')").run(userId, colonias[2], userId, colonias[5]);
    const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }), log: (event) => void captured.push(event.query), plugins: [tenantPlugin()] });
    repo = gatosRepository(db);
  });

  afterAll(async () => {
    await t.close();
  });

  function plansOf(queries: CompiledQuery[]): string[][] {
    return queries.map((q) =>
      (t.database.sqlite!.prepare(`EXPLAIN QUERY PLAN ${q.sql}`).all(...(q.parameters as unknown[])) as { detail: string }[]).map((row) => row.detail),
    );
  }

  async function plansFor(run: () => Promise<unknown>): Promise<string[][]> {
    captured = [];
    await withScope({ municipios: [1] }, run);
    return plansOf(captured);
  }

  /** No step reads the gatos table without an index (a rowid walk of the primary key is an index too). */
  function expectIndexed(plan: string[]) {
    for (const step of plan) {
      if (/^SCAN (g|gatos)\b/.test(step)) expect(step, plan.join(' | ')).toMatch(/USING (COVERING )?INDEX/);
      if (/^SCAN (c|colonias)\b/.test(step)) expect(step, plan.join(' | ')).toMatch(/USING (COVERING )?INDEX/);
    }
  }

  const page = { skip: 0, limit: 100 };
  const byId: GatoSort = { field: 'id', order: 'asc' };
  const list = (filters: GatoFilters, sort: GatoSort = byId) => plansFor(() => repo.list(filters, page, sort));

  it('serves the full list page and its total from gatos(activo, id), without sorting', async () => {
    const [rows, count] = await list({});
    // A deferred join: the page's ids from the covering index (skipped rows are only stepped over there), then its rows by key.
    expect(rows.slice(0, 2)).toEqual(['CO-ROUTINE ids', 'SEARCH g USING COVERING INDEX gatos_activo_id_idx (municipio_id=? AND activo=?)']);
    expect(rows).toContain('SEARCH g USING INTEGER PRIMARY KEY (rowid=?)');
    expect(rows.join()).not.toContain('TEMP B-TREE');
    expect(rows).toContain('SEARCH c USING INTEGER PRIMARY KEY (rowid=?) LEFT-JOIN');
    expect(count).toEqual(['SEARCH g USING COVERING INDEX gatos_activo_id_idx (municipio_id=? AND activo=?)']);
  });

  it('serves the JSON page (what the list call sends) from the same indexes', async () => {
    const [plan] = await plansFor(() => repo.listJson({}, page, byId));
    expect(plan).toContain('SEARCH g USING COVERING INDEX gatos_activo_id_idx (municipio_id=? AND activo=?)');
    expect(plan).toContain('SEARCH g USING INTEGER PRIMARY KEY (rowid=?)');
    // The only sort left is the array's own, over the rows of the page.
    expect(plan.filter((step) => step.includes('TEMP B-TREE'))).toEqual(['USE TEMP B-TREE FOR group_concat(ORDER BY)']);
    const [byName] = await plansFor(() => repo.listJson({}, page, { field: 'nombre', order: 'desc' }));
    expect(byName).toContain('SEARCH g USING COVERING INDEX gatos_activo_nombre_orden_idx (municipio_id=? AND activo=?)');
    // The rows are read by key from the page's ids, not by walking the name index again.
    expect(byName.filter((step) => step.includes('gatos_activo_nombre_orden_idx'))).toHaveLength(1);
    expect(byName).toContain('SEARCH g USING INTEGER PRIMARY KEY (rowid=?)');
  });

  it('walks the active cats in name and code order when sorting by them', async () => {
    const [byName] = await list({}, { field: 'nombre', order: 'asc' });
    expect(byName).toContain('SEARCH g USING COVERING INDEX gatos_activo_nombre_orden_idx (municipio_id=? AND activo=?)');
    expect(byName.join()).not.toContain('TEMP B-TREE');
    const [byCode] = await list({}, { field: 'codigo_identificacion', order: 'desc' });
    expect(byCode).toContain('SEARCH g USING COVERING INDEX gatos_activo_codigo_idx (municipio_id=? AND activo=?)');
    expect(byCode.join()).not.toContain('TEMP B-TREE');
  });

  it('starts a far page in name or code order from its anchor in the index, not from the first cat', async () => {
    const far = { skip: 3 * ANCHOR_EVERY + 10, limit: 100 };
    for (const field of ['nombre', 'codigo_identificacion'] as const) {
      const [index, column] = field === 'nombre' ? ['gatos_activo_nombre_orden_idx', 'nombre_orden'] : ['gatos_activo_codigo_idx', field];
      for (const order of ['asc', 'desc'] as const) {
        const plans = await plansFor(() => repo.list({}, far, { field, order }));
        // The anchors, read once in one walk, then the page: a range of the index from the anchor's sort key on.
        const from = `SEARCH g USING COVERING INDEX ${index} (municipio_id=? AND activo=? AND ${column}${order === 'asc' ? '>' : '<'}?)`;
        expect(plans.filter((plan) => plan.includes(from)), plans.map((plan) => plan.join(' | ')).join('\n')).toHaveLength(1);
      }
    }
  });

  it("reads a colony's active cats in id order straight from gatos(colonia_id, activo, id), never walking other colonies", async () => {
    for (const plan of await list({ coloniaId: 1 })) {
      expectIndexed(plan);
      expect(plan.join()).toContain('gatos_colonia_id_idx (municipio_id=? AND colonia_id=? AND activo=?)');
      expect(plan.join()).not.toContain('gatos_activo_id_idx');
    }
  });

  it('serves a colony filter and a code search from their indexes', async () => {
    for (const plan of await list({ coloniaId: 1, esterilizado: true })) {
      expectIndexed(plan);
      expect(plan.join()).toMatch(/gatos_colonia_(id_)?idx \(municipio_id=\? AND colonia_id=\?/);
    }
    for (const plan of await list({ q: '7240000000012' })) {
      expectIndexed(plan);
      expect(plan.join()).toContain('gatos_codigo_uq');
    }
  });

  it('serves the assigned cats (mis-gatos) from the person\'s assignments and gatos(colonia_id, activo)', async () => {
    const [rows, count] = await list({ scopeUserId: userId });
    for (const plan of [rows, count]) {
      expectIndexed(plan);
      expect(plan.join()).toMatch(/gatos_colonia_(id_)?idx \(municipio_id=\? AND colonia_id=\?/);
      expect(plan.join()).toContain('asignaciones_usuario_colonia_uq (municipio_id=? AND usuario_id=?)');
    }
  });

  it('reads a card by primary key, checking the assignment through its unique index', async () => {
    expect(await plansFor(() => repo.findCard(10, null))).toEqual([
      ['SEARCH g USING INTEGER PRIMARY KEY (rowid=?)', 'SEARCH c USING INTEGER PRIMARY KEY (rowid=?) LEFT-JOIN'],
    ]);
    const [scoped] = await plansFor(() => repo.findCard(10, userId));
    expect(scoped).toContain('SEARCH g USING INTEGER PRIMARY KEY (rowid=?)');
    expect(scoped).toContain('SEARCH a EXISTS USING COVERING INDEX asignaciones_usuario_colonia_uq (municipio_id=? AND usuario_id=? AND colonia_id=?)');
  });

  it('finds duplicate codes and colony options through indexes', async () => {
    for (const plan of await plansFor(() => repo.existingCodes(['724000000000001', '724000000000002']))) {
      expect(plan.join()).toContain('gatos_codigo_uq');
    }
    for (const plan of await plansFor(() => repo.coloniaOptions(null))) expectIndexed(plan);
    for (const plan of await plansFor(() => repo.coloniaOptions(userId))) expectIndexed(plan);
  });

  it('remembers a total until anything is written, then counts again', async () => {
    const sqlite = t.database.sqlite!;
    const cache = createCountCache(sqliteDataVersion(sqlite));
    let counted = 0;
    const count = async () => {
      counted += 1;
      return (sqlite.prepare('SELECT count(*) AS n FROM gatos WHERE activo = 1').get() as { n: number }).n;
    };
    const first = await cache.get('k', count);
    expect(await cache.get('k', count)).toBe(first);
    expect(counted).toBe(1);
    sqlite.prepare('UPDATE gatos SET activo = 0 WHERE id = (SELECT min(id) FROM gatos WHERE activo = 1)').run();
    expect(await cache.get('k', count)).toBe(first - 1);
    expect(counted).toBe(2);
    // A write by another connection (another process on the same file) is seen too.
    const other = new SqliteDatabase(path.join(t.paths.dataDir, 'gatera.db'));
    try {
      other.prepare('UPDATE gatos SET activo = 0 WHERE id = (SELECT min(id) FROM gatos WHERE activo = 1)').run();
    } finally {
      other.close();
    }
    expect(await cache.get('k', count)).toBe(first - 2);
    expect(counted).toBe(3);
  });
});
