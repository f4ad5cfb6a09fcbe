/**
 * Rate limits on secrets (login, password change, reset), counted in the
 * database so every server process shares the same counters. A fixed window
 * per key: the first hit opens it, later hits count until it ends. A route
 * that should count only wrong secrets counts every attempt first (so
 * concurrent ones cannot slip past the limit) and gives back the ones that
 * proved the secret.
 */
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/schema';
import { HttpError, MESSAGES } from './errors';

export interface Limit {
  key: string;
  max: number;
  windowMs: number;
}

/** One counted hit that can be given back. */
export interface Attempt {
  /** The seconds to wait when the limit is exceeded, else 0. */
  wait: number;
  /**
   * Gives the hit back: the attempt turned out not to be a guess (the secret
   * was right). Only within the window it was counted in; at most once.
   */
  undo(): Promise<void>;
}

export interface RateLimiter {
  /** Counts one hit on every limit; the seconds to wait when one of them is exceeded, else 0. */
  hit(limits: readonly Limit[]): Promise<number>;
  /** Counts one hit on `limit`, to be given back when the attempt proves the secret. */
  attempt(limit: Limit): Promise<Attempt>;
}

/** Every so many hits, counters whose window ended a day ago are removed. */
const CLEAN_EVERY = 500;
const KEEP_MS = 24 * 60 * 60 * 1000;

export function createRateLimiter(db: Db, now: () => number = Date.now): RateLimiter {
  let hits = 0;

  async function count(limit: Limit): Promise<{ wait: number; inicio: string }> {
    const at = now();
    const startIso = new Date(at).toISOString();
    const expiredIso = new Date(at - limit.windowMs).toISOString();
    // One statement, so two processes counting the same key never lose a hit.
    const row = await db
      .insertInto('rate_limits')
      .values({ clave: limit.key, inicio: startIso, intentos: 1 })
      .onConflict((oc) =>
        oc.column('clave').doUpdateSet((eb) => ({
          intentos: eb.case().when('rate_limits.inicio', '<=', expiredIso).then(1).else(eb('rate_limits.intentos', '+', 1)).end(),
          inicio: eb.case().when('rate_limits.inicio', '<=', expiredIso).then(startIso).else(eb.ref('rate_limits.inicio')).end(),
        })),
      )
      .returning(['inicio', 'intentos'])
      .executeTakeFirstOrThrow();
    if (Number(row.intentos) <= limit.max) return { wait: 0, inicio: row.inicio };
    const endsAt = Date.parse(row.inicio) + limit.windowMs;
    return { wait: Math.max(1, Math.ceil((endsAt - at) / 1000)), inicio: row.inicio };
  }

  async function cleanNow(): Promise<void> {
    hits += 1;
    if (hits % CLEAN_EVERY === 0) {
      await db.deleteFrom('rate_limits').where('inicio', '<', new Date(now() - KEEP_MS).toISOString()).execute();
    }
  }

  return {
    async hit(limits) {
      await cleanNow();
      let wait = 0;
      for (const limit of limits) wait = Math.max(wait, (await count(limit)).wait);
      return wait;
    },
    async attempt(limit) {
      await cleanNow();
      const { wait, inicio } = await count(limit);
      let undone = false;
      return {
        wait,
        async undo() {
          if (undone) return;
          undone = true;
          // Counted and given back in one statement each, so concurrent attempts never exceed the limit between them.
          await db
            .updateTable('rate_limits')
            .set((eb) => ({ intentos: eb('intentos', '-', 1) }))
            .where('clave', '=', limit.key)
            .where('inicio', '=', inicio)
            .where('intentos', '>', 0)
            .execute();
        },
      };
    },
  };
}

/** The 429 of an exceeded limit, with the seconds to wait as Retry-After. */
export function tooManyRequests(waitSeconds: number, detail: string = MESSAGES.tooManyRequests): HttpError {
  return new HttpError(429, detail, waitSeconds);
}

/** A preHandler (the body is parsed by then, so keys may read it) that answers 429 with Retry-After. */
export function rateLimitHook(limiter: RateLimiter, limitsOf: (request: FastifyRequest) => Limit[]) {
  return async (request: FastifyRequest): Promise<void> => {
    const wait = await limiter.hit(limitsOf(request));
    if (wait > 0) throw tooManyRequests(wait);
  };
}

/** The limit of a public or password route per client address: `name` keeps each route's count apart. */
export function addressLimitHook(limiter: RateLimiter, name: string, { max, windowMs }: { max: number; windowMs: number }) {
  return rateLimitHook(limiter, (request) => [{ key: `${name}|${request.ip}`, max, windowMs }]);
}
