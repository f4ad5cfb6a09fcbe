/**
 * The ids of one page of the cat list, in the page's order, read without
 * building any skipped row (a deferred join: the repository reads the rows of
 * these ids only). A near page steps over its offset in an index. A far page
 * (an offset of ANCHOR_EVERY or more) starts from an anchor: the place of
 * every ANCHOR_EVERY-th cat of the filtered, ordered list, read in one walk
 * and remembered until the next write. It then steps over fewer than
 * ANCHOR_EVERY entries, whatever its offset and whatever the order.
 *
 * Keyset paging by hand because no library pages a Kysely query from a
 * remembered position and both engines order NULLs differently: SQLite puts
 * them first going up and PostgreSQL last, so an identification code not yet
 * given (NULL) may come before or after the anchor.
 */
import { sql, type Expression, type ExpressionBuilder, type SelectQueryBuilder, type SqlBool } from 'kysely';
import type { Database, Db } from '../../db/schema';
import type { Engine } from '../../db/engine';
import type { ListSort } from '../../lib/sorting';
import type { GatoSortField } from '../../../domain/gatos';

/** Every so many places of a list, an anchor to start far pages from. */
export const ANCHOR_EVERY = 250;

/**
 * The column each order of the list walks: names by their sort key (the
 * reading order of the council's language, db/sortKeys.ts); identification
 * codes are all of the same number of digits, so their byte order is already
 * their numeric order.
 */
const SORT_COLUMNS = { nombre: 'nombre_orden', codigo_identificacion: 'codigo_identificacion' } as const;

/** The gatos column (as `g.…`) a non-id order of the list sorts by. */
export function sortColumnOf(field: Exclude<GatoSortField, 'id'>): `g.${(typeof SORT_COLUMNS)[typeof field]}` {
  return `g.${SORT_COLUMNS[field]}`;
}

export type PageSort = ListSort<GatoSortField>;

/** A place in the ordered list: the sort column's value there (the id itself in id order) and the id. */
export interface Anchor {
  key: string | number | null;
  id: number;
}

type GatosDb = Database & { g: Database['gatos'] };
export type GatosWhere = (eb: ExpressionBuilder<GatosDb, 'g'>) => Expression<SqlBool>;
type IdsQuery = SelectQueryBuilder<GatosDb, 'g', { pid: number; k_sort?: unknown }>;

/** Whether NULLs of the sort column come first in this order on this engine (each engine's default). */
function nullsFirst(engine: Engine, order: PageSort['order']): boolean {
  return (engine === 'sqlite') === (order === 'asc');
}

/** The anchors of the filtered list in this order: its 1st, (ANCHOR_EVERY + 1)-th… place. */
export async function readAnchors(db: Db, sort: PageSort, where: GatosWhere): Promise<Anchor[]> {
  const direction = sql.raw(sort.order === 'desc' ? 'DESC' : 'ASC');
  const column = sort.field === 'id' ? sql.ref('g.id') : sql.ref(sortColumnOf(sort.field));
  const order = sort.field === 'id' ? sql`g.id ${direction}` : sql`${column} ${direction}, g.id ${direction}`;
  const numbered = db
    .selectFrom('gatos as g')
    .select(['g.id', sql<string | number | null>`${column}`.as('k'), sql<number>`row_number() over (order by ${order})`.as('rn')])
    .where(where);
  const rows = await db
    .selectFrom(numbered.as('r'))
    .select(['r.id', 'r.k'])
    .where(sql<boolean>`(r.rn - 1) % ${sql.lit(ANCHOR_EVERY)} = 0`)
    .orderBy('r.rn')
    .execute();
  return rows.map((row) => ({ key: sort.field === 'id' ? Number(row.id) : row.k, id: Number(row.id) }));
}

/**
 * The page's ids (`pid`, and `k_sort`, the sort column, when the order is not
 * by id), from `anchor` when given (the anchor of the page's block), else
 * from the start of the list.
 */
export function pageIds(db: Db, engine: Engine, sort: PageSort, page: { skip: number; limit: number }, where: GatosWhere, anchor: Anchor | null): IdsQuery {
  const direction = sort.order;
  const from = sort.order === 'asc' ? '>=' : '<=';
  const base = () => {
    const query = db.selectFrom('gatos as g').where(where);
    if (sort.field === 'id') return query.select('g.id as pid').orderBy('g.id', direction);
    const column = sortColumnOf(sort.field);
    return query.select(['g.id as pid', sql.ref(column).as('k_sort')]).orderBy(column, direction).orderBy('g.id', direction);
  };
  if (anchor === null) return base().limit(page.limit).offset(page.skip) as IdsQuery;
  const skip = page.skip % ANCHOR_EVERY;
  if (sort.field === 'id') return base().where('g.id', from, anchor.id).limit(page.limit).offset(skip) as IdsQuery;

  // Past the anchor in the order: the non-NULL keys from the anchor's (key, id)
  // on, and the NULL keys (ids from the anchor's on, when the anchor is one):
  // codes not yet given, and names whose sort key a write outside the server
  // left empty until the next start-up (db/sortKeys.ts).
  const column = sql.ref(sortColumnOf(sort.field));
  const first = nullsFirst(engine, sort.order);
  const nonNull =
    anchor.key !== null
      ? base().where(sql<boolean>`(${column}, g.id) ${sql.raw(from)} (${anchor.key}, ${anchor.id})`)
      : first
        ? base().where(sql<boolean>`${column} is not null`)
        : null;
  const nulls = anchor.key === null ? base().where(sql<boolean>`${column} is null`).where('g.id', from, anchor.id) : first ? null : base().where(sql<boolean>`${column} is null`);
  const parts = [nonNull, nulls].filter((part) => part !== null);
  if (parts.length === 1) return parts[0].limit(page.limit).offset(skip) as IdsQuery;
  // Both kinds may be in the page: at most skip + limit of each, then the page of those in order.
  const reach = skip + page.limit;
  const [one, two] = parts.map((part, i) => db.selectFrom(part.limit(reach).as(`p${i}`)).selectAll());
  return db
    .selectFrom(one.unionAll(two).as('u'))
    .select([sql.ref<number>('u.pid').as('pid'), sql.ref('u.k_sort').as('k_sort')])
    .orderBy(sql.ref('u.k_sort'), direction)
    .orderBy(sql.ref('u.pid'), direction)
    .limit(page.limit)
    .offset(skip) as unknown as IdsQuery;
}
