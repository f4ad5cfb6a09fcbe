/**
 * Logins that cannot be stalled: password hashes wait in a bounded queue. With
 * the hasher held, a storm of wrong logins from many addresses fills the queue
 * and every further one is answered at once (503, Retry-After, a clear
 * message); a person signing in from a known device goes ahead of the storm,
 * and one from a new address either waits no more than the queue holds or is
 * answered at once, ahead of addresses that keep trying. The hasher is held and released step by step, so nothing
 * here depends on timing.
 */
import crypto from 'node:crypto';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { KyselyPlugin } from 'kysely';
import { buildApp } from '../../../src/server/app';
import { createTestApp, json, testEngines, type TestApp } from '../helper';

const scrypt = promisify(crypto.scrypt) as (password: string, salt: Buffer, keylen: number, options: crypto.ScryptOptions) => Promise<Buffer>;

/** The cost every hash takes by the fake clock, and the wait the queue is sized for: 1000 / 250 = 4 places. */
const HASH_MS = 250;
const MAX_WAIT_MS = 1000;
const PLACES = MAX_WAIT_MS / HASH_MS;

/** scrypt that can be held: while held, each call waits until the test releases it. */
function holdableScrypt() {
  let held = false;
  let clock = 0;
  const pending: { password: string; release: () => void }[] = [];
  return {
    now: () => clock,
    hold: () => (held = true),
    /** The passwords whose hash has started and waits to be released, oldest first. */
    pending: () => pending.map((p) => p.password),
    /** Lets the oldest held hash finish. */
    step: () => pending.shift()!.release(),
    releaseAll() {
      held = false;
      while (pending.length) pending.shift()!.release();
    },
    async scrypt(password: string, salt: Buffer, keylen: number, options: crypto.ScryptOptions): Promise<Buffer> {
      if (held) await new Promise<void>((release) => pending.push({ password, release }));
      clock += HASH_MS;
      return scrypt(password, salt, keylen, options);
    },
  };
}

