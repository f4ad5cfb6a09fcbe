/**
 * docs/SEGURIDAD.md: the audit log is append-only. Only the admin reads it, no
 * route changes or deletes its rows, and the database itself refuses to. (That
 * a backup import cannot rewrite it is proved in tests/server/backup/; that an
 * RGPD erasure leaves it byte for byte, in tests/server/rgpd/erasure.test.ts.)
 */
import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { describeEachEngine } from '../helper';

describeEachEngine('the audit log through the API', (t) => {
  it('has read-only routes only, for the admin', async () => {
    const routes = t().app.apiRoutes.filter((r) => r.url.startsWith('/api/auditoria'));
    expect(routes.length).toBeGreaterThan(0);
    for (const route of routes) {
      expect(route.method, route.url).toBe('GET');
      expect(route.access, route.url).toBe('auditoria.leer');
    }
  });

  it('keeps every row whatever an admin sends to it', async () => {
    await t().request({ method: 'POST', url: '/api/auth/accept-demo-terms', as: 'admin' });
    const count = async () => (await t().db.selectFrom('audit_log').select('id').execute()).length;
    const before = await count();
    expect(before).toBeGreaterThan(0);
    for (const method of ['DELETE', 'PUT', 'PATCH', 'POST'] as const) {
      for (const url of ['/api/auditoria/', '/api/auditoria/1', '/api/auditoria/auditoria/', '/api/auditoria/auditoria/1']) {
        const res = await t().request({ method, url, as: 'admin', payload: {} });
        expect(res.statusCode, `${method} ${url}`).toBeGreaterThanOrEqual(400);
        expect(res.statusCode, `${method} ${url}`).toBeLessThan(500);
      }
    }
    expect(await count()).toBe(before);
  });

  it('is refused by the database itself: no statement changes or deletes an audit row', async () => {
    await t().request({ method: 'POST', url: '/api/auth/accept-demo-terms', as: 'admin' });
    const rows = () => t().db.selectFrom('audit_log').selectAll().orderBy('id').execute();
    const before = await rows();
    expect(before.length).toBeGreaterThan(0);
    await expect(t().db.updateTable('audit_log').set({ username: 'otra-persona' }).execute()).rejects.toThrow(/auditoría/);
    await expect(t().db.deleteFrom('audit_log').where('id', '=', before[0].id).execute()).rejects.toThrow(/auditoría/);
    if (t().engine === 'postgres') await expect(sql`TRUNCATE audit_log`.execute(t().db)).rejects.toThrow(/auditoría/);
    expect(await rows()).toEqual(before);
  });
});
