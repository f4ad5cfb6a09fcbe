import { sql, type CreateTableBuilder, type Kysely } from 'kysely';
import type { Engine } from '../engine';
import { FIRST_MUNICIPIO, MUNICIPIO_COLUMN } from '../tenantTables';

/**
 * A municipality's table made after migration 0025, which gave the tables
 * then there their `municipio_id` and row-level security: the same two things
 * here, for a table listed in LATER_TENANT_TABLES (db/tenantTables.ts).
 * Its indexes lead with `municipio_id`, as every tenant index does.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function createTenantTable(db: Kysely<any>, engine: Engine, table: string): CreateTableBuilder<string, 'id' | typeof MUNICIPIO_COLUMN> {
  return db.schema
    .createTable(table)
    .addColumn('id', 'integer', (c) => (engine === 'postgres' ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement()))
    .addColumn(MUNICIPIO_COLUMN, 'integer', (c) => c.notNull().defaultTo(FIRST_MUNICIPIO));
}

/** PostgreSQL: the table's rows are seen and written only by sessions naming their municipality (gatera_municipios(), made by migration 0025). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function secureTenantTable(db: Kysely<any>, engine: Engine, table: string): Promise<void> {
  if (engine !== 'postgres') return;
  const visible = sql`(gatera_municipios() IS NULL OR ${sql.ref(MUNICIPIO_COLUMN)} = ANY (gatera_municipios()))`;
  await sql`ALTER TABLE ${sql.table(table)} ENABLE ROW LEVEL SECURITY`.execute(db);
  await sql`ALTER TABLE ${sql.table(table)} FORCE ROW LEVEL SECURITY`.execute(db);
  await sql`CREATE POLICY municipio ON ${sql.table(table)} USING ${visible} WITH CHECK ${visible}`.execute(db);
}
