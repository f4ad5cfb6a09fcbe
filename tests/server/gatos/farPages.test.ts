/**
 * Far pages of the cat list (issue 16): a page in id order past the first
 * thousand starts from a remembered anchor instead of stepping over every
 * earlier cat. Every page is exactly the page the plain offset gives, in both
 * orders, with and without filters, before and after a write.
 */
import { beforeAll, expect, it } from 'vitest';
import { describeEachEngine, json } from '../helper';
import { createColonia } from '../fixtures';
import { nowIso } from '../../../src/server/lib/time';
import { ANCHOR_EVERY } from '../../../src/server/modules/gatos/repository';

const CATS = 2 * ANCHOR_EVERY + 450;

describeEachEngine('far pages of the cat list', (t) => {
  const ids = async (order: 'asc' | 'desc', esterilizado?: boolean) => {
    let query = t().db.selectFrom('gatos').select('id').where('activo', '=', 1).orderBy('id', order);
    if (esterilizado !== undefined) query = query.where('fecha_esterilizacion', esterilizado ? 'is not' : 'is', null);
    return (await query.execute()).map((r) => r.id);
  };
  const page = async (skip: number, limit: number, order: 'asc' | 'desc', extra = '') => {
    const res = await t().request({ method: 'GET', url: `/api/gatos/gatos/?skip=${skip}&limit=${limit}&sort=id&order=${order}${extra}`, as: 'admin' });
    expect(res.statusCode).toBe(200);
    return { ids: json<{ id: number }[]>(res).map((g) => g.id), total: Number(res.headers['x-total-count']), range: res.headers['content-range'] };
  };

  beforeAll(async () => {
    const colonia = await createColonia(t().db);
    const now = nowIso();
    const rows = Array.from({ length: CATS }, (_, i) => ({
      nombre: `Lejano ${i}`, sexo: i % 2 ? 'M' : 'H', ubicacion: 'x', colonia_id: colonia.id, activo: (i % 7 === 3 ? 0 : 1) as 0 | 1,
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
