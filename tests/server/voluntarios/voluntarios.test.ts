import { expect, it } from 'vitest';
import { describeEachEngine, json } from '../helper';
import { assign, createColonia } from '../fixtures';
import { REQUIRED_MESSAGES } from '../../../src/domain/validation';
import type { Role } from '../../../src/domain/roles';
import { spanishText } from '../../../src/domain/i18n/index';

const ACTIVIDADES = '/api/voluntarios/actividades_voluntarios/';

describeEachEngine('volunteers', (t) => {
  it('lists assignable people (voluntario and usuario, active) as {id, nombre}', async () => {
    const lucia = await t().createUser('voluntario', { nombre: 'Lucía Asignable' });
    const pedro = await t().createUser('usuario', { nombre: null });
    const vet = await t().createUser('veterinario');
    const off = await t().createUser('voluntario', { activo: 0 });
    const res = await t().request({ method: 'GET', url: '/api/voluntarios/usuarios_asignables/', as: 'admin' });
    expect(res.statusCode).toBe(200);
    const body = json(res);
    expect(body).toContainEqual({ id: lucia.id, nombre: 'Lucía Asignable', username: lucia.username, role: 'voluntario' });
    expect(body).toContainEqual({ id: pedro.id, nombre: pedro.username, username: pedro.username, role: 'usuario' });
    const ids = body.map((u: { id: number }) => u.id);
    expect(ids).not.toContain(vet.id);
    expect(ids).not.toContain(off.id);
  });

  it('lists volunteers once each, with their colony names (both field names), null with none', async () => {
    const busy = await t().createUser('voluntario', { username: 'vv-ocupada' });
    const idle = await t().createUser('voluntario', { username: 'vv-libre' });
    const citizen = await t().createUser('usuario');
    const a = await createColonia(t().db, { nombre: 'Zeta' });
    const b = await createColonia(t().db, { nombre: 'Épsilon' });
    await assign(t().db, busy.id, a.id);
    await assign(t().db, busy.id, b.id);
    await assign(t().db, citizen.id, a.id);
    const res = await t().request({ method: 'GET', url: '/api/voluntarios/voluntarios/', as: 'responsable' });
    expect(res.statusCode).toBe(200);
    const body = json(res);
    const busyEntry = body.find((v: { id: number }) => v.id === busy.id);
    expect(busyEntry).toMatchObject({ username: 'vv-ocupada', email: busy.email, role: 'voluntario' });
    expect(busyEntry.colony_nombre.split(', ').sort()).toEqual(['Zeta', 'Épsilon'].sort());
    expect(busyEntry.colonia_nombre).toBe(busyEntry.colony_nombre);
    expect(body.find((v: { id: number }) => v.id === idle.id)).toMatchObject({ colony_nombre: null, colonia_nombre: null });
    expect(body.filter((v: { id: number }) => v.id === busy.id)).toHaveLength(1);
    expect(body.find((v: { id: number }) => v.id === citizen.id)).toBeUndefined();
    expect(res.body).not.toMatch(/scrypt|password_hash/);
  });

  it('pages the volunteer list when asked (skip/limit), and answers it whole otherwise', async () => {
    for (let i = 0; i < 3; i++) await t().createUser('voluntario', { username: `pp-${i}` });
    const all = await t().request({ method: 'GET', url: '/api/voluntarios/voluntarios/', as: 'admin' });
    const total = json(all).length;
    expect(all.headers['x-total-count']).toBe(String(total));
    const page = await t().request({ method: 'GET', url: '/api/voluntarios/voluntarios/?skip=1&limit=2', as: 'admin' });
    expect(json(page)).toEqual(json(all).slice(1, 3));
    expect(page.headers['x-total-count']).toBe(String(total));
  });

  it('assigns an activity to a volunteer, pendiente by default, and lists it', async () => {
    const voluntario = await t().createUser('voluntario');
    const res = await t().request({ method: 'POST', url: ACTIVIDADES, as: 'admin', payload: { descripcion: ' Reparto de pienso ', voluntario_id: voluntario.id } });
    expect(res.statusCode).toBe(200);
    const created = json(res);
    expect(created).toMatchObject({ descripcion: 'Reparto de pienso', voluntario_id: voluntario.id, voluntario_username: voluntario.username, estatus: 'pendiente' });
    const explicit = await t().request({ method: 'POST', url: ACTIVIDADES, as: 'admin', payload: { descripcion: 'Censo', voluntario_id: voluntario.id, estatus: 'pendiente' } });
    expect(explicit.statusCode).toBe(200);
    const list = await t().request({ method: 'GET', url: `${ACTIVIDADES}?voluntario_id=${voluntario.id}`, as: 'responsable' });
    expect(json(list).map((a: { descripcion: string }) => a.descripcion)).toEqual(['Censo', 'Reparto de pienso']);
    expect(list.headers['x-total-count']).toBe('2');
    const audit = await t().db.selectFrom('audit_log').selectAll().where('entidad', '=', 'actividades_voluntarios').where('entidad_id', '=', String(created.id)).execute();
    expect(audit).toHaveLength(1);
  });

  it('refuses an unknown volunteer (404), a non-volunteer (404), and missing fields with the form messages', async () => {
    const before = await t().db.selectFrom('actividades_voluntarios').selectAll().execute();
    const unknown = await t().request({ method: 'POST', url: ACTIVIDADES, as: 'admin', payload: { descripcion: 'X', voluntario_id: 987654 } });
    expect(unknown.statusCode).toBe(404);
    expect(json(unknown).detail).toBe('El voluntario no existe.');
    const vet = await t().createUser('veterinario');
    expect((await t().request({ method: 'POST', url: ACTIVIDADES, as: 'admin', payload: { descripcion: 'X', voluntario_id: vet.id } })).statusCode).toBe(404);
    const voluntario = await t().createUser('voluntario');
    const cases: [object, string][] = [
      [{ voluntario_id: voluntario.id }, spanishText(REQUIRED_MESSAGES.actividadVoluntario.descripcion)],
      [{ descripcion: '', voluntario_id: voluntario.id }, spanishText(REQUIRED_MESSAGES.actividadVoluntario.descripcion)],
      [{ descripcion: '   ', voluntario_id: voluntario.id }, spanishText(REQUIRED_MESSAGES.actividadVoluntario.descripcion)],
      [{ descripcion: 'X' }, spanishText(REQUIRED_MESSAGES.actividadVoluntario.voluntario_id)],
    ];
    for (const [payload, detail] of cases) {
      const res = await t().request({ method: 'POST', url: ACTIVIDADES, as: 'admin', payload });
      expect(res.statusCode).toBe(422);
      expect(json(res).detail).toBe(detail);
    }
    const badStatus = await t().request({ method: 'POST', url: ACTIVIDADES, as: 'admin', payload: { descripcion: 'X', voluntario_id: voluntario.id, estatus: 'inventado' } });
    expect(badStatus.statusCode).toBe(422);
    expect(await t().db.selectFrom('actividades_voluntarios').selectAll().execute()).toEqual(before);
  });

  it('guards each volunteer call by role', async () => {
    const voluntario = await t().createUser('voluntario');
    const roles: Role[] = ['admin', 'responsable', 'voluntario', 'veterinario', 'usuario'];
    const calls = [
      { method: 'GET' as const, url: '/api/voluntarios/usuarios_asignables/' },
      { method: 'GET' as const, url: '/api/voluntarios/voluntarios/' },
      { method: 'GET' as const, url: ACTIVIDADES },
      { method: 'POST' as const, url: ACTIVIDADES, payload: { descripcion: 'Tarea', voluntario_id: voluntario.id } },
    ];
    for (const call of calls) {
      expect((await t().request(call)).statusCode).toBe(401);
      for (const role of roles) {
        const res = await t().request({ ...call, as: role });
        expect(res.statusCode, `${call.method} ${call.url} ${role}`).toBe(role === 'admin' || role === 'responsable' ? 200 : 403);
      }
    }
  });
});
