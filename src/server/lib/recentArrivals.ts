/**
 * How many logins each network (addressNetwork.ts) sent to this process in
 * the current window, counted in memory as they arrive, before any other work
 * and whether or not they are answered: it only orders the hashing queue
 * (a network that has hardly tried goes ahead, see hashQueue.ts), so a
 * per-process count is enough, and it costs a storm nothing to keep. The limits
 * themselves are counted in the database (rateLimits.ts).
 */
import { addressNetwork } from './addressNetwork';

export interface RecentArrivals {
  /** Counts one arrival from `ip`; answers its network's arrivals in this window, this one included. */
  note(ip: string): number;
}

/** Networks tracked at once: beyond them (a storm from a huge number of networks) a new one counts as having tried a lot. */
const MAX_NETWORKS = 50_000;

export function createRecentArrivals(windowMs: number, now: () => number = Date.now): RecentArrivals {
  let windowStart = now();
  let counts = new Map<string, number>();
  return {
    note(ip) {
      const at = now();
      if (at - windowStart >= windowMs) {
        counts = new Map();
        windowStart = at;
      }
      const network = addressNetwork(ip);
      const seen = counts.get(network);
      if (seen === undefined && counts.size >= MAX_NETWORKS) return Number.POSITIVE_INFINITY;
      counts.set(network, (seen ?? 0) + 1);
      return (seen ?? 0) + 1;
    },
  };
}
