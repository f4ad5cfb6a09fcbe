/**
 * Costs find their grant line by themselves: a cost on no line goes to the
 * first line (oldest grant first) that funds its concept and whose grant's
 * eligible period holds its date. A cost a person put on a line, or took off
 * one, stays as they left it ('manual'). Run after costs or lines are added,
 * inside the same transaction.
 */
import type { Db } from '../../db/schema';
import type { ConceptoLinea } from '../../../domain/costes';

/** A line's concepts with their unit caps, as the column keeps them (JSON text). */
export function parseConceptos(text: string): ConceptoLinea[] {
  return JSON.parse(text) as ConceptoLinea[];
}

/** The columns of a cost a person put on a line, or took off one (null): the rule leaves it there afterwards. */
export function imputacionManual(lineaId: number | null) {
  return { linea_id: lineaId, asignacion: 'manual' as const };
}

export async function asignarCostesSinLinea(trx: Db): Promise<void> {
  const lineas = await trx
    .selectFrom('subvencion_lineas as l')
    .innerJoin('subvenciones as s', 's.id', 'l.subvencion_id')
    .select(['l.id', 'l.conceptos', 's.periodo_desde', 's.periodo_hasta'])
    .orderBy('s.fecha')
    .orderBy('s.id')
    .orderBy('l.id')
    .execute();
  for (const linea of lineas) {
    const conceptos = parseConceptos(linea.conceptos).map((c) => c.concepto);
    if (conceptos.length === 0) continue;
    await trx
      .updateTable('costes')
      .set({ linea_id: linea.id, asignacion: 'auto' })
      .where('linea_id', 'is', null)
      .where('asignacion', 'is', null)
      .where('concepto', 'in', conceptos)
      .where('fecha', '>=', linea.periodo_desde)
      .where('fecha', '<=', linea.periodo_hasta)
      .execute();
  }
}
