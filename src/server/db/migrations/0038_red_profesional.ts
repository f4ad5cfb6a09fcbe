import type { Kysely, Migration } from 'kysely';
import type { Engine } from '../engine';
import { createTenantTable, secureTenantTable } from './tenantTable';

/**
 * "¿Es un gato de colonia?": a municipality's partner entities (entidades;
 * an account says which one it belongs to in users.entidad_id), the API keys
 * issued to them (claves_api: only a hash of each key and the prefix that
 * finds it), and the log of microchip lookups (consultas_microchip: who —
 * an account, or an entity's key —, when, which chip and what it answered).
 * Tables of a municipality; older backups have none of their rows.
 */
export function redProfesionalMigration(engine: Engine): Migration {
  return {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>) {
      const fkIndexes = async (table: string, columns: string[]) => {
        for (const column of columns) await db.schema.createIndex(`${table}_${column}_fk_idx`).on(table).column(column).execute();
      };

      await createTenantTable(db, engine, 'entidades')
        .addColumn('nombre', 'text', (c) => c.notNull())
        .addColumn('tipo', 'text', (c) => c.notNull())
        .addColumn('numero_registro', 'text')
        .addColumn('email', 'text')
        .addColumn('telefono', 'text')
        .addColumn('activa', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await secureTenantTable(db, engine, 'entidades');
      await db.schema.createIndex('entidades_nombre_idx').on('entidades').columns(['municipio_id', 'nombre']).execute();

      // Set to NULL when the entity is deleted: the person stays, without an entity.
      await db.schema.alterTable('users').addColumn('entidad_id', 'integer', (c) => c.references('entidades.id').onDelete('set null')).execute();
      await fkIndexes('users', ['entidad_id']);

      await createTenantTable(db, engine, 'claves_api')
        .addColumn('entidad_id', 'integer', (c) => c.notNull().references('entidades.id').onDelete('cascade'))
        .addColumn('prefijo', 'text', (c) => c.notNull())
        .addColumn('hash', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('usada_at', 'text')
        .addColumn('revocada_at', 'text')
        .execute();
      await secureTenantTable(db, engine, 'claves_api');
      await db.schema.createIndex('claves_api_prefijo_uq').unique().on('claves_api').columns(['municipio_id', 'prefijo']).execute();
      await db.schema.createIndex('claves_api_entidad_idx').on('claves_api').columns(['municipio_id', 'entidad_id', 'id']).execute();
      await fkIndexes('claves_api', ['entidad_id']);

      await createTenantTable(db, engine, 'consultas_microchip')
        .addColumn('consultado_at', 'text', (c) => c.notNull())
        .addColumn('microchip', 'text', (c) => c.notNull())
        .addColumn('colonia', 'integer', (c) => c.notNull())
        // What the answer named, kept to tell the colony's people and for the log; NULL once either is deleted.
        .addColumn('colonia_id', 'integer', (c) => c.references('colonias.id').onDelete('set null'))
        .addColumn('gato_id', 'integer', (c) => c.references('gatos.id').onDelete('set null'))
        .addColumn('usuario_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('entidad_id', 'integer', (c) => c.references('entidades.id').onDelete('set null'))
        .addColumn('clave_id', 'integer', (c) => c.references('claves_api.id').onDelete('set null'))
        .execute();
      await secureTenantTable(db, engine, 'consultas_microchip');
      await db.schema.createIndex('consultas_microchip_fecha_idx').on('consultas_microchip').columns(['municipio_id', 'consultado_at', 'id']).execute();
      await fkIndexes('consultas_microchip', ['colonia_id', 'gato_id', 'usuario_id', 'entidad_id', 'clave_id']);
    },
  };
}
