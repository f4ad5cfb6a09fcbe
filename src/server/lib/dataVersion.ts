/**
 * A value that changes whenever a write is committed to the database, by this
 * process or any other, and never comes back (so an answer read at one value
 * can be served while the value is the same). What lib/versionedCache.ts keys
 * its answers on.
 *
 * SQLite: `PRAGMA data_version` (commits by other connections, other processes
 * included) with `total_changes()` (changes by this connection).
 *
 * PostgreSQL: the current snapshot, `pg_current_snapshot()` — the first
 * transaction id not yet given out and the ones still running. Two equal
 * snapshots see exactly the same committed data; any commit of a transaction
 * that wrote (it holds an id) either removes it from the running list or moves
 * the first free id, so the value changes the moment the commit is visible, to
 * every process and machine on the database. Read-only transactions get no id
 * and change nothing. One round trip; callers that ask while one is on its way
 * share the next one (sent after they asked, so it sees every commit made
 * before).
 */
import type SqliteDatabase from 'better-sqlite3';
import { sql } from 'kysely';
import type { Db } from '../db/schema';
import { sharedNextRun } from './nextRun';
import { SNAPSHOT_SQL } from '../db/tenantSession';

export type DataVersion = () => Promise<string>;

export function sqliteDataVersion(sqlite: SqliteDatabase.Database): DataVersion {
  const dataVersion = sqlite.prepare('PRAGMA data_version').pluck();
  const totalChanges = sqlite.prepare('SELECT total_changes()').pluck();
  return async () => `${String(dataVersion.get())}:${String(totalChanges.get())}`;
}

export function postgresDataVersion(db: Db): DataVersion {
  return sharedNextRun(async () => (await sql<{ v: string }>`${sql.raw(SNAPSHOT_SQL)}`.execute(db)).rows[0].v);
}
