/**
 * The header search goes through an index on both engines: the
 * unique microchip index for digits, the folded name (migration 0012) for a name.
 * Read with EXPLAIN on the queries the search really sends, for a
 * municipality's request (its records scoped as the server scopes them).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CompiledQuery, Kysely, SqliteDialect, sql, type QueryId, type QueryResult, type RootOperationNode, type UnknownRow } from 'kysely';
import { createTestApp, testEngines, type TestApp } from '../helper';
import type { Database } from '../../../src/server/db/schema';
import { gatosSearch } from '../../../src/server/modules/gatos/search';
import { createColonia, createGato } from '../fixtures';
import { validCode } from './support';
import { tenantPlugin } from '../../../src/server/db/tenantPlugin';
import { withScope } from '../../../src/server/tenancy/scope';

describe('gatos search query plans [sqlite]', () => {
  let t: TestApp & { close(): Promise<void> };
  let captured: CompiledQuery[] = [];
  let search: ReturnType<typeof gatosSearch>;

  beforeAll(async () => {
    t = await createTestApp({ name: 'sqlite', url: null });
    const colonia = await createColonia(t.db);
    for (let i = 0; i < 300; i++) await createGato(t.db, colonia.id, { nombre: `Gato ${i}`, codigo_identificacion: validCode(i) });
    const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: t.database.sqlite! }), log: (event) => void captured.push(event.query), plugins: [tenantPlugin()] });
    search = gatosSearch(db, 'sqlite');
  });

  afterAll(async () => {
    await t.close();
  });

  async function planOf(q: string, scope: number | null = null): Promise<string> {
    captured = [];
    await withScope({ municipios: [1] }, () => search.find(q, scope));
    const query = captured[0];
    return (t.database.sqlite!.prepare(`EXPLAIN QUERY PLAN ${query.sql}`).all(...(query.parameters as unknown[])) as { detail: string }[]).map((r) => r.detail).join(' | ');
  }

  it('a microchip prefix walks the unique code index', async () => {
    expect(await planOf('724000')).toMatch(/SEARCH g USING INDEX gatos_codigo_uq \(municipio_id=\? AND codigo_identificacion>\? AND codigo_identificacion<\?\)/);
  });

  it('a name prefix walks the folded name; for a voluntario an index too', async () => {
    expect(await planOf('gat')).toMatch(/SEARCH g USING INDEX gatos_nombre_busqueda_idx \(municipio_id=\? AND nombre_busqueda>\? AND nombre_busqueda<\?\)/);
    // Within a voluntario's colonies either index may lead; the cats are never read whole.
    const scoped = await planOf('gat', 1);
    expect(scoped).toMatch(/SEARCH g USING INDEX (gatos_nombre_busqueda_idx|gatos_colonia)/);
    expect(scoped).not.toMatch(/SCAN g(?! USING)/);
  });
});

const pgEngine = testEngines().find((engine) => engine.name === 'postgres');

describe.skipIf(!pgEngine)('gatos search query plans [postgres]', () => {
  let t: TestApp & { close(): Promise<void> };

  beforeAll(async () => {
    t = await createTestApp(pgEngine!);
  });

  afterAll(async () => {
    await t?.close();
  });

  /** EXPLAIN of the SQL the search really sends (caught by a plugin), with sequential scans forbidden: a tiny table is otherwise read whole. */
  async function planOf(q: string): Promise<string> {
    const captured: CompiledQuery[] = [];
    const catcher = {
      transformQuery: (args: { node: RootOperationNode; queryId: QueryId }) => {
        captured.push(t.db.getExecutor().compileQuery(args.node, args.queryId));
        return args.node;
      },
      transformResult: async (args: { result: QueryResult<UnknownRow> }) => args.result,
    };
    await withScope({ municipios: [1] }, () => gatosSearch(t.db.withPlugin(catcher), 'postgres').find(q, null));
    return t.db.transaction().execute(async (trx) => {
      await sql`SET LOCAL enable_seqscan = off`.execute(trx);
      const plan = await trx.executeQuery<{ 'QUERY PLAN': string }>(CompiledQuery.raw(`EXPLAIN ${captured[0].sql}`, [...captured[0].parameters]));
      return plan.rows.map((row) => row['QUERY PLAN']).join(' | ');
    });
  }

  it('both prefixes can use an index', async () => {
    expect(await planOf('724000')).toMatch(/Index.*gatos_codigo_uq/);
    expect(await planOf('gat')).toMatch(/Index.*gatos_nombre_busqueda_idx/);
    expect(await planOf('Ñoq')).toMatch(/Index.*gatos_nombre_busqueda_idx/);
  });
});
