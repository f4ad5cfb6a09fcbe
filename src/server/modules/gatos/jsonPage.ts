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

/** Key in the answer and column, in the order of the card. `activo` is added as a boolean. */
const FIELDS: readonly (readonly [string, string])[] = [
  ['id', 'g.id'],
  ['nombre', 'g.nombre'],
  ['raza', 'g.raza'],
  ['sexo', 'g.sexo'],
  ['edad_num', 'g.edad_num'],
  ['edad_unidad', 'g.edad_unidad'],
  ['estado_salud', 'g.estado_salud'],
  ['ubicacion', 'g.ubicacion'],
  ['colonia_id', 'g.colonia_id'],
  ['colonia_nombre', 'c.nombre'],
  ['evaluacion_sanitaria', 'g.evaluacion_sanitaria'],
  ['adoptabilidad', 'g.adoptabilidad'],
  ['fecha_vacunacion', 'g.fecha_vacunacion'],
  ['tipo_vacuna', 'g.tipo_vacuna'],
  ['fecha_desparasitacion', 'g.fecha_desparasitacion'],
  ['fecha_esterilizacion', 'g.fecha_esterilizacion'],
  ['codigo_identificacion', 'g.codigo_identificacion'],
  ['fecha_identificacion', 'g.fecha_identificacion'],
  ['imagen', 'g.imagen'],
];

/** One cat as a JSON object, built by the database. */
export function gatoJsonObject(engine: Engine): RawBuilder<unknown> {
  const pairs = FIELDS.map(([key, column]) => sql`${sql.lit(key)}, ${sql.ref(column)}`);
  if (engine === 'postgres') return sql`json_build_object(${sql.join([...pairs, sql`'activo', (g.activo = 1)`])})`;
  return sql`json_object(${sql.join([...pairs, sql`'activo', json(CASE WHEN g.activo = 1 THEN 'true' ELSE 'false' END)`])})`;
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
