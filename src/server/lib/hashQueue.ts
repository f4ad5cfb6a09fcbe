/**
 * The password hashes of one process: at most `concurrency` at a time, and a
 * queue bounded by time, so a storm of logins is answered at once (503 with
 * Retry-After) instead of making everyone wait behind it.
 *
 * scrypt runs on libuv's thread pool (UV_THREADPOOL_SIZE, 4 by default), the
 * same threads that read files for /media and the static client, so at most
 * half the pool hashes (and never every core).
 *
 * The queue holds what those slots can hash within `maxWaitMs`:
 * floor(concurrency × maxWaitMs / cost of one hash). The cost is measured (a
 * moving average of the hashes this process ran), so on a loaded machine,
 * where each hash takes longer, the queue shrinks and the wait stays near the
 * target. Beyond that a hash is refused at once.
 *
 * Three lanes, and a freed slot goes to the first that has a hash waiting:
 * - `priority`: the request has already proved something (a device or an
 *   address that signed in to the account before, a signed-in person, a reset
 *   link, an administrator), so a storm delays it by at most the hashes
 *   already running;
 * - `fresh`: a login from an address that has hardly tried yet (its first few
 *   attempts of the limit's window), as a person on a new device does; an
 *   attacker gets only those few per address and window into it;
 * - `public`: every other login.
 * A hash is refused when those running and those waiting in its own lane and
 * the lanes before it already fill the slots and the queue. A login holds its
 * place from the moment it arrives, before any database work, so a burst of
 * logins is refused at once instead of queueing first for database reads.
 */
import os from 'node:os';
import { HttpError } from './errors';
import { hashPassword, scryptAsync, verifyPassword, type Scrypt } from './passwords';
import { SERVER_KEYS } from '../i18n/keys';

export const HASHING_BUSY_MESSAGE = SERVER_KEYS.inicioSesion.hashingBusy;

/** Half the thread pool, and one core fewer than the machine has, so the event loop keeps a core of its own. */
export const HASH_CONCURRENCY = Math.max(1, Math.min(Math.floor((Number(process.env.UV_THREADPOOL_SIZE) || 4) / 2), os.availableParallelism() - 1));

/**
 * The cost assumed for one hash until this process has timed some: about twice
 * the 45 ms measured on a 2-core machine, so the first storm meets a queue
 * that is too short rather than too long.
 */
const INITIAL_COST_MS = 100;

/** Weight of the newest timing in the moving average: it follows a change of load within about ten hashes. */
const COST_WEIGHT = 0.2;

/** In the order a freed slot looks at them. */
const LANES = ['priority', 'fresh', 'public'] as const;

export type HashLane = (typeof LANES)[number];

export interface HashQueueOptions {
  concurrency: number;
  /** How long a hash may wait for a slot; the queue holds what the slots hash in that time. */
  maxWaitMs: number;
  initialCostMs?: number;
  scrypt?: Scrypt;
  /** The clock the hashes are timed with (milliseconds). */
  now?: () => number;
}

export interface HashLoad {
  running: number;
  waiting: number;
  /** Places held by logins still getting ready (reading the database) before they hash. */
  held: number;
  /** Hashes that may wait at once. */
  capacity: number;
  /** The measured cost of one hash, in ms. */
  costMs: number;
}

/** A place in the queue, held while a login gets ready to hash. */
export interface QueuePlace {
  /** Checks the password in `lane` (where the place was held or another one), giving up the place as the hash joins the queue. */
  verify(password: string, stored: string, lane: HashLane): Promise<boolean>;
  /** Gives up the place (the login ended before hashing); harmless after verify, and more than once. */
  release(): void;
}

export interface HashQueue {
  /** A new password's hash (a person who proved who they are, or an administrator): the priority lane. */
  hash(password: string): Promise<string>;
  /** Checks a password in the given lane; throws HashingBusyError (503) when that lane is full. */
  verify(password: string, stored: string, lane: HashLane): Promise<boolean>;
  /**
   * Holds a place in `lane` from the moment a login arrives, before it reads
   * anything: a burst is refused at once (HashingBusyError) instead of first
   * queueing on the database for reads whose hash would be refused anyway.
   */
  hold(lane: HashLane): QueuePlace;
  load(): HashLoad;
}

export class HashingBusyError extends HttpError {
  constructor(retryAfterSeconds: number) {
    super(503, HASHING_BUSY_MESSAGE, retryAfterSeconds);
  }
}

export function createHashQueue(options: HashQueueOptions): HashQueue {
  const { concurrency, maxWaitMs, scrypt = scryptAsync, now = () => performance.now() } = options;
  const waiting: Record<HashLane, (() => void)[]> = { priority: [], fresh: [], public: [] };
  const held: Record<HashLane, number> = { priority: 0, fresh: 0, public: 0 };
  let running = 0;
  let costMs = options.initialCostMs ?? INITIAL_COST_MS;
  // A refused client may try again once the queue has had time to drain.
  const retryAfterSeconds = Math.max(1, Math.ceil(maxWaitMs / 1000));

  const capacity = () => Math.max(1, Math.floor((concurrency * maxWaitMs) / costMs));
  // A hash waits for those running and for those waiting or held in its lane and in the lanes before it.
  const before = (lane: HashLane) => LANES.slice(0, LANES.indexOf(lane) + 1);
  const claims = (lane: HashLane) => running + before(lane).reduce((sum, l) => sum + waiting[l].length + held[l], 0);
  const admit = (lane: HashLane) => {
    if (claims(lane) >= concurrency + capacity()) throw new HashingBusyError(retryAfterSeconds);
  };

  async function run<T>(lane: HashLane, task: () => Promise<T>): Promise<T> {
    admit(lane);
    if (running < concurrency) running += 1;
    else await new Promise<void>((resolve) => waiting[lane].push(resolve));
    const start = now();
    try {
      return await task();
    } finally {
      costMs += COST_WEIGHT * (now() - start - costMs);
      // The slot passes straight to the next waiter, so `running` never exceeds the bound.
      const next = LANES.map((l) => waiting[l]).find((queue) => queue.length > 0)?.shift();
      if (next) next();
      else running -= 1;
    }
  }

  const queued = (lane: HashLane, beforeQueueing = () => {}): Scrypt => (password, salt, keylen, params) => {
    beforeQueueing();
    return run(lane, () => scrypt(password, salt, keylen, params));
  };

  return {
    hash: (password) => hashPassword(password, queued('priority')),
    verify: (password, stored, lane) => verifyPassword(password, stored, queued(lane)),
    hold(heldLane) {
      admit(heldLane);
      held[heldLane] += 1;
      let holding = true;
      const release = () => {
        if (!holding) return;
        holding = false;
        held[heldLane] -= 1;
      };
      return { release, verify: (password, stored, lane) => verifyPassword(password, stored, queued(lane, release)) };
    },
    load: () => ({ running, waiting: before('public').reduce((sum, l) => sum + waiting[l].length, 0), held: before('public').reduce((sum, l) => sum + held[l], 0), capacity: capacity(), costMs }),
  };
}
