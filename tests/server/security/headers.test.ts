import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { createTestApp, describeEachEngine, json, testEngines } from '../helper';
import { seedDemo } from '../../../src/server/db/seed/demo';
import { createColonia, createGato } from '../fixtures';

describeEachEngine('security headers and exposure', (t) => {
  it('sends helmet headers with a Content-Security-Policy the client and the tile server work under', async () => {
    const res = await t().request({ method: 'GET', url: '/api/health' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toMatch(/img-src[^;]*https:\/\/tile\.openstreetmap\.org/);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['strict-transport-security']).toBeDefined();
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('serves cat photos with nosniff, a safe disposition and long caching, and nothing outside the media folder', async () => {
    // /media serves cat photos only: attachments go through /api/adjuntos (tests/server/security/attachments.test.ts).
    const colonia = await createColonia(t().db);
    await createGato(t().db, colonia.id, { imagen: '0123456789abcdef0123456789abcdef.png' });
    fs.writeFileSync(path.join(t().paths.mediaDir, '0123456789abcdef0123456789abcdef.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    const res = await t().request({ method: 'GET', url: '/media/0123456789abcdef0123456789abcdef.png' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-disposition']).toBe('inline; filename="0123456789abcdef0123456789abcdef.png"');
    expect(String(res.headers['cache-control'])).toContain('immutable');
    for (const url of ['/media/../gatera.db', '/media/%2e%2e/gatera.db', '/media/..%2fjwt-secret', '/media/.hidden']) {
      const outside = await t().request({ method: 'GET', url });
      expect(outside.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(outside.statusCode, url).toBeLessThan(500);
      expect(outside.body, url).not.toContain('SQLite');
    }
  });

  it('allows no cross-origin caller unless configured', async () => {
    const res = await t().request({ method: 'GET', url: '/api/health', headers: { origin: 'https://malicioso.example' } });
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('never lets a password hash or a reset token leave the server', async () => {
    await seedDemo({ db: t().db, mediaDir: t().paths.mediaDir, center: { lat: 41.07, lon: -2.64 }, catCount: 8 });
    const admin = await t().db.selectFrom('users').selectAll().where('username', '=', 'admin').executeTakeFirstOrThrow();
    await t().request({ method: 'POST', url: '/api/auth/request-reset', payload: { email: admin.email } });
    await t().app.gatera.mailQueue.drain(); // the mail leaves after the answer
    const secrets = (await t().db.selectFrom('users').select('password_hash').execute()).map((r) => r.password_hash);
    secrets.push(...(await t().db.selectFrom('password_reset_tokens').select('token_hash').execute()).map((r) => r.token_hash));
    expect(secrets.length).toBeGreaterThan(5);
    const outbox = fs.readdirSync(t().paths.outboxDir);
    expect(outbox).toHaveLength(1);
    const mailed = /token=([\w-]+)/.exec(fs.readFileSync(path.join(t().paths.outboxDir, outbox[0]), 'utf8').replace(/=\r?\n/g, ''))![1];
    const tokens: Record<string, string> = {};
    for (const role of ['admin', 'responsable', 'voluntario', 'veterinario', 'usuario']) {
      const row = await t().db.selectFrom('users').selectAll().where('username', '=', role).executeTakeFirstOrThrow();
      tokens[role] = t().app.issueToken(row);
    }
    let answers = 0;
    for (const route of t().app.apiRoutes.filter((r) => r.method === 'GET' && !r.url.includes(':'))) {
      for (const token of Object.values(tokens)) {
        const res = await t().request({ method: 'GET', url: route.url, headers: { authorization: `Bearer ${token}` } });
        if (res.statusCode !== 200) continue;
        answers += 1;
        for (const secret of secrets) expect(res.body, route.url).not.toContain(secret);
        expect(res.body, route.url).not.toContain(mailed);
        expect(res.body, route.url).not.toMatch(/scrypt\$|password_hash|token_hash/);
      }
    }
    expect(answers).toBeGreaterThan(5);
  });
});

it('allows the configured origins, and only them', async () => {
  const t = await createTestApp(testEngines()[0], { env: { CORS_ORIGINS: 'https://ayto.example' } });
  try {
    const ok = await t.request({ method: 'GET', url: '/api/health', headers: { origin: 'https://ayto.example' } });
    expect(ok.headers['access-control-allow-origin']).toBe('https://ayto.example');
    expect(String(ok.headers['access-control-expose-headers'])).toContain('X-Total-Count');
    const other = await t.request({ method: 'GET', url: '/api/health', headers: { origin: 'https://otro.example' } });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
    expect(json(ok)).toEqual({ status: 'ok', db: 'sqlite' });
  } finally {
    await t.close();
  }
});
