/** TypeBox pieces the route schemas share. */
import { Type, type Static, type TSchema } from 'typebox';

/** Largest id an `integer` column holds on PostgreSQL; a larger one is refused before it reaches the database. */
export const MAX_DB_ID = 2147483647;

export const DbId = (options: { description?: string } = {}) => Type.Integer({ minimum: 1, maximum: MAX_DB_ID, ...options });

export const IdParams = Type.Object({ id: DbId() });

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
