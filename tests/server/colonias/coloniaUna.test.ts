/**
 * GET /api/colonias/colonias/{id}: one colony as the lists show it, for every
 * role that may open a colony list; a role limited to its assigned colonies
 * (voluntario, usuario) gets 404 for any other, never a 403 that would tell
 * the colony exists.
 */
import { expect, it } from 'vitest';
import { describeEachEngine, json } from '../helper';
import { assign, createColonia, createGato } from '../fixtures';
import type { Role } from '../../../src/domain/roles';

const url = (id: number | string) => `/api/colonias/colonias/${id}`;

describeEachEngine('one colony', (t) => {
  it('answers the colony in the list shape, numero_gatos counting active cats only', async () => {
    const colonia = await createColonia(t().db, { nombre: 'Colonia de la Ficha' });
    await createGato(t().db, colonia.id);
    await createGato(t().db, colonia.id, { activo: 0 });
    const res = await t().request({ method: 'GET', url: url(colonia.id), as: 'responsable' });
    expect(res.statusCode).toBe(200);
    expect(json(res)).toEqual({
      id: colonia.id,
      nombre: 'Colonia de la Ficha',
      ubicacion: 'Calle Mayor, 1',
      latitude: 41.0686,
      longitude: -2.6427,
      numero_gatos: 1,
      responsable_voluntario: null,
      estado: 'activa',
    });
  });

  it('opens for every role that may open a colony list; voluntario and usuario only their own colonies (404 in Spanish otherwise)', async () => {
    const mine = await createColonia(t().db, { nombre: 'Colonia Asignada' });
    const other = await createColonia(t().db, { nombre: 'Colonia No Asignada' });
    const voluntario = await t().createUser('voluntario');
    const usuario = await t().createUser('usuario');
    await assign(t().db, voluntario.id, mine.id);
    await assign(t().db, usuario.id, mine.id);
    expect((await t().request({ method: 'GET', url: url(mine.id) })).statusCode).toBe(401);
    for (const role of ['admin', 'responsable', 'veterinario'] as Role[]) {
      for (const colonia of [mine, other]) {
        const res = await t().request({ method: 'GET', url: url(colonia.id), as: role });
        expect(res.statusCode, `${role} ${colonia.nombre}`).toBe(200);
        expect(json(res).nombre).toBe(colonia.nombre);
      }
    }
    for (const person of [voluntario, usuario]) {
      const own = await t().request({ method: 'GET', url: url(mine.id), as: person });
      expect(own.statusCode).toBe(200);
      expect(json(own).nombre).toBe('Colonia Asignada');
      const foreign = await t().request({ method: 'GET', url: url(other.id), as: person });
      expect(foreign.statusCode).toBe(404);
      expect(json(foreign).detail).toBe('La colonia no existe.');
    }
  });

  it('answers 404 in Spanish for an unknown colony and 422 for an id that is not one', async () => {
    const unknown = await t().request({ method: 'GET', url: url(999999), as: 'admin' });
    expect(unknown.statusCode).toBe(404);
    expect(json(unknown).detail).toBe('La colonia no existe.');
    expect((await t().request({ method: 'GET', url: url('abc'), as: 'admin' })).statusCode).toBe(422);
    expect((await t().request({ method: 'GET', url: url('99999999999'), as: 'admin' })).statusCode).toBe(422);
  });
});
