import { expect, it } from 'vitest';
import { describeEachEngine, json } from './helper';

describeEachEngine('audit log', (t) => {
  it('lists the writes newest first, with paging and filters, for admin only', async () => {
    const ana = await t().createUser('usuario');
    for (let i = 0; i < 3; i++) {
      const res = await t().request({ method: 'POST', url: '/api/auth/accept-demo-terms', as: ana });
      expect(res.statusCode).toBe(200);
    }
    const page = await t().request({ method: 'GET', url: `/api/auditoria/?usuario_id=${ana.id}&limit=2`, as: 'admin' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['x-total-count']).toBe('3');
    const rows = json(page);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({ usuario_id: ana.id, username: ana.username, accion: 'aceptar_terminos', entidad: 'users', entidad_id: String(ana.id) });
    expect(rows[0].id).toBeGreaterThan(rows[1].id);

    const none = await t().request({ method: 'GET', url: `/api/auditoria/?usuario_id=${ana.id}&accion=eliminar`, as: 'admin' });
    expect(json(none)).toEqual([]);
    expect((await t().request({ method: 'GET', url: '/api/auditoria/', as: 'responsable' })).statusCode).toBe(403);
  });

  it('refuses a malformed date filter in Spanish', async () => {
    const res = await t().request({ method: 'GET', url: '/api/auditoria/?desde=ayer', as: 'admin' });
    expect(res.statusCode).toBe(422);
    expect(json(res).detail).toBe('El campo «desde» no tiene un formato válido.');
  });
});
