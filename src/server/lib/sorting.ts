/**
 * `sort` and `order` of a list sorted from its column headers: the fields a
 * list may be sorted by are its own; anything else is refused by the schema
 * (a 422 naming `sort`). Without `sort`, the list keeps its usual order.
 */
import { Type } from 'typebox';

export type SortOrder = 'asc' | 'desc';

export interface ListSort<F extends string> {
  field: F;
  order: SortOrder;
}

/** The query's properties: spread them into the list's querystring schema. */
export function sortQuery<F extends string>(fields: readonly F[]) {
  return {
    sort: Type.Optional(Type.Union(fields.map((field) => Type.Literal(field)))),
    order: Type.Optional(Type.Union([Type.Literal('asc'), Type.Literal('desc'), Type.Literal('ASC'), Type.Literal('DESC')])),
  };
}

/** The sort asked for among `fields` (ascending unless told), or null for the list's usual order. */
export function sortOf<F extends string>(fields: readonly F[], query: { sort?: string; order?: string }): ListSort<F> | null {
  const field = fields.find((candidate) => candidate === query.sort);
  if (field === undefined) return null;
  return { field, order: query.order?.toLowerCase() === 'desc' ? 'desc' : 'asc' };
}
