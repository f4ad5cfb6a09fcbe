/**
 * Answers remembered while the database does not change. On SQLite,
 * `PRAGMA data_version` (commits by other connections, other processes
 * included) together with `total_changes()` (changes by this connection) tell
 * exactly whether anything was written since an answer was read; any write to
 * any table forgets every answer, so nothing stale is ever served. On
 * PostgreSQL there is no such cheap signal, so nothing is remembered.
 * (The same signal as the cat totals of modules/gatos/countCache.ts.)
 */
import type SqliteDatabase from 'better-sqlite3';

export interface VersionedCache {
  get<T>(key: string, load: () => Promise<T>): Promise<T>;
}

export function createVersionedCache(sqlite: SqliteDatabase.Database | null, maxEntries = 200): VersionedCache {
  if (!sqlite) return { get: (_key, load) => load() };
  const dataVersion = sqlite.prepare('PRAGMA data_version').pluck();
  const totalChanges = sqlite.prepare('SELECT total_changes()').pluck();
  const version = () => `${String(dataVersion.get())}:${String(totalChanges.get())}`;
  let seen = '';
  const answers = new Map<string, unknown>();
  return {
    async get<T>(key: string, load: () => Promise<T>): Promise<T> {
      // Read the version before loading: a write after it changes the version, so a stale answer is never kept.
      const current = version();
      if (current !== seen) {
        answers.clear();
        seen = current;
      }
      if (answers.has(key)) return answers.get(key) as T;
      const answer = await load();
      if (version() === current) {
        if (answers.size >= maxEntries) answers.clear();
        answers.set(key, answer);
      }
      return answer;
    },
  };
}
