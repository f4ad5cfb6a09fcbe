/**
 * Answers remembered while the database does not change: each answer is kept
 * with the data version (lib/dataVersion.ts) read before it was loaded, and is
 * served only while the version is still the same, so any committed write — to
 * any table, by any process on the database — forgets every answer, and
 * nothing older than a write already answered is ever served. On SQLite and
 * on PostgreSQL alike (the cat totals of modules/gatos/countCache.ts too).
 */
import type { DataVersion } from './dataVersion';

export interface VersionedCache {
  get<T>(key: string, load: () => Promise<T>): Promise<T>;
}

export function createVersionedCache(version: DataVersion | null, maxEntries = 200): VersionedCache {
  if (!version) return { get: (_key, load) => load() };
  let seen = '';
  const answers = new Map<string, { version: string; answer: unknown }>();
  return {
    async get<T>(key: string, load: () => Promise<T>): Promise<T> {
      // Read before loading: the load sees at least this version, and a write after it changes the version.
      const current = await version();
      if (current !== seen) {
        answers.clear();
        seen = current;
      }
      const kept = answers.get(key);
      if (kept && kept.version === current) return kept.answer as T;
      const answer = await load();
      // A newer version seen meanwhile (another request) cleared the map: an answer of an older one is not kept.
      if (seen === current) {
        // Full: the oldest answer goes (a Map keeps insertion order), not all of them.
        if (answers.size >= maxEntries) answers.delete(answers.keys().next().value!);
        answers.set(key, { version: current, answer });
      }
      return answer;
    },
  };
}
