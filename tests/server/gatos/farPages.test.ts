/**
 * Far pages of the cat list: a page past the first thousand starts
 * from a remembered anchor instead of stepping over every earlier cat, in id
 * order and in the name and code orders of the list's column headers. Every
 * page is exactly the page the plain offset gives, in both directions, with
 * and without filters, with repeated names and cats without a code (which
 * each engine puts at its own end), before and after a write. Names go in a
 * Spanish reader's order (accents, ñ, case and numbers as Intl.Collator has
 * them), the same on both engines.
 */
import { beforeAll, expect, it } from 'vitest';
import { describeEachEngine, json } from '../helper';
import { createColonia } from '../fixtures';
import { nowIso } from '../../../src/server/lib/time';
import { ANCHOR_EVERY } from '../../../src/server/modules/gatos/pageIds';

const NAMES = ['Ñoqui', 'Nube', 'Óscar', 'oso', 'Zarpas', 'Téo', 'Trufa', 'gato'];
const spanish = new Intl.Collator('es', { numeric: true });

const CATS = 3 * ANCHOR_EVERY + 450;

describeEachEngine('far pages of the cat list', (t) => {
  const ids = async (order: 'asc' | 'desc', esterilizado?: boolean) => {
    let query = t().db.selectFrom('gatos').select('id').where('activo', '=', 1).orderBy('id', order);
    if (esterilizado !== undefined) query = query.where('fecha_esterilizacion', esterilizado ? 'is not' : 'is', null);
    return (await query.execute()).map((r) => r.id);
  };
  const page = async (skip: number, limit: number, order: 'asc' | 'desc', extra = '', sort = 'id') => {
    const res = await t().request({ method: 'GET', url: `/api/gatos/gatos/?skip=${skip}&limit=${limit}&sort=${sort}&order=${order}${extra}`, as: 'admin' });
    expect(res.statusCode).toBe(200);
    return { ids: json<{ id: number }[]>(res).map((g) => g.id), total: Number(res.headers['x-total-count']), range: res.headers['content-range'] };
  };

  beforeAll(async () => {
    const colonia = await createColonia(t().db);
    const now = nowIso();
    const rows = Array.from({ length: CATS }, (_, i) => ({
      nombre: `${NAMES[i % NAMES.length]} ${i % 300}`, codigo_identificacion: i % 4 < 2 ? null : String(941000000000000 + ((i * 7919) % CATS)), sexo: i % 2 ? 'M' : 'H', ubicacion: 'x', colonia_id: colonia.id, activo: (i % 7 === 3 ? 0 : 1) as 0 | 1,
      fecha_esterilizacion: i % 3 ? '2025-01-01' : null, created_at: now, updated_at: now,
    }));
    for (let i = 0; i < rows.length; i += 200) await t().db.insertInto('gatos').values(rows.slice(i, i + 200)).execute();
  });

  it('answers every far page exactly as the plain offset does, in both orders and filtered', async () => {
    for (const order of ['asc', 'desc'] as const) {
      const all = await ids(order);
      for (const skip of [0, ANCHOR_EVERY - 1, ANCHOR_EVERY, ANCHOR_EVERY + 1, 2 * ANCHOR_EVERY - 50, 2 * ANCHOR_EVERY, all.length - 7, all.length, all.length + 500]) {
        const got = await page(skip, 100, order);
        expect(got.ids, `${order} ${skip}`).toEqual(all.slice(skip, skip + 100));
        expect(got.total).toBe(all.length);
      }
      const sterilised = await ids(order, true);
      for (const skip of [ANCHOR_EVERY - 20, ANCHOR_EVERY + 333]) {
        expect((await page(skip, 50, order, '&esterilizado=true')).ids).toEqual(sterilised.slice(skip, skip + 50));
      }
    }
  });

  // The reference: names in Intl.Collator's order and codes in the order the database gives a plain query, ties broken by id.
  const idsBy = async (field: 'nombre' | 'codigo_identificacion', order: 'asc' | 'desc', sexo?: string) => {
    if (field === 'nombre') {
      let query = t().db.selectFrom('gatos').select(['id', 'nombre']).where('activo', '=', 1);
      if (sexo) query = query.where('sexo', '=', sexo);
      const up = (await query.execute()).sort((a, b) => spanish.compare(a.nombre, b.nombre) || a.id - b.id).map((r) => r.id);
      return order === 'asc' ? up : up.reverse();
    }
    let query = t().db.selectFrom('gatos').select('id').where('activo', '=', 1).orderBy(field, order).orderBy('id', order);
    if (sexo) query = query.where('sexo', '=', sexo);
    return (await query.execute()).map((r) => r.id);
  };

  const idsWithoutCode = async () => (await t().db.selectFrom('gatos').select('id').where('codigo_identificacion', 'is', null).execute()).map((r) => r.id);

  it('answers every far page in name and code order exactly as the plain offset does', async () => {
    for (const field of ['nombre', 'codigo_identificacion'] as const) {
      for (const order of ['asc', 'desc'] as const) {
        const all = await idsBy(field, order);
        // Where the cats with a code meet those without: a far page across it takes some of each.
        const withoutCode = new Set(await idsWithoutCode());
        const meet = all.findIndex((id, i) => i > 0 && withoutCode.has(id) !== withoutCode.has(all[i - 1]));
        if (field === 'codigo_identificacion') expect(meet).toBeGreaterThan(ANCHOR_EVERY + 30);
        const across = field === 'codigo_identificacion' ? [meet - 30] : [];
        for (const skip of [0, ANCHOR_EVERY - 1, ANCHOR_EVERY, ANCHOR_EVERY + 1, ...across, 2 * ANCHOR_EVERY - 50, 2 * ANCHOR_EVERY, 3 * ANCHOR_EVERY - 1, all.length - 7, all.length, all.length + 500]) {
          const got = await page(skip, 100, order, '', field);
          expect(got.ids, `${field} ${order} ${skip}`).toEqual(all.slice(skip, skip + 100));
          expect(got.total).toBe(all.length);
        }
        const females = await idsBy(field, order, 'H');
        for (const skip of [ANCHOR_EVERY - 20, ANCHOR_EVERY + 1]) {
          expect((await page(skip, 50, order, '&sexo=H', field)).ids, `${field} ${order} H ${skip}`).toEqual(females.slice(skip, skip + 50));
        }
      }
    }
  });

  it('moves the far pages at once after a write', async () => {
    const before = await page(ANCHOR_EVERY + 10, 20, 'asc');
    const gone = (await ids('asc'))[5];
    await t().request({ method: 'DELETE', url: `/api/gatos/gatos/${gone}`, as: 'admin' });
    const after = await page(ANCHOR_EVERY + 10, 20, 'asc');
    expect(after.ids).toEqual((await ids('asc')).slice(ANCHOR_EVERY + 10, ANCHOR_EVERY + 30));
    expect(after.ids[0]).toBe(before.ids[1]);
    expect(after.total).toBe(before.total - 1);
  });
});
