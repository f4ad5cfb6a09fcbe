import { describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import { describeEachEngine, json, testEngines, createTestApp, TEST_PASSWORD } from './helper';
import { AUTH_MESSAGES } from '../../src/domain/messages';
import { PASSWORD_MESSAGES } from '../../src/domain/validation';
import { spanishText } from '../../src/domain/i18n/index';

describeEachEngine('authentication', (t) => {
  it('logs in with username and password and answers a bearer JWT with the claims the original clients read', async () => {
    const user = await t().createUser('responsable');
    const res = await t().request({ method: 'POST', url: '/api/auth/login', payload: { username: user.username, password: user.password } });
    expect(res.statusCode).toBe(200);
    const body = json(res);
    expect(body.token_type).toBe('bearer');
    const claims = JSON.parse(Buffer.from(body.access_token.split('.')[1], 'base64url').toString());
    expect(claims).toMatchObject({ sub: String(user.id), username: user.username, role: 'responsable' });
    expect(claims.exp).toBeGreaterThan(Date.now() / 1000);
  });

  it('answers 401 in Spanish for a wrong password or an unknown user', async () => {
    const user = await t().createUser('usuario');
    for (const payload of [{ username: user.username, password: 'Mala-Clave-1' }, { username: 'nadie', password: 'Mala-Clave-1' }]) {
      const res = await t().request({ method: 'POST', url: '/api/auth/login', payload });
      expect(res.statusCode).toBe(401);
      expect(json(res).detail).toBe(spanishText(AUTH_MESSAGES.loginFailed));
    }
  });

  it('answers me without the password hash', async () => {
    const user = await t().createUser('veterinario', { accepted_demo_terms: 0, accepted_terms: 0 });
    const res = await t().request({ method: 'GET', url: '/api/auth/me', as: user });
    expect(res.statusCode).toBe(200);
    expect(json(res)).toMatchObject({ id: user.id, username: user.username, role: 'veterinario', email: user.email, accepted_terms: false, accepted_demo_terms: false });
    expect(res.body).not.toMatch(/scrypt|password_hash/);
  });

  it('records the acceptance of the demo terms', async () => {
    const user = await t().createUser('usuario', { accepted_demo_terms: 0 });
    const res = await t().request({ method: 'POST', url: '/api/auth/accept-demo-terms', as: user });
    expect(json(res)).toEqual({ message: 'Términos demo aceptados correctamente' });
    const me = json(await t().request({ method: 'GET', url: '/api/auth/me', as: user }));
    expect(me.accepted_demo_terms).toBe(true);
    expect(me.accepted_demo_terms_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  it('refuses guarded calls without a token (401), with a bad token (401) and with the wrong role (403)', async () => {
    expect((await t().request({ method: 'GET', url: '/api/auth/me' })).statusCode).toBe(401);
    const bad = await t().request({ method: 'GET', url: '/api/auth/me', headers: { authorization: 'Bearer no.es.valido' } });
    expect(bad.statusCode).toBe(401);
    expect(json(bad).detail).toMatch(/sesión/);
  });

  it('refuses an expired token', async () => {
    const user = await t().createUser('admin');
    const row = await t().db.selectFrom('users').selectAll().where('id', '=', user.id).executeTakeFirstOrThrow();
    const expired = t().app.jwt.sign({ sub: String(row.id), username: row.username, role: row.role, ver: row.token_version }, { expiresIn: -10 });
    const res = await t().request({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${expired}` } });
    expect(res.statusCode).toBe(401);
  });

  it('changes the password only with the right current one, enforcing the policy, and retires earlier tokens', async () => {
    const user = await t().createUser('voluntario');
    const before = await t().token(user);
    const wrong = await t().request({ method: 'POST', url: '/api/auth/change-password', as: user, payload: { current_password: 'Otra-Clave-9', new_password: 'Nueva-Clave-2' } });
    expect(wrong.statusCode).toBe(400);
    const weak = await t().request({ method: 'POST', url: '/api/auth/change-password', as: user, payload: { current_password: user.password, new_password: 'nuevaclave' } });
    expect(weak.statusCode).toBe(422);
    expect(json(weak).detail).toBe(spanishText(PASSWORD_MESSAGES.uppercase));

    const ok = await t().request({ method: 'POST', url: '/api/auth/change-password', headers: { authorization: `Bearer ${before}` }, payload: { current_password: user.password, new_password: 'Nueva-Clave-2' } });
    expect(ok.statusCode).toBe(200);
    expect(json(ok).message).toBe(spanishText(AUTH_MESSAGES.changeOk));
    expect((await t().request({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${before}` } })).statusCode).toBe(401);
    expect((await t().request({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${json(ok).access_token}` } })).statusCode).toBe(200);
    const login = await t().request({ method: 'POST', url: '/api/auth/login', payload: { username: user.username, password: 'Nueva-Clave-2' } });
    expect(login.statusCode).toBe(200);
  });

  it('lets no deactivated user log in, and stops its tokens', async () => {
    const user = await t().createUser('usuario');
    const token = await t().token(user);
    await t().db.updateTable('users').set({ activo: 0 }).where('id', '=', user.id).execute();
    const login = await t().request({ method: 'POST', url: '/api/auth/login', payload: { username: user.username, password: user.password } });
    expect(login.statusCode).toBe(401);
    expect((await t().request({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${token}` } })).statusCode).toBe(401);
  });

  it('answers the reset request the same whether or not the address exists', async () => {
    const user = await t().createUser('usuario');
    const known = await t().request({ method: 'POST', url: '/api/auth/request-reset', payload: { email: user.email } });
    const unknown = await t().request({ method: 'POST', url: '/api/auth/request-reset', payload: { email: 'nadie@ninguna.es' } });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.body).toBe(unknown.body);
    const invalid = await t().request({ method: 'POST', url: '/api/auth/request-reset', payload: { email: 'sin arroba' } });
    expect(invalid.statusCode).toBe(422);
    expect(json(invalid).detail).toBe('Por favor ingresa un correo válido.');
  });

  it('refuses an unknown reset token', async () => {
    const res = await t().request({ method: 'POST', url: '/api/auth/reset-password', payload: { token: 'inventado', new_password: 'Nueva-Clave-2' } });
    expect(res.statusCode).toBe(400);
    expect(json(res).detail).toBe(spanishText(AUTH_MESSAGES.invalidResetToken));
  });

  it('writes the audit log for a password change', async () => {
    const user = await t().createUser('admin');
    await t().request({ method: 'POST', url: '/api/auth/change-password', as: user, payload: { current_password: user.password, new_password: 'Otra-Clave-33' } });
    const rows = await t().db.selectFrom('audit_log').selectAll().where('usuario_id', '=', user.id).execute();
    expect(rows.map((r) => r.accion)).toContain('cambiar_contrasena');
  });
});

