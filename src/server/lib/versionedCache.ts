/**
 * Answers remembered while the database does not change: each answer is kept
 * with the data version (lib/dataVersion.ts) read before it was loaded, and is
 * served only while the version is still the same, so any committed write — to
 * any table, by any process on the database — forgets every answer, and
 * nothing older than a write already answered is ever served. On SQLite and
 * on PostgreSQL alike (the cat totals of modules/gatos/countCache.ts too).
 * Answers are kept per scope (tenancy/scope.ts): what one municipality's work
 * loaded is never served to another's.
 */
import type { DataVersion } from './dataVersion';
import { scopeKey } from '../tenancy/scope';

export interface VersionedCache {
  /**
   * The answer for `key` at the current data version, loaded when missing. `at`: a version the caller
   * read after its request arrived (FastifyRequest.dataVersionOnArrival), used instead of reading it
   * again; only for a request that has written nothing since.
   */
  get<T>(key: string, load: () => Promise<T>, at?: Promise<string>): Promise<T>;
}

/** Bounds of a cache: how many answers, and optionally how many bytes as `weigh` counts them. */
export interface CacheBounds {
  maxEntries: number;
  maxBytes?: number;
  weigh?: (answer: unknown) => number;
}

export function createVersionedCache(version: DataVersion | null, bounds: number | CacheBounds = 200): VersionedCache {
  if (!version) return { get: (_key, load) => load() };
  const { maxEntries, maxBytes = Infinity, weigh } = typeof bounds === 'number' ? { maxEntries: bounds } : bounds;
  let seen = '';
  let bytes = 0;
  // Each answer is kept as the promise of its load, from the moment the load starts: callers asking for it at
  // the same version meanwhile share that one load (after a write forgets every answer, many requests miss at
  // once, and each loading the same page again only queued them behind each other).
  const answers = new Map<string, { version: string; answer: Promise<unknown>; bytes: number }>();
  const forget = (key: string) => {
    bytes -= answers.get(key)?.bytes ?? 0;
    answers.delete(key);
  };
  return {
    async get<T>(asked: string, load: () => Promise<T>, at?: Promise<string>): Promise<T> {
      const key = `${scopeKey()}|${asked}`;
      // Read before loading: the load sees at least this version, and a write after it changes the version.
      const current = await (at ?? version());
      if (current !== seen) {
        answers.clear();
        bytes = 0;
        seen = current;
      }
      const kept = answers.get(key);
      if (kept && kept.version === current) return kept.answer as Promise<T>;
      const entry = { version: current, answer: load() as Promise<unknown>, bytes: 0 };
      // Full: the oldest answer goes (a Map keeps insertion order), not all of them.
      if (answers.size >= maxEntries) forget(answers.keys().next().value!);
      answers.set(key, entry);
      // A newer version seen meanwhile (another request) cleared the map and this entry with it: not kept.
      let answer: unknown;
      try {
        answer = await entry.answer;
      } catch (error) {
        // A failed load is not remembered.
        if (answers.get(key) === entry) forget(key);
        throw error;
      }
      if (weigh && answers.get(key) === entry) {
        entry.bytes = weigh(answer);
        bytes += entry.bytes;
        while (bytes > maxBytes && answers.size > 1) forget(answers.keys().next().value!);
      }
      return answer as T;
    },
  };
}
