import type { Kysely, Migration } from 'kysely';
import type { Engine } from '../engine';
import { createTenantTable, secureTenantTable } from './tenantTable';

/**
 * Clinic days: the veterinary providers (a clinic and its vet, whose account
 * may be linked so they see their days), the operating days they offer with
 * a capacity in slots, and the bookings of colony cats into a day, each with
 * its outcome and the intake's microchip check on the same row. Tables of a
 * municipality; backups made before this migration have none of their rows.
 */
export function jornadasMigration(engine: Engine): Migration {
  return {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>) {
      await createTenantTable(db, engine, 'proveedores')
        .addColumn('nombre', 'text', (c) => c.notNull())
        .addColumn('direccion', 'text', (c) => c.notNull())
        .addColumn('veterinario', 'text')
        .addColumn('numero_colegiado', 'text', (c) => c.notNull())
        .addColumn('usuario_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await secureTenantTable(db, engine, 'proveedores');
      await db.schema.createIndex('proveedores_usuario_id_fk_idx').on('proveedores').column('usuario_id').execute();

      await createTenantTable(db, engine, 'jornadas')
        .addColumn('proveedor_id', 'integer', (c) => c.notNull().references('proveedores.id').onDelete('cascade'))
        .addColumn('fecha', 'text', (c) => c.notNull())
        .addColumn('capacidad', 'integer', (c) => c.notNull())
        .addColumn('campana_id', 'integer', (c) => c.references('campanas.id').onDelete('set null'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await secureTenantTable(db, engine, 'jornadas');
      await db.schema.createIndex('jornadas_fecha_idx').on('jornadas').columns(['municipio_id', 'fecha', 'id']).execute();
      await db.schema.createIndex('jornadas_proveedor_id_fk_idx').on('jornadas').column('proveedor_id').execute();
      await db.schema.createIndex('jornadas_campana_id_fk_idx').on('jornadas').column('campana_id').execute();

      await createTenantTable(db, engine, 'jornada_reservas')
        .addColumn('jornada_id', 'integer', (c) => c.notNull().references('jornadas.id').onDelete('cascade'))
        .addColumn('gato_id', 'integer', (c) => c.references('gatos.id').onDelete('set null'))
        .addColumn('colonia_id', 'integer', (c) => c.notNull().references('colonias.id').onDelete('cascade'))
        .addColumn('sexo', 'text', (c) => c.notNull())
        .addColumn('cachorro', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('peso', 'real', (c) => c.notNull())
        .addColumn('usuario_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('resultado_at', 'text')
        .addColumn('presentado', 'integer')
        .addColumn('operado', 'integer')
        .addColumn('motivo_no_operado', 'text')
        .addColumn('sexo_encontrado', 'text')
        .addColumn('microchip', 'text')
        .addColumn('microchip_accion', 'text')
        .addColumn('corte_oreja', 'integer')
        .addColumn('felv', 'text')
        .addColumn('fiv', 'text')
        .addColumn('gestante', 'integer')
        .addColumn('lactante', 'integer')
        .addColumn('edad_meses', 'integer')
        .addColumn('peso_kg', 'real')
        .addColumn('complicaciones', 'text')
        .addColumn('fecha_retorno', 'text')
        .addColumn('comprobacion_microchip', 'text')
        .addColumn('comprobacion_resultado', 'text')
        .addColumn('comprobacion_consulta', 'text')
        .addColumn('comprobacion_decision', 'text')
        .addColumn('comprobacion_at', 'text')
        .execute();
      await secureTenantTable(db, engine, 'jornada_reservas');
      await db.schema.createIndex('jornada_reservas_jornada_idx').on('jornada_reservas').columns(['municipio_id', 'jornada_id', 'id']).execute();
      for (const column of ['jornada_id', 'gato_id', 'colonia_id', 'usuario_id']) {
        await db.schema.createIndex(`jornada_reservas_${column}_fk_idx`).on('jornada_reservas').column(column).execute();
      }
    },
  };
}
