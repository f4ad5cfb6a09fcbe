/**
 * Totals of the cat lists, remembered while the database does not change.
 * COUNT(*) walks every index entry it counts, so with 100,000 cats a page would
 * cost a full index walk per request. The versioned cache of lib/ knows
 * exactly when anything was written (SQLite's data_version and total_changes)
 * and forgets then; on PostgreSQL totals are always counted.
 */
import type SqliteDatabase from 'better-sqlite3';
import { createVersionedCache } from '../../lib/versionedCache';

export interface CountCache {
  get(key: string, count: () => Promise<number>): Promise<number>;
}

export function createCountCache(sqlite: SqliteDatabase.Database | null): CountCache {
  return createVersionedCache(sqlite, 500);
}
