import { sql, type Kysely, type Migration } from 'kysely';
import type { Engine } from '../engine';
import { createTenantTable, secureTenantTable } from './tenantTable';

/**
 * The trap bank: each item of equipment a council lends (equipos, with its
 * short code, unique in its municipality), each loan of one to a volunteer
 * for a colony (prestamos_equipo: open while `devuelto_at` is NULL; at most
 * one open per item, which the partial unique index holds against two
 * requests at once), and the days whose overdue reminders went out
 * (avisos_equipos, one daily run for the installation, as avisos_turnos).
 */
export function equiposMigration(engine: Engine): Migration {
  return {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>) {
      await createTenantTable(db, engine, 'equipos')
        .addColumn('codigo', 'text', (c) => c.notNull())
        .addColumn('tipo', 'text', (c) => c.notNull())
        .addColumn('descripcion', 'text')
        .addColumn('estado', 'text', (c) => c.notNull().defaultTo('disponible'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('equipos_codigo_uq').unique().on('equipos').columns(['municipio_id', 'codigo']).execute();
      await db.schema.createIndex('equipos_estado_idx').on('equipos').columns(['municipio_id', 'estado', 'id']).execute();
      await secureTenantTable(db, engine, 'equipos');

      await createTenantTable(db, engine, 'prestamos_equipo')
        .addColumn('equipo_id', 'integer', (c) => c.notNull().references('equipos.id').onDelete('cascade'))
        // NULL once the person is erased (RGPD) or their account removed: the loan stays in the item's history.
        .addColumn('usuario_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('colonia_id', 'integer', (c) => c.references('colonias.id').onDelete('set null'))
        .addColumn('prestado_at', 'text', (c) => c.notNull())
        .addColumn('devolver_antes_de', 'text', (c) => c.notNull())
        .addColumn('fianza_centimos', 'integer')
        .addColumn('devuelto_at', 'text')
        .addColumn('limpiado_at', 'text')
        .addColumn('notas', 'text')
        .execute();
      await db.schema.createIndex('prestamos_equipo_equipo_idx').on('prestamos_equipo').columns(['municipio_id', 'equipo_id', 'id']).execute();
      await db.schema.createIndex('prestamos_equipo_vence_idx').on('prestamos_equipo').columns(['municipio_id', 'devolver_antes_de', 'id']).execute();
      // What the database reads when an item, an account or a colony is deleted (see migration 0029).
      for (const column of ['equipo_id', 'usuario_id', 'colonia_id']) {
        await db.schema.createIndex(`prestamos_equipo_${column}_fk_idx`).on('prestamos_equipo').column(column).execute();
      }
      await db.schema
        .createIndex('prestamos_equipo_abierto_uq')
        .unique()
        .on('prestamos_equipo')
        .columns(['municipio_id', 'equipo_id'])
        .where(sql.ref('devuelto_at'), 'is', null)
        .execute();
      await secureTenantTable(db, engine, 'prestamos_equipo');

      await db.schema
        .createTable('avisos_equipos')
        .addColumn('fecha', 'text', (c) => c.primaryKey())
        .addColumn('enviado_at', 'text', (c) => c.notNull())
        .execute();
    },
  };
}