/** Lets the event loop run until `done` holds (the app answers from the database, so a few turns may be needed). */
async function until(done: () => boolean, what: string): Promise<void> {
  const deadline = Date.now() + 20_000;
  while (!done()) {
    if (Date.now() > deadline) throw new Error(`No llegó: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

function cookiesOf(res: LightMyRequestResponse): string {
  const header = res.headers['set-cookie'];
  const lines = header === undefined ? [] : Array.isArray(header) ? header : [header];
  return lines.map((line) => line.split(';')[0]).join('; ');
}

/** Every query the app sends to the database, counted. */
let queries = 0;
const countQueries: KyselyPlugin = {
  transformQuery: (args) => {
    queries += 1;
    return args.node;
  },
  transformResult: async (args) => args.result,
};

for (const engine of testEngines()) {
  describe(`a login storm [${engine.name}]`, () => {
    let t: TestApp & { close(): Promise<void> };
    let app: FastifyInstance;
    const hasher = holdableScrypt();
    beforeAll(async () => {
      t = await createTestApp(engine, { env: { AUTH_RATE_LIMIT_MAX: '10', AUTH_RATE_LIMIT_IP_MAX: '50' } });
      app = await buildApp({
        config: t.config,
        database: { ...t.database, db: t.database.db.withPlugin(countQueries) },
        logger: false,
        clientDir: null,
        hashing: { concurrency: 1, maxWaitMs: MAX_WAIT_MS, initialCostMs: HASH_MS, scrypt: hasher.scrypt, now: hasher.now },
      } as Parameters<typeof buildApp>[0]);
      await app.ready();
    });
    afterAll(async () => {
      hasher.releaseAll();
      await app?.close();
      await t?.close();
    });

    const login = (username: string, password: string, ip: string, headers: Record<string, string> = {}) =>
      app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password }, remoteAddress: ip, headers });

    /** Starts a request and keeps its answer (or null while it has none). */
    function started(request: Promise<LightMyRequestResponse>) {
      const slot = { answer: null as LightMyRequestResponse | null, request };
      void request.then((answer) => (slot.answer = answer));
      return slot;
    }

    it('answers at once (503, Retry-After) when the queue is full, and a known device goes ahead of the storm', async () => {
      const ana = await t.createUser('responsable');
      const home = await login(ana.username, ana.password, '198.51.100.1');
      expect(home.statusCode).toBe(200);
      const device = cookiesOf(home);

      hasher.hold();
      // 30 addresses, one wrong login each (every address far under its limits).
      const storm = Array.from({ length: 30 }, (_, i) => started(login(`nadie-${i}`, 'Mala-Clave-1', `203.0.113.${i + 1}`)));
      // One hashing and PLACES waiting; the rest answered while the hasher is still held.
      await until(() => storm.filter((s) => s.answer).length >= 30 - 1 - PLACES, 'las respuestas inmediatas');
      const refused = storm.filter((s) => s.answer).map((s) => s.answer!);
      expect(refused.map((r) => r.statusCode)).toEqual(Array(30 - 1 - PLACES).fill(503));
      expect(json(refused[0]).detail).toBe('El servidor está comprobando demasiadas contraseñas a la vez. Inténtalo de nuevo en unos segundos.');
      expect(Number(refused[0].headers['retry-after'])).toBeGreaterThanOrEqual(1);
      await until(() => hasher.pending().length === 1 && app.gatera.hashQueue.load().waiting === PLACES, 'los admitidos en la cola');

      // Ana from an address and a browser she never used: answered at once too, in her language, without a single
      // query (a storm cannot queue on the database either).
      const queriesBefore = queries;
      const stranger = await login(ana.username, ana.password, '192.0.2.200', { 'accept-language': 'en' });
      expect(stranger.statusCode).toBe(503);
      expect(json(stranger).detail).toBe('The server is checking too many passwords at once. Try again in a few seconds.');
      expect(queries).toBe(queriesBefore);

      // Ana from her known device: her hash is the next one, ahead of the PLACES waiting.
      const known = started(login(ana.username, ana.password, '198.51.100.1', { cookie: device }));
      await until(() => app.gatera.hashQueue.load().waiting === PLACES + 1, 'la espera de Ana');
      hasher.step();
      await until(() => hasher.pending()[0] === ana.password, 'el cálculo de Ana');
      hasher.step();
      await until(() => known.answer !== null, 'la respuesta a Ana');
      expect(known.answer!.statusCode).toBe(200);
      expect(app.gatera.hashQueue.load().waiting).toBe(PLACES - 1);

      hasher.releaseAll();
      await Promise.all(storm.map((s) => s.request));
      expect(storm.filter((s) => s.answer!.statusCode === 401)).toHaveLength(1 + PLACES);
    });

    it('lets a login from a new address wait only for the hashes ahead of it, never more than the queue holds', async () => {
      const luis = await t.createUser('voluntario');
      hasher.hold();
      const storm = Array.from({ length: 2 }, (_, i) => started(login(`nadie-mas-${i}`, 'Mala-Clave-1', `203.0.113.${100 + i}`)));
      await until(() => app.gatera.hashQueue.load().running === 1 && app.gatera.hashQueue.load().waiting === 1, 'la avalancha pequeña');
      const fresh = started(login(luis.username, luis.password, '192.0.2.201'));
      await until(() => app.gatera.hashQueue.load().waiting === 2, 'la espera de Luis');
      // Two hashes ahead of Luis's, then his.
      for (let i = 0; i < 2; i++) {
        await until(() => hasher.pending().length === 1, 'el siguiente cálculo');
        expect(hasher.pending()[0]).not.toBe(luis.password);
        hasher.step();
      }
      await until(() => hasher.pending()[0] === luis.password, 'el cálculo de Luis');
      hasher.step();
      await until(() => fresh.answer !== null, 'la respuesta a Luis');
      expect(fresh.answer!.statusCode).toBe(200);
      hasher.releaseAll();
      await Promise.all(storm.map((s) => s.request));
    });

    it('hashes a login from an address that has hardly tried ahead of one from an address that keeps trying', async () => {
      const eva = await t.createUser('veterinario');
      hasher.hold();
      // One address, five wrong logins one after another: its first three are fresh, the other two wait behind fresh ones.
      const busy: ReturnType<typeof started>[] = [];
      for (let i = 0; i < 5; i++) {
        busy.push(started(login(`nadie-insistente-${i}`, `Mala-Clave-${i}`, '203.0.113.200')));
        await until(() => app.gatera.hashQueue.load().running + app.gatera.hashQueue.load().waiting === i + 1, `el intento ${i + 1}`);
      }
      const fresh = started(login(eva.username, eva.password, '192.0.2.202'));
      await until(() => app.gatera.hashQueue.load().waiting === 5, 'la espera de Eva');
      const order: string[] = [];
      while (!fresh.answer) {
        await until(() => hasher.pending().length === 1, 'el siguiente cálculo');
        order.push(hasher.pending()[0]);
        hasher.step();
        if (order.at(-1) === eva.password) await until(() => fresh.answer !== null, 'la respuesta a Eva');
      }
      expect(fresh.answer.statusCode).toBe(200);
      // The one running and the address's two other fresh attempts, then Eva: the two beyond its fresh ones wait.
      expect(order.indexOf(eva.password)).toBe(3);
      expect(app.gatera.hashQueue.load().waiting).toBe(1);
      hasher.releaseAll();
      await Promise.all(busy.map((s) => s.request));
    });
  });
}
