/**
 * The complaint and inspection lists (all and "mis-") sorted by the columns
 * they show, both ways, paged without losing or repeating a record, on both
 * engines; without `sort` newest first as always; filtered by status; and
 * each record opened alone (GET by id) by whoever may see it in a list:
 * someone else's is a 404, as if it did not exist.
 */
import { beforeAll, expect, it } from 'vitest';
import { describeEachEngine, json, type TestApp, type TestUser } from '../helper';
import { assign, createColonia } from '../fixtures';

/** Colony names whose Spanish order is not their bytes': 'Ángel' between 'Alba' and 'Bruno', 'ñu' after 'Nube'. */
const COLONIAS = ['Bruno', 'ñu', 'Alba', 'Nube', 'Ángel'];
const ESTATUS = ['pendiente', 'resuelta', 'en revisión', 'pendiente', 'resuelta', 'en revisión', 'pendiente'];
const collator = new Intl.Collator('es', { numeric: true });

interface Listed {
  id: number;
  fecha_hora: string;
  colonia_nombre: string | null;
  estatus: string;
  codigo_seguimiento?: string | null;
}

/** Each kind: its list URLs, how one of its records is written straight into the table, and its 'not found' text. */
const KINDS = {
  quejas: {
    all: '/api/quejas/quejas/',
    own: '/api/quejas/quejas/mis-quejas/',
    one: (id: number) => `/api/quejas/quejas/${id}`,
    notFound: 'La queja no existe.',
    sorts: ['id', 'fecha_hora', 'colonia_nombre', 'estatus', 'codigo_seguimiento'] as const,
    insert: (t: TestApp, i: number, values: { fecha: string; colonia_id: number | null; estatus: string; usuario_id: number }) =>
      t.db
        .insertInto('quejas')
        .values({ ...values, descripcion: `Queja ${i}`, codigo_seguimiento: i === 3 ? null : `Q-${['K7', 'B2', 'X9', '', 'A4', 'M1', 'C8'][i]}ZZ-0000` })
        .returning('id')
        .executeTakeFirstOrThrow(),
  },
  inspecciones: {
    all: '/api/inspecciones/inspecciones/',
    own: '/api/inspecciones/inspecciones/mis-inspecciones/',
    one: (id: number) => `/api/inspecciones/inspecciones/${id}`,
    notFound: 'La inspección no existe.',
    sorts: ['id', 'fecha_hora', 'colonia_nombre', 'estatus'] as const,
    insert: (t: TestApp, i: number, values: { fecha: string; colonia_id: number | null; estatus: string; usuario_id: number }) =>
      t.db
        .insertInto('inspecciones')
        .values({ ...values, colonia_id: values.colonia_id ?? 0, observaciones: `Inspección ${i}` })
        .returning('id')
        .executeTakeFirstOrThrow(),
  },
};

