/**
 * What a cost amounts to. A cost carries its own amount once invoiced (its
 * invoice line's) or when it is a supply; until then an act costs its
 * provider's price on the act's day, with its VAT. The price is looked up in
 * SQL beside the rows (the newest price whose days hold the date), so a list
 * or a justification of thousands of acts is one query, not one per act.
 */
import { sql, type Expression, type ExpressionBuilder } from 'kysely';
import type { Database } from '../../db/schema';

/**
 * The price with VAT, in cents, of `acto` at `proveedor` on `fecha` (columns or values of the outer query), rounded
 * to the nearest cent as conIva (src/domain/costes.ts) does: integer division of non-negative integers floors
 * alike on both engines. Null where the provider has no price for that day.
 */
export function tarifaConIva<DB extends Database, TB extends keyof DB>(
  eb: ExpressionBuilder<DB, TB>,
  proveedor: Expression<number | null>,
  acto: Expression<string>,
  fecha: Expression<string>,
) {
  return (eb as unknown as ExpressionBuilder<Database, 'tarifas'>)
    .selectFrom('tarifas as t')
    .select(sql<number>`(t.importe_centimos * (100 + t.iva_porcentaje) + 50) / 100`.as('importe'))
    .where((w) => w.and([w('t.proveedor_id', '=', proveedor), w('t.acto', '=', acto), w('t.desde', '<=', fecha), w.or([w('t.hasta', 'is', null), w('t.hasta', '>=', fecha)])]))
    .orderBy('t.desde', 'desc')
    .orderBy('t.id', 'desc')
    .limit(1);
}

/** The price a cost row of `costes as c` takes until invoiced, selected as `tarifa_centimos`. */
export function tarifaDelCoste(eb: ExpressionBuilder<Database, 'costes'>) {
  return tarifaConIva(eb, eb.ref('costes.proveedor_id'), eb.ref('costes.concepto'), eb.ref('costes.fecha')).as('tarifa_centimos');
}

/** A cost's amount: its own, else its price; null when it has neither (an act of a provider with no price that day). */
export function importeDe(row: { importe_centimos: number | null; tarifa_centimos: number | null }): number | null {
  return row.importe_centimos ?? (row.tarifa_centimos === null ? null : Number(row.tarifa_centimos));
}
