/**
 * The client's address behind a proxy (TRUST_PROXY): the one the proxy saw,
 * never one the client wrote into X-Forwarded-For itself. nginx's
 * `$proxy_add_x_forwarded_for` keeps what the client sent and appends the real
 * address, so trusting every entry would let anyone pick the address the limits
 * count and pass for a network the person signed in from.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../src/server/config';
import { createTestApp, testEngines, type TestApp, type TestUser } from '../helper';

const PROXY = '10.0.0.5';

describe('TRUST_PROXY', () => {
  it('takes true, false or the proxies\' addresses and ranges, and refuses to start with anything else', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe('one-hop');
    expect(loadConfig({ TRUST_PROXY: '10.0.0.2, 10.0.1.0/24,fd00::/8' }).trustProxy).toEqual(['10.0.0.2', '10.0.1.0/24', 'fd00::/8']);
    for (const wrong of ['proxy.local', '10.0.0.0/33', '10.0.0.1/8/1', 'yes']) {
      expect(() => loadConfig({ TRUST_PROXY: wrong }), wrong).toThrow(/^TRUST_PROXY debe ser true, false o las direcciones de los proxies/);
    }
  });
});

for (const engine of testEngines()) {
  for (const trustProxy of ['true', '10.0.0.0/8, 192.168.1.1']) {
    describe(`the client's address with TRUST_PROXY=${trustProxy} [${engine.name}]`, () => {
      let t: TestApp & { close(): Promise<void> };
      beforeAll(async () => {
        t = await createTestApp(engine, { env: { AUTH_RATE_LIMIT_MAX: '10', AUTH_RATE_LIMIT_IP_MAX: '50', TRUST_PROXY: trustProxy } });
      });
      afterAll(async () => {
        await t?.close();
      });

      const login = (user: Pick<TestUser, 'username'>, password: string, forwardedFor: string, from = PROXY) =>
        t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: user.username, password }, remoteAddress: from, headers: { 'x-forwarded-for': forwardedFor } });

      it('counts the address the proxy saw, whatever the client wrote before it', async () => {
        const victim = await t.createUser('usuario');
        const statuses: number[] = [];
        // Eleven wrong passwords from one real address, each claiming another one in front.
        for (let i = 0; i < 11; i++) statuses.push((await login(victim, `Mala-${i}`, `192.0.2.${i + 1}, 203.0.113.66`)).statusCode);
        expect(statuses).toEqual([...Array(10).fill(401), 429]);
      });

      it('does not let a client pass for a network the person signed in from', async () => {
        const victim = await t.createUser('responsable');
        expect((await login(victim, victim.password, '198.51.100.80')).statusCode).toBe(200);
        for (let i = 0; i < 30; i++) await login(victim, `Mala-${i}`, `203.0.113.${100 + (i % 3)}`);
        // The victim's own network, written by the attacker in front of its real address.
        expect((await login(victim, victim.password, '198.51.100.80, 203.0.113.103')).statusCode).toBe(429);
        // A client that is not a proxy is not believed either (a list of proxies trusts only those).
        const direct = await login(victim, victim.password, '198.51.100.80', '203.0.113.104');
        expect(direct.statusCode).toBe(trustProxy === 'true' ? 200 : 429);
        // Through the proxy, the person's network is known.
        expect((await login(victim, victim.password, '198.51.100.80')).statusCode).toBe(200);
      });
    });
  }
}
