/**
 * Totals of the cat lists, remembered while the database does not change.
 * COUNT(*) walks every index entry it counts, so with 100,000 cats a page would
 * cost a full index walk per request. On SQLite, `PRAGMA data_version` (changes
 * committed by other connections) together with `total_changes()` (changes made
 * by this one) tell exactly whether anything was written since a total was
 * read; any write to any table forgets every total. On PostgreSQL there is no
 * such cheap signal, so totals are always counted.
 */
import type SqliteDatabase from 'better-sqlite3';

const MAX_ENTRIES = 500;

export interface CountCache {
  get(key: string, count: () => Promise<number>): Promise<number>;
}

export function createCountCache(sqlite: SqliteDatabase.Database | null): CountCache {
  if (!sqlite) return { get: (_key, count) => count() };
  const dataVersion = sqlite.prepare('PRAGMA data_version').pluck();
  const totalChanges = sqlite.prepare('SELECT total_changes()').pluck();
  const version = () => `${String(dataVersion.get())}:${String(totalChanges.get())}`;
  let seen = '';
  const totals = new Map<string, number>();
  return {
    async get(key, count) {
      // Read the version before counting: a write after it changes the version, so a stale total is never reused.
      const current = version();
      if (current !== seen) {
        totals.clear();
        seen = current;
      }
      const known = totals.get(key);
      if (known !== undefined) return known;
      const total = await count();
      if (version() === current) {
        if (totals.size >= MAX_ENTRIES) totals.clear();
        totals.set(key, total);
      }
      return total;
    },
  };
}
