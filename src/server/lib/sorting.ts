/**
 * `sort` and `order` of a list sorted from its column headers, one rule for
 * every list: the fields a list may be sorted by are its own, and anything
 * else is refused by the schema (a 422 naming `sort` and the accepted values);
 * `order` is `asc` or `desc` in either case, ascending unless told.
 */
import type { OrderByExpression, SelectQueryBuilder } from 'kysely';
import { Type } from 'typebox';

export type SortOrder = 'asc' | 'desc';

export interface ListSort<F extends string> {
  field: F;
  order: SortOrder;
}

/** The query's properties: spread them into the list's querystring schema. */
export function sortQuery<F extends string>(fields: readonly F[]) {
  return {
    sort: Type.Optional(Type.Enum([...fields])),
    order: Type.Optional(Type.Enum(['asc', 'desc', 'ASC', 'DESC'])),
  };
}

/** The direction the query asks for: descending only when told. */
export function orderOf(query: { order?: string }): SortOrder {
  return query.order?.toLowerCase() === 'desc' ? 'desc' : 'asc';
}

/**
 * The sort asked for among `fields`. Without one (or `sort` not among them),
 * null for the list's usual order; or, given `byDefault`, that field in the
 * direction asked, for lists whose usual order `order` turns round.
 */
export function sortOf<F extends string>(fields: readonly F[], query: { sort?: string; order?: string }): ListSort<F> | null;
export function sortOf<F extends string>(fields: readonly F[], query: { sort?: string; order?: string }, byDefault: F): ListSort<F>;
export function sortOf<F extends string>(fields: readonly F[], query: { sort?: string; order?: string }, byDefault?: F): ListSort<F> | null {
  const field = fields.find((candidate) => candidate === query.sort) ?? byDefault;
  return field === undefined ? null : { field, order: orderOf(query) };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyOrderKey = OrderByExpression<any, any, any>;

/**
 * Orders by `keys`, then by the row's `id`, all in one direction: equal keys
 * keep the id's order, so both directions are each other's reverse and pages
 * neither skip nor repeat. The id among the keys is ordered by once.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function orderedByKeys<Q extends SelectQueryBuilder<any, any, any>>(query: Q, keys: readonly AnyOrderKey[], id: AnyOrderKey, order: SortOrder): Q {
  return [...keys.filter((key) => key !== id), id].reduce<Q>((sorted, key) => sorted.orderBy(key, order) as Q, query);
}
