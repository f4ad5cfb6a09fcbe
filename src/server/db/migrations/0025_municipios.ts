import { sql, type Kysely, type Migration } from 'kysely';
import type { Engine } from '../engine';
import { FIRST_MUNICIPIO, MUNICIPIO_COLUMN, TENANT_TABLES } from '../tenantTables';
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
 * - A microchip is unique within its municipality (another's may hold the
 *   same number without either learning of the other).
 * - PostgreSQL: row-level security on every tenant table, even for the
 *   tables' owner: a connection sees the rows of the municipalities its
 *   session names (db/tenantSession.ts) and writes only there; a session that
 *   names none (an operator's psql) sees them all.
 * No index on municipio_id alone: with one municipality it would tempt the
 * planner away from the indexes the lists sort by.
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

      for (const table of TENANT_TABLES) {
        await db.schema
          .alterTable(table)
          // No foreign key: `municipios` stays out of the backups, and emptying the restored tables never touches it.
          .addColumn(MUNICIPIO_COLUMN, 'integer', (c) => c.notNull().defaultTo(FIRST_MUNICIPIO))
          .execute();
      }

      await db.schema.dropIndex('gatos_codigo_uq').ifExists().execute();
      await db.schema.createIndex('gatos_codigo_uq').unique().on('gatos').columns([MUNICIPIO_COLUMN, 'codigo_identificacion']).execute();

      if (engine === 'postgres') {
        // Which municipalities a session sees: every one when it names none, none when it says so.
        await sql`
          CREATE OR REPLACE FUNCTION gatera_municipio_visible(municipio integer) RETURNS boolean
          LANGUAGE sql STABLE AS $$
            SELECT CASE coalesce(current_setting(${sql.lit(MUNICIPIO_SETTING)}, true), '')
              WHEN '' THEN true
              WHEN ${sql.lit(NO_MUNICIPIO)} THEN false
              ELSE municipio = ANY (string_to_array(current_setting(${sql.lit(MUNICIPIO_SETTING)}, true), ',')::integer[])
            END
          $$`.execute(db);
        for (const table of TENANT_TABLES) {
          await sql`ALTER TABLE ${sql.table(table)} ENABLE ROW LEVEL SECURITY`.execute(db);
          await sql`ALTER TABLE ${sql.table(table)} FORCE ROW LEVEL SECURITY`.execute(db);
          await sql`CREATE POLICY municipio ON ${sql.table(table)} USING (gatera_municipio_visible(${sql.ref(MUNICIPIO_COLUMN)})) WITH CHECK (gatera_municipio_visible(${sql.ref(MUNICIPIO_COLUMN)}))`.execute(db);
        }
      }
    },
  };
}
