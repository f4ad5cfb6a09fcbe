/** Password hashing with scrypt (node:crypto) and a salt per user. */
import crypto from 'node:crypto';
import os from 'node:os';
import { promisify } from 'node:util';

const scryptAsync = promisify(crypto.scrypt) as (password: string, salt: Buffer, keylen: number, options: crypto.ScryptOptions) => Promise<Buffer>;

/**
 * scrypt runs on libuv's thread pool (UV_THREADPOOL_SIZE, 4 by default), the
 * same threads that read files for /media and the static client. Without a
 * bound a login storm queues hundreds of hashes ahead of every file read; with
 * it at most half the pool hashes (and never every core), and the rest stays
 * free for everyone else.
 */
export const HASH_CONCURRENCY = Math.max(
  1,
  // Half the pool, and one core fewer than the machine has, so the event loop keeps a core of its own.
  Math.min(Math.floor((Number(process.env.UV_THREADPOOL_SIZE) || 4) / 2), os.availableParallelism() - 1),
);

let hashing = 0;
const waiting: (() => void)[] = [];

async function scrypt(password: string, salt: Buffer, keylen: number, options: crypto.ScryptOptions): Promise<Buffer> {
  if (hashing >= HASH_CONCURRENCY) await new Promise<void>((resolve) => waiting.push(resolve));
  else hashing += 1;
  try {
    return await scryptAsync(password, salt, keylen, options);
  } finally {
    // The slot passes straight to the next waiter, so `hashing` never exceeds the bound.
    const next = waiting.shift();
    if (next) next();
    else hashing -= 1;
  }
}

/** Hashes running now (at most HASH_CONCURRENCY) and waiting for a slot. */
export function hashingLoad(): { running: number; waiting: number } {
  return { running: hashing, waiting: waiting.length };
}
const PARAMS = { N: 16384, r: 8, p: 1 };
const KEY_LENGTH = 64;

export async function hashPassword(password: string): Promise<string> {
  const salt = crypto.randomBytes(16);
  const key = await scrypt(password, salt, KEY_LENGTH, PARAMS);
  return `scrypt$${PARAMS.N}$${PARAMS.r}$${PARAMS.p}$${salt.toString('base64')}$${key.toString('base64')}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, saltB64, keyB64] = stored.split('$');
  if (scheme !== 'scrypt' || !saltB64 || !keyB64) return false;
  const expected = Buffer.from(keyB64, 'base64');
  const key = await scrypt(password, Buffer.from(saltB64, 'base64'), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return crypto.timingSafeEqual(key, expected);
}

/** A hash no password matches, to spend the same time on unknown users. */
export const DUMMY_HASH = `scrypt$${PARAMS.N}$${PARAMS.r}$${PARAMS.p}$${Buffer.alloc(16).toString('base64')}$${Buffer.alloc(KEY_LENGTH).toString('base64')}`;

export function randomToken(): string {
  return crypto.randomBytes(32).toString('base64url');
}

export function sha256(value: string): string {
  return crypto.createHash('sha256').update(value).digest('hex');
}
