import type { Kysely, Migration } from 'kysely';
import type { Engine } from '../engine';
import { createTenantTable, secureTenantTable } from './tenantTable';

/**
 * Citizens' sightings: the kind, the exact point (staff only), a short text,
 * an optional e-mail and photo, the tracking code, the colony it was linked
 * to, and the responsable's decision with what it created. A table of a
 * municipality; backups made before this migration have none of its rows.
 */
export function avistamientosMigration(engine: Engine): Migration {
  return {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>) {
      await createTenantTable(db, engine, 'avistamientos')
        .addColumn('codigo_seguimiento', 'text', (c) => c.notNull())
        .addColumn('tipo', 'text', (c) => c.notNull())
        .addColumn('descripcion', 'text', (c) => c.notNull())
        .addColumn('latitude', 'real', (c) => c.notNull())
        .addColumn('longitude', 'real', (c) => c.notNull())
        .addColumn('email', 'text')
        .addColumn('idioma', 'text', (c) => c.notNull())
        .addColumn('foto', 'text')
        .addColumn('colonia_id', 'integer', (c) => c.references('colonias.id').onDelete('set null'))
        .addColumn('distancia_m', 'integer')
        .addColumn('estado', 'text', (c) => c.notNull().defaultTo('nuevo'))
        .addColumn('destino', 'text')
        .addColumn('censo_id', 'integer', (c) => c.references('censos.id').onDelete('set null'))
        .addColumn('gato_id', 'integer', (c) => c.references('gatos.id').onDelete('set null'))
        .addColumn('respuesta_publica', 'text')
        .addColumn('nota', 'text')
        .addColumn('usuario_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('decidido_por', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('decidido_at', 'text')
        .addColumn('anonimizado_at', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await secureTenantTable(db, engine, 'avistamientos');
      await db.schema.createIndex('avistamientos_codigo_uq').unique().on('avistamientos').columns(['municipio_id', 'codigo_seguimiento']).execute();
      await db.schema.createIndex('avistamientos_recientes_idx').on('avistamientos').columns(['municipio_id', 'created_at', 'id']).execute();
      await db.schema.createIndex('avistamientos_estado_idx').on('avistamientos').columns(['municipio_id', 'estado', 'created_at']).execute();
      for (const column of ['colonia_id', 'censo_id', 'gato_id', 'usuario_id', 'decidido_por']) {
        await db.schema.createIndex(`avistamientos_${column}_fk_idx`).on('avistamientos').column(column).execute();
      }
    },
  };
}
