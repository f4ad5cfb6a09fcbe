import { expect, it } from 'vitest';
import { describeEachEngine, json } from '../helper';

const URL = '/api/partes/partes/';

describeEachEngine('partes', (t) => {
  it('admin creates a parte: pendiente unless chosen; audit', async () => {
    const res = await t().request({ method: 'POST', url: URL, as: 'admin', payload: { descripcion: '  Reponer comederos  ' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res)).toEqual({ id: expect.any(Number), descripcion: 'Reponer comederos', estado: 'pendiente', created_at: expect.any(String) });
    for (const estado of ['en progreso', 'resuelto', 'pendiente']) {
      const chosen = await t().request({ method: 'POST', url: URL, as: 'admin', payload: { descripcion: `Parte ${estado}`, estado } });
      expect(json(chosen).estado).toBe(estado);
    }
    const blank = await t().request({ method: 'POST', url: URL, as: 'admin', payload: { descripcion: 'Estado vacío', estado: '' } });
    expect(json(blank).estado).toBe('pendiente');
    const audit = await t().db.selectFrom('audit_log').select(['accion', 'usuario_id']).where('entidad', '=', 'partes').where('entidad_id', '=', String(json(res).id)).execute();
    expect(audit).toEqual([{ accion: 'crear', usuario_id: (await t().user('admin')).id }]);
  });

  it('refuses bad input in Spanish and stores nothing', async () => {
    const count = async () => Number((await t().db.selectFrom('partes').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    const before = await count();
    const cases: [unknown, string][] = [
      [{}, 'La descripción es obligatoria'],
      [{ descripcion: '' }, 'La descripción es obligatoria'],
      [{ descripcion: '   ' }, 'La descripción es obligatoria'],
      [{ descripcion: 'x', estado: 'cerrado' }, 'El estado del parte debe ser uno de: pendiente, en progreso, resuelto.'],
      [{ descripcion: 'x'.repeat(5001) }, 'El campo «descripcion» no puede superar 5000 caracteres.'],
    ];
    for (const [payload, detail] of cases) {
      const res = await t().request({ method: 'POST', url: URL, as: 'admin', payload: payload as object });
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      expect(json(res).detail).toBe(detail);
    }
    expect(await count()).toBe(before);
  });

  it('only admin lists and creates, with paging headers, newest first', async () => {
    for (let i = 0; i < 3; i++) await t().request({ method: 'POST', url: URL, as: 'admin', payload: { descripcion: `Orden ${i}` } });
    const res = await t().request({ method: 'GET', url: `${URL}?skip=0&limit=2`, as: 'admin' });
    expect(res.statusCode).toBe(200);
    expect(json(res).map((p: { descripcion: string }) => p.descripcion)).toEqual(['Orden 2', 'Orden 1']);
    const total = Number(res.headers['x-total-count']);
    expect(total).toBeGreaterThanOrEqual(3);
    const filtered = await t().request({ method: 'GET', url: `${URL}?estado=resuelto`, as: 'admin' });
    expect(json(filtered).every((p: { estado: string }) => p.estado === 'resuelto')).toBe(true);
    for (const role of ['responsable', 'voluntario', 'veterinario', 'usuario'] as const) {
      expect((await t().request({ method: 'GET', url: URL, as: role })).statusCode, role).toBe(403);
      expect((await t().request({ method: 'POST', url: URL, as: role, payload: { descripcion: 'x' } })).statusCode, role).toBe(403);
    }
    expect((await t().request({ method: 'GET', url: URL })).statusCode).toBe(401);
  });

  it('one parte for its record page: admin only, an unknown one is a Spanish 404', async () => {
    const created = json(await t().request({ method: 'POST', url: URL, as: 'admin', payload: { descripcion: 'Poda junto a la colonia', estado: 'en progreso' } }));
    const one = await t().request({ method: 'GET', url: `${URL}${created.id}`, as: 'admin' });
    expect(one.statusCode, one.body).toBe(200);
    expect(json(one)).toEqual(created);
    for (const role of ['responsable', 'voluntario', 'veterinario', 'usuario'] as const) {
      expect((await t().request({ method: 'GET', url: `${URL}${created.id}`, as: role })).statusCode, role).toBe(403);
    }
    expect((await t().request({ method: 'GET', url: `${URL}${created.id}` })).statusCode).toBe(401);
    const missing = await t().request({ method: 'GET', url: `${URL}999999`, as: 'admin' });
    expect(missing.statusCode).toBe(404);
    expect(json(missing).detail).toBe('El parte no existe.');
    const bad = await t().request({ method: 'GET', url: `${URL}abc`, as: 'admin' });
    expect(bad.statusCode).toBe(422);
  });
});
