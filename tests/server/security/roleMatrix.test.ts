/**
 * The role matrix: every registered /api route against the five roles, an
 * anonymous caller and four kinds of bad token. The expected status comes from
 * CAPABILITIES in src/domain/roles.ts, never from the code under test.
 */
import { expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { describeEachEngine, type TestApp } from '../helper';
import { CAPABILITIES, ROLES, can, type Capability } from '../../../src/domain/roles';

const MISSING_ID = '999999';

function concrete(url: string): string {
  return url.replace(/:[A-Za-z_]+/g, MISSING_ID);
}

function call(t: TestApp, route: { method: string; url: string }, headers: Record<string, string>) {
  const options: InjectOptions = { method: route.method as InjectOptions['method'], url: concrete(route.url), headers: { ...headers } };
  if (route.method === 'POST' || route.method === 'PUT' || route.method === 'PATCH') options.payload = {};
  return t.app.inject(options);
}

async function badTokens(t: TestApp): Promise<Record<string, string>> {
  const expiredUser = await t.createUser('admin');
  const row = await t.db.selectFrom('users').selectAll().where('id', '=', expiredUser.id).executeTakeFirstOrThrow();
  const expired = t.app.jwt.sign({ sub: String(row.id), username: row.username, role: row.role, ver: row.token_version }, { expiresIn: -60 });

  const [header, payload] = (await t.token(expiredUser)).split('.');
  const crypto = await import('node:crypto');
  const forged = `${header}.${payload}.${crypto.createHmac('sha256', 'otro-secreto-distinto').update(`${header}.${payload}`).digest('base64url')}`;

  const retired = await t.createUser('admin');
  const retiredToken = await t.token(retired);
  await t.db.updateTable('users').set({ activo: 0 }).where('id', '=', retired.id).execute();

  const changed = await t.createUser('admin');
  const beforeChange = await t.token(changed);
  const res = await t.request({ method: 'POST', url: '/api/auth/change-password', as: changed, payload: { current_password: changed.password, new_password: 'Cambiada-2025!' } });
  expect(res.statusCode).toBe(200);

  return { caducado: expired, 'firmado con otro secreto': forged, 'usuario desactivado': retiredToken, 'anterior al cambio de contraseña': beforeChange };
}

describeEachEngine('role matrix', (t) => {
  it('answers each role as the capability table says, on every route', async () => {
    const routes = t().app.apiRoutes;
    const failures: string[] = [];
    const tokens = Object.fromEntries(await Promise.all(ROLES.map(async (role) => [role, await t().token(role)] as const)));
    for (const route of routes) {
      const label = `${route.method} ${route.url}`;
      const anonymous = await call(t(), route, {});
      if (route.access === 'public') {
        if (anonymous.statusCode === 401 || anonymous.statusCode === 403) failures.push(`${label} anónimo: ${anonymous.statusCode}`);
        continue;
      }
      if (anonymous.statusCode !== 401) failures.push(`${label} anónimo: ${anonymous.statusCode}, se esperaba 401`);
      const capability = route.access as Capability;
      for (const role of ROLES) {
        const res = await call(t(), route, { authorization: `Bearer ${tokens[role]}` });
        const allowed = can(role, capability);
        if (!allowed && res.statusCode !== 403) failures.push(`${label} ${role}: ${res.statusCode}, se esperaba 403`);
        if (allowed && (res.statusCode === 401 || res.statusCode === 403)) failures.push(`${label} ${role}: ${res.statusCode}, debía poder`);
        if (res.statusCode >= 500) failures.push(`${label} ${role}: ${res.statusCode} (${res.body})`);
        // Every answer is JSON, except the documents a route exists to send (the PDF reports).
        if (String(res.headers['content-type']).startsWith('application/pdf')) expect(res.rawPayload.subarray(0, 5).toString('latin1'), `${label} ${role}`).toBe('%PDF-');
        else if (String(res.headers['content-type']).startsWith('text/csv')) expect(res.body.startsWith('\uFEFF'), `${label} ${role}`).toBe(true);
        else expect(res.json(), `${label} ${role}`).toBeDefined();
      }
    }
    expect(failures).toEqual([]);
    expect(Object.keys(CAPABILITIES).length).toBeGreaterThan(0);
  });

  it('refuses expired, forged, retired and superseded tokens on every guarded route', async () => {
    const tokens = await badTokens(t());
    const failures: string[] = [];
    for (const route of t().app.apiRoutes.filter((r) => r.access !== 'public')) {
      for (const [kind, token] of Object.entries(tokens)) {
        const res = await call(t(), route, { authorization: `Bearer ${token}` });
        if (res.statusCode !== 401) failures.push(`${route.method} ${route.url} con token ${kind}: ${res.statusCode}`);
        else if (!/sesión|autenticado/i.test(res.json().detail)) failures.push(`${route.method} ${route.url}: detalle «${res.json().detail}»`);
      }
    }
    expect(failures).toEqual([]);
  });
});