for (const [kind, spec] of Object.entries(KINDS)) {
  describeEachEngine(`${kind}: sorted lists, the status filter and one record`, (t) => {
    let filer: TestUser;
    let other: TestUser;
    let voluntario: TestUser;
    const ids: number[] = [];

    const get = async (url: string, as: TestUser | 'admin' | 'responsable' = 'admin') => {
      const res = await t().request({ method: 'GET', url, as });
      expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
      return json<Listed[]>(res);
    };

    /** Every record of a list, `limit` at a time. */
    const allPages = async (url: string, limit: number, as: TestUser | 'admin' = 'admin') => {
      const items: Listed[] = [];
      for (let skip = 0; ; skip += limit) {
        const page = await get(`${url}${url.includes('?') ? '&' : '?'}skip=${skip}&limit=${limit}`, as);
        items.push(...page);
        if (page.length < limit) return items;
      }
    };

    beforeAll(async () => {
      filer = await t().createUser('usuario');
      other = await t().createUser('usuario');
      voluntario = await t().createUser('voluntario');
      const coloniaIds: number[] = [];
      for (const nombre of COLONIAS) coloniaIds.push((await createColonia(t().db, { nombre })).id);
      await assign(t().db, voluntario.id, coloniaIds[1]);
      // Seven records: two filed at the same moment (the id breaks the tie), one (a complaint) about no colony.
      const moments = ['2025-03-04T10:00:00.000Z', '2025-03-01T09:00:00.000Z', '2025-03-06T08:00:00.000Z', '2025-03-02T12:00:00.000Z', '2025-03-04T10:00:00.000Z', '2025-03-05T07:30:00.000Z', '2025-03-03T18:00:00.000Z'];
      for (const [i, fecha] of moments.entries()) {
        const coloniaId = kind === 'quejas' && i === 3 ? null : coloniaIds[i % COLONIAS.length];
        const row = await spec.insert(t(), i, { fecha, colonia_id: coloniaId, estatus: ESTATUS[i], usuario_id: i < 4 ? filer.id : other.id });
        ids.push(row.id);
      }
    });

    it('without sort, newest first as always (the id breaks a tie of moments)', async () => {
      const items = await get(spec.all);
      const expected = [...items].sort((a, b) => b.fecha_hora.localeCompare(a.fecha_hora) || b.id - a.id);
      expect(items.map((i) => i.id)).toEqual(expected.map((i) => i.id));
      expect(items.map((i) => i.fecha_hora)[0]).toBe('2025-03-06T08:00:00.000Z');
    });

    it('sorts by every column it offers, both ways, in Spanish order, the same page by page', async () => {
      const everything = await get(spec.all);
      for (const sort of spec.sorts) {
        for (const order of ['asc', 'desc'] as const) {
          const whole = await get(`${spec.all}?sort=${sort}&order=${order}`);
          expect(new Set(whole.map((i) => i.id)), `${sort} ${order}`).toEqual(new Set(everything.map((i) => i.id)));
          const paged = await allPages(`${spec.all}?sort=${sort}&order=${order.toUpperCase()}`, 2);
          expect(paged.map((i) => i.id), `${sort} ${order} page by page`).toEqual(whole.map((i) => i.id));
          const values = whole.map((i) => i[sort] ?? null);
          const present = values.filter((v): v is string | number => v !== null);
          const up = [...present].sort((a, b) => (typeof a === 'number' && typeof b === 'number' ? a - b : collator.compare(String(a), String(b))));
          const nulls = values.length - present.length;
          // Records without the value go last one way and first the other.
          const expected = order === 'asc' ? [...up, ...Array(nulls).fill(null)] : [...Array(nulls).fill(null), ...up.reverse()];
          expect(values, `${sort} ${order}`).toEqual(expected);
        }
      }
      const byColony = (await get(`${spec.all}?sort=colonia_nombre&order=asc`)).map((i) => i.colonia_nombre);
      // (The complaint about no colony is the only one that would have been about 'Nube'.)
      expect([...new Set(byColony)].filter(Boolean)).toEqual(kind === 'quejas' ? ['Alba', 'Ángel', 'Bruno', 'ñu'] : ['Alba', 'Ángel', 'Bruno', 'Nube', 'ñu']);
      // Ties (one status, many records) keep the newest first.
      const pending = (await get(`${spec.all}?sort=estatus&order=desc`)).filter((i) => i.estatus === 'pendiente').map((i) => i.fecha_hora);
      expect(pending).toEqual([...pending].sort().reverse());
    });

    it("sorts the person's own list the same, within their reach", async () => {
      const mine = await get(`${spec.own}?sort=estatus&order=asc`, filer);
      expect(mine.map((i) => i.id).sort((a, b) => a - b)).toEqual(ids.slice(0, 4));
      expect(mine.map((i) => i.estatus)).toEqual(['en revisión', 'pendiente', 'pendiente', 'resuelta']);
      const desc = await get(`${spec.own}?sort=fecha_hora&order=desc`, filer);
      expect(desc.map((i) => i.fecha_hora)).toEqual(['2025-03-06T08:00:00.000Z', '2025-03-04T10:00:00.000Z', '2025-03-02T12:00:00.000Z', '2025-03-01T09:00:00.000Z']);
    });

    it('refuses a column it does not sort by, or an unknown direction, with a Spanish detail', async () => {
      for (const query of ['sort=descripcion', 'sort=nope', 'sort=id&order=sideways']) {
        const res = await t().request({ method: 'GET', url: `${spec.all}?${query}`, as: 'admin' });
        expect(res.statusCode, query).toBe(422);
        expect(json(res).detail, query).toMatch(query.includes('order=sideways') ? /order/ : /sort/);
      }
      if (kind === 'inspecciones') expect((await t().request({ method: 'GET', url: `${spec.all}?sort=codigo_seguimiento`, as: 'admin' })).statusCode).toBe(422);
    });

    it('filters by status on the server, in both lists', async () => {
      const pending = await get(`${spec.all}?estatus=pendiente&sort=id&order=asc`);
      expect(pending.map((i) => i.id)).toEqual([ids[0], ids[3], ids[6]]);
      const resolved = await get(`${spec.own}?estatus=Resuelta`, filer);
      expect(resolved.map((i) => i.id)).toEqual([ids[1]]);
      const review = await get(`${spec.all}?estatus=${encodeURIComponent('en revisión')}`);
      expect(review.every((i) => i.estatus === 'en revisión')).toBe(true);
      expect(review).toHaveLength(2);
    });

    it('opens one record: staff any, a person their own, the voluntario those of their colonies; another is a 404', async () => {
      const full = await get(`${spec.all}?sort=id&order=asc`);
      for (const role of ['admin', 'responsable'] as const) {
        const res = await t().request({ method: 'GET', url: spec.one(ids[5]), as: role });
        expect(res.statusCode, role).toBe(200);
        expect(json(res)).toEqual(full.find((i) => i.id === ids[5]));
      }
      const own = await t().request({ method: 'GET', url: spec.one(ids[2]), as: filer });
      expect(own.statusCode).toBe(200);
      expect(json(own)).toMatchObject({ id: ids[2], estatus: 'en revisión', colonia_nombre: 'Alba' });
      // Someone else's: the same answer as a record that does not exist.
      for (const [as, id] of [[other, ids[2]], [filer, ids[5]], ['admin', 999_999]] as const) {
        const res = await t().request({ method: 'GET', url: spec.one(id), as });
        expect(res.statusCode, `${id}`).toBe(404);
        expect(json(res).detail).toBe(spec.notFound);
      }
      // The voluntario's colony is 'ñu' (index 1): records 1 and 6 are about it.
      expect((await t().request({ method: 'GET', url: spec.one(ids[1]), as: voluntario })).statusCode).toBe(200);
      expect((await t().request({ method: 'GET', url: spec.one(ids[0]), as: voluntario })).statusCode).toBe(404);
      const vet = await t().request({ method: 'GET', url: spec.one(ids[0]), as: 'veterinario' });
      expect(vet.statusCode).toBe(403);
      expect((await t().request({ method: 'GET', url: spec.one(ids[0]) })).statusCode).toBe(401);
      expect((await t().request({ method: 'GET', url: `${spec.all}abc`, as: 'admin' })).statusCode).toBe(422);
    });
  });
}
