import type { Kysely } from 'kysely';
import type { Migration } from 'kysely';
import type { Engine } from '../engine';

/**
 * Work in the street: feeding points (comederos), the weekly rota
 * (turnos), the check-ins (visitas, one per client_id: the unique index is what
 * keeps two retries of an offline sync arriving at once from storing two), the
 * days whose missed-shift notice went out (avisos_turnos), and the client_id of
 * a census made offline.
 */
export function calleMigration(engine: Engine): Migration {
  return {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>) {
      const withId = (table: string) =>
        db.schema
          .createTable(table)
          .ifNotExists()
          .addColumn('id', 'integer', (c) => (engine === 'postgres' ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement()));

      await withId('comederos')
        .addColumn('colonia_id', 'integer', (c) => c.notNull().references('colonias.id').onDelete('cascade'))
        .addColumn('nombre', 'text', (c) => c.notNull())
        .addColumn('latitude', 'real', (c) => c.notNull())
        .addColumn('longitude', 'real', (c) => c.notNull())
        .addColumn('descripcion', 'text')
        .addColumn('activo', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('comederos_colonia_idx').ifNotExists().on('comederos').columns(['colonia_id', 'id']).execute();

      await withId('turnos')
        .addColumn('colonia_id', 'integer', (c) => c.notNull().references('colonias.id').onDelete('cascade'))
        .addColumn('dia_semana', 'integer', (c) => c.notNull())
        .addColumn('franja', 'text', (c) => c.notNull())
        .addColumn('usuario_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('turnos_unico_uq').ifNotExists().unique().on('turnos').columns(['colonia_id', 'dia_semana', 'franja', 'usuario_id']).execute();
      await db.schema.createIndex('turnos_dia_idx').ifNotExists().on('turnos').columns(['dia_semana', 'franja']).execute();
      await db.schema.createIndex('turnos_usuario_idx').ifNotExists().on('turnos').column('usuario_id').execute();

      await withId('visitas')
        .addColumn('client_id', 'text', (c) => c.notNull())
        .addColumn('colonia_id', 'integer', (c) => c.notNull().references('colonias.id').onDelete('cascade'))
        .addColumn('comedero_id', 'integer', (c) => c.references('comederos.id').onDelete('set null'))
        .addColumn('usuario_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('fecha_hora', 'text', (c) => c.notNull())
        // The shift the visit counts for (local day and slot), so pendientes is an index lookup.
        .addColumn('fecha', 'text', (c) => c.notNull())
        .addColumn('franja', 'text', (c) => c.notNull())
        .addColumn('comida', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('agua', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('gatos_vistos', 'integer')
        .addColumn('incidencia', 'text')
        .addColumn('urgente', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('foto', 'text')
        .addColumn('parte_id', 'integer', (c) => c.references('partes.id').onDelete('set null'))
        .addColumn('censo_id', 'integer', (c) => c.references('censos.id').onDelete('set null'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('visitas_client_id_uq').ifNotExists().unique().on('visitas').column('client_id').execute();
      await db.schema.createIndex('visitas_colonia_fecha_idx').ifNotExists().on('visitas').columns(['colonia_id', 'fecha', 'franja']).execute();
      await db.schema.createIndex('visitas_fecha_hora_idx').ifNotExists().on('visitas').columns(['fecha_hora', 'id']).execute();

      await db.schema
        .createTable('avisos_turnos')
        .ifNotExists()
        .addColumn('fecha', 'text', (c) => c.primaryKey())
        .addColumn('enviado_at', 'text', (c) => c.notNull())
        .execute();

      await db.schema.alterTable('censos').addColumn('client_id', 'text').execute();
      await db.schema.createIndex('censos_client_id_uq').ifNotExists().unique().on('censos').column('client_id').execute();
    },
  };
}
