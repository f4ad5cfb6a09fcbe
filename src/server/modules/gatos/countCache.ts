/**
 * Totals of the cat lists (and the page anchors of repository.ts), remembered while the database does not change.
 * COUNT(*) walks every index entry it counts, so with 100,000 cats a page would
 * cost a full index walk per request. The versioned cache of lib/ knows
 * exactly when anything was written, by any process (lib/dataVersion.ts), and
 * forgets then; on both engines.
 */
import type { DataVersion } from '../../lib/dataVersion';
import { createVersionedCache, type VersionedCache } from '../../lib/versionedCache';

export type CountCache = VersionedCache;

export function createCountCache(version: DataVersion | null): CountCache {
  return createVersionedCache(version, 500);
}
