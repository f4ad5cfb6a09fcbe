/**
 * A storm of password hashes must not starve the rest of the
 * server. scrypt shares libuv's thread pool with file reads (media, the client);
 * with the bound, a file read started behind 16 hashes finishes long before them.
 */
import fs from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { DUMMY_HASH, hashPassword, verifyPassword } from '../../../src/server/lib/passwords';
import { createHashQueue, HASH_CONCURRENCY } from '../../../src/server/lib/hashQueue';
import { describeEachEngine } from '../helper';

describe('password hashing', () => {
  it('uses scrypt (N=16384, r=8, p=1) with a salt of its own per hash', async () => {
    const [a, b] = [await hashPassword('Misma-Clave-1'), await hashPassword('Misma-Clave-1')];
    expect(a).toMatch(/^scrypt\$16384\$8\$1\$[A-Za-z0-9+/=]{24}\$/);
    expect(a).not.toBe(b);
    expect(await verifyPassword('Misma-Clave-1', a)).toBe(true);
    expect(await verifyPassword('Otra-Clave-1', a)).toBe(false);
  });

  it('leaves thread-pool room for file reads during a login storm', async () => {
    // The queue every request hashes through, with room for the whole storm.
    const queue = createHashQueue({ concurrency: HASH_CONCURRENCY, maxWaitMs: 60_000 });
    let done = 0;
    const storm = Array.from({ length: 16 }, () => queue.verify('Intento-1', DUMMY_HASH, 'public').then(() => (done += 1)));
    await fs.readFile(fileURLToPath(import.meta.url));
    const doneWhenReadFinished = done;
    await Promise.all(storm);
    expect(done).toBe(16);
    // Unbounded, all 16 hashes sit ahead of the read's open/stat/read/close in the pool's queue.
    expect(doneWhenReadFinished).toBeLessThan(8);
  });
});

describeEachEngine('login with an unknown user', (t) => {
  it('still computes a scrypt hash (against a dummy one), so it costs what a wrong password costs', async () => {
    let sawHashing = false;
    const pending = t().request({ method: 'POST', url: '/api/auth/login', payload: { username: 'no-existe-nadie', password: 'Mala-Clave-1' } });
    let done = false;
    void pending.then(() => (done = true));
    while (!done) {
      if (t().app.gatera.hashQueue.load().running > 0) sawHashing = true;
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect((await pending).statusCode).toBe(401);
    expect(sawHashing).toBe(true);
  });
});
