/**
 * Every column that names another row (a foreign key) leads an index of its
 * own: when a row is deleted, the database looks for rows still naming it,
 * and without such an index it reads the whole referencing table (every
 * municipality's rows) once per row deleted.
 */
import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { describeEachEngine, type TestApp } from '../helper';

interface Reference {
  table: string;
  column: string;
}

/** The first column of each foreign key, and whether an index of its table starts with it. */
async function foreignKeys(t: TestApp): Promise<(Reference & { indexed: boolean })[]> {
  if (t.engine === 'postgres') {
    const rows = await sql<Reference & { indexed: boolean }>`
      SELECT c.conrelid::regclass::text AS table, a.attname AS column,
        EXISTS (SELECT 1 FROM pg_index i WHERE i.indrelid = c.conrelid AND i.indkey[0] = c.conkey[1]) AS indexed
      FROM pg_constraint c JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = c.conkey[1]
      WHERE c.contype = 'f' AND c.connamespace = current_schema()::regnamespace`.execute(t.db);
    return rows.rows.map((r) => ({ ...r, table: r.table.replace(/^.*\./, '') }));
  }
  const tables = await sql<{ name: string }>`SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'`.execute(t.db);
  const out: (Reference & { indexed: boolean })[] = [];
  for (const { name } of tables.rows) {
    const keys = await sql<{ from: string; seq: number }>`SELECT * FROM pragma_foreign_key_list(${name})`.execute(t.db);
    const indexes = await sql<{ name: string }>`SELECT name FROM pragma_index_list(${name})`.execute(t.db);
    const leading = new Set<string>();
    for (const index of indexes.rows) {
      const columns = await sql<{ seqno: number; name: string }>`SELECT seqno, name FROM pragma_index_info(${index.name})`.execute(t.db);
      const first = columns.rows.find((c) => c.seqno === 0);
      if (first) leading.add(first.name);
    }
    // An INTEGER PRIMARY KEY is the table's own order: a lookup by it needs no index.
    const pk = await sql<{ name: string; pk: number }>`SELECT name, pk FROM pragma_table_info(${name})`.execute(t.db);
    for (const column of pk.rows.filter((c) => c.pk === 1)) leading.add(column.name);
    for (const key of keys.rows.filter((k) => k.seq === 0)) out.push({ table: name, column: key.from, indexed: leading.has(key.from) });
  }
  return out;
}

describeEachEngine('indexes of the foreign keys', (t) => {
  it('every column that names another row leads an index of its table', async () => {
    const keys = await foreignKeys(t());
    expect(keys.length).toBeGreaterThan(30);
    expect(keys.filter((k) => !k.indexed).map((k) => `${k.table}.${k.column}`)).toEqual([]);
  });
});
