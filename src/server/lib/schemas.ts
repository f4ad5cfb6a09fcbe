/** TypeBox pieces the route schemas share. */
import { Type, type TSchema } from 'typebox';

/** Largest id an `integer` column holds on PostgreSQL; a larger one is refused before it reaches the database. */
export const MAX_DB_ID = 2147483647;

export const DbId = (options: { description?: string } = {}) => Type.Integer({ minimum: 1, maximum: MAX_DB_ID, ...options });

export const IdParams = Type.Object({ id: DbId() });

export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
