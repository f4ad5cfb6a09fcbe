/**
 * From a record's schema (src/domain/schemas) to the queries that read it:
 * the select list of its stored fields, and a stored row read as the record.
 */
import type { Static, TObject } from 'typebox';
import { fieldsOf, jsonTypeOf } from '../../domain/schemas/common';

/** `alias.field` for each field: a select list Kysely types column by column. */
export function columnsOf<A extends string, F extends string>(alias: A, fields: readonly F[]): `${A}.${F}`[] {
  return fields.map((field) => `${alias}.${field}` as `${A}.${F}`);
}

/**
 * Reads stored rows as the schema's record: its fields only, in its order, a
 * boolean field's 0/1 flag as the boolean. Every field must be in the row (a
 * column, or a value the query joined or computed under the field's name).
 */
export function recordReader<S extends TObject>(schema: S): (row: { [K in keyof Static<S>]: unknown }) => Static<S> {
  const fields = fieldsOf(schema);
  const flags = new Set<string>(fields.filter((field) => jsonTypeOf(schema.properties[field]) === 'boolean'));
  return (row) => {
    const stored = row as Record<string, unknown>;
    const record: Record<string, unknown> = {};
    for (const field of fields) record[field] = flags.has(field) ? stored[field] === 1 || stored[field] === true : stored[field];
    return record as Static<S>;
  };
}
