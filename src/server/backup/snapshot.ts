/**
 * A consistent read of every table for a backup: all tables are read from one
 * snapshot, so a row written meanwhile never appears without its parent.
 * SQLite reads through a second, read-only connection (WAL lets it keep its
 * snapshot while the server goes on writing); PostgreSQL through a
 * REPEATABLE READ, READ ONLY transaction, in pages by primary key.
 */
import SqliteDatabase from 'better-sqlite3';
import { sql, type Kysely, type QueryResult, type RawBuilder } from 'kysely';
import type { DatabaseHandle } from '../db/index';
import type { Database, Db } from '../db/schema';
import type { TableSpec } from './catalog';
import { rowsOf, type BackupExtent } from './extent';

export type Row = unknown[];

export interface SnapshotReader {
  /** The rows of a table in primary-key order, a batch at a time, as arrays in catalogue column order. */
  batches(table: TableSpec, size: number): AsyncIterable<Row[]>;
}

const columnList = (table: TableSpec) => table.columns.map((c) => c.name).join(', ');
const keyList = (table: TableSpec) => table.key.join(', ');
/** ` WHERE …` picking the extent's rows of `table`, or nothing when every row is. */
const whereOf = (table: TableSpec, extent: BackupExtent) => {
  const condition = rowsOf(table.name, extent);
  return condition ? ` WHERE ${condition}` : '';
};

export async function withSnapshot<T>(database: DatabaseHandle, extent: BackupExtent, read: (reader: SnapshotReader) => Promise<T>): Promise<T> {
  if (database.sqlite) return withSqliteSnapshot(database.sqlite, extent, read);
  return withPostgresSnapshot(database.db, extent, read);
}

async function withSqliteSnapshot<T>(main: SqliteDatabase.Database, extent: BackupExtent, read: (reader: SnapshotReader) => Promise<T>): Promise<T> {
  const own = !main.memory;
  const conn = own ? new SqliteDatabase(main.name, { readonly: true, fileMustExist: true }) : main;
  if (own) conn.pragma('busy_timeout = 5000');
  conn.exec('BEGIN');
  try {
    return await read({
      async *batches(table, size) {
        const statement = conn.prepare(`SELECT ${columnList(table)} FROM ${table.name}${whereOf(table, extent)} ORDER BY ${keyList(table)}`).raw(true);
        // An in-memory database has one connection: read it whole instead of holding an iterator open on it.
        const rows: Iterable<Row> = own ? (statement.iterate() as Iterable<Row>) : (statement.all() as Row[]);
        let batch: Row[] = [];
        for (const row of rows) {
          batch.push(row);
          if (batch.length === size) {
            yield batch;
            batch = [];
          }
        }
        if (batch.length) yield batch;
      },
    });
  } finally {
    conn.exec('COMMIT');
    if (own) conn.close();
  }
}

async function withPostgresSnapshot<T>(db: Db, extent: BackupExtent, read: (reader: SnapshotReader) => Promise<T>): Promise<T> {
  return db
    .transaction()
    .setIsolationLevel('repeatable read')
    .setAccessMode('read only')
    .execute(async (trx) => read(keysetReader(trx, extent)));
}

/**
 * Reads through a connection the caller already holds (a transaction), in pages
 * by primary key: the restore reads its safety copy this way, inside its own
 * transaction and after taking the write lock, so the copy is exactly what it replaces.
 */
export function keysetReader(executor: Kysely<Database>, extent: BackupExtent): SnapshotReader {
  return {
    async *batches(table, size) {
      const names = table.columns.map((c) => c.name);
      const keyIndexes = table.key.map((k) => names.indexOf(k));
      let last: unknown[] | null = null;
      for (;;) {
        const conditions: RawBuilder<unknown>[] = [];
        const own = rowsOf(table.name, extent);
        if (own) conditions.push(sql.raw(own));
        if (last) conditions.push(sql`(${sql.raw(keyList(table))}) > (${sql.join(last)})`);
        const where: RawBuilder<unknown> = conditions.length ? sql`WHERE ${sql.join(conditions, sql` AND `)}` : sql``;
        const result: QueryResult<Record<string, unknown>> = await sql<Record<string, unknown>>`SELECT ${sql.raw(columnList(table))} FROM ${sql.table(table.name)} ${where} ORDER BY ${sql.raw(keyList(table))} LIMIT ${size}`.execute(executor);
        if (!result.rows.length) return;
        const batch: Row[] = result.rows.map((r) => names.map((n) => r[n]));
        yield batch;
        if (batch.length < size) return;
        const tail: Row = batch[batch.length - 1];
        last = keyIndexes.map((i) => tail[i]);
      }
    },
  };
}
