/**
 * The volunteer list and the assignments list sort, filter and page on the
 * server when asked (sort, order, q, colonia, skip, limit), in a Spanish
 * reader's order on both engines; without those parameters they answer as
 * before: everything, by username.
 */
import { beforeAll, expect, it } from 'vitest';
import { describeEachEngine, json } from '../helper';
import { assign, createColonia } from '../fixtures';

const collator = new Intl.Collator('es', { numeric: true });
const sorted = (texts: string[], order: 'asc' | 'desc') => {
  const up = [...texts].sort((a, b) => collator.compare(a, b));
  return order === 'asc' ? up : up.reverse();
};

/** Account names are plain ASCII: their order still has case and numbers in it. */
const VOLUNTARIOS = ['ofz-Nube', 'ofz-oso', 'ofz-gato10', 'ofz-gato2', 'ofz-Zarpas'];
/** Colony names with accents and ñ: 'Ángel' after 'Alba' and before 'Bruno', 'Ñu' after 'Nube'. */
const COLONIAS = ['Ofz Ñu', 'Ofz Ángel', 'Ofz Bruno', 'Ofz Alba', 'Ofz Nube'];

describeEachEngine('volunteer and assignment lists: sort, filter, page', (t) => {
  beforeAll(async () => {
    const colonias = [];
    for (const nombre of COLONIAS) colonias.push(await createColonia(t().db, { nombre }));
    for (const [i, username] of VOLUNTARIOS.entries()) {
      const person = await t().createUser('voluntario', { username });
      await assign(t().db, person.id, colonias[i].id);
      if (i === 0) await assign(t().db, person.id, colonias[3].id);
    }
    await t().createUser('usuario', { username: 'ofz-sin-colonia' });
  });

  const get = async (url: string) => {
    const res = await t().request({ method: 'GET', url, as: 'responsable' });
    expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
    return res;
  };

  it('volunteers by username both ways, searched by username (case and accents aside), paged with the total', async () => {
    for (const order of ['asc', 'desc'] as const) {
      const names = json<{ username: string }[]>(await get(`/api/voluntarios/voluntarios/?q=OFZ-&sort=username&order=${order}`)).map((v) => v.username);
      expect(names, order).toEqual(sorted(VOLUNTARIOS, order));
    }
    const page = await get('/api/voluntarios/voluntarios/?q=ofz&sort=username&order=desc&skip=2&limit=2');
    expect(json<{ username: string }[]>(page).map((v) => v.username)).toEqual(sorted(VOLUNTARIOS, 'desc').slice(2, 4));
    expect(page.headers['x-total-count']).toBe('5');
    expect(json<{ username: string }[]>(await get('/api/voluntarios/voluntarios/?q=GATO1')).map((v) => v.username)).toEqual(['ofz-gato10']);
    // Without sort: by username as before.
    const plain = json<{ username: string }[]>(await get('/api/voluntarios/voluntarios/')).map((v) => v.username).filter((u) => u.startsWith('ofz-'));
    expect(plain).toEqual(sorted(VOLUNTARIOS, 'asc'));
  });

  it('assignments by username or colony both ways, filtered by colony name (text and drop-down), paged with the total', async () => {
    type Entry = { username: string; colony_nombre: string | null };
    for (const order of ['asc', 'desc'] as const) {
      const byUser = json<Entry[]>(await get(`/api/colonias/asignaciones/?q=ofz&sort=username&order=${order}`));
      expect(byUser.map((e) => e.username), `username ${order}`).toEqual(sorted(byUser.map((e) => e.username), order));
      const byColony = json<Entry[]>(await get(`/api/colonias/asignaciones/?q=ofz&sort=colony_nombre&order=${order}`)).map((e) => e.colony_nombre!);
      expect(byColony, `colonia ${order}`).toEqual(sorted([...COLONIAS, 'Ofz Alba'], order));
    }
    const accents = json<Entry[]>(await get('/api/colonias/asignaciones/?q=ANGEL')).map((e) => e.colony_nombre);
    expect(accents).toEqual(['Ofz Ángel']);
    const both = json<Entry[]>(await get(`/api/colonias/asignaciones/?q=ofz&colonia=${encodeURIComponent('Ofz Alba')}`));
    expect(both.map((e) => [e.username, e.colony_nombre])).toEqual([
      ['ofz-gato2', 'Ofz Alba'],
      ['ofz-Nube', 'Ofz Alba'],
    ]);
    const page = await get('/api/colonias/asignaciones/?q=ofz&sort=colony_nombre&order=asc&skip=1&limit=2');
    expect(json<Entry[]>(page).map((e) => e.colony_nombre)).toEqual(['Ofz Alba', 'Ofz Ángel']);
    expect(page.headers['x-total-count']).toBe('6');
    // Without parameters: everyone, people without a colony included, by username then colony, as before.
    const all = json<Entry[]>(await get('/api/colonias/asignaciones/')).filter((e) => e.username.startsWith('ofz-'));
    expect(all.map((e) => [e.username, e.colony_nombre])).toEqual([
      ['ofz-gato2', 'Ofz Alba'],
      ['ofz-gato10', 'Ofz Bruno'],
      ['ofz-Nube', 'Ofz Alba'],
      ['ofz-Nube', 'Ofz Ñu'],
      ['ofz-oso', 'Ofz Ángel'],
      ['ofz-sin-colonia', null],
      ['ofz-Zarpas', 'Ofz Nube'],
    ]);
  });

  it('answers 422 in Spanish for a sort the lists do not have', async () => {
    for (const url of ['/api/voluntarios/voluntarios/?sort=email', '/api/colonias/asignaciones/?sort=role']) {
      const res = await t().request({ method: 'GET', url, as: 'admin' });
      expect(res.statusCode, url).toBe(422);
      expect(json<{ detail: string }>(res).detail).toContain('sort');
    }
  });
});
