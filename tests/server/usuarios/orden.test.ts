/**
 * The accounts list sorts on the server by username (the council's reading
 * order: accents and case only break ties), role, whether the account is
 * active and id (the order of joining), both ways, paged without gaps or
 * repeats; without `sort` it keeps its order by username; an unknown column
 * is refused in Spanish.
 */
import { beforeAll, expect, it } from 'vitest';
import { describeEachEngine, json } from '../helper';

const USERNAMES = ['Ñu.orden', 'nube.orden', 'Alba.orden', 'angel.orden', 'bruno.orden', 'Zeta.orden', 'oso.orden'];

interface Row {
  id: number;
  username: string;
  role: string;
  activo: boolean;
}

describeEachEngine('accounts list order', (t) => {
  const collator = new Intl.Collator('es', { numeric: true });
  let ids: number[] = [];

  beforeAll(async () => {
    ids = [];
    const roles = ['voluntario', 'usuario', 'veterinario', 'responsable'] as const;
    for (const [i, username] of USERNAMES.entries()) {
      const user = await t().createUser(roles[i % roles.length], { username, activo: (i % 3 === 1 ? 0 : 1) as 0 | 1 });
      ids.push(user.id);
    }
  });

  /** Every account of the test (q=orden), page by page. */
  const all = async (query: string, limit = 3): Promise<Row[]> => {
    const rows: Row[] = [];
    for (let skip = 0; ; skip += limit) {
      const res = await t().request({ method: 'GET', url: `/api/usuarios/?q=orden&skip=${skip}&limit=${limit}${query}`, as: 'admin' });
      expect(res.statusCode, res.body).toBe(200);
      const page = json<Row[]>(res);
      rows.push(...page);
      if (page.length < limit) return rows;
    }
  };

  it('sorts by username both ways in the Spanish order, every page', async () => {
    const expected = [...USERNAMES].sort(collator.compare);
    expect((await all('&sort=username&order=asc')).map((u) => u.username)).toEqual(expected);
    expect((await all('&sort=username&order=desc')).map((u) => u.username)).toEqual([...expected].reverse());
    // Without sort: today's order, by username.
    expect((await all('')).map((u) => u.username)).toEqual(expected);
  });

  it('sorts by role, by active and by id both ways, ties by id', async () => {
    for (const order of ['asc', 'desc'] as const) {
      const byRole = await all(`&sort=role&order=${order}`);
      const roles = byRole.map((u) => u.role);
      const sortedRoles = [...roles].sort();
      expect(roles).toEqual(order === 'asc' ? sortedRoles : sortedRoles.reverse());
      expect(byRole).toHaveLength(USERNAMES.length);

      const byActive = await all(`&sort=activo&order=${order}`);
      const flags = byActive.map((u) => (u.activo ? 1 : 0));
      expect(flags).toEqual([...flags].sort((a, b) => (order === 'asc' ? a - b : b - a)));
      // Within one value, the order of joining: no row twice, none missing across pages.
      expect(new Set(byActive.map((u) => u.id)).size).toBe(USERNAMES.length);

      const byId = (await all(`&sort=id&order=${order}`)).map((u) => u.id);
      expect(byId).toEqual(order === 'asc' ? ids : [...ids].reverse());
    }
  });

  it('refuses an unknown sort column in Spanish', async () => {
    const res = await t().request({ method: 'GET', url: '/api/usuarios/?sort=password_hash', as: 'admin' });
    expect(res.statusCode).toBe(422);
    expect(json(res).detail).toContain('sort');
  });
});
