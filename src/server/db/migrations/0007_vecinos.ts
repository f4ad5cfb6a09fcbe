import type { Kysely } from 'kysely';
import type { Migration } from 'kysely';
import type { Engine } from '../engine';
import { CODE_PREFIX } from '../../../domain/seguimiento';
import { adoptabilidadFromFreeText } from '../../../domain/adopciones';
import { randomCode } from '../../lib/codes';

/**
 * Neighbours and the law: complaint tracking codes and public
 * answers, the fixed adoptability list, adoption requests, the identification
 * date and the reason of a baja, and issued certificates.
 */
export function vecinosMigration(engine: Engine): Migration {
  return {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>) {
      const withId = (table: string) =>
        db.schema
          .createTable(table)
          .ifNotExists()
          .addColumn('id', 'integer', (c) => (engine === 'postgres' ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement()));

      await db.schema.alterTable('quejas').addColumn('codigo_seguimiento', 'text').execute();
      await db.schema.alterTable('quejas').addColumn('respuesta_publica', 'text').execute();
      await db.schema.alterTable('quejas').addColumn('actualizada_at', 'text').execute();
      // Complaints filed before tracking existed get a code too, so every complaint can be followed.
      const quejas = await db.selectFrom('quejas').select('id').execute();
      const used = new Set<string>();
      for (const { id } of quejas) {
        let codigo = randomCode(CODE_PREFIX.queja);
        while (used.has(codigo)) codigo = randomCode(CODE_PREFIX.queja);
        used.add(codigo);
        await db.updateTable('quejas').set({ codigo_seguimiento: codigo }).where('id', '=', id).execute();
      }
      await db.schema.createIndex('quejas_codigo_seguimiento_uq').ifNotExists().unique().on('quejas').column('codigo_seguimiento').execute();

      await db.schema.alterTable('gatos').addColumn('fecha_identificacion', 'text').execute();
      await db.schema.alterTable('gatos').addColumn('baja_motivo', 'text').execute();
      // Free-text adoptability becomes the fixed list; a text that meant more than the list can say
      // is kept, word for word, at the end of the health assessment, so nothing written is lost.
      const gatos = await db.selectFrom('gatos').select(['id', 'adoptabilidad', 'evaluacion_sanitaria']).where('adoptabilidad', 'is not', null).execute();
      for (const gato of gatos as { id: number; adoptabilidad: string; evaluacion_sanitaria: string | null }[]) {
        const mapped = adoptabilidadFromFreeText(gato.adoptabilidad, gato.evaluacion_sanitaria);
        if (mapped.adoptabilidad === gato.adoptabilidad) continue;
        await db.updateTable('gatos').set({ adoptabilidad: mapped.adoptabilidad, evaluacion_sanitaria: mapped.evaluacion }).where('id', '=', gato.id).execute();
      }
      await db.schema.createIndex('gatos_adoptabilidad_idx').ifNotExists().on('gatos').columns(['adoptabilidad', 'activo']).execute();

      await withId('adopcion_solicitudes')
        .addColumn('gato_id', 'integer', (c) => c.notNull().references('gatos.id').onDelete('cascade'))
        .addColumn('nombre', 'text', (c) => c.notNull())
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('telefono', 'text')
        .addColumn('mensaje', 'text', (c) => c.notNull())
        .addColumn('estado', 'text', (c) => c.notNull().defaultTo('nueva'))
        .addColumn('acepta_privacidad_at', 'text', (c) => c.notNull())
        .addColumn('anonimizada_at', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('adopcion_solicitudes_gato_idx').ifNotExists().on('adopcion_solicitudes').column('gato_id').execute();
      await db.schema.createIndex('adopcion_solicitudes_email_idx').ifNotExists().on('adopcion_solicitudes').column('email').execute();

      await withId('certificados')
        .addColumn('codigo', 'text', (c) => c.notNull())
        .addColumn('gato_id', 'integer', (c) => c.notNull().references('gatos.id').onDelete('cascade'))
        .addColumn('microchip', 'text', (c) => c.notNull())
        .addColumn('fecha_esterilizacion', 'text')
        .addColumn('usuario_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('emitido_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('certificados_codigo_uq').ifNotExists().unique().on('certificados').column('codigo').execute();
      await db.schema.createIndex('certificados_gato_idx').ifNotExists().on('certificados').column('gato_id').execute();
    },
  };
}