describe('password reset by e-mail over SMTP', () => {
  for (const engine of testEngines()) {
    it(`sends the link, which resets the password once and retires old tokens [${engine.name}]`, async () => {
      const received: string[] = [];
      const smtp = new SMTPServer({
        authOptional: true,
        disabledCommands: ['STARTTLS'],
        onData(stream, _session, callback) {
          const chunks: Buffer[] = [];
          stream.on('data', (c: Buffer) => chunks.push(c));
          stream.on('end', () => {
            received.push(Buffer.concat(chunks).toString('utf8'));
            callback();
          });
        },
      });
      await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
      const port = (smtp.server.address() as { port: number }).port;
      const t = await createTestApp(engine, { env: { SMTP_URL: `smtp://127.0.0.1:${port}` } });
      try {
        const user = await t.createUser('usuario');
        const oldToken = await t.token(user);
        const res = await t.request({ method: 'POST', url: '/api/auth/request-reset', payload: { email: user.email.toUpperCase() } });
        expect(res.statusCode).toBe(200);
        // The mail leaves through the queue, after the answer.
        await t.app.gatera.mailQueue.drain();
        expect(received).toHaveLength(1);
        const unfolded = received[0].replace(/=\r?\n/g, '').replace(/=3D/g, '=');
        const link = /http:\/\/gatera\.test\/resetear-contrasena\?token=([\w%-]+)/.exec(unfolded);
        expect(link).not.toBeNull();
        const token = decodeURIComponent(link![1]);

        const reset = await t.request({ method: 'POST', url: '/api/auth/reset-password', payload: { token, new_password: 'Recuperada-2025' } });
        expect(reset.statusCode).toBe(200);
        expect(reset.json().message).toBe(spanishText(AUTH_MESSAGES.resetOk));
        const again = await t.request({ method: 'POST', url: '/api/auth/reset-password', payload: { token, new_password: 'Recuperada-2026' } });
        expect(again.statusCode).toBe(400);

        const login = await t.request({ method: 'POST', url: '/api/auth/login', payload: { username: user.username, password: 'Recuperada-2025' } });
        expect(login.statusCode).toBe(200);
        const oldLogin = await t.request({ method: 'POST', url: '/api/auth/login', payload: { username: user.username, password: TEST_PASSWORD } });
        expect(oldLogin.statusCode).toBe(401);
        expect((await t.request({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${oldToken}` } })).statusCode).toBe(401);
      } finally {
        await t.close();
        await new Promise<void>((resolve) => smtp.close(() => resolve()));
      }
    });
  }
});

describe('rate limits', () => {
  it('answers 429 in Spanish after too many logins', async () => {
    const t = await createTestApp(testEngines()[0], { env: { AUTH_RATE_LIMIT_MAX: '3' } });
    try {
      const statuses: number[] = [];
      let last = '';
      for (let i = 0; i < 5; i++) {
        const res = await t.request({ method: 'POST', url: '/api/auth/login', payload: { username: 'alguien', password: 'x' } });
        statuses.push(res.statusCode);
        last = res.body;
      }
      expect(statuses.slice(0, 3)).toEqual([401, 401, 401]);
      expect(statuses[4]).toBe(429);
      expect(JSON.parse(last).detail).toMatch(/Demasiados intentos/);
    } finally {
      await t.close();
    }
  });
});
