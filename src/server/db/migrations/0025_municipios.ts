import { sql, type Kysely, type Migration } from 'kysely';
import type { Engine } from '../engine';
import { FIRST_MUNICIPIO, INSTALLATION_WIDE_UNIQUE, MUNICIPIO_COLUMN, TENANT_TABLES_AT_0025 } from '../tenantTables';
import { MUNICIPIO_SETTING, NO_MUNICIPIO } from '../tenantSession';

/**
 * Municipalities as tenants.
 * - `municipios`: one row per municipality, with its own settings; a NULL
 *   setting keeps the installation's (its environment's) value, so the first
 *   municipality, made from the data already there, behaves exactly as the
 *   installation did. Its `slug` (public paths /m/<slug>/) is filled at
 *   start-up from the municipality's name when empty.
 * - Every tenant table (db/tenantTables.ts) gains `municipio_id`, 1 for the
 *   rows already there (and for a row written outside any request without it,
 *   as the demo data and the command line do).
 * - PostgreSQL: row-level security on every tenant table, even for the
 *   tables' owner: a connection sees the rows of the municipalities its
 *   session names (db/tenantSession.ts) and writes only there; a session that
 *   names none (an operator's psql) sees them all.
 * - Every index of a tenant table now starts with municipio_id: every query
 *   of a request names one municipality, so each list, filter and search
 *   walks that municipality's part of its index (and a covering index still
 *   covers). So a microchip is unique within its municipality (another's may
 *   hold the same number without either learning of the other). The unique
 *   indexes of INSTALLATION_WIDE_UNIQUE (db/tenantTables.ts) keep their columns: an account's name and
 *   address, an offline client's id, a complaint's tracking code and a
 *   certificate's code are unique in the whole installation.
 */
export function municipiosMigration(engine: Engine): Migration {
  return {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('municipios')
        .ifNotExists()
        .addColumn('id', 'integer', (c) => (engine === 'postgres' ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement()))
        .addColumn('nombre', 'text')
        .addColumn('slug', 'text')
        .addColumn('nif', 'text')
        .addColumn('direccion', 'text')
        .addColumn('latitud', 'real')
        .addColumn('longitud', 'real')
        .addColumn('radio_km', 'real')
        .addColumn('contacto_email', 'text')
        .addColumn('escudo', 'text')
        .addColumn('activo', 'integer', (c) => c.notNull().defaultTo(FIRST_MUNICIPIO))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('municipios_slug_uq').ifNotExists().unique().on('municipios').column('slug').execute();
      await db.insertInto('municipios').values({ id: FIRST_MUNICIPIO, created_at: new Date().toISOString() }).execute();
      if (engine === 'postgres') await sql`SELECT setval(pg_get_serial_sequence('municipios', 'id'), ${FIRST_MUNICIPIO})`.execute(db);

      for (const table of TENANT_TABLES_AT_0025) {
        await db.schema
          .alterTable(table)
          // No foreign key: `municipios` stays out of the backups, and emptying the restored tables never touches it.
          .addColumn(MUNICIPIO_COLUMN, 'integer', (c) => c.notNull().defaultTo(FIRST_MUNICIPIO))
          .execute();
      }

      for (const table of TENANT_TABLES_AT_0025) await leadWithMunicipio(db, engine, table);

      if (engine === 'postgres') {
        // The municipalities a session sees: NULL (all of them) when it names none, none when it says so. An array the
        // planner reads once per query, so the policy's `municipio_id = ANY (...)` is an index condition.
        await sql`
          CREATE OR REPLACE FUNCTION gatera_municipios() RETURNS integer[]
          LANGUAGE sql STABLE AS $$
            SELECT CASE coalesce(current_setting(${sql.lit(MUNICIPIO_SETTING)}, true), '')
              WHEN '' THEN NULL
              WHEN ${sql.lit(NO_MUNICIPIO)} THEN '{}'::integer[]
              ELSE string_to_array(current_setting(${sql.lit(MUNICIPIO_SETTING)}, true), ',')::integer[]
            END
          $$`.execute(db);
        const visible = sql`(gatera_municipios() IS NULL OR ${sql.ref(MUNICIPIO_COLUMN)} = ANY (gatera_municipios()))`;
        for (const table of TENANT_TABLES_AT_0025) {
          await sql`ALTER TABLE ${sql.table(table)} ENABLE ROW LEVEL SECURITY`.execute(db);
          await sql`ALTER TABLE ${sql.table(table)} FORCE ROW LEVEL SECURITY`.execute(db);
          await sql`CREATE POLICY municipio ON ${sql.table(table)} USING ${visible} WITH CHECK ${visible}`.execute(db);
        }
      }
    },
  };
}

/** The definitions of `table`'s indexes but those of its constraints (primary key), as the engine stores them. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function tableIndexes(db: Kysely<any>, engine: Engine, table: string): Promise<{ name: string; definition: string }[]> {
  if (engine === 'postgres') {
    const rows = await sql<{ name: string; definition: string }>`
      SELECT i.relname AS name, pg_get_indexdef(i.oid) AS definition
      FROM pg_index x JOIN pg_class i ON i.oid = x.indexrelid JOIN pg_class t ON t.oid = x.indrelid
      WHERE t.relname = ${table} AND t.relnamespace = current_schema()::regnamespace
        AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = x.indexrelid)`.execute(db);
    return rows.rows;
  }
  // A constraint's own index (sqlite_autoindex_…) has no SQL of its own.
  const rows = await sql<{ name: string; definition: string }>`
    SELECT name, sql AS definition FROM sqlite_master WHERE type = 'index' AND tbl_name = ${table} AND sql IS NOT NULL`.execute(db);
  return rows.rows;
}

/** Recreates each index of `table` (but INSTALLATION_WIDE_UNIQUE) with municipio_id as its first column, keeping its name, uniqueness, columns, expressions and condition. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function leadWithMunicipio(db: Kysely<any>, engine: Engine, table: string): Promise<void> {
  for (const { name, definition } of await tableIndexes(db, engine, table)) {
    if (name in INSTALLATION_WIDE_UNIQUE) continue;
    // The column list opens at the first parenthesis after the table's name (and PostgreSQL's USING method).
    const at = definition.search(/\bon\s+("?[\w.]+"?)(\s+using\s+\w+)?\s*\(/i);
    const open = definition.indexOf('(', at);
    if (at < 0 || open < 0) throw new Error(`Índice sin columnas reconocibles: ${definition}`);
    const prefixed = `${definition.slice(0, open + 1)}${MUNICIPIO_COLUMN}, ${definition.slice(open + 1)}`;
    await sql`DROP INDEX ${sql.id(name)}`.execute(db);
    await sql.raw(prefixed).execute(db);
  }
}
