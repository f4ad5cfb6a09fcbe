/**
 * The adoption request list sorted from its column headers (date, state,
 * person's name), both ways and paged, in the council's reading order; the
 * default order stays the newest first; an unknown order is a Spanish 422.
 * One request by its id, for the roles that handle them.
 */
import { beforeAll, expect, it } from 'vitest';
import { describeEachEngine, json } from '../helper';
import { createColonia, createGato } from '../fixtures';

const NOMBRES = ['Ñoño Pérez', 'Nuria', 'Álvaro', 'alba', 'Zoe', 'Óscar', 'bruno'];
const ESTADOS = ['nueva', 'en curso', 'adoptado', 'descartada'];
const collator = new Intl.Collator('es', { numeric: true });

describeEachEngine('the adoption request list sorted, and one request', (t) => {
  const ids: number[] = [];

  beforeAll(async () => {
    const colonia = await createColonia(t().db);
    const gato = await createGato(t().db, colonia.id, { nombre: 'Galán', adoptabilidad: 'Adoptable' });
    // Two requests per name: equal names and equal dates break their tie by id.
    for (let i = 0; i < NOMBRES.length * 2; i++) {
      const created_at = new Date(Date.UTC(2025, 4, 1 + (i % 5))).toISOString();
      const row = await t()
        .db.insertInto('adopcion_solicitudes')
        .values({ gato_id: gato.id, nombre: NOMBRES[i % NOMBRES.length], email: `p${i}@correo.es`, telefono: null, mensaje: 'Casa con jardín', estado: ESTADOS[i % ESTADOS.length], acepta_privacidad_at: created_at, anonimizada_at: null, created_at, updated_at: created_at, usuario_id: null })
        .returning('id')
        .executeTakeFirstOrThrow();
      ids.push(row.id);
    }
  });

  type Item = { id: number; nombre: string; estado: string; created_at: string };
  const all = async (query: string) => {
    const items: Item[] = [];
    for (let skip = 0; ; skip += 4) {
      const res = await t().request({ method: 'GET', url: `/api/adopciones/solicitudes?skip=${skip}&limit=4${query}`, as: 'admin' });
      expect(res.statusCode, res.body).toBe(200);
      const page = json<Item[]>(res);
      items.push(...page);
      if (page.length < 4) {
        expect(Number(res.headers['x-total-count'])).toBe(items.length);
        return items;
      }
    }
  };

  it('without a sort: the newest first, as before', async () => {
    const dates = (await all('')).map((s) => s.created_at);
    expect(dates).toHaveLength(NOMBRES.length * 2);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('by name (accents, ñ, case), by state and by date, both ways, every page once; the state filter keeps the order', async () => {
    for (const field of ['nombre', 'estado', 'created_at'] as const) {
      for (const order of ['asc', 'desc'] as const) {
        const items = await all(`&sort=${field}&order=${order}`);
        expect(new Set(items.map((s) => s.id)).size, `${field} ${order}`).toBe(NOMBRES.length * 2);
        const values = items.map((s) => s[field]);
        const up = [...values].sort(collator.compare);
        expect(values, `${field} ${order}`).toEqual(order === 'asc' ? up : up.reverse());
      }
    }
    expect([...new Set((await all('&sort=nombre&order=asc')).map((s) => s.nombre))]).toEqual(['alba', 'Álvaro', 'bruno', 'Nuria', 'Ñoño Pérez', 'Óscar', 'Zoe']);
    const nuevas = await all('&estado=nueva&sort=nombre&order=desc');
    expect(nuevas.every((s) => s.estado === 'nueva')).toBe(true);
    expect(nuevas.map((s) => s.nombre)).toEqual([...nuevas.map((s) => s.nombre)].sort(collator.compare).reverse());
  });

  it('by id, as react-admin asks by default', async () => {
    expect((await all('&sort=id&order=asc')).map((s) => s.id)).toEqual([...ids].sort((a, b) => a - b));
    expect((await all('&sort=id&order=desc')).map((s) => s.id)).toEqual([...ids].sort((a, b) => b - a));
  });

  it('a renamed request sorts by its new name (the key follows the text)', async () => {
    await t().db.updateTable('adopcion_solicitudes').set({ nombre: 'Aaron' }).where('id', '=', ids[4]).execute();
    const first = (await all('&sort=nombre&order=asc'))[0];
    expect(first).toMatchObject({ id: ids[4], nombre: 'Aaron' });
  });

  it('an unknown sort or order is a 422 in Spanish', async () => {
    for (const query of ['sort=email', 'sort=nombre&order=arriba']) {
      const res = await t().request({ method: 'GET', url: `/api/adopciones/solicitudes?${query}`, as: 'admin' });
      expect(res.statusCode, query).toBe(422);
      expect(json(res).detail, query).toMatch(/sort|order/);
    }
  });

  it('one request by its id for admin and responsable; an unknown id is 404 in Spanish; other roles 403', async () => {
    for (const as of ['admin', 'responsable'] as const) {
      const res = await t().request({ method: 'GET', url: `/api/adopciones/solicitudes/${ids[0]}`, as });
      expect(res.statusCode, as).toBe(200);
      expect(json(res)).toMatchObject({ id: ids[0], gato_nombre: 'Galán', email: 'p0@correo.es', estado: 'nueva', anonimizada: false });
    }
    const missing = await t().request({ method: 'GET', url: '/api/adopciones/solicitudes/999999', as: 'admin' });
    expect(missing.statusCode).toBe(404);
    expect(json(missing).detail).toBe('La solicitud de adopción no existe.');
    for (const as of ['voluntario', 'veterinario', 'usuario'] as const) expect((await t().request({ method: 'GET', url: `/api/adopciones/solicitudes/${ids[0]}`, as })).statusCode, as).toBe(403);
    expect((await t().request({ method: 'GET', url: `/api/adopciones/solicitudes/${ids[0]}`, as: null })).statusCode).toBe(401);
  });
});
