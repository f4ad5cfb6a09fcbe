import { expect, it } from 'vitest';
import { describeEachEngine, json } from '../helper';
import { assign, createColonia } from '../fixtures';
import type { Role } from '../../../src/domain/roles';

const ASSIGN = '/api/colonias/asignar_usuario/';

describeEachEngine('assignments of people to colonies', (t) => {
  it('assigns a voluntario to a colony; the colony then shows under their Mis Colonias; the audit log records it', async () => {
    const voluntario = await t().createUser('voluntario');
    const colonia = await createColonia(t().db, { nombre: 'Colonia Asignada' });
    const res = await t().request({ method: 'POST', url: ASSIGN, as: 'admin', payload: { user_id: voluntario.id, colonia_id: colonia.id } });
    expect(res.statusCode).toBe(200);
    expect(json(res)).toEqual({ mensaje: 'Usuario asignado correctamente' });
    const mine = json(await t().request({ method: 'GET', url: '/api/colonias/colonias/mis-colonias/', as: voluntario }));
    expect(mine.map((c: { nombre: string }) => c.nombre)).toEqual(['Colonia Asignada']);
    const audit = await t().db.selectFrom('audit_log').selectAll().where('entidad', '=', 'asignaciones').where('accion', '=', 'asignar').execute();
    expect(audit.some((a) => a.detalle === `usuario ${voluntario.id} -> colonia ${colonia.id}`)).toBe(true);
  });

  it('is idempotent: assigning the same pair again answers the same and adds no row', async () => {
    const usuario = await t().createUser('usuario');
    const colonia = await createColonia(t().db);
    for (let i = 0; i < 3; i++) {
      const res = await t().request({ method: 'POST', url: ASSIGN, as: 'responsable', payload: { user_id: usuario.id, colonia_id: colonia.id } });
      expect(res.statusCode).toBe(200);
    }
    const rows = await t().db.selectFrom('asignaciones').selectAll().where('usuario_id', '=', usuario.id).execute();
    expect(rows).toHaveLength(1);
  });

  it('answers 404 with a Spanish detail for an unknown user or colony, and changes nothing', async () => {
    const voluntario = await t().createUser('voluntario');
    const colonia = await createColonia(t().db);
    const before = await t().db.selectFrom('asignaciones').selectAll().execute();
    const unknownUser = await t().request({ method: 'POST', url: ASSIGN, as: 'admin', payload: { user_id: 987654, colonia_id: colonia.id } });
    expect(unknownUser.statusCode).toBe(404);
    expect(json(unknownUser).detail).toBe('El usuario no existe.');
    const unknownColony = await t().request({ method: 'POST', url: ASSIGN, as: 'admin', payload: { user_id: voluntario.id, colonia_id: 987654 } });
    expect(unknownColony.statusCode).toBe(404);
    expect(json(unknownColony).detail).toBe('La colonia no existe.');
    expect(await t().db.selectFrom('asignaciones').selectAll().execute()).toEqual(before);
  });

  it('refuses staff roles and deactivated accounts (422), and malformed bodies', async () => {
    const colonia = await createColonia(t().db);
    const vet = await t().createUser('veterinario');
    const staff = await t().request({ method: 'POST', url: ASSIGN, as: 'admin', payload: { user_id: vet.id, colonia_id: colonia.id } });
    expect(staff.statusCode).toBe(422);
    expect(json(staff).detail).toMatch(/voluntarios y ciudadanos/);
    const inactive = await t().createUser('voluntario', { activo: 0 });
    const off = await t().request({ method: 'POST', url: ASSIGN, as: 'admin', payload: { user_id: inactive.id, colonia_id: colonia.id } });
    expect(off.statusCode).toBe(422);
    expect(json(off).detail).toBe('La cuenta de ese usuario está desactivada.');
    const missing = await t().request({ method: 'POST', url: ASSIGN, as: 'admin', payload: { colonia_id: colonia.id } });
    expect(missing.statusCode).toBe(422);
    expect(json(missing).detail).toBe('El campo «user_id» es obligatorio.');
    const wrongType = await t().request({ method: 'POST', url: ASSIGN, as: 'admin', payload: { user_id: 'uno', colonia_id: colonia.id } });
    expect(wrongType.statusCode).toBe(422);
  });

  it('lists people of the assigned roles with each colony, or null for no colony (both field names)', async () => {
    const withTwo = await t().createUser('voluntario', { username: 'aa-con-dos' });
    const without = await t().createUser('usuario', { username: 'aa-sin-colonia' });
    await t().createUser('veterinario', { username: 'aa-veterinaria' });
    const a = await createColonia(t().db, { nombre: 'Alfa' });
    const b = await createColonia(t().db, { nombre: 'Beta' });
    await assign(t().db, withTwo.id, b.id);
    await assign(t().db, withTwo.id, a.id);
    const res = await t().request({ method: 'GET', url: '/api/colonias/asignaciones/', as: 'responsable' });
    expect(res.statusCode).toBe(200);
    const entries = json(res).filter((e: { username: string }) => e.username.startsWith('aa-'));
    expect(entries.map((e: { username: string; colony_nombre: string | null }) => [e.username, e.colony_nombre])).toEqual([
      ['aa-con-dos', 'Alfa'],
      ['aa-con-dos', 'Beta'],
      ['aa-sin-colonia', null],
    ]);
    expect(entries[0]).toMatchObject({ id: withTwo.id, usuario_id: withTwo.id, role: 'voluntario', colonia_nombre: 'Alfa', colonia_id: a.id });
    expect(entries[2]).toMatchObject({ id: without.id, role: 'usuario', colonia_nombre: null, asignacion_id: null });
    expect(res.headers['x-total-count']).toBe(String(json(res).length));
  });

  it('removes an assignment; the colony leaves the person’s reach; an unknown one answers 404', async () => {
    const voluntario = await t().createUser('voluntario');
    const colonia = await createColonia(t().db);
    await assign(t().db, voluntario.id, colonia.id);
    const entry = json(await t().request({ method: 'GET', url: '/api/colonias/asignaciones/', as: 'admin' })).find((e: { id: number }) => e.id === voluntario.id);
    const res = await t().request({ method: 'DELETE', url: `/api/colonias/asignaciones/${entry.asignacion_id}`, as: 'admin' });
    expect(res.statusCode).toBe(200);
    expect(json(res)).toEqual({ mensaje: 'Asignación eliminada correctamente' });
    expect(json(await t().request({ method: 'GET', url: '/api/colonias/colonias/mis-colonias/', as: voluntario }))).toEqual([]);
    expect((await t().request({ method: 'GET', url: `/api/colonias/colonias/${colonia.id}/gatos`, as: voluntario })).statusCode).toBe(404);
    const again = await t().request({ method: 'DELETE', url: `/api/colonias/asignaciones/${entry.asignacion_id}`, as: 'admin' });
    expect(again.statusCode).toBe(404);
    expect(json(again).detail).toBe('La asignación no existe.');
  });

  it('guards each assignment call by role', async () => {
    const voluntario = await t().createUser('voluntario');
    const colonia = await createColonia(t().db);
    const roles: Role[] = ['admin', 'responsable', 'voluntario', 'veterinario', 'usuario'];
    const calls = [
      { method: 'POST' as const, url: ASSIGN, payload: { user_id: voluntario.id, colonia_id: colonia.id } },
      { method: 'GET' as const, url: '/api/colonias/asignaciones/' },
      { method: 'DELETE' as const, url: '/api/colonias/asignaciones/999999' },
    ];
    for (const call of calls) {
      expect((await t().request({ ...call })).statusCode).toBe(401);
      for (const role of roles) {
        const res = await t().request({ ...call, as: role });
        const allowed = role === 'admin' || role === 'responsable';
        expect(res.statusCode, `${call.method} ${call.url} ${role}`).toBe(allowed ? (call.method === 'DELETE' ? 404 : 200) : 403);
      }
    }
  });
});
