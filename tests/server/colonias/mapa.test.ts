import { describe, expect, it } from 'vitest';
import { describeEachEngine, json } from '../helper';
import { createColonia, createGato } from '../fixtures';
import { approximate } from '../../../src/server/lib/coordinates';

const MAP_URL = '/api/colonias/colonias/mapa/colonias';

describe('approximate coordinates', () => {
  it('snaps to a 0.0025° grid: never more than half a step (about 140 m) away', () => {
    expect(approximate(41.06912)).toBe(41.07);
    expect(approximate(-2.64391)).toBe(-2.645);
    expect(approximate(41.06874)).toBe(41.0675);
    for (const value of [41.0686, -2.6427, 0.00124, 89.9999, -179.9988]) {
      expect(Math.abs(approximate(value) - value)).toBeLessThanOrEqual(0.00125 + 1e-9);
    }
  });
});

describeEachEngine('public map and chart data, exact precision (the default)', (t) => {
  it('answers anyone, without a token, every colony with coordinates in the original API shape', async () => {
    const placed = await createColonia(t().db, { nombre: 'En el Mapa', ubicacion: 'Calle Real, 3', latitude: 41.069123, longitude: -2.643911 });
    const unplaced = await createColonia(t().db, { nombre: 'Fuera del Mapa', latitude: null, longitude: null });
    const res = await t().request({ method: 'GET', url: MAP_URL });
    expect(res.statusCode).toBe(200);
    const body = json(res);
    expect(body.find((c: { id: number }) => c.id === placed.id)).toEqual({ id: placed.id, nombre: 'En el Mapa', ubicacion: 'Calle Real, 3', latitude: 41.069123, longitude: -2.643911 });
    expect(body.find((c: { id: number }) => c.id === unplaced.id)).toBeUndefined();
    expect((await t().request({ method: 'GET', url: `${MAP_URL}/` })).statusCode).toBe(200);
  });

  it('ignores a bad token on the public map instead of refusing it', async () => {
    const res = await t().request({ method: 'GET', url: MAP_URL, headers: { authorization: 'Bearer basura' } });
    expect(res.statusCode).toBe(200);
  });

  it('answers the chart data publicly: one record per colony with its active cats, zero included', async () => {
    const full = await createColonia(t().db, { nombre: 'Gráfico Llena' });
    await createColonia(t().db, { nombre: 'Gráfico Vacía', latitude: null, longitude: null });
    await createGato(t().db, full.id);
    await createGato(t().db, full.id);
    await createGato(t().db, full.id, { activo: 0 });
    const res = await t().request({ method: 'GET', url: '/api/informes/informes/datos/colonias' });
    expect(res.statusCode).toBe(200);
    const body = json(res);
    expect(body).toContainEqual({ colonia: 'Gráfico Llena', gatos: 2 });
    expect(body).toContainEqual({ colonia: 'Gráfico Vacía', gatos: 0 });
    const count = await t().db.selectFrom('colonias').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(body).toHaveLength(Number(count.n));
  });
});

describeEachEngine(
  'public map data, approximate precision',
  (t) => {
    it('rounds coordinates to about 250 m and hides the address for an anonymous visitor', async () => {
      const colonia = await createColonia(t().db, { nombre: 'Colonia Protegida', ubicacion: 'Calle Secreta, 7', latitude: 41.069123, longitude: -2.643911 });
      const res = await t().request({ method: 'GET', url: MAP_URL });
      expect(res.statusCode).toBe(200);
      expect(res.headers.vary).toMatch(/Authorization/);
      const point = json(res).find((c: { id: number }) => c.id === colonia.id);
      expect(point).toEqual({ id: colonia.id, nombre: 'Colonia Protegida', ubicacion: null, latitude: 41.07, longitude: -2.645 });
      expect(res.body).not.toContain('Calle Secreta');
      expect(res.body).not.toContain('41.069123');
    });

    it('treats an invalid token and a citizen like a visitor', async () => {
      const colonia = await createColonia(t().db, { latitude: 41.069123, longitude: -2.643911 });
      for (const options of [{ headers: { authorization: 'Bearer no.vale.nada' } }, { as: 'usuario' as const }]) {
        const res = await t().request({ method: 'GET', url: MAP_URL, ...options });
        expect(res.statusCode).toBe(200);
        expect(json(res).find((c: { id: number }) => c.id === colonia.id).latitude).toBe(41.07);
      }
    });

    it('gives signed-in staff the exact coordinates and address', async () => {
      const colonia = await createColonia(t().db, { ubicacion: 'Calle Exacta, 1', latitude: 41.069123, longitude: -2.643911 });
      for (const role of ['admin', 'responsable', 'voluntario', 'veterinario'] as const) {
        const point = json(await t().request({ method: 'GET', url: MAP_URL, as: role })).find((c: { id: number }) => c.id === colonia.id);
        expect(point, role).toMatchObject({ ubicacion: 'Calle Exacta, 1', latitude: 41.069123, longitude: -2.643911 });
      }
    });

    it('keeps the remembered answers apart: visitors and staff taking turns each get their own', async () => {
      const colonia = await createColonia(t().db, { ubicacion: 'Calle Turnos, 2', latitude: 41.069123, longitude: -2.643911 });
      for (const as of [null, 'admin', null, 'responsable', 'usuario', 'admin'] as const) {
        const res = await t().request({ method: 'GET', url: MAP_URL, as });
        expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
        const point = json(res).find((c: { id: number }) => c.id === colonia.id);
        const staff = as === 'admin' || as === 'responsable';
        expect(point, String(as)).toEqual(staff ? { id: colonia.id, nombre: colonia.nombre, ubicacion: 'Calle Turnos, 2', latitude: 41.069123, longitude: -2.643911 } : { id: colonia.id, nombre: colonia.nombre, ubicacion: null, latitude: 41.07, longitude: -2.645 });
      }
    });
  },
  { env: { PUBLIC_MAP_PRECISION: 'approximate' } },
);
