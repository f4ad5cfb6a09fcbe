/**
 * Invoices: the queries, and linking the acts an invoice pays. A linked cost
 * takes its invoice line's amount; unlinked, an act goes back to its
 * provider's price (no amount of its own) and a supply keeps the amount it
 * had. Every write runs inside the caller's transaction, each change audited.
 */
import { SUMINISTROS, COSTE_KEYS, type ConceptoCoste } from '../../../domain/costes';
import { JORNADA_KEYS } from '../../../domain/jornadas';
import type { FacturaFila, LineaFacturaDetalle } from '../../../domain/schemas/coste';
import type { Db } from '../../db/schema';
import type { Engine } from '../../db/engine';
import { recordAudit, type Actor } from '../../lib/audit';
import { conflict, notFound } from '../../lib/errors';
import type { FacturaValues } from './facturaInput';

export const FACTURA_COLUMNS = ['f.id', 'f.proveedor_id', 'f.numero', 'f.fecha', 'f.base_centimos', 'f.iva_centimos', 'f.total_centimos', 'f.archivo', 'f.usuario_id', 'f.created_at'] as const;

export interface FacturaFilter {
  /** A veterinario's account: only the invoices of the providers linked to it. */
  veterinarioId: number | null;
  proveedorId?: number;
  desde?: string;
  hasta?: string;
}

const SUMINISTRO_LIST = [...SUMINISTROS] as ConceptoCoste[];

