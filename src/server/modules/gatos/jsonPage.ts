/**
 * A page of the full cat list written as JSON by the database itself
 * (SQLite's json_object/json_group_array, PostgreSQL's json_build_object/
 * json_agg): no row objects to build in JavaScript and nothing to serialize,
 * which is most of what a page of 100 cats costs. The fields and their types
 * are exactly those of the card (a test compares both).
 */
import { sql, type RawBuilder } from 'kysely';
import type { Engine } from '../../db/engine';
import type { GatoSort } from './repository';
import { GATO_JOINED, Gato } from '../../../domain/schemas/gato';
import { fieldsOf, jsonTypeOf } from '../../../domain/schemas/common';

/** Where the card's fields read from the colony come from; every other field is the cat's column of its name. */
const JOINED: Record<(typeof GATO_JOINED)[number], string> = { colonia_nombre: 'c.nombre' };

/** One field's JSON value: a stored 0/1 flag as a JSON boolean. */
function valueOf(engine: Engine, field: keyof typeof Gato.properties): RawBuilder<unknown> {
  const column = sql.ref((JOINED as Record<string, string>)[field] ?? `g.${field}`);
  if (jsonTypeOf(Gato.properties[field]) !== 'boolean') return sql`${column}`;
  return engine === 'postgres' ? sql`(${column} = 1)` : sql`json(CASE WHEN ${column} = 1 THEN 'true' ELSE 'false' END)`;
}

/** One cat as a JSON object, built by the database, with the card's keys in the card's order. */
export function gatoJsonObject(engine: Engine): RawBuilder<unknown> {
  const pairs = fieldsOf(Gato).map((field) => sql`${sql.lit(field)}, ${valueOf(engine, field)}`);
  return engine === 'postgres' ? sql`json_build_object(${sql.join(pairs)})` : sql`json_object(${sql.join(pairs)})`;
}

/**
 * The page's objects as one JSON array text, in the order of the page (its
 * sort keys travel with each object as k_sort and k_id); '[]' when empty.
 */
export function gatoJsonArray(engine: Engine, sort: GatoSort): RawBuilder<string> {
  const direction = sql.raw(sort.order === 'desc' ? 'DESC' : 'ASC');
  const order = sort.field === 'id' ? sql`p.k_id ${direction}` : sql`p.k_sort ${direction}, p.k_id ${direction}`;
  if (engine === 'postgres') return sql<string>`coalesce(json_agg(p.j ORDER BY ${order})::text, '[]')`;
  // Joining the objects' texts is cheaper than json_group_array, which parses each object again.
  return sql<string>`'[' || coalesce(group_concat(p.j, ',' ORDER BY ${order}), '') || ']'`;
}
