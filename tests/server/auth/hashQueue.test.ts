/**
 * The bounded queue of password hashes (src/server/lib/hashQueue.ts), with a
 * scrypt the test holds and releases and a clock it moves, so every decision
 * is seen without timing anything.
 */
import { describe, expect, it } from 'vitest';
import { createHashQueue, HASHING_BUSY_MESSAGE, HashingBusyError, type HashLane, type HashQueue, type HashQueueOptions } from '../../../src/server/lib/hashQueue';
import { DUMMY_HASH } from '../../../src/server/lib/passwords';
import { loadConfig } from '../../../src/server/config';

/** A scrypt whose calls wait until released; each release moves the clock by `costMs` (the hash's measured cost). */
function heldHasher() {
  let clock = 0;
  let costMs = 50;
  const pending: { password: string; finish: (fail?: Error) => void }[] = [];
  return {
    now: () => clock,
    setCost: (ms: number) => (costMs = ms),
    pending: () => pending.map((p) => p.password),
    step(fail?: Error) {
      pending.shift()!.finish(fail);
    },
    scrypt(password: string, _salt: Buffer, keylen: number): Promise<Buffer> {
      return new Promise((resolve, reject) =>
        pending.push({
          password,
          finish: (fail) => {
            clock += costMs;
            if (fail) reject(fail);
            // Never the dummy hash's key (zeros): every password checked here is wrong.
            else resolve(Buffer.alloc(keylen, 1));
          },
        }),
      );
    },
  };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

/** A login arriving now in `lane` would be let in (its place is given up at once). */
function hasRoom(queue: HashQueue, lane: HashLane): boolean {
  try {
    queue.hold(lane).release();
    return true;
  } catch (error) {
    if (error instanceof HashingBusyError) return false;
    throw error;
  }
}

function queueWith(hasher: ReturnType<typeof heldHasher>, options: Partial<HashQueueOptions> = {}) {
  return createHashQueue({ concurrency: 1, maxWaitMs: 1000, initialCostMs: 100, scrypt: hasher.scrypt, now: hasher.now, ...options });
}

describe('the queue of password hashes', () => {
  it('holds what its slots hash within the wait it is sized for: concurrency × wait / cost of a hash', () => {
    const hasher = heldHasher();
    expect(queueWith(hasher).load().capacity).toBe(10);
    expect(queueWith(hasher, { concurrency: 2 }).load().capacity).toBe(20);
    expect(queueWith(hasher, { maxWaitMs: 2000, initialCostMs: 45 }).load().capacity).toBe(44);
    // However slow the hashes, one may always wait.
    expect(queueWith(hasher, { initialCostMs: 5000 }).load().capacity).toBe(1);
  });

  it('refuses at once, without hashing, when full, and takes hashes again as the queue drains', async () => {
    const hasher = heldHasher();
    hasher.setCost(100);
    const queue = queueWith(hasher);
    const admitted = Array.from({ length: 11 }, (_, i) => queue.verify(`admitida-${i}`, DUMMY_HASH, 'public'));
    await settle();
    expect(queue.load()).toMatchObject({ running: 1, waiting: 10 });
    const refused = queue.verify('rechazada', DUMMY_HASH, 'public');
    await expect(refused).rejects.toBeInstanceOf(HashingBusyError);
    await expect(refused).rejects.toMatchObject({ statusCode: 503, detail: HASHING_BUSY_MESSAGE, retryAfterSeconds: 1 });
    expect(hasRoom(queue, 'public')).toBe(false);
    expect(hasher.pending()).toEqual(['admitida-0']);
    hasher.step();
    await settle();
    // One hash done: one place free again.
    expect(queue.load()).toMatchObject({ running: 1, waiting: 9 });
    expect(hasRoom(queue, 'public')).toBe(true);
    for (let i = 0; i < 10; i++) {
      hasher.step();
      await settle();
    }
    expect(await Promise.all(admitted)).toEqual(Array(11).fill(false));
    expect(queue.load()).toMatchObject({ running: 0, waiting: 0 });
  });

  it('serves the priority lane first, then fresh logins, then the rest; a full lane refuses none before it', async () => {
    const hasher = heldHasher();
    hasher.setCost(100);
    const queue = queueWith(hasher);
    const storm = Array.from({ length: 11 }, (_, i) => queue.verify(`tormenta-${i}`, DUMMY_HASH, 'public'));
    await settle();
    expect(hasRoom(queue, 'public')).toBe(false);
    expect(hasRoom(queue, 'fresh')).toBe(true);
    const fresh = queue.verify('fresca', DUMMY_HASH, 'fresh');
    const known = queue.verify('conocida', DUMMY_HASH, 'priority');
    const created = queue.hash('nueva');
    await settle();
    const order: string[] = [];
    for (let i = 0; i < 14; i++) {
      order.push(hasher.pending()[0]);
      hasher.step();
      await settle();
    }
    expect(order.slice(0, 5)).toEqual(['tormenta-0', 'conocida', 'nueva', 'fresca', 'tormenta-1']);
    expect(await known).toBe(false);
    expect(await fresh).toBe(false);
    expect(await created).toMatch(/^scrypt\$16384\$8\$1\$/);
    await Promise.all(storm);
  });

  it('counts the lanes before a hash toward its wait: fresh logins fill the queue for the rest too, never for the priority lane', async () => {
    const hasher = heldHasher();
    const queue = queueWith(hasher);
    const fresh = Array.from({ length: 11 }, (_, i) => queue.verify(`fresca-${i}`, DUMMY_HASH, 'fresh'));
    await settle();
    expect(hasRoom(queue, 'fresh')).toBe(false);
    expect(hasRoom(queue, 'public')).toBe(false);
    expect(hasRoom(queue, 'priority')).toBe(true);
    for (let i = 0; i < 11; i++) {
      hasher.step();
      await settle();
    }
    await Promise.all(fresh);
  });

  it('follows the measured cost of a hash: slower hashes shorten the queue, faster ones lengthen it', async () => {
    const hasher = heldHasher();
    const queue = queueWith(hasher);
    const run = async (lane: HashLane) => {
      const done = queue.verify('x', DUMMY_HASH, lane);
      await settle();
      hasher.step();
      await done;
    };
    hasher.setCost(400);
    for (let i = 0; i < 40; i++) await run('public');
    expect(queue.load().costMs).toBeCloseTo(400, 0);
    expect(queue.load().capacity).toBe(2);
    hasher.setCost(45);
    for (let i = 0; i < 40; i++) await run('priority');
    expect(queue.load().costMs).toBeCloseTo(45, 0);
    expect(queue.load().capacity).toBe(22);
  });

  it('counts the places held by logins still getting ready: a burst beyond the queue is refused before any of it hashes', async () => {
    const hasher = heldHasher();
    hasher.setCost(100);
    const queue = queueWith(hasher);
    // Eleven logins arrive at once and hold their places (one slot and ten in the queue) while they read the database.
    const places = Array.from({ length: 11 }, () => queue.hold('fresh'));
    expect(queue.load()).toMatchObject({ running: 0, waiting: 0, held: 11 });
    expect(() => queue.hold('fresh')).toThrow(HashingBusyError);
    expect(() => queue.hold('public')).toThrow(HashingBusyError);
    // One ends before hashing (a 429, say): its place is free again.
    places.pop()!.release();
    expect(hasRoom(queue, 'fresh')).toBe(true);
    // A known device gets in even when strangers fill the queue: the priority lane comes before them.
    const known = queue.hold('priority');
    expect(hasRoom(queue, 'fresh')).toBe(false);
    expect(hasRoom(queue, 'priority')).toBe(true);
    // The others hash; the first turned out to come from an address that keeps trying: it moves to the public lane.
    const checks = places.slice(1).map((place, i) => place.verify(`llegada-${i + 1}`, DUMMY_HASH, 'fresh'));
    checks.push(places[0].verify('llegada-0', DUMMY_HASH, 'public'));
    const knownCheck = known.verify('conocida', DUMMY_HASH, 'priority');
    await settle();
    expect(queue.load()).toMatchObject({ running: 1, waiting: 10, held: 0 });
    const order: string[] = [];
    for (let i = 0; i < 11; i++) {
      order.push(hasher.pending()[0]);
      hasher.step();
      await settle();
    }
    expect(order[0]).toBe('llegada-1');
    expect(order[1]).toBe('conocida');
    expect(order.at(-1)).toBe('llegada-0');
    await Promise.all([...checks, knownCheck]);
    for (const place of places) place.release();
    expect(queue.load()).toMatchObject({ running: 0, waiting: 0, held: 0 });
  });

  it('frees the slot of a hash that failed', async () => {
    const hasher = heldHasher();
    const queue = queueWith(hasher);
    const failing = queue.verify('falla', DUMMY_HASH, 'public');
    const next = queue.verify('siguiente', DUMMY_HASH, 'public');
    await settle();
    hasher.step(new Error('sin memoria'));
    await expect(failing).rejects.toThrow('sin memoria');
    await settle();
    expect(hasher.pending()).toEqual(['siguiente']);
    hasher.step();
    expect(await next).toBe(false);
    expect(queue.load()).toMatchObject({ running: 0, waiting: 0 });
  });
});

describe('the configuration of logins', () => {
  it('waits 1 s by default, refuses to start with a wait outside 100–60000 ms, and derives the account limit from AUTH_RATE_LIMIT_MAX', () => {
    expect(loadConfig({}).hashMaxWaitMs).toBe(1000);
    expect(loadConfig({ AUTH_HASH_MAX_WAIT_MS: '2000' }).hashMaxWaitMs).toBe(2000);
    for (const wrong of ['50', '60001', '1.5', 'mucho']) {
      expect(() => loadConfig({ AUTH_HASH_MAX_WAIT_MS: wrong }), wrong).toThrow(/AUTH_HASH_MAX_WAIT_MS|numérico/);
    }
    expect(loadConfig({}).rateLimit).toMatchObject({ max: 10, perAddressMax: 50, accountMax: 20, accountWindowMs: 3_600_000 });
    expect(loadConfig({ AUTH_RATE_LIMIT_MAX: '5' }).rateLimit).toMatchObject({ accountMax: 10 });
    expect(loadConfig({ AUTH_RATE_LIMIT_ACCOUNT_MAX: '30', AUTH_RATE_LIMIT_ACCOUNT_WINDOW_MS: '600000' }).rateLimit).toMatchObject({ accountMax: 30, accountWindowMs: 600_000 });
  });
});
