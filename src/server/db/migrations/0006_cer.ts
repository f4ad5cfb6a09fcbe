import type { Kysely } from 'kysely';
import type { Migration } from 'kysely';
import type { Engine } from '../engine';

/**
 * The CER programme: street counts of each colony (censos). The dashboard reads
 * the latest census of every colony and the cats grouped by month, so both get
 * an index that serves those queries without reading whole tables.
 */
export function cerMigration(engine: Engine): Migration {
  return {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('censos')
        .ifNotExists()
        .addColumn('id', 'integer', (c) => (engine === 'postgres' ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement()))
        .addColumn('colonia_id', 'integer', (c) => c.notNull().references('colonias.id').onDelete('cascade'))
        .addColumn('fecha', 'text', (c) => c.notNull())
        .addColumn('gatos_vistos', 'integer', (c) => c.notNull())
        .addColumn('crias', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('marcados_vistos', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('observaciones', 'text')
        .addColumn('usuario_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('censos_colonia_fecha_idx').ifNotExists().on('censos').columns(['colonia_id', 'fecha', 'id']).execute();
      // Sterilisations per month (dashboard, history, annual report).
      await db.schema.createIndex('gatos_fecha_esterilizacion_idx').ifNotExists().on('gatos').columns(['fecha_esterilizacion', 'colonia_id']).execute();
    },
  };
}
