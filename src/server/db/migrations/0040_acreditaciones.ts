import type { Kysely, Migration } from 'kysely';
import type { Engine } from '../engine';
import { createTenantTable, secureTenantTable } from './tenantTable';

/**
 * Accredited caregivers: the council's training courses and who attended
 * them (cursos, curso_asistentes), each caregiver's accreditation for named
 * colonies from one day until another (acreditaciones with its colonies in
 * acreditacion_colonias), with its card's photo kept privately in the media
 * folder and a random verification code unique in the whole installation
 * (the public verification finds a card by it alone), and the reminders of
 * expiry already queued (acreditacion_avisos: one row per accreditation,
 * expiry date and reminder, so each goes once whatever the processes).
 */
export function acreditacionesMigration(engine: Engine): Migration {
  return {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>) {
      const fkIndexes = async (table: string, columns: string[]) => {
        for (const column of columns) await db.schema.createIndex(`${table}_${column}_fk_idx`).on(table).column(column).execute();
      };

      await createTenantTable(db, engine, 'cursos')
        .addColumn('titulo', 'text', (c) => c.notNull())
        .addColumn('fecha', 'text', (c) => c.notNull())
        .addColumn('horas', 'real')
        .addColumn('lugar', 'text')
        .addColumn('descripcion', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await secureTenantTable(db, engine, 'cursos');
      await db.schema.createIndex('cursos_fecha_idx').on('cursos').columns(['municipio_id', 'fecha', 'id']).execute();

      await createTenantTable(db, engine, 'curso_asistentes')
        .addColumn('curso_id', 'integer', (c) => c.notNull().references('cursos.id').onDelete('cascade'))
        .addColumn('usuario_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .execute();
      await secureTenantTable(db, engine, 'curso_asistentes');
      await db.schema.createIndex('curso_asistentes_uq').unique().on('curso_asistentes').columns(['municipio_id', 'curso_id', 'usuario_id']).execute();
      await fkIndexes('curso_asistentes', ['curso_id', 'usuario_id']);

      await createTenantTable(db, engine, 'acreditaciones')
        .addColumn('usuario_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('curso_id', 'integer', (c) => c.references('cursos.id').onDelete('set null'))
        .addColumn('desde', 'text', (c) => c.notNull())
        .addColumn('hasta', 'text', (c) => c.notNull())
        .addColumn('codigo', 'text', (c) => c.notNull())
        .addColumn('foto', 'text')
        .addColumn('revocada_at', 'text')
        .addColumn('motivo_revocacion', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await secureTenantTable(db, engine, 'acreditaciones');
      await db.schema.createIndex('acreditaciones_codigo_uq').unique().on('acreditaciones').column('codigo').execute();
      await db.schema.createIndex('acreditaciones_hasta_idx').on('acreditaciones').columns(['municipio_id', 'hasta', 'id']).execute();
      await fkIndexes('acreditaciones', ['usuario_id', 'curso_id']);

      await createTenantTable(db, engine, 'acreditacion_colonias')
        .addColumn('acreditacion_id', 'integer', (c) => c.notNull().references('acreditaciones.id').onDelete('cascade'))
        .addColumn('colonia_id', 'integer', (c) => c.notNull().references('colonias.id').onDelete('cascade'))
        .execute();
      await secureTenantTable(db, engine, 'acreditacion_colonias');
      await db.schema.createIndex('acreditacion_colonias_uq').unique().on('acreditacion_colonias').columns(['municipio_id', 'acreditacion_id', 'colonia_id']).execute();
      await fkIndexes('acreditacion_colonias', ['acreditacion_id', 'colonia_id']);

      await createTenantTable(db, engine, 'acreditacion_avisos')
        .addColumn('acreditacion_id', 'integer', (c) => c.notNull().references('acreditaciones.id').onDelete('cascade'))
        .addColumn('hasta', 'text', (c) => c.notNull())
        .addColumn('dias', 'integer', (c) => c.notNull())
        .addColumn('enviado_at', 'text', (c) => c.notNull())
        .execute();
      await secureTenantTable(db, engine, 'acreditacion_avisos');
      await db.schema.createIndex('acreditacion_avisos_uq').unique().on('acreditacion_avisos').columns(['municipio_id', 'acreditacion_id', 'hasta', 'dias']).execute();
      await fkIndexes('acreditacion_avisos', ['acreditacion_id']);
    },
  };
}
