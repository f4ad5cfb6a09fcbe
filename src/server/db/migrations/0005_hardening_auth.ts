import type { Kysely } from 'kysely';
import type { Migration } from 'kysely';
import type { Engine } from '../engine';

/**
 * Rate-limit counters shared by every server process (`rate_limits`),
 * the queue of outgoing mail that survives a restart (`mail_queue`), and the
 * indexes that tell an attachment from a cat photo by its file name.
 */
export function hardeningAuthMigration(engine: Engine): Migration {
  return {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('rate_limits')
        .ifNotExists()
        .addColumn('clave', 'text', (c) => c.primaryKey())
        .addColumn('inicio', 'text', (c) => c.notNull())
        .addColumn('intentos', 'integer', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('rate_limits_inicio_idx').ifNotExists().on('rate_limits').column('inicio').execute();

      await db.schema
        .createTable('mail_queue')
        .ifNotExists()
        .addColumn('id', 'integer', (c) => (engine === 'postgres' ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement()))
        .addColumn('tipo', 'text', (c) => c.notNull())
        .addColumn('destinatario', 'text', (c) => c.notNull())
        .addColumn('intentos', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('siguiente_intento', 'text', (c) => c.notNull())
        .addColumn('reservado_hasta', 'text')
        .addColumn('ultimo_error', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('mail_queue_siguiente_idx').ifNotExists().on('mail_queue').column('siguiente_intento').execute();

      await db.schema.createIndex('gatos_imagen_idx').ifNotExists().on('gatos').column('imagen').execute();
      await db.schema.createIndex('quejas_archivo_idx').ifNotExists().on('quejas').column('archivo').execute();
      await db.schema.createIndex('inspecciones_archivo_idx').ifNotExists().on('inspecciones').column('archivo').execute();
    },
  };
}
