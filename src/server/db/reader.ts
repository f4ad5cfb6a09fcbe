/**
 * A read-only connection of its own to the server's data, for a report
 * worker thread (reports/workers/): a SQLite connection to the same file, read
 * only (in WAL mode its reads never hold up the server's writes, and it sees
 * every commit made before each of its queries starts), or a small PostgreSQL
 * pool whose transactions are read only. Reads through it run on the thread
 * that opened it, never on the server's.
 */
import SqliteDatabase from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import type { Database, Db } from './schema';
import type { DatabaseLocation } from './index';
import { postgresPool } from './postgresPool';
import { withStatementCache } from './statementCache';
import { tenantPlugin } from './tenantPlugin';
import { tenantScopedPool } from './tenantSession';

/** PostgreSQL connections of one report worker: the annual report's aggregates run two at a time. */
export const READER_POOL_MAX = 2;

export interface DatabaseReader {
  db: Db;
  destroy(): Promise<void>;
}

export async function openReader(location: DatabaseLocation): Promise<DatabaseReader> {
  if (location.engine === 'postgres') {
    const pool = await postgresPool(location.databaseUrl, location.pgSchema, READER_POOL_MAX, ['-c default_transaction_read_only=on']);
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: tenantScopedPool(pool) }), plugins: [tenantPlugin()] });
    return { db, destroy: () => db.destroy() };
  }
  if (!location.sqliteFile) throw new Error('Falta el fichero SQLite');
  const sqlite = new SqliteDatabase(location.sqliteFile, { readonly: true, fileMustExist: true });
  sqlite.pragma('busy_timeout = 5000');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }), plugins: [tenantPlugin()] });
  return { db, destroy: () => db.destroy() };
}
