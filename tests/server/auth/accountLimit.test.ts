/**
 * A limit per account across addresses, which an attacker cannot turn into a
 * lock-out of the real person: wrong passwords against one account from many
 * addresses (each under its own limit) end in 429 for every device and address
 * that never signed in to it, while a device (its cookie) or an address that
 * signed in before keeps signing in.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { issuePasswordLink } from '../../../src/server/modules/auth/passwordLinks';
import { createTestApp, json, testEngines, type TestApp, type TestUser } from '../helper';
import { readBackup } from '../backup/support';
import { MESSAGES } from '../../../src/server/lib/errors';
import { serverText } from '../../../src/server/i18n/index';

/** The cookies a response sets, as a Cookie header sends them back (name=value; ...). */
function cookiesOf(res: LightMyRequestResponse): string {
  const header = res.headers['set-cookie'];
  const lines = header === undefined ? [] : Array.isArray(header) ? header : [header];
  return lines.map((line) => line.split(';')[0]).join('; ');
}

for (const engine of testEngines()) {
  describe(`a limit per account across addresses [${engine.name}]`, () => {
    let t: TestApp & { close(): Promise<void> };
    beforeAll(async () => {
      // The defaults: 10 per address and account a minute, 50 per address; the account's own limit follows from them.
      t = await createTestApp(engine, { env: { AUTH_RATE_LIMIT_MAX: '10', AUTH_RATE_LIMIT_IP_MAX: '50' } });
    });
    afterAll(async () => {
      await t?.close();
    });

    const login = (user: Pick<TestUser, 'username'>, password: string, ip: string, cookie = '', language = '') =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { username: user.username, password },
        remoteAddress: ip,
        headers: { ...(cookie ? { cookie } : {}), ...(language ? { 'accept-language': language } : {}) },
      });

    /** 80 wrong passwords from 8 addresses, 10 each: every address stays within its own limits. */
    async function attack(user: Pick<TestUser, 'username'>, prefix: string): Promise<LightMyRequestResponse[]> {
      const answers: LightMyRequestResponse[] = [];
      for (let i = 0; i < 80; i++) answers.push(await login(user, `Mala-Clave-${i}`, `${prefix}.${1 + (i % 8)}`));
      return answers;
    }

    it('refuses the right password from a new address after 80 wrong ones from 8 addresses; a known device or address still signs in', async () => {
      const victim = await t.createUser('responsable');
      // Before the attack the person signs in from the browser at home (which keeps cookies) and from
      // an office script that ignores them (the original API clients).
      const home = await login(victim, victim.password, '198.51.100.10');
      expect(home.statusCode).toBe(200);
      const homeDevice = cookiesOf(home);
      expect((await login(victim, victim.password, '198.51.100.11')).statusCode).toBe(200);

      const answers = await attack(victim, '203.0.113');
      const statuses = answers.map((res) => res.statusCode);
      expect(statuses.slice(0, 20)).toEqual(Array(20).fill(401));
      expect(statuses.slice(20)).toEqual(Array(60).fill(429));
      const limited = answers.at(-1)!;
      expect(json(limited).detail).toMatch(/^Demasiados intentos fallidos con esta cuenta\./);
      // The account's window (an hour by default), not the minute of the per-address limits.
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(60);

      // The right password from a ninth address that never signed in: refused, so guessing gains nothing.
      const ninth = await login(victim, victim.password, '203.0.113.9', '', 'en');
      expect(ninth.statusCode).toBe(429);
      expect(json(ninth).detail).toMatch(/^Too many failed attempts on this account\./);
      // The home browser signs in, even from an address it never used (travelling).
      expect(homeDevice).not.toBe('');
      const travelling = await login(victim, victim.password, '192.0.2.33', homeDevice);
      expect(travelling.statusCode).toBe(200);
      expect(json(travelling).token_type).toBe('bearer');
      // The office script, which sends no cookie, signs in from its known address.
      expect((await login(victim, victim.password, '198.51.100.11')).statusCode).toBe(200);
      // A made-up device cookie proves nothing.
      const forged = homeDevice.replace(/=.*/, '=' + 'A'.repeat(44));
      expect((await login(victim, victim.password, '203.0.113.10', forged)).statusCode).toBe(429);
    });

    it('does not let the device of one account pass for another, and limits unknown names alike', async () => {
      const attacker = await t.createUser('usuario');
      const victim = await t.createUser('voluntario');
      const own = await login(attacker, attacker.password, '203.0.113.50');
      expect(own.statusCode).toBe(200);
      await attack(victim, '203.0.114');
      expect((await login(victim, victim.password, '203.0.113.50', cookiesOf(own))).statusCode).toBe(429);

      // A name with no account is counted the same way, so the answer does not tell which names exist.
      const statuses = (await attack({ username: 'no-existe-nadie' }, '203.0.115')).map((res) => res.statusCode);
      expect(statuses.slice(0, 20)).toEqual(Array(20).fill(401));
      expect(statuses.slice(20)).toEqual(Array(60).fill(429));
    });

    it('limits the wrong passwords through a known device on their own: a copied cookie can neither guess without end nor lock the person out', async () => {
      const person = await t.createUser('responsable');
      const home = await login(person, person.password, '198.51.100.90');
      const laptop = await login(person, person.password, '198.51.100.91');
      // Someone with a copy of the home browser's cookie, from 8 addresses.
      const statuses = [];
      let last = home;
      for (let i = 0; i < 80; i++) {
        last = await login(person, `Mala-Clave-${i}`, `203.0.119.${1 + (i % 8)}`, cookiesOf(home));
        statuses.push(last.statusCode);
      }
      expect(statuses.slice(0, 20)).toEqual(Array(20).fill(401));
      expect(statuses.slice(20)).toEqual(Array(60).fill(429));
      expect(json(last).detail).toBe(serverText('es', MESSAGES.tooManyRequests));
      // The person's other browser and a new device still sign in: their budgets are untouched.
      expect((await login(person, person.password, '192.0.2.91', cookiesOf(laptop))).statusCode).toBe(200);
      expect((await login(person, person.password, '192.0.2.90')).statusCode).toBe(200);
    });

    it('lets the person out by resetting the password: the device that reset it is known, the earlier ones are forgotten', async () => {
      const victim = await t.createUser('veterinario');
      const old = await login(victim, victim.password, '198.51.100.20');
      expect(old.statusCode).toBe(200);
      await attack(victim, '203.0.116');
      expect((await login(victim, victim.password, '192.0.2.40')).statusCode).toBe(429);

      const link = await issuePasswordLink(t.db, t.config.publicUrl, victim.id, 60_000);
      const token = decodeURIComponent(new URL(link).searchParams.get('token')!);
      const reset = await t.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token, new_password: 'Recuperada-2026!' }, remoteAddress: '192.0.2.40' });
      expect(reset.statusCode).toBe(200);
      // The device that reset the password signs in, from any address.
      expect((await login(victim, 'Recuperada-2026!', '192.0.2.41', cookiesOf(reset))).statusCode).toBe(200);
      // The device of before the reset is forgotten (whoever knew the old password may have signed in with it).
      expect((await login(victim, 'Recuperada-2026!', '192.0.2.42', cookiesOf(old))).statusCode).toBe(429);
    });

    it('a password change forgets the other devices and keeps the one that made it', async () => {
      const person = await t.createUser('responsable');
      const laptop = await login(person, person.password, '198.51.100.30');
      const phone = await login(person, person.password, '198.51.100.31');
      const change = await t.app.inject({
        method: 'POST',
        url: '/api/auth/change-password',
        payload: { current_password: person.password, new_password: 'Cambiada-2026!' },
        remoteAddress: '198.51.100.30',
        headers: { authorization: `Bearer ${json(laptop).access_token}`, cookie: cookiesOf(laptop) },
      });
      expect(change.statusCode).toBe(200);
      await attack(person, '203.0.117');
      const laptopCookie = cookiesOf(change) || cookiesOf(laptop);
      expect((await login(person, 'Cambiada-2026!', '192.0.2.50', laptopCookie)).statusCode).toBe(200);
      expect((await login(person, 'Cambiada-2026!', '192.0.2.51', cookiesOf(phone))).statusCode).toBe(429);
    });

    it('sets the device cookie HttpOnly, SameSite=Strict and only for the account routes; the JSON answer is unchanged', async () => {
      const person = await t.createUser('usuario');
      const res = await login(person, person.password, '198.51.100.60');
      expect(Object.keys(json(res)).sort()).toEqual(['access_token', 'token_type']);
      const header = String(res.headers['set-cookie']);
      expect(header).toMatch(/HttpOnly/);
      expect(header).toMatch(/SameSite=Strict/);
      expect(header).toMatch(/Path=\/api\/auth(;|$)/);
      expect(header).toMatch(/Max-Age=\d{7,}/);
    });

    // Last: the restore replaces the data every test above made.
    it('leaves known devices out of backups, and a restore forgets them', async () => {
      const person = await t.createUser('responsable');
      const home = await login(person, person.password, '198.51.100.70');
      expect(home.statusCode).toBe(200);
      await attack(person, '203.0.118');
      expect((await login(person, person.password, '192.0.2.70', cookiesOf(home))).statusCode).toBe(200);
      // The backup keeps the account's counter (its window has not ended), not where the person signs in from.
      const created = await t.request({ method: 'POST', url: '/api/backup/backup', payload: { backup_type: 'full', format: 'sql' }, as: 'admin' });
      expect(created.statusCode, created.body).toBe(200);
      const name = json<{ filename: string }>(created).filename;
      expect(readBackup(t, name)).not.toMatch(/accesos_conocidos|dispositivo/);
      const restored = await t.request({ method: 'POST', url: `/api/backup/restore?backup_filename=${name}`, as: 'admin' });
      expect(restored.statusCode, restored.body).toBe(200);
      expect(await t.db.selectFrom('accesos_conocidos').selectAll().execute()).toEqual([]);
      expect((await login(person, person.password, '192.0.2.71', cookiesOf(home))).statusCode).toBe(429);
    });
  });
}
