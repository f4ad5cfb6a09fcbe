import type { Kysely, Migration } from 'kysely';
import type { Engine } from '../engine';
import { createTenantTable, secureTenantTable } from './tenantTable';

/**
 * Notices to the installed app: each person's push subscriptions (one per
 * device and browser), their chosen channel per kind of notice, and the
 * notices themselves, one row per person, kind and key, shared by every
 * process: the unique key makes a notice queued twice exist once, and a
 * process reserves a row before it sends it. Tables of a municipality.
 */
export function notificacionesMigration(engine: Engine): Migration {
  return {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>) {
      await createTenantTable(db, engine, 'suscripciones_push')
        .addColumn('usuario_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('endpoint', 'text', (c) => c.notNull())
        .addColumn('p256dh', 'text', (c) => c.notNull())
        .addColumn('auth', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('ultimo_exito', 'text')
        .execute();
      await secureTenantTable(db, engine, 'suscripciones_push');
      await db.schema.createIndex('suscripciones_push_endpoint_uq').unique().on('suscripciones_push').columns(['municipio_id', 'endpoint']).execute();
      await db.schema.createIndex('suscripciones_push_usuario_idx').on('suscripciones_push').columns(['municipio_id', 'usuario_id']).execute();
      await db.schema.createIndex('suscripciones_push_usuario_id_fk_idx').on('suscripciones_push').column('usuario_id').execute();

      await createTenantTable(db, engine, 'preferencias_aviso')
        .addColumn('usuario_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('tipo', 'text', (c) => c.notNull())
        .addColumn('canal', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await secureTenantTable(db, engine, 'preferencias_aviso');
      await db.schema.createIndex('preferencias_aviso_uq').unique().on('preferencias_aviso').columns(['municipio_id', 'usuario_id', 'tipo']).execute();
      await db.schema.createIndex('preferencias_aviso_usuario_id_fk_idx').on('preferencias_aviso').column('usuario_id').execute();

      await createTenantTable(db, engine, 'cola_avisos')
        .addColumn('usuario_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('tipo', 'text', (c) => c.notNull())
        .addColumn('clave', 'text', (c) => c.notNull())
        .addColumn('canal', 'text', (c) => c.notNull())
        .addColumn('titulo', 'text', (c) => c.notNull())
        .addColumn('cuerpo', 'text', (c) => c.notNull())
        .addColumn('url', 'text', (c) => c.notNull())
        .addColumn('correo_tipo', 'text')
        .addColumn('correo_destino', 'text')
        .addColumn('intentos', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('siguiente_intento', 'text', (c) => c.notNull())
        .addColumn('reservado_hasta', 'text')
        .addColumn('enviado_at', 'text')
        .addColumn('ultimo_error', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await secureTenantTable(db, engine, 'cola_avisos');
      await db.schema.createIndex('cola_avisos_uq').unique().on('cola_avisos').columns(['municipio_id', 'usuario_id', 'tipo', 'clave']).execute();
      await db.schema.createIndex('cola_avisos_pendientes_idx').on('cola_avisos').columns(['municipio_id', 'enviado_at', 'siguiente_intento']).execute();
      await db.schema.createIndex('cola_avisos_usuario_id_fk_idx').on('cola_avisos').column('usuario_id').execute();
    },
  };
}
