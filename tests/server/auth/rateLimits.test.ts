/**
 * Limits on every secret, keyed by account, counted in
 * the database so two server processes share them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../src/server/app';
import { MESSAGES } from '../../../src/server/lib/errors';
import { createTestApp, json, testEngines, type TestApp } from '../helper';
import { serverText } from '../../../src/server/i18n/index';

const login = (t: TestApp, username: string, password: string, ip = '203.0.113.7') =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password }, remoteAddress: ip });

for (const engine of testEngines()) {
  describe(`rate limits on secrets [${engine.name}]`, () => {
    let t: TestApp & { close(): Promise<void> };
    beforeAll(async () => {
      t = await createTestApp(engine, { env: { AUTH_RATE_LIMIT_MAX: '3', AUTH_RATE_LIMIT_IP_MAX: '8' } });
    });
    afterAll(async () => {
      await t?.close();
    });

    it('limits password guesses through change-password per account, with a Spanish 429 and Retry-After', async () => {
      const victim = await t.createUser('usuario');
      const other = await t.createUser('usuario');
      const statuses: number[] = [];
      let last = null as Awaited<ReturnType<TestApp['request']>> | null;
      for (let i = 0; i < 5; i++) {
        last = await t.request({ method: 'POST', url: '/api/auth/change-password', as: victim, payload: { current_password: `Intento-${i}`, new_password: 'Nueva-Clave-99' } });
        statuses.push(last.statusCode);
      }
      expect(statuses).toEqual([400, 400, 400, 429, 429]);
      expect(json(last!).detail).toBe(serverText('es', MESSAGES.tooManyRequests));
      expect(Number(last!.headers['retry-after'])).toBeGreaterThan(0);
      // Even the right password is refused while the account is limited: guessing gains nothing.
      const right = await t.request({ method: 'POST', url: '/api/auth/change-password', as: victim, payload: { current_password: victim.password, new_password: 'Nueva-Clave-99' } });
      expect(right.statusCode).toBe(429);
      // Another account is not affected.
      const own = await t.request({ method: 'POST', url: '/api/auth/change-password', as: other, payload: { current_password: 'Mala-1', new_password: 'Nueva-Clave-99' } });
      expect(own.statusCode).toBe(400);
    });

    it('counts only wrong current passwords toward the change-password limit: new passwords the policy refuses are not "too many attempts"', async () => {
      const person = await t.createUser('voluntario');
      const tries = ['corta', 'sinmayusculas-1', 'SinNumeros-abc', 'SinEspecial1', 'password', 'Otra-corta'];
      for (const newPassword of tries) {
        const res = await t.request({ method: 'POST', url: '/api/auth/change-password', as: person, payload: { current_password: person.password, new_password: newPassword } });
        expect(res.statusCode, newPassword).toBe(422);
        expect(json(res).detail).not.toBe(serverText('es', MESSAGES.tooManyRequests));
      }
      // The right current password and a good new one: changed.
      const ok = await t.request({ method: 'POST', url: '/api/auth/change-password', as: person, payload: { current_password: person.password, new_password: 'Nueva-Clave-99' } });
      expect(ok.statusCode).toBe(200);
      // Wrong current passwords still count: three, then 429.
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/auth/change-password',
          headers: { authorization: `Bearer ${json(ok).access_token}` },
          payload: { current_password: `Intento-${i}`, new_password: 'Otra-Clave-99' },
        });
        statuses.push(res.statusCode);
      }
      expect(statuses).toEqual([400, 400, 400, 429]);
    });

    it('keys the login limit by address and username: wrong passwords for one account do not lock the others behind the same address', async () => {
      const attacked = await t.createUser('responsable');
      const colleague = await t.createUser('voluntario');
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) statuses.push((await login(t, attacked.username, `Mala-${i}`, '198.51.100.20')).statusCode);
      expect(statuses).toEqual([401, 401, 401, 429]);
      // Same office, same address, another account: still signs in.
      expect((await login(t, colleague.username, colleague.password, '198.51.100.20')).statusCode).toBe(200);
      // The attacked account, from another address, too.
      expect((await login(t, attacked.username, attacked.password, '198.51.100.21')).statusCode).toBe(200);
      // Upper case or spaces around the name do not open a fresh counter.
      expect((await login(t, ` ${attacked.username.toUpperCase()} `, 'Mala-9', '198.51.100.20')).statusCode).toBe(429);
    });

    it('keeps a looser limit per address against spraying one password over many accounts', async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 10; i++) statuses.push((await login(t, `cuenta-${i}`, 'Verano2025!', '192.0.2.99')).statusCode);
      expect(statuses.slice(0, 8).every((s) => s === 401)).toBe(true);
      expect(statuses.slice(8)).toEqual([429, 429]);
    });

    it('shares the counters between server processes through the database', async () => {
      const second = await buildApp({ config: t.config, database: t.database, logger: false, clientDir: null });
      try {
        await second.ready();
        const user = await t.createUser('usuario');
        for (let i = 0; i < 3; i++) expect((await login(t, user.username, `Mala-${i}`, '192.0.2.50')).statusCode).toBe(401);
        const elsewhere = await second.inject({ method: 'POST', url: '/api/auth/login', payload: { username: user.username, password: 'Mala-3' }, remoteAddress: '192.0.2.50' });
        expect(elsewhere.statusCode).toBe(429);
      } finally {
        await second.close();
      }
    });

    it('limits reset requests and resets per address', async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) {
        const res = await t.app.inject({ method: 'POST', url: '/api/auth/request-reset', payload: { email: `x${i}@ejemplo.es` }, remoteAddress: '192.0.2.77' });
        statuses.push(res.statusCode);
      }
      expect(statuses).toEqual([200, 200, 200, 429]);
    });
  });
}
