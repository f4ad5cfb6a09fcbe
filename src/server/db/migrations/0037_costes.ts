import type { Kysely, Migration } from 'kysely';
import type { Engine } from '../engine';
import { createTenantTable, secureTenantTable } from './tenantTable';

/**
 * The money of the programme: each provider's prices per act with their VAT
 * and validity, the invoices (their PDF kept privately in the media folder),
 * the costs (an act of a clinic day or one recorded by hand, a colony's
 * supplies), the grants and their lines, and each campaign's budget. Amounts
 * are integers of cents: sums are exact on both engines. A grant line's
 * concepts and unit caps are a JSON list: they are read and written whole,
 * with the line. Tables of a municipality; older backups have none of their rows.
 */
export function costesMigration(engine: Engine): Migration {
  return {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>) {
      const fkIndexes = async (table: string, columns: string[]) => {
        for (const column of columns) await db.schema.createIndex(`${table}_${column}_fk_idx`).on(table).column(column).execute();
      };

      await createTenantTable(db, engine, 'tarifas')
        .addColumn('proveedor_id', 'integer', (c) => c.notNull().references('proveedores.id').onDelete('cascade'))
        .addColumn('acto', 'text', (c) => c.notNull())
        .addColumn('importe_centimos', 'integer', (c) => c.notNull())
        .addColumn('iva_porcentaje', 'integer', (c) => c.notNull())
        .addColumn('desde', 'text', (c) => c.notNull())
        .addColumn('hasta', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await secureTenantTable(db, engine, 'tarifas');
      await db.schema.createIndex('tarifas_proveedor_acto_idx').on('tarifas').columns(['municipio_id', 'proveedor_id', 'acto', 'desde']).execute();
      await fkIndexes('tarifas', ['proveedor_id']);

      await createTenantTable(db, engine, 'facturas')
        .addColumn('proveedor_id', 'integer', (c) => c.notNull().references('proveedores.id'))
        .addColumn('numero', 'text', (c) => c.notNull())
        .addColumn('fecha', 'text', (c) => c.notNull())
        .addColumn('base_centimos', 'integer', (c) => c.notNull())
        .addColumn('iva_centimos', 'integer', (c) => c.notNull())
        .addColumn('total_centimos', 'integer', (c) => c.notNull())
        .addColumn('archivo', 'text')
        .addColumn('usuario_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await secureTenantTable(db, engine, 'facturas');
      await db.schema.createIndex('facturas_numero_uq').unique().on('facturas').columns(['municipio_id', 'proveedor_id', 'numero']).execute();
      await db.schema.createIndex('facturas_fecha_idx').on('facturas').columns(['municipio_id', 'fecha', 'id']).execute();
      await fkIndexes('facturas', ['proveedor_id', 'usuario_id']);

      await createTenantTable(db, engine, 'subvenciones')
        .addColumn('convocatoria', 'text', (c) => c.notNull())
        .addColumn('organismo', 'text', (c) => c.notNull())
        .addColumn('referencia', 'text', (c) => c.notNull())
        .addColumn('fecha', 'text', (c) => c.notNull())
        .addColumn('importe_concedido_centimos', 'integer', (c) => c.notNull())
        .addColumn('periodo_desde', 'text', (c) => c.notNull())
        .addColumn('periodo_hasta', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await secureTenantTable(db, engine, 'subvenciones');
      await db.schema.createIndex('subvenciones_fecha_idx').on('subvenciones').columns(['municipio_id', 'fecha', 'id']).execute();

      await createTenantTable(db, engine, 'subvencion_lineas')
        .addColumn('subvencion_id', 'integer', (c) => c.notNull().references('subvenciones.id').onDelete('cascade'))
        .addColumn('nombre', 'text', (c) => c.notNull())
        .addColumn('conceptos', 'text', (c) => c.notNull())
        .addColumn('importe_centimos', 'integer')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await secureTenantTable(db, engine, 'subvencion_lineas');
      await db.schema.createIndex('subvencion_lineas_subvencion_idx').on('subvencion_lineas').columns(['municipio_id', 'subvencion_id', 'id']).execute();
      await fkIndexes('subvencion_lineas', ['subvencion_id']);

      await createTenantTable(db, engine, 'costes')
        .addColumn('fecha', 'text', (c) => c.notNull())
        .addColumn('concepto', 'text', (c) => c.notNull())
        .addColumn('gato_id', 'integer', (c) => c.references('gatos.id').onDelete('set null'))
        .addColumn('colonia_id', 'integer', (c) => c.references('colonias.id').onDelete('set null'))
        .addColumn('proveedor_id', 'integer', (c) => c.references('proveedores.id').onDelete('set null'))
        .addColumn('reserva_id', 'integer', (c) => c.references('jornada_reservas.id').onDelete('set null'))
        .addColumn('campana_id', 'integer', (c) => c.references('campanas.id').onDelete('set null'))
        .addColumn('factura_id', 'integer', (c) => c.references('facturas.id').onDelete('set null'))
        .addColumn('importe_centimos', 'integer')
        .addColumn('descripcion', 'text')
        .addColumn('linea_id', 'integer', (c) => c.references('subvencion_lineas.id').onDelete('set null'))
        .addColumn('asignacion', 'text')
        .addColumn('usuario_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await secureTenantTable(db, engine, 'costes');
      await db.schema.createIndex('costes_fecha_idx').on('costes').columns(['municipio_id', 'fecha', 'id']).execute();
      await db.schema.createIndex('costes_linea_idx').on('costes').columns(['municipio_id', 'linea_id', 'fecha']).execute();
      await fkIndexes('costes', ['gato_id', 'colonia_id', 'proveedor_id', 'reserva_id', 'campana_id', 'factura_id', 'linea_id', 'usuario_id']);

      await createTenantTable(db, engine, 'presupuestos_campana')
        .addColumn('campana_id', 'integer', (c) => c.notNull().references('campanas.id').onDelete('cascade'))
        .addColumn('importe_centimos', 'integer', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await secureTenantTable(db, engine, 'presupuestos_campana');
      await db.schema.createIndex('presupuestos_campana_uq').unique().on('presupuestos_campana').columns(['municipio_id', 'campana_id']).execute();
      await fkIndexes('presupuestos_campana', ['campana_id']);
    },
  };
}
