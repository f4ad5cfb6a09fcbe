/**
 * Caching headers of the API: every answer of a route that needs a session
 * carries personal data and is `private, no-store`, except the street answers
 * the phone's service worker keeps for its signed-in person, which are
 * `private, no-cache` and vary by Authorization and X-Municipio; the public answers keep the
 * headers they set themselves.
 */
import { expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { describeEachEngine } from '../helper';
import { seedDemo } from '../../../src/server/db/seed/demo';
import { OFFLINE_API_ROUTES } from '../../../src/domain/offlineRoutes';
import { ROLES, can, type Capability } from '../../../src/domain/roles';

const varies = (value: unknown) => String(value ?? '').split(',').map((v) => v.trim().toLowerCase());

describeEachEngine('caching headers of personal answers', (t) => {
  it('marks every answer of every route that needs a session private, and never stored except the street answers kept offline', async () => {
    await seedDemo({ db: t().db, mediaDir: t().paths.mediaDir, center: { lat: 41.07, lon: -2.64 }, catCount: 8 });
    const tokens: Record<string, string> = {};
    for (const role of ROLES) {
      const row = await t().db.selectFrom('users').selectAll().where('username', '=', role).executeTakeFirstOrThrow();
      tokens[role] = t().app.issueToken(row);
    }
    const offline = new Set(OFFLINE_API_ROUTES);
    const failures: string[] = [];
    let personal = 0;
    let kept = 0;
    for (const route of t().app.apiRoutes.filter((r) => r.access !== 'public')) {
      const role = ROLES.find((r) => can(r, route.access as Capability))!;
      // Reads ask for the demo's first records (real personal answers); writes aim at a record that
      // does not exist or send an empty body, in this suite's own database.
      const url = route.url.replace(/:[A-Za-z_]+/g, route.method === 'GET' ? '1' : '999999');
      const options: InjectOptions = { method: route.method as InjectOptions['method'], url, headers: { authorization: `Bearer ${tokens[role]}` } };
      if (['POST', 'PUT', 'PATCH'].includes(route.method)) options.payload = {};
      for (const [who, answer] of [[role, await t().app.inject(options)], ['anónimo', await t().app.inject({ ...options, headers: {} })]] as const) {
        const label = `${route.method} ${route.url} (${who}, ${answer.statusCode})`;
        const cacheControl = String(answer.headers['cache-control']);
        if (route.method === 'GET' && offline.has(route.url)) {
          if (cacheControl !== 'private, no-cache') failures.push(`${label}: Cache-Control ${cacheControl}`);
          if (!['authorization', 'x-municipio'].every((h) => varies(answer.headers.vary).includes(h))) failures.push(`${label}: Vary ${answer.headers.vary}`);
          if (answer.statusCode === 200) kept += 1;
        } else if (cacheControl !== 'private, no-store') {
          failures.push(`${label}: Cache-Control ${cacheControl}`);
        }
        if (answer.statusCode === 200 && who !== 'anónimo') personal += 1;
      }
    }
    expect(failures).toEqual([]);
    // The walk met real answers, the street ones among them.
    expect(personal).toBeGreaterThan(40);
    expect(kept).toBe(OFFLINE_API_ROUTES.filter((r) => r !== '/api/settings').length);
  });

  it('leaves the public answers their own headers', async () => {
    const settings = await t().request({ method: 'GET', url: '/api/settings' });
    expect(settings.statusCode).toBe(200);
    expect(settings.headers['cache-control']).toBeUndefined();
    expect(varies(settings.headers.vary)).toContain('accept-language');
    const terms = await t().request({ method: 'GET', url: '/api/legal/condiciones-uso.pdf' });
    expect(terms.statusCode).toBe(200);
    expect(terms.headers['cache-control']).toBe('public, max-age=3600');
    for (const url of ['/api/colonias/colonias/mapa/colonias', '/api/informes/informes/datos/colonias', '/api/health']) {
      const res = await t().request({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(String(res.headers['cache-control'] ?? ''), url).not.toMatch(/private|no-store/);
    }
  });
});
