import type { Kysely, Migration } from 'kysely';
import type { Engine } from '../engine';
import { MUNICIPIO_COLUMN } from '../tenantTables';
import { createTenantTable, secureTenantTable } from './tenantTable';

/**
 * Litters seen in each colony (`camadas`): the day, the kittens counted, the
 * mother when known and what became of the kittens. A colony's litters go
 * with it; a mother given baja or deleted leaves the litter without her.
 * Indexed for a colony's list (by day) and the dashboard's years, and on
 * each column naming another row, as migration 0029 does for the others.
 */
export function camadasMigration(engine: Engine): Migration {
  return {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>) {
      await createTenantTable(db, engine, 'camadas')
        .addColumn('colonia_id', 'integer', (c) => c.notNull().references('colonias.id').onDelete('cascade'))
        .addColumn('fecha', 'text', (c) => c.notNull())
        .addColumn('crias', 'integer', (c) => c.notNull())
        .addColumn('madre_id', 'integer', (c) => c.references('gatos.id').onDelete('set null'))
        .addColumn('en_colonia', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('adoptadas', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('fallecidas', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('trasladadas', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('notas', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('camadas_colonia_fecha_idx').on('camadas').columns([MUNICIPIO_COLUMN, 'colonia_id', 'fecha', 'id']).execute();
      await db.schema.createIndex('camadas_fecha_idx').on('camadas').columns([MUNICIPIO_COLUMN, 'fecha']).execute();
      // A deleted colony or cat is looked for by its id alone, in every municipality's rows.
      await db.schema.createIndex('camadas_colonia_id_fk_idx').on('camadas').column('colonia_id').execute();
      await db.schema.createIndex('camadas_madre_id_fk_idx').on('camadas').column('madre_id').execute();
      await secureTenantTable(db, engine, 'camadas');
    },
  };
}
