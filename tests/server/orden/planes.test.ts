/**
 * On PostgreSQL too, the cat list in name order walks
 * gatos(activo, nombre_orden, id): the key column is COLLATE "C", so its
 * index serves the byte order and a far page starts from its anchor with a
 * row-value range of the index, whatever the database's locale. (SQLite's
 * plans: tests/server/gatos/queryPlans.test.ts.)
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CompiledQuery, sql, type QueryId, type QueryResult, type RootOperationNode, type UnknownRow } from 'kysely';
import { createTestApp, testEngines, type TestApp } from '../helper';
import { gatosRepository } from '../../../src/server/modules/gatos/repository';
import { ANCHOR_EVERY } from '../../../src/server/modules/gatos/pageIds';
import { createColonia } from '../fixtures';
import { nowIso } from '../../../src/server/lib/time';
import { withScope } from '../../../src/server/tenancy/scope';

const pgEngine = testEngines().find((engine) => engine.name === 'postgres');

describe.skipIf(!pgEngine)('the cat list in name order: PostgreSQL plans', () => {
  let t: TestApp & { close(): Promise<void> };

  beforeAll(async () => {
    t = await createTestApp(pgEngine!);
    const colonia = await createColonia(t.db);
    const now = nowIso();
    const rows = Array.from({ length: 4 * ANCHOR_EVERY }, (_, i) => ({ nombre: `${['Ñoqui', 'Nube', 'Óscar', 'oso'][i % 4]} ${i}`, sexo: 'H', ubicacion: 'x', colonia_id: colonia.id, created_at: now, updated_at: now }));
    for (let i = 0; i < rows.length; i += 200) await t.db.insertInto('gatos').values(rows.slice(i, i + 200)).execute();
    await sql`analyze gatos`.execute(t.db);
  });

  afterAll(async () => {
    await t?.close();
  });

  /** The EXPLAIN of every query a page sends (caught by a plugin), with sequential and bitmap scans forbidden (the table is small). */
  async function plansOf(skip: number, order: 'asc' | 'desc'): Promise<string[]> {
    const captured: CompiledQuery[] = [];
    const catcher = {
      transformQuery: (args: { node: RootOperationNode; queryId: QueryId }) => {
        captured.push(t.db.getExecutor().compileQuery(args.node, args.queryId));
        return args.node;
      },
      transformResult: async (args: { result: QueryResult<UnknownRow> }) => args.result,
    };
    // As a municipality's request asks: its records, its session told so (row-level security).
    const scope = { municipios: [1] };
    await withScope(scope, () => gatosRepository(t.db.withPlugin(catcher), { engine: 'postgres' }).listJson({}, { skip, limit: 100 }, { field: 'nombre', order }));
    return withScope(scope, () => t.db.transaction().execute(async (trx) => {
      await sql`SET LOCAL enable_seqscan = off`.execute(trx);
      // Nor a bitmap of the whole municipality sorted afterwards: as cheap as the index walk on a table this small, not on a real one.
      await sql`SET LOCAL enable_bitmapscan = off`.execute(trx);
      const plans: string[] = [];
      for (const query of captured) {
        const plan = await trx.executeQuery<{ 'QUERY PLAN': string }>(CompiledQuery.raw(`EXPLAIN ${query.sql}`, [...query.parameters]));
        plans.push(plan.rows.map((row) => row['QUERY PLAN']).join(' | '));
      }
      return plans;
    }));
  }

  it('declares every key column COLLATE "C": byte order whatever the database\'s locale', async () => {
    const columns = await sql<{ table_name: string; column_name: string; collation_name: string | null }>`
      SELECT table_name, column_name, collation_name FROM information_schema.columns
      WHERE table_schema = current_schema() AND column_name LIKE '%\_orden' ORDER BY table_name, column_name`.execute(t.db);
    expect(columns.rows.map((c) => `${c.table_name}.${c.column_name} ${c.collation_name}`)).toEqual([
      'actividades.descripcion_orden C',
      'actividades.tipo_orden C',
      'adopcion_solicitudes.nombre_orden C',
      'audit_log.username_orden C',
      'campanas.nombre_orden C',
      'colonias.estado_orden C',
      'colonias.nombre_orden C',
      'colonias.ubicacion_orden C',
      'comederos.nombre_orden C',
      'gatos.nombre_orden C',
      'inspecciones.estatus_orden C',
      'partes.descripcion_orden C',
      'quejas.estatus_orden C',
      'users.nombre_orden C',
      'users.username_orden C',
    ]);
  });

  it('reads the first page and a far page from the key index, without sorting the table', async () => {
    for (const order of ['asc', 'desc'] as const) {
      const first = await plansOf(0, order);
      expect(first[0], order).toMatch(/Index Only Scan (Backward )?using gatos_activo_nombre_orden_idx on gatos g .*Index Cond: \(\(municipio_id = 1\) AND \(activo = 1\)\)/);
      // The anchors are read once (one walk of the index); the page is then a range of it from its anchor.
      const far = await plansOf(2 * ANCHOR_EVERY + 30, order);
      const range = /Index Only Scan (Backward )?using gatos_activo_nombre_orden_idx on gatos g\w* .*Index Cond: \(\(municipio_id = 1\) AND \(activo = 1\) AND \(ROW\(nombre_orden, id\) [<>]= ROW\(/;
      expect(far.filter((plan) => range.test(plan)).length, far.join('\n')).toBeGreaterThan(0);
      // The cats are never sorted by key to find the page: they come in the index's order (a Merge Append only merges its two
      // ranges, with and without a key). The planner may still put the page's own 100 rows back in order after joining
      // their colonies (PostgreSQL 18 does), which costs nothing that grows with the table.
      for (const plan of [...first, ...far]) {
        const sorted = [...plan.matchAll(/Sort\s+\(cost=\S+ rows=(\d+)[^|]*\|\s*Sort Key: g\w*\.nombre_orden/g)].map((sort) => Number(sort[1]));
        expect(sorted.filter((rows) => rows > 100), plan).toEqual([]);
      }
    }
  });
});
