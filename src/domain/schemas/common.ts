/**
 * What every record schema of this folder uses. A record's schema is plain
 * JSON Schema built with TypeBox (pure, no I/O), so the server validates and
 * serialises with it, the OpenAPI document shows it, and `Static<>` gives the
 * screens and the repositories the same record type.
 */
import { Type, type Static, type TProperties, type TSchema } from 'typebox';

/** Largest id an `integer` column holds on PostgreSQL; a larger one is refused before it reaches the database. */
export const MAX_DB_ID = 2147483647;

/** An id sent by the caller (a path segment or a field of a body). */
export const DbId = (options: { description?: string } = {}) => Type.Integer({ minimum: 1, maximum: MAX_DB_ID, ...options });

/**
 * A value or null. A plain type becomes a JSON-schema type list (`["string", "null"]`), not an anyOf:
 * with coercion on, ajv would turn a sent null into "" or 0 through the anyOf's first branch, and the
 * answer serialiser would test every value against each branch.
 */
export function Nullable<T extends TSchema>(schema: T) {
  const type = (schema as { type?: unknown }).type;
  if (typeof type === 'string') return Type.Unsafe<Static<T> | null>({ ...schema, type: [type, 'null'] });
  return Type.Union([schema, Type.Null()]);
}

/**
 * A text the API sends as any string while the code knows its fixed list (a
 * cat's sex, a campaign's status): the documented schema stays `string`, the
 * record's type is the list's union.
 */
export const TextOf = <T extends string>(options: { description?: string } = {}) => Type.Unsafe<T>(Type.String(options));

/** A record's field names, in the order its answer carries them. */
export function fieldsOf<P extends TProperties>(schema: { properties: P }): (keyof P & string)[] {
  return Object.keys(schema.properties) as (keyof P & string)[];
}

/** A record's field names but those given (read from another table, or not written by people), in the answer's order. */
export function fieldsBut<P extends TProperties, K extends keyof P & string>(schema: { properties: P }, left: readonly K[]): Exclude<keyof P & string, K>[] {
  return fieldsOf(schema).filter((field): field is Exclude<keyof P & string, K> => !(left as readonly string[]).includes(field));
}

/** The JSON type a field's schema holds besides null (`integer` for a nullable whole number). */
export function jsonTypeOf(schema: TSchema): string | undefined {
  const type = (schema as { type?: unknown }).type;
  if (Array.isArray(type)) return type.find((t) => t !== 'null');
  return typeof type === 'string' ? type : undefined;
}
