import { beforeAll, expect, it } from 'vitest';
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

describeEachEngine('audit log order and one entry', (t) => {
  const collator = new Intl.Collator('es', { numeric: true });
  const NAMES = ['Ñu.audit', 'nube.audit', 'Alba.audit', 'angel.audit', 'bruno.audit', 'Zeta.audit'];
  let marker = '';

  beforeAll(async () => {
    marker = `orden-${Date.now()}`;
    for (const [i, username] of NAMES.entries()) {
      const person = await t().createUser('usuario', { username });
      await t().db
        .insertInto('audit_log')
        .values({ at: `2024-01-0${1 + (i % 3)}T10:00:00.000Z`, usuario_id: person.id, username, accion: i % 2 ? 'editar' : 'crear', entidad: marker, entidad_id: String(i), detalle: null })
        .execute();
    }
    // One entry written by the system (no person).
    await t().db.insertInto('audit_log').values({ at: '2024-01-05T10:00:00.000Z', usuario_id: null, username: null, accion: 'backup', entidad: marker, entidad_id: null, detalle: 'diaria' }).execute();
  });

  const all = async (query: string, limit = 2) => {
    const rows: { id: number; at: string; username: string | null; accion: string }[] = [];
    for (let skip = 0; ; skip += limit) {
      const res = await t().request({ method: 'GET', url: `/api/auditoria/?entidad=${marker}&skip=${skip}&limit=${limit}${query}`, as: 'admin' });
      expect(res.statusCode, res.body).toBe(200);
      const page = json<typeof rows>(res);
      rows.push(...page);
      if (page.length < limit) return rows;
    }
  };

  it('sorts by user in the Spanish order both ways (the system at one end), every page', async () => {
    const expected = [...NAMES].sort(collator.compare);
    const up = await all('&sort=username&order=asc');
    expect(up.map((r) => r.username).filter(Boolean)).toEqual(expected);
    expect(up).toHaveLength(NAMES.length + 1);
    const down = await all('&sort=username&order=desc');
    expect(down.map((r) => r.username).filter(Boolean)).toEqual([...expected].reverse());
    expect(down.map((r) => r.id)).toEqual([...up.map((r) => r.id)].reverse());
  });

  it('sorts by date and by action both ways; without sort, newest first as always', async () => {
    const newest = await all('');
    const dates = newest.map((r) => r.at);
    expect(dates).toEqual([...dates].sort().reverse());
    expect((await all('&sort=at&order=asc')).map((r) => r.id)).toEqual([...newest.map((r) => r.id)].reverse());
    // Actions by their names as the log shows them: 'Alta' (crear), 'Copia de seguridad' (backup), 'Modificación' (editar).
    const actions = (await all('&sort=accion&order=asc')).map((r) => r.accion);
    expect([...new Set(actions)]).toEqual(['crear', 'backup', 'editar']);
    expect([...new Set((await all('&sort=accion&order=desc')).map((r) => r.accion))]).toEqual(['editar', 'backup', 'crear']);
  });

  it('refuses an unknown sort column in Spanish', async () => {
    const res = await t().request({ method: 'GET', url: '/api/auditoria/?sort=detalle', as: 'admin' });
    expect(res.statusCode).toBe(422);
    expect(json(res).detail).toContain('sort');
  });

  it('answers one entry in full to the administrator only; an unknown one is a 404 in Spanish', async () => {
    const [entry] = await all('&sort=username&order=asc');
    const res = await t().request({ method: 'GET', url: `/api/auditoria/${entry.id}`, as: 'admin' });
    expect(res.statusCode).toBe(200);
    expect(json(res)).toEqual({ ...entry, entidad: marker, usuario_id: expect.any(Number), entidad_id: expect.any(String), detalle: null });
    for (const role of ['responsable', 'voluntario', 'veterinario', 'usuario'] as const) {
      expect((await t().request({ method: 'GET', url: `/api/auditoria/${entry.id}`, as: role })).statusCode).toBe(403);
    }
    const missing = await t().request({ method: 'GET', url: '/api/auditoria/999999999', as: 'admin' });
    expect(missing.statusCode).toBe(404);
    expect(json(missing).detail).toBe('La entrada del registro de auditoría no existe.');
  });

  it("shows an erased person's entry under the pseudonym, and sorts those entries apart, by id", async () => {
    const person = await t().createUser('usuario', { username: 'aaa.borrada' });
    await t().db.insertInto('audit_log').values({ at: '2024-01-06T10:00:00.000Z', usuario_id: person.id, username: 'aaa.borrada', accion: 'crear', entidad: marker, entidad_id: null, detalle: null }).execute();
    const erased = await t().request({ method: 'POST', url: `/api/usuarios/${person.id}/anonimizar`, as: 'admin' });
    expect(erased.statusCode, erased.body).toBe(200);
    const up = await all('&sort=username&order=asc');
    // Its real name would sort first; the list neither shows nor betrays it: after the people, before the system.
    expect(up.map((r) => r.username).slice(-2)).toEqual([`anonimo-${person.id}`, null]);
    const one = await t().request({ method: 'GET', url: `/api/auditoria/${up.at(-2)!.id}`, as: 'admin' });
    expect(json(one).username).toBe(`anonimo-${person.id}`);
  });
});
