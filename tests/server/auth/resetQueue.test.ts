/**
 * Request-reset answers first and sends afterwards, through
 * a queue in the database that survives a restart and retries with backoff.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../../src/server/app';
import type { Mailer, MailMessage } from '../../../src/server/lib/mailer';
import { AUTH_MESSAGES } from '../../../src/domain/messages';
import { createTestApp, json, testEngines, type TestApp } from '../helper';
import { spanishText } from '../../../src/domain/i18n/index';

/** A mailer the test holds: calls wait until released; it can be told to fail. */
function heldMailer() {
  const sent: MailMessage[] = [];
  let release: () => void = () => undefined;
  let gate: Promise<void> = Promise.resolve();
  let failures = 0;
  const mailer: Mailer = {
    async send(message) {
      await gate;
      if (failures > 0) {
        failures -= 1;
        throw new Error('SMTP no disponible');
      }
      sent.push(message);
    },
  };
  return {
    mailer,
    sent,
    hold() {
      gate = new Promise((resolve) => (release = resolve));
    },
    release: () => release(),
    failNext(n: number) {
      failures = n;
    },
  };
}

const queued = (t: TestApp) => t.db.selectFrom('mail_queue').selectAll().orderBy('id').execute();

for (const engine of testEngines()) {
  describe(`password-reset mail queue [${engine.name}]`, () => {
    const mail = heldMailer();
    let t: TestApp & { close(): Promise<void> };
    beforeAll(async () => {
      t = await createTestApp(engine, { mailer: mail.mailer });
    });
    afterAll(async () => {
      mail.release();
      await t?.close();
    });
    // A test that failed while holding the mailer must not leave the next ones waiting on it.
    beforeEach(() => mail.release());

    it('answers before the mail is sent: the answer comes back while the mailer is still held, with the mail queued', async () => {
      const user = await t.createUser('usuario');
      mail.hold();
      const res = await t.request({ method: 'POST', url: '/api/auth/request-reset', payload: { email: user.email } });
      expect(res.statusCode).toBe(200);
      expect(json(res).message).toBe(spanishText(AUTH_MESSAGES.requestOk));
      expect(mail.sent).toHaveLength(0);
      expect((await queued(t)).map((r) => r.destinatario)).toContain(user.email);
      mail.release();
      await t.app.gatera.mailQueue.drain();
      expect(mail.sent.map((m) => m.to)).toEqual([user.email]);
      expect(mail.sent[0].text).toMatch(/http:\/\/gatera\.test\/resetear-contrasena\?token=/);
      expect(await queued(t)).toEqual([]);
      // The link: 256 random bits, stored only as their SHA-256, for one hour, never in the queue.
      const token = decodeURIComponent(/token=([\w%-]+)/.exec(mail.sent[0].text)![1]);
      expect(Buffer.from(token, 'base64url')).toHaveLength(32);
      const stored = await t.db.selectFrom('password_reset_tokens').selectAll().where('usuario_id', '=', user.id).executeTakeFirstOrThrow();
      expect(stored.token_hash).toMatch(/^[a-f0-9]{64}$/);
      expect(stored.token_hash).not.toContain(token);
      const ttl = Date.parse(stored.expires_at) - Date.now();
      expect(ttl).toBeGreaterThan(59 * 60_000);
      expect(ttl).toBeLessThanOrEqual(60 * 60_000);
    });

    it('takes the same path for an unknown address: queued, answered alike, and nothing is sent', async () => {
      mail.sent.length = 0;
      // Nothing is sent for this row, so holding the mailer would not keep it: the queue is stopped
      // instead, or its own drain could remove the row before it is looked at (failed in CI on PostgreSQL).
      await t.app.gatera.mailQueue.stop();
      try {
        const res = await t.request({ method: 'POST', url: '/api/auth/request-reset', payload: { email: 'nadie@ninguna.es' } });
        expect(res.statusCode).toBe(200);
        expect(json(res).message).toBe(spanishText(AUTH_MESSAGES.requestOk));
        expect((await queued(t)).map((r) => r.destinatario)).toEqual(['nadie@ninguna.es']);
        await t.app.gatera.mailQueue.drain();
        expect(mail.sent).toEqual([]);
        expect(await queued(t)).toEqual([]);
      } finally {
        t.app.gatera.mailQueue.start();
      }
    });

    it('keeps a mail the server could not send and retries it later, with a growing wait', async () => {
      const user = await t.createUser('voluntario');
      mail.sent.length = 0;
      mail.failNext(2);
      await t.request({ method: 'POST', url: '/api/auth/request-reset', payload: { email: user.email } });
      await t.app.gatera.mailQueue.drain();
      let [row] = await queued(t);
      expect(row).toMatchObject({ destinatario: user.email, intentos: 1, ultimo_error: 'SMTP no disponible' });
      const firstWait = Date.parse(row.siguiente_intento) - Date.now();
      expect(firstWait).toBeGreaterThan(20_000);
      // Not due yet: nothing happens.
      await t.app.gatera.mailQueue.drain();
      expect((await queued(t))[0].intentos).toBe(1);
      // Time passes (the row is made due), it fails again and waits longer.
      await t.db.updateTable('mail_queue').set({ siguiente_intento: new Date(Date.now() - 1000).toISOString() }).execute();
      await t.app.gatera.mailQueue.drain();
      [row] = await queued(t);
      expect(row.intentos).toBe(2);
      expect(Date.parse(row.siguiente_intento) - Date.now()).toBeGreaterThan(firstWait);
      await t.db.updateTable('mail_queue').set({ siguiente_intento: new Date(Date.now() - 1000).toISOString() }).execute();
      await t.app.gatera.mailQueue.drain();
      expect(mail.sent.map((m) => m.to)).toEqual([user.email]);
      expect(await queued(t)).toEqual([]);
    });

    it('sends after a restart the mail a stopped process had queued', async () => {
      const user = await t.createUser('usuario');
      // The first process is the stopped one: its queue must not send the row meanwhile (it polls every few seconds).
      await t.app.gatera.mailQueue.stop();
      const at = new Date().toISOString();
      // What a process killed right after answering leaves behind.
      await t.db.insertInto('mail_queue').values({ tipo: 'restablecer', destinatario: user.email, intentos: 0, siguiente_intento: at, created_at: at }).execute();
      const next = heldMailer();
      const restarted = await buildApp({ config: t.config, database: t.database, logger: false, clientDir: null, mailer: next.mailer });
      try {
        await restarted.ready();
        await restarted.gatera.mailQueue.drain();
        expect(next.sent.map((m) => m.to)).toEqual([user.email]);
        expect(await queued(t)).toEqual([]);
      } finally {
        await restarted.close();
      }
    });
  });
}
