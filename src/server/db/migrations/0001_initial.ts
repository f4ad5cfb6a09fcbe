import type { Kysely } from 'kysely';
import type { Migration } from 'kysely';
import type { Engine } from '../engine';

/** The whole schema the original API reads and writes, with an index for every lookup a screen makes. */
export function initialMigration(engine: Engine): Migration {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const withId = (db: Kysely<any>, table: string) =>
    db.schema
      .createTable(table)
      .ifNotExists()
      .addColumn('id', 'integer', (c) =>
        engine === 'postgres' ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement(),
      );

  return {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>) {
      await withId(db, 'users')
        .addColumn('username', 'text', (c) => c.notNull())
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('nombre', 'text')
        .addColumn('password_hash', 'text', (c) => c.notNull())
        .addColumn('role', 'text', (c) => c.notNull())
        .addColumn('activo', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('accepted_terms', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('accepted_terms_at', 'text')
        .addColumn('accepted_demo_terms', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('accepted_demo_terms_at', 'text')
        .addColumn('token_version', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('users_username_uq').ifNotExists().unique().on('users').column('username').execute();
      await db.schema.createIndex('users_email_uq').ifNotExists().unique().on('users').column('email').execute();
      await db.schema.createIndex('users_role_idx').ifNotExists().on('users').column('role').execute();

      await withId(db, 'colonias')
        .addColumn('nombre', 'text', (c) => c.notNull())
        .addColumn('ubicacion', 'text', (c) => c.notNull())
        .addColumn('latitude', 'double precision')
        .addColumn('longitude', 'double precision')
        .addColumn('responsable_voluntario', 'text')
        .addColumn('estado', 'text', (c) => c.notNull().defaultTo('activa'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('colonias_nombre_idx').ifNotExists().on('colonias').column('nombre').execute();

      await withId(db, 'gatos')
        .addColumn('nombre', 'text', (c) => c.notNull())
        .addColumn('raza', 'text')
        .addColumn('sexo', 'text', (c) => c.notNull())
        .addColumn('edad_num', 'integer')
        .addColumn('edad_unidad', 'text', (c) => c.notNull().defaultTo('meses'))
        .addColumn('estado_salud', 'text')
        .addColumn('ubicacion', 'text', (c) => c.notNull())
        .addColumn('colonia_id', 'integer', (c) => c.notNull().references('colonias.id'))
        .addColumn('evaluacion_sanitaria', 'text')
        .addColumn('adoptabilidad', 'text')
        .addColumn('fecha_vacunacion', 'text')
        .addColumn('tipo_vacuna', 'text')
        .addColumn('fecha_desparasitacion', 'text')
        .addColumn('fecha_esterilizacion', 'text')
        .addColumn('codigo_identificacion', 'text')
        .addColumn('imagen', 'text')
        .addColumn('activo', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('gatos_codigo_uq').ifNotExists().unique().on('gatos').column('codigo_identificacion').execute();
      await db.schema.createIndex('gatos_activo_id_idx').ifNotExists().on('gatos').columns(['activo', 'id']).execute();
      await db.schema
        .createIndex('gatos_colonia_idx')
        .ifNotExists()
        .on('gatos')
        .columns(['colonia_id', 'activo', 'fecha_esterilizacion'])
        .execute();
      await db.schema.createIndex('gatos_nombre_idx').ifNotExists().on('gatos').column('nombre').execute();

      await withId(db, 'campanas')
        .addColumn('nombre', 'text', (c) => c.notNull())
        .addColumn('fecha_inicio', 'text', (c) => c.notNull())
        .addColumn('fecha_fin', 'text')
        .addColumn('estatus', 'text', (c) => c.notNull())
        .addColumn('voluntarios_involucrados', 'text')
        .addColumn('gatos_objetivo', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('campanas_fecha_idx').ifNotExists().on('campanas').column('fecha_inicio').execute();

      await db.schema
        .createTable('campana_gatos')
        .ifNotExists()
        .addColumn('campana_id', 'integer', (c) => c.notNull().references('campanas.id').onDelete('cascade'))
        .addColumn('gato_id', 'integer', (c) => c.notNull().references('gatos.id').onDelete('cascade'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('campana_gatos_pk', ['campana_id', 'gato_id'])
        .execute();
      await db.schema.createIndex('campana_gatos_gato_idx').ifNotExists().on('campana_gatos').column('gato_id').execute();

      await withId(db, 'partes')
        .addColumn('descripcion', 'text', (c) => c.notNull())
        .addColumn('estado', 'text', (c) => c.notNull().defaultTo('pendiente'))
        .addColumn('usuario_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();

      await withId(db, 'actividades')
        .addColumn('tipo', 'text', (c) => c.notNull())
        .addColumn('descripcion', 'text', (c) => c.notNull())
        .addColumn('gato_id', 'integer', (c) => c.notNull().references('gatos.id').onDelete('cascade'))
        .addColumn('usuario_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('actividades_gato_idx').ifNotExists().on('actividades').column('gato_id').execute();

      await withId(db, 'quejas')
        .addColumn('fecha', 'text', (c) => c.notNull())
        .addColumn('descripcion', 'text', (c) => c.notNull())
        .addColumn('colonia_id', 'integer', (c) => c.references('colonias.id').onDelete('set null'))
        .addColumn('solucion_responsable', 'text')
        .addColumn('archivo', 'text')
        .addColumn('estatus', 'text', (c) => c.notNull().defaultTo('Pendiente'))
        .addColumn('usuario_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('resuelta_at', 'text')
        .execute();
      await db.schema.createIndex('quejas_usuario_idx').ifNotExists().on('quejas').column('usuario_id').execute();
      await db.schema.createIndex('quejas_colonia_idx').ifNotExists().on('quejas').column('colonia_id').execute();

      await withId(db, 'inspecciones')
        .addColumn('fecha', 'text', (c) => c.notNull())
        .addColumn('colonia_id', 'integer', (c) => c.notNull().references('colonias.id'))
        .addColumn('observaciones', 'text', (c) => c.notNull())
        .addColumn('acciones_recomendadas', 'text')
        .addColumn('archivo', 'text')
        .addColumn('estatus', 'text', (c) => c.notNull().defaultTo('Pendiente'))
        .addColumn('usuario_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('resuelta_at', 'text')
        .execute();
      await db.schema.createIndex('inspecciones_usuario_idx').ifNotExists().on('inspecciones').column('usuario_id').execute();
      await db.schema.createIndex('inspecciones_colonia_idx').ifNotExists().on('inspecciones').column('colonia_id').execute();

      await withId(db, 'actividades_voluntarios')
        .addColumn('descripcion', 'text', (c) => c.notNull())
        .addColumn('voluntario_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('estatus', 'text', (c) => c.notNull().defaultTo('pendiente'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('actividades_voluntarios_voluntario_idx')
        .ifNotExists()
        .on('actividades_voluntarios')
        .column('voluntario_id')
        .execute();

      await withId(db, 'asignaciones')
        .addColumn('usuario_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('colonia_id', 'integer', (c) => c.notNull().references('colonias.id').onDelete('cascade'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('asignaciones_usuario_colonia_uq')
        .ifNotExists()
        .unique()
        .on('asignaciones')
        .columns(['usuario_id', 'colonia_id'])
        .execute();
      await db.schema.createIndex('asignaciones_colonia_idx').ifNotExists().on('asignaciones').column('colonia_id').execute();

      await withId(db, 'password_reset_tokens')
        .addColumn('usuario_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('token_hash', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addColumn('used_at', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('password_reset_tokens_hash_uq')
        .ifNotExists()
        .unique()
        .on('password_reset_tokens')
        .column('token_hash')
        .execute();
      await db.schema
        .createIndex('password_reset_tokens_usuario_idx')
        .ifNotExists()
        .on('password_reset_tokens')
        .column('usuario_id')
        .execute();

      await withId(db, 'audit_log')
        .addColumn('at', 'text', (c) => c.notNull())
        .addColumn('usuario_id', 'integer')
        .addColumn('username', 'text')
        .addColumn('accion', 'text', (c) => c.notNull())
        .addColumn('entidad', 'text', (c) => c.notNull())
        .addColumn('entidad_id', 'text')
        .addColumn('detalle', 'text')
        .execute();
      await db.schema.createIndex('audit_log_at_idx').ifNotExists().on('audit_log').column('at').execute();
      await db.schema.createIndex('audit_log_entidad_idx').ifNotExists().on('audit_log').columns(['entidad', 'entidad_id']).execute();
      await db.schema.createIndex('audit_log_usuario_idx').ifNotExists().on('audit_log').column('usuario_id').execute();
    },
  };
}