export function facturasRepository(db: Db, engine: Engine) {
  const select = (executor: Db = db) =>
    executor
      .selectFrom('facturas as f')
      .innerJoin('proveedores as p', 'p.id', 'f.proveedor_id')
      .select(FACTURA_COLUMNS)
      .select('p.nombre as proveedor_nombre')
      .select((eb) => eb.selectFrom('costes as c').whereRef('c.factura_id', '=', 'f.id').select((s) => s.fn.countAll<number>().as('n')).as('lineas_count'));

  type Row = Awaited<ReturnType<ReturnType<typeof select>['executeTakeFirstOrThrow']>>;
  const toFila = (row: Row): FacturaFila => ({ ...row, lineas_count: Number(row.lineas_count ?? 0) });

  /** Unlinks the costs of an invoice: acts back to their price, supplies keeping their amount. */
  async function desenlazar(trx: Db, facturaId: number, keep: readonly number[], actor: Actor): Promise<void> {
    let query = trx.selectFrom('costes').select(['id', 'concepto']).where('factura_id', '=', facturaId);
    if (keep.length > 0) query = query.where('id', 'not in', keep);
    const sueltos = await query.execute();
    if (sueltos.length === 0) return;
    const ids = sueltos.map((c) => c.id);
    await trx.updateTable('costes').set({ factura_id: null }).where('id', 'in', ids).execute();
    await trx.updateTable('costes').set({ importe_centimos: null }).where('id', 'in', ids).where('concepto', 'not in', SUMINISTRO_LIST).execute();
    for (const id of ids) await recordAudit(trx, actor, 'editar', 'costes', id, `fuera de la factura ${facturaId}`);
  }

  /** Links each line's cost: it must exist, be of the invoice's provider (or of none, a supply) and be on no other invoice. */
  async function enlazar(trx: Db, facturaId: number, proveedorId: number, values: FacturaValues, actor: Actor): Promise<void> {
    for (const linea of values.lineas) {
      const coste = await trx.selectFrom('costes').select(['id', 'proveedor_id', 'factura_id', 'importe_centimos']).where('id', '=', linea.coste_id).executeTakeFirst();
      if (!coste) throw notFound(COSTE_KEYS.lineaCosteNotFound);
      if (coste.proveedor_id !== null && coste.proveedor_id !== proveedorId) throw conflict(COSTE_KEYS.lineaOtroProveedor);
      if (coste.factura_id !== null && coste.factura_id !== facturaId) throw conflict(COSTE_KEYS.lineaYaFacturada);
      // The condition holds the row: of two invoices taking the same act at once, the second finds it taken.
      const linked = await trx
        .updateTable('costes')
        .set({ factura_id: facturaId, importe_centimos: linea.importe_centimos })
        .where('id', '=', coste.id)
        .where((eb) => eb.or([eb('factura_id', 'is', null), eb('factura_id', '=', facturaId)]))
        .returning('id')
        .executeTakeFirst();
      if (!linked) throw conflict(COSTE_KEYS.lineaYaFacturada);
      if (coste.factura_id !== facturaId || coste.importe_centimos !== linea.importe_centimos) {
        await recordAudit(trx, actor, 'editar', 'costes', coste.id, `factura ${values.numero} (${facturaId}): ${linea.importe_centimos} céntimos`);
      }
    }
  }

  /** The provider, locked on PostgreSQL while its invoices are written: two invoices of one number cannot both pass the check. */
  async function proveedorBloqueado(trx: Db, id: number) {
    const query = trx.selectFrom('proveedores').select(['id', 'nombre']).where('id', '=', id);
    const proveedor = await (engine === 'postgres' ? query.forUpdate() : query).executeTakeFirst();
    if (!proveedor) throw notFound(JORNADA_KEYS.proveedorNotFound);
    return proveedor;
  }

  async function assertNumeroLibre(trx: Db, values: FacturaValues, except?: number) {
    let query = trx.selectFrom('facturas').select('id').where('proveedor_id', '=', values.proveedor_id).where('numero', '=', values.numero);
    if (except !== undefined) query = query.where('id', '!=', except);
    if (await query.executeTakeFirst()) throw conflict(COSTE_KEYS.numeroDuplicado);
  }

  const describe = (v: Pick<FacturaValues, 'numero' | 'fecha' | 'total_centimos'>, proveedor: string) => `${v.numero}, ${proveedor}, ${v.fecha}, total ${v.total_centimos} céntimos`;

  return {
    async list(filter: FacturaFilter): Promise<FacturaFila[]> {
      let query = select();
      if (filter.veterinarioId !== null) query = query.where('p.usuario_id', '=', filter.veterinarioId);
      if (filter.proveedorId !== undefined) query = query.where('f.proveedor_id', '=', filter.proveedorId);
      if (filter.desde) query = query.where('f.fecha', '>=', filter.desde);
      if (filter.hasta) query = query.where('f.fecha', '<=', filter.hasta);
      return (await query.execute()).map(toFila);
    },

    async find(id: number, veterinarioId: number | null): Promise<FacturaFila | undefined> {
      let query = select().where('f.id', '=', id);
      if (veterinarioId !== null) query = query.where('p.usuario_id', '=', veterinarioId);
      const row = await query.executeTakeFirst();
      return row && toFila(row);
    },

    /** The acts an invoice pays, oldest first, with their cat and colony. */
    async lineas(id: number): Promise<LineaFacturaDetalle[]> {
      return db
        .selectFrom('costes as c')
        .leftJoin('gatos as g', 'g.id', 'c.gato_id')
        .leftJoin('colonias as col', 'col.id', 'c.colonia_id')
        .select(['c.id as coste_id', 'c.concepto', 'c.fecha', 'c.importe_centimos', 'c.gato_id', 'g.nombre as gato_nombre', 'g.codigo_identificacion as gato_microchip', 'c.colonia_id', 'col.nombre as colonia_nombre'])
        .where('c.factura_id', '=', id)
        .orderBy('c.fecha')
        .orderBy('c.id')
        .execute() as Promise<LineaFacturaDetalle[]>;
    },

    async create(values: FacturaValues, archivo: string | null, actor: Actor, now: string): Promise<number> {
      return db.transaction().execute(async (trx) => {
        const proveedor = await proveedorBloqueado(trx, values.proveedor_id);
        await assertNumeroLibre(trx, values);
        const { lineas: _lineas, ...campos } = values;
        const { id } = await trx.insertInto('facturas').values({ ...campos, archivo, usuario_id: actor.id, created_at: now }).returning('id').executeTakeFirstOrThrow();
        await recordAudit(trx, actor, 'crear', 'facturas', id, `${describe(values, proveedor.nombre)}, ${values.lineas.length} actos`);
        await enlazar(trx, id, proveedor.id, values, actor);
        return id;
      });
    },

    async update(id: number, values: FacturaValues, actor: Actor): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const proveedor = await proveedorBloqueado(trx, values.proveedor_id);
        const current = await trx.selectFrom('facturas').select(['id', 'numero', 'fecha', 'total_centimos']).where('id', '=', id).executeTakeFirst();
        if (!current) throw notFound(COSTE_KEYS.facturaNotFound);
        await assertNumeroLibre(trx, values, id);
        const { lineas, ...campos } = values;
        await trx.updateTable('facturas').set(campos).where('id', '=', id).execute();
        await recordAudit(trx, actor, 'editar', 'facturas', id, `${describe(current, proveedor.nombre)} → ${describe(values, proveedor.nombre)}, ${lineas.length} actos`);
        await desenlazar(trx, id, lineas.map((l) => l.coste_id), actor);
        await enlazar(trx, id, proveedor.id, values, actor);
      });
    },

    /** Replaces the PDF; answers the file it had, to remove once committed. */
    async replaceArchivo(id: number, archivo: string, actor: Actor): Promise<string | null> {
      return db.transaction().execute(async (trx) => {
        const current = await trx.selectFrom('facturas').select(['id', 'numero', 'archivo']).where('id', '=', id).executeTakeFirst();
        if (!current) throw notFound(COSTE_KEYS.facturaNotFound);
        await trx.updateTable('facturas').set({ archivo }).where('id', '=', id).execute();
        await recordAudit(trx, actor, 'editar', 'facturas', id, `${current.numero}: PDF sustituido`);
        return current.archivo;
      });
    },

    /** Deletes an invoice and unlinks its costs; answers its file, to remove once committed. */
    async remove(id: number, actor: Actor): Promise<string | null> {
      return db.transaction().execute(async (trx) => {
        const current = await trx.selectFrom('facturas as f').innerJoin('proveedores as p', 'p.id', 'f.proveedor_id').select(['f.id', 'f.numero', 'f.fecha', 'f.total_centimos', 'f.archivo', 'p.nombre']).where('f.id', '=', id).executeTakeFirst();
        if (!current) throw notFound(COSTE_KEYS.facturaNotFound);
        await desenlazar(trx, id, [], actor);
        await trx.deleteFrom('facturas').where('id', '=', id).execute();
        await recordAudit(trx, actor, 'eliminar', 'facturas', id, describe(current, current.nombre));
        return current.archivo;
      });
    },
  };
}
