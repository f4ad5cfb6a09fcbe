/** Feeding points and the weekly rota of a colony: CRUD, roles, audit, the municipality's radius (swaps of shifts: cambios.test.ts). */
import { expect, it } from 'vitest';
import { describeEachEngine, json } from '../helper';
import { assign, createColonia } from '../fixtures';
import crypto from 'node:crypto';
import { diaSemana, turnoDe } from '../../../src/domain/calle';
import { CALLE_MESSAGES } from '../../../src/server/modules/calle/messages';
import { serverText } from '../../../src/server/i18n/index';

const base = (id: number) => `/api/colonias/colonias/${id}`;
// Near the default map centre (Sigüenza, 41.0686, -2.6427; radius 3 km).
const comedero = { nombre: 'Comedero del puente', latitude: 41.0701, longitude: -2.6399, descripcion: 'Bajo el puente, junto al muro' };

describeEachEngine('feeding points (comederos)', (t) => {
  it('creates, lists, edits and deletes a feeding point, each write audited', async () => {
    const colonia = await createColonia(t().db);
    const created = await t().request({ method: 'POST', url: `${base(colonia.id)}/comederos`, as: 'responsable', payload: comedero });
    expect(created.statusCode).toBe(200);
    const row = json(created);
    expect(row).toMatchObject({ ...comedero, colonia_id: colonia.id, activo: true });

    const edited = await t().request({ method: 'PUT', url: `${base(colonia.id)}/comederos/${row.id}`, as: 'admin', payload: { ...comedero, nombre: 'Comedero norte', activo: false } });
    expect(edited.statusCode).toBe(200);
    expect(json(edited)).toMatchObject({ nombre: 'Comedero norte', activo: false });

    const list = json(await t().request({ method: 'GET', url: `${base(colonia.id)}/comederos`, as: 'veterinario' }));
    expect(list.map((c: { nombre: string }) => c.nombre)).toEqual(['Comedero norte']);

    expect((await t().request({ method: 'DELETE', url: `${base(colonia.id)}/comederos/${row.id}`, as: 'responsable' })).statusCode).toBe(200);
    expect(json(await t().request({ method: 'GET', url: `${base(colonia.id)}/comederos`, as: 'admin' }))).toEqual([]);
    const audit = await t().db.selectFrom('audit_log').select(['accion', 'entidad_id']).where('entidad', '=', 'comederos').orderBy('id').execute();
    expect(audit).toEqual([
      { accion: 'crear', entidad_id: String(row.id) },
      { accion: 'editar', entidad_id: String(row.id) },
      { accion: 'eliminar', entidad_id: String(row.id) },
    ]);
  });

  it('refuses a point outside the municipality, a blank name and bad coordinates, storing nothing', async () => {
    const colonia = await createColonia(t().db);
    const far = await t().request({ method: 'POST', url: `${base(colonia.id)}/comederos`, as: 'responsable', payload: { ...comedero, latitude: 40.4168, longitude: -3.7038 } });
    expect(far.statusCode).toBe(422);
    expect(json(far).detail).toBe(CALLE_MESSAGES.comederoFuera(3));
    const blank = await t().request({ method: 'POST', url: `${base(colonia.id)}/comederos`, as: 'responsable', payload: { ...comedero, nombre: '   ' } });
    expect(json(blank).detail).toBe(serverText('es', CALLE_MESSAGES.comederoNombre));
    const bad = await t().request({ method: 'POST', url: `${base(colonia.id)}/comederos`, as: 'responsable', payload: { ...comedero, latitude: 'norte' } });
    expect(bad.statusCode).toBe(422);
    const missing = await t().request({ method: 'POST', url: `${base(colonia.id)}/comederos`, as: 'responsable', payload: { nombre: 'Sin sitio' } });
    expect(missing.statusCode).toBe(422);
    expect(await t().db.selectFrom('comederos').select('id').where('colonia_id', '=', colonia.id).execute()).toEqual([]);
  });

  it('a voluntario writes the points of their colonies only; veterinario reads only; a citizen reads those of assigned colonies', async () => {
    const own = await createColonia(t().db);
    const other = await createColonia(t().db);
    const vol = await t().createUser('voluntario');
    await assign(t().db, vol.id, own.id);
    expect((await t().request({ method: 'POST', url: `${base(own.id)}/comederos`, as: vol, payload: comedero })).statusCode).toBe(200);
    const staff = json(await t().request({ method: 'POST', url: `${base(other.id)}/comederos`, as: 'admin', payload: comedero }));
    for (const [method, url] of [
      ['GET', `${base(other.id)}/comederos`],
      ['POST', `${base(other.id)}/comederos`],
      ['PUT', `${base(other.id)}/comederos/${staff.id}`],
      ['DELETE', `${base(other.id)}/comederos/${staff.id}`],
    ] as const) {
      const res = await t().request({ method, url, as: vol, payload: method === 'POST' || method === 'PUT' ? comedero : undefined });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    expect((await t().request({ method: 'POST', url: `${base(own.id)}/comederos`, as: 'veterinario', payload: comedero })).statusCode).toBe(403);
    const citizen = await t().createUser('usuario');
    await assign(t().db, citizen.id, own.id);
    expect((await t().request({ method: 'GET', url: `${base(own.id)}/comederos`, as: citizen })).statusCode).toBe(200);
    expect((await t().request({ method: 'GET', url: `${base(other.id)}/comederos`, as: citizen })).statusCode).toBe(404);
    expect((await t().request({ method: 'POST', url: `${base(own.id)}/comederos`, as: citizen, payload: comedero })).statusCode).toBe(403);
    // A point of another colony is not reached through this one.
    expect((await t().request({ method: 'PUT', url: `${base(own.id)}/comederos/${staff.id}`, as: 'admin', payload: comedero })).statusCode).toBe(404);

    const layer = json(await t().request({ method: 'GET', url: '/api/colonias/comederos', as: vol }));
    expect(layer.every((c: { colonia_id: number }) => c.colonia_id === own.id)).toBe(true);
    expect(layer.length).toBe(1);
    const all = json(await t().request({ method: 'GET', url: '/api/colonias/comederos', as: 'responsable' }));
    expect(all.some((c: { id: number }) => c.id === staff.id)).toBe(true);
  });

  it('never puts feeding points on the public map', async () => {
    const colonia = await createColonia(t().db, { nombre: 'Colonia con comedero secreto' });
    await t().request({ method: 'POST', url: `${base(colonia.id)}/comederos`, as: 'admin', payload: { ...comedero, nombre: 'Comedero secreto' } });
    const map = await t().request({ method: 'GET', url: '/api/colonias/colonias/mapa/colonias' });
    expect(map.statusCode).toBe(200);
    expect(map.body).not.toContain('Comedero secreto');
    expect(map.body).not.toContain(String(comedero.latitude));
    expect((await t().request({ method: 'GET', url: '/api/colonias/comederos' })).statusCode).toBe(401);
  });
});

describeEachEngine('the weekly rota (turnos)', (t) => {
  async function colonyWithVolunteers() {
    const colonia = await createColonia(t().db);
    const ana = await t().createUser('voluntario', { nombre: 'Ana Pérez' });
    const luis = await t().createUser('voluntario', { nombre: 'Luis Gil' });
    await assign(t().db, ana.id, colonia.id);
    await assign(t().db, luis.id, colonia.id);
    return { colonia, ana, luis };
  }

  it('staff add and remove shifts of the colony volunteers, listed by day and slot, audited', async () => {
    const { colonia, ana, luis } = await colonyWithVolunteers();
    const url = `${base(colonia.id)}/turnos`;
    const noche = json(await t().request({ method: 'POST', url, as: 'responsable', payload: { dia_semana: 1, franja: 'noche', usuario_id: ana.id } }));
    expect(noche).toMatchObject({ dia_semana: 1, franja: 'noche', usuario_id: ana.id, usuario_nombre: 'Ana Pérez' });
    await t().request({ method: 'POST', url, as: 'admin', payload: { dia_semana: 1, franja: 'manana', usuario_id: luis.id } });
    await t().request({ method: 'POST', url, as: 'admin', payload: { dia_semana: 3, franja: 'tarde', usuario_id: luis.id } });
    const equipo = json(await t().request({ method: 'GET', url: `${base(colonia.id)}/equipo`, as: 'responsable' }));
    expect(equipo).toEqual({ id: colonia.id, nombre: colonia.nombre, voluntarios: [{ id: ana.id, nombre: 'Ana Pérez' }, { id: luis.id, nombre: 'Luis Gil' }] });
    const list = json(await t().request({ method: 'GET', url, as: ana }));
    expect(list.map((x: { dia_semana: number; franja: string }) => `${x.dia_semana}-${x.franja}`)).toEqual(['1-manana', '1-noche', '3-tarde']);

    const twice = await t().request({ method: 'POST', url, as: 'responsable', payload: { dia_semana: 1, franja: 'noche', usuario_id: ana.id } });
    expect(twice.statusCode).toBe(409);
    expect(json(twice).detail).toBe(serverText('es', CALLE_MESSAGES.turnoDuplicado));
    const stranger = await t().createUser('voluntario');
    const notAssigned = await t().request({ method: 'POST', url, as: 'responsable', payload: { dia_semana: 2, franja: 'tarde', usuario_id: stranger.id } });
    expect(notAssigned.statusCode).toBe(422);
    expect(json(notAssigned).detail).toBe(serverText('es', CALLE_MESSAGES.turnoUsuario));
    for (const payload of [{ dia_semana: 8, franja: 'tarde', usuario_id: ana.id }, { dia_semana: 2, franja: 'madrugada', usuario_id: ana.id }]) {
      expect((await t().request({ method: 'POST', url, as: 'responsable', payload })).statusCode).toBe(422);
    }

    expect((await t().request({ method: 'DELETE', url: `${url}/${noche.id}`, as: 'responsable' })).statusCode).toBe(200);
    expect(json(await t().request({ method: 'GET', url, as: 'admin' }))).toHaveLength(2);
    const audit = await t().db.selectFrom('audit_log').select('accion').where('entidad', '=', 'turnos').orderBy('id').execute();
    expect(audit.map((a) => a.accion)).toEqual(['crear', 'crear', 'crear', 'eliminar']);
  });

  it('a voluntario reads the rota but does not manage it; other colonies are 404; veterinario 403', async () => {
    const { colonia, ana } = await colonyWithVolunteers();
    const url = `${base(colonia.id)}/turnos`;
    expect((await t().request({ method: 'POST', url, as: ana, payload: { dia_semana: 1, franja: 'tarde', usuario_id: ana.id } })).statusCode).toBe(403);
    const turno = json(await t().request({ method: 'POST', url, as: 'admin', payload: { dia_semana: 1, franja: 'tarde', usuario_id: ana.id } }));
    expect((await t().request({ method: 'DELETE', url: `${url}/${turno.id}`, as: ana })).statusCode).toBe(403);
    const other = await createColonia(t().db);
    expect((await t().request({ method: 'GET', url: `${base(other.id)}/turnos`, as: ana })).statusCode).toBe(404);
    expect((await t().request({ method: 'GET', url, as: 'veterinario' })).statusCode).toBe(403);
  });

  it("answers the caller's shifts of today, done once a visit is in, and none of a colony taken from them", async () => {
    const { colonia, ana, luis } = await colonyWithVolunteers();
    const { fecha, franja } = turnoDe(new Date(), 'Europe/Madrid');
    const url = `${base(colonia.id)}/turnos`;
    await t().request({ method: 'POST', url, as: 'admin', payload: { dia_semana: diaSemana(fecha), franja, usuario_id: ana.id } });
    await t().request({ method: 'POST', url, as: 'admin', payload: { dia_semana: (diaSemana(fecha) % 7) + 1, franja, usuario_id: ana.id } });
    await t().request({ method: 'POST', url, as: 'admin', payload: { dia_semana: diaSemana(fecha), franja, usuario_id: luis.id } });
    const hoy = json(await t().request({ method: 'GET', url: '/api/turnos/hoy', as: ana }));
    expect(hoy).toEqual([{ id: expect.any(Number), colonia_id: colonia.id, colonia_nombre: colonia.nombre, dia_semana: diaSemana(fecha), franja, hecho: false, actual: true }]);
    await t().request({ method: 'POST', url: '/api/visitas/', as: luis, payload: { colonia_id: colonia.id, comida: true, agua: true, client_id: crypto.randomUUID() } });
    expect(json(await t().request({ method: 'GET', url: '/api/turnos/hoy', as: ana }))[0].hecho).toBe(true);
    await t().db.deleteFrom('asignaciones').where('usuario_id', '=', ana.id).execute();
    expect(json(await t().request({ method: 'GET', url: '/api/turnos/hoy', as: ana }))).toEqual([]);
    expect((await t().request({ method: 'GET', url: '/api/turnos/hoy', as: 'veterinario' })).statusCode).toBe(403);
  });
});
