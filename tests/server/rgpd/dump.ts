/**
 * Every row of every table, read from the database's own list of tables (not
 * from our backup catalogue, so a table nobody thought of is compared too).
 */
import { sql } from 'kysely';
import type { TestApp } from '../helper';

export type Row = Record<string, unknown>;
export type Dump = Record<string, Row[]>;

async function tableNames(t: TestApp): Promise<string[]> {
  if (t.engine === 'postgres') {
    const result = await sql<{ table_name: string }>`select table_name from information_schema.tables
      where table_schema = current_schema() and table_type = 'BASE TABLE' and table_name not like 'kysely_%'`.execute(t.db);
    return result.rows.map((r) => r.table_name).sort();
  }
  const result = await sql<{ name: string }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%' and name not like 'kysely_%'`.execute(t.db);
  return result.rows.map((r) => r.name).sort();
}

/** Rows in a stable order (their JSON text), so two dumps compare row by row. */
export async function dumpDatabase(t: TestApp, except: string[] = []): Promise<Dump> {
  const dump: Dump = {};
  for (const name of await tableNames(t)) {
    if (except.includes(name)) continue;
    const rows = (await sql<Row>`select * from ${sql.table(name)}`.execute(t.db)).rows;
    dump[name] = rows.map((row) => ({ ...row })).sort((a, b) => (JSON.stringify(a) < JSON.stringify(b) ? -1 : 1));
  }
  return dump;
}

/** The audit rows in the order they were written. */
export const auditRows = (t: TestApp) => t.db.selectFrom('audit_log').selectAll().orderBy('id').execute();
