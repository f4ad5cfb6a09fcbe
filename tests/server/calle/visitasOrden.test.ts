/**
 * The visit list sorted from its column headers (time, colony, who), both
 * ways and paged, in the council's reading order; the default order stays the
 * newest first; an unknown order is a Spanish 422. One visit by its id, for
 * those who reach its colony.
 */
import crypto from 'node:crypto';
import { beforeAll, expect, it } from 'vitest';
import { describeEachEngine, json, type TestUser } from '../helper';
import { assign, createColonia } from '../fixtures';
import { nowIso } from '../../../src/server/lib/time';

const COLONIAS = ['Ñoqui', 'Nube', 'Álvaro', 'alba', 'Zarpas', 'Óscar'];
/** Display names (null: the username is shown) of who visits. */
const PEOPLE: [string, string | null][] = [
  ['zeta', 'Ángel Ruiz'],
  ['bruno', null],
  ['anton', 'Ñuño'],
  ['carla', '  '],
  ['xavi', 'nuria'],
];
const collator = new Intl.Collator('es', { numeric: true });

describeEachEngine('the visit list sorted, and one visit', (t) => {
  let voluntario: TestUser;
  let ajena: number;
  let propia: number;

  beforeAll(async () => {
    const db = t().db;
    const colonias = [];
    for (const nombre of COLONIAS) colonias.push(await createColonia(db, { nombre }));
    const people = [];
    for (const [username, nombre] of PEOPLE) people.push(await t().createUser('voluntario', { username, nombre }));
    voluntario = people[0];
    await assign(db, voluntario.id, colonias[0].id);
    await assign(db, voluntario.id, colonias[2].id);
    // 24 visits: every colony and person, the same time twice (ties break by id, pages never overlap).
    for (let i = 0; i < 24; i++) {
      const at = new Date(Date.UTC(2025, 2, 1 + (i % 10), 8 + (i % 3))).toISOString();
      const row = await db
        .insertInto('visitas')
        .values({
          client_id: crypto.randomUUID(),
          colonia_id: colonias[i % COLONIAS.length].id,
          comedero_id: null,
          usuario_id: people[i % PEOPLE.length].id,
          fecha_hora: at,
          fecha: at.slice(0, 10),
          franja: 'manana',
          comida: 1,
          agua: 0,
          gatos_vistos: i,
          incidencia: null,
          foto: null,
          parte_id: null,
          censo_id: null,
          created_at: nowIso(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (i === 0) propia = row.id;
      if (i === 1) ajena = row.id;
    }
  });

  type Item = { id: number; fecha_hora: string; colonia_nombre: string; usuario_nombre: string | null };
  const all = async (query: string, as: TestUser | 'admin' = 'admin') => {
    const items: Item[] = [];
    for (let skip = 0; ; skip += 5) {
      const res = await t().request({ method: 'GET', url: `/api/visitas/?skip=${skip}&limit=5${query}`, as });
      expect(res.statusCode, res.body).toBe(200);
      const page = json<Item[]>(res);
      items.push(...page);
      if (page.length < 5) {
        expect(Number(res.headers['x-total-count'])).toBe(items.length);
        return items;
      }
    }
  };
  const sorted = (texts: string[], order: 'asc' | 'desc') => {
    const up = [...texts].sort(collator.compare);
    return order === 'asc' ? up : up.reverse();
  };

  it('without a sort: the newest first, as before', async () => {
    const items = await all('');
    expect(items).toHaveLength(24);
    const times = items.map((v) => v.fecha_hora);
    expect(times).toEqual([...times].sort().reverse());
  });

  it('by colony and by who, in the reading order (accents, ñ, case), both ways, every page once', async () => {
    for (const field of ['colonia_nombre', 'usuario_nombre'] as const) {
      for (const order of ['asc', 'desc'] as const) {
        const items = await all(`&sort=${field}&order=${order}`);
        expect(new Set(items.map((v) => v.id)).size, `${field} ${order}`).toBe(24);
        const values = items.map((v) => v[field] ?? '');
        expect(values, `${field} ${order}`).toEqual(sorted(values, order));
      }
    }
    const byWho = (await all('&sort=usuario_nombre&order=asc')).map((v) => v.usuario_nombre);
    // A blank display name shows (and sorts by) the username.
    expect([...new Set(byWho)]).toEqual(['Ángel Ruiz', 'bruno', 'carla', 'nuria', 'Ñuño']);
  });

  it('by time both ways; a voluntario sorts only the visits of their colonies', async () => {
    for (const order of ['asc', 'desc'] as const) {
      const times = (await all(`&sort=fecha_hora&order=${order}`)).map((v) => v.fecha_hora);
      expect(times).toEqual(order === 'asc' ? [...times].sort() : [...times].sort().reverse());
    }
    const mine = await all('&sort=colonia_nombre&order=desc', voluntario);
    expect([...new Set(mine.map((v) => v.colonia_nombre))]).toEqual(['Ñoqui', 'Álvaro']);
  });

  it('by id, as react-admin asks by default', async () => {
    const up = (await all('&sort=id&order=asc')).map((v) => v.id);
    expect(up).toEqual([...up].sort((a, b) => a - b));
    const down = (await all('&sort=id&order=desc')).map((v) => v.id);
    expect(down).toEqual([...up].reverse());
  });

  it('an unknown sort or order is a 422 in Spanish', async () => {
    for (const query of ['sort=comida', 'sort=fecha_hora&order=sideways']) {
      const res = await t().request({ method: 'GET', url: `/api/visitas/?${query}`, as: 'admin' });
      expect(res.statusCode, query).toBe(422);
      expect(json(res).detail, query).toMatch(/^[^A-Za-z]*[A-ZÁÉÍÓÚ]/);
      expect(json(res).detail, query).toMatch(/sort|order/);
    }
  });

  it("one visit by its id: for who reaches its colony; another colony's or an unknown id is 404 in Spanish; no street role 403", async () => {
    const own = await t().request({ method: 'GET', url: `/api/visitas/${propia}`, as: voluntario });
    expect(own.statusCode).toBe(200);
    expect(json(own)).toMatchObject({ id: propia, colonia_nombre: 'Ñoqui', usuario_nombre: 'Ángel Ruiz', comida: true, agua: false, gatos_vistos: 0, foto: null });
    for (const as of ['admin', 'responsable'] as const) expect((await t().request({ method: 'GET', url: `/api/visitas/${ajena}`, as })).statusCode, as).toBe(200);
    for (const url of [`/api/visitas/${ajena}`, '/api/visitas/999999']) {
      const res = await t().request({ method: 'GET', url, as: voluntario });
      expect(res.statusCode, url).toBe(404);
      expect(json(res).detail).toBe('La visita no existe.');
    }
    for (const as of ['veterinario', 'usuario'] as const) expect((await t().request({ method: 'GET', url: `/api/visitas/${propia}`, as })).statusCode, as).toBe(403);
  });
});
