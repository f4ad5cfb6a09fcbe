/**
 * The cost ledger's queries: every cost with what it amounts to (its own
 * amount, else its provider's price that day, in the same query) and the
 * names of what it points at.
 */
import type { Db } from '../../db/schema';
import type { CosteFila, OrigenImporte } from '../../../domain/schemas/coste';
import type { ConceptoCoste } from '../../../domain/costes';
import { importeDe, tarifaDelCoste } from './importes';

export interface CosteFilter {
  desde?: string;
  hasta?: string;
  concepto?: ConceptoCoste;
  coloniaId?: number;
  proveedorId?: number;
  campanaId?: number;
  lineaId?: number;
  sinFactura?: boolean;
  sinLinea?: boolean;
}

export const COSTE_COLUMNS = [
  'costes.id',
  'costes.fecha',
  'costes.concepto',
  'costes.gato_id',
  'costes.colonia_id',
  'costes.proveedor_id',
  'costes.reserva_id',
  'costes.campana_id',
  'costes.factura_id',
  'costes.importe_centimos',
  'costes.descripcion',
  'costes.linea_id',
  'costes.asignacion',
  'costes.usuario_id',
  'costes.created_at',
] as const;

/** Where the amount comes from: the invoice that paid it, the supply's own, the price; none when it has neither. */
function origenDe(row: { factura_id: number | null; importe_centimos: number | null; tarifa_centimos: number | null }): OrigenImporte | null {
  if (row.factura_id !== null) return 'factura';
  if (row.importe_centimos !== null) return 'propio';
  return row.tarifa_centimos === null ? null : 'tarifa';
}

export function libroRepository(db: Db) {
  const base = (executor: Db = db) =>
    executor
      .selectFrom('costes')
      .leftJoin('gatos as g', 'g.id', 'costes.gato_id')
      .leftJoin('colonias as col', 'col.id', 'costes.colonia_id')
      .leftJoin('proveedores as p', 'p.id', 'costes.proveedor_id')
      .leftJoin('facturas as f', 'f.id', 'costes.factura_id')
      .leftJoin('subvencion_lineas as l', 'l.id', 'costes.linea_id');

  const filtered = (filter: CosteFilter) => {
    let query = base();
    if (filter.desde) query = query.where('costes.fecha', '>=', filter.desde);
    if (filter.hasta) query = query.where('costes.fecha', '<=', filter.hasta);
    if (filter.concepto) query = query.where('costes.concepto', '=', filter.concepto);
    if (filter.coloniaId !== undefined) query = query.where('costes.colonia_id', '=', filter.coloniaId);
    if (filter.proveedorId !== undefined) query = query.where('costes.proveedor_id', '=', filter.proveedorId);
    if (filter.campanaId !== undefined) query = query.where('costes.campana_id', '=', filter.campanaId);
    if (filter.lineaId !== undefined) query = query.where('costes.linea_id', '=', filter.lineaId);
    if (filter.sinFactura) query = query.where('costes.factura_id', 'is', null);
    if (filter.sinLinea) query = query.where('costes.linea_id', 'is', null);
    return query;
  };

  const withNames = (query: ReturnType<typeof base>) =>
    query
      .select(COSTE_COLUMNS)
      .select((eb) => [
        tarifaDelCoste(eb),
        'g.nombre as gato_nombre',
        'g.codigo_identificacion as gato_microchip',
        'col.nombre as colonia_nombre',
        'p.nombre as proveedor_nombre',
        'f.numero as factura_numero',
        'l.nombre as linea_nombre',
      ]);

  type Row = Awaited<ReturnType<ReturnType<typeof withNames>['executeTakeFirstOrThrow']>>;
  const toFila = ({ tarifa_centimos, ...row }: Row): CosteFila =>
    ({ ...row, importe_centimos: importeDe({ importe_centimos: row.importe_centimos, tarifa_centimos }), origen: origenDe({ ...row, tarifa_centimos }) }) as CosteFila;

  return {
    async list(filter: CosteFilter, skip: number, limit: number, order: 'asc' | 'desc'): Promise<{ items: CosteFila[]; total: number }> {
      const count = await filtered(filter).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
      const rows = await withNames(filtered(filter)).orderBy('costes.fecha', order).orderBy('costes.id', order).offset(skip).limit(limit).execute();
      return { items: rows.map(toFila), total: Number(count.n) };
    },

    async find(id: number, executor: Db = db): Promise<CosteFila | undefined> {
      const row = await withNames(base(executor)).where('costes.id', '=', id).executeTakeFirst();
      return row && toFila(row);
    },
  };
}
