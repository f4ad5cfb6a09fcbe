import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely';
import type { Engine } from '../engine';

/**
 * A swap of shifts becomes a request the colleague answers (cambios_turno):
 * the rota changes only once they accept, or once staff approve. A pending
 * request is unique for its pair of shifts, so two taps send one.
 *
 * A certificate carries the content it states (huella: cat, microchip and
 * sterilisation date), unique, so asking again for an unchanged cat answers
 * the certificate already issued instead of recording a new one. Of the
 * certificates issued before, the newest of each content takes the huella;
 * the older ones keep their codes, which go on verifying by the same rule.
 */
export function cambiosCertificadosMigration(engine: Engine): Migration {
  return {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('cambios_turno')
        .ifNotExists()
        .addColumn('id', 'integer', (c) => (engine === 'postgres' ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement()))
        .addColumn('colonia_id', 'integer', (c) => c.notNull().references('colonias.id').onDelete('cascade'))
        .addColumn('turno_id', 'integer', (c) => c.notNull().references('turnos.id').onDelete('cascade'))
        .addColumn('con_turno_id', 'integer', (c) => c.notNull().references('turnos.id').onDelete('cascade'))
        .addColumn('solicitante_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('destinatario_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('estado', 'text', (c) => c.notNull().defaultTo('pendiente'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('resuelto_at', 'text')
        .addColumn('resuelto_por', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .execute();
      await sql`CREATE UNIQUE INDEX IF NOT EXISTS cambios_turno_pendiente_uq ON cambios_turno (turno_id, con_turno_id) WHERE estado = 'pendiente'`.execute(db);
      await db.schema.createIndex('cambios_turno_colonia_idx').ifNotExists().on('cambios_turno').columns(['colonia_id', 'estado']).execute();
      await db.schema.createIndex('cambios_turno_destinatario_idx').ifNotExists().on('cambios_turno').columns(['destinatario_id', 'estado']).execute();
      await db.schema.createIndex('cambios_turno_solicitante_idx').ifNotExists().on('cambios_turno').columns(['solicitante_id', 'estado']).execute();
      await db.schema.createIndex('cambios_turno_con_turno_idx').ifNotExists().on('cambios_turno').column('con_turno_id').execute();

      await db.schema.alterTable('certificados').addColumn('huella', 'text').execute();
      await sql`
        UPDATE certificados SET huella = CAST(gato_id AS TEXT) || '|' || microchip || '|' || coalesce(fecha_esterilizacion, '')
        WHERE id IN (SELECT max(id) FROM certificados GROUP BY gato_id, microchip, coalesce(fecha_esterilizacion, ''))`.execute(db);
      await db.schema.createIndex('certificados_huella_uq').ifNotExists().unique().on('certificados').column('huella').execute();
    },
  };
}
