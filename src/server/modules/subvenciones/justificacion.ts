/**
 * The justification of a grant (cuenta justificativa): every cost on its
 * lines, each with its act, cat, colony, vet and invoice, its amount (the
 * invoice's, else the provider's price) and what of it the line pays
 * (elegibilidad: the grant's period and the line's unit caps); the totals per
 * line and overall. One query, however many costs; sums of whole cents only.
 * The PDF, the CSV and the grant's page all read this.
 */
import type { Db } from '../../db/schema';
import type { AsignacionCoste, Subvencion } from '../../../domain/schemas/coste';
import type { FilaJustificacion, LineaConTotales, Totales } from '../../../domain/schemas/subvencion';
import { conceptoLabel, elegibilidad, sumaCentimos, type ConceptoCoste, type MotivoNoElegible } from '../../../domain/costes';
import type { Language } from '../../../domain/i18n/languages';
import { serverText } from '../../i18n/index';
import { importeDe, tarifaDelCoste } from '../costes/importes';
import { parseConceptos } from '../costes/asignacion';

export interface Justificacion {
  subvencion: Subvencion;
  /** In the order they were created, each with its totals. */
  lineas: LineaConTotales[];
  /** By line, then date, then id. */
  filas: FilaJustificacion[];
  totales: Totales;
}

/** The totals of some rows: how many, and their amounts, eligible and not, summed as whole cents. */
export function totalesDe(filas: readonly Pick<FilaJustificacion, 'importe_centimos' | 'elegible_centimos' | 'no_elegible_centimos'>[]): Totales {
  return {
    costes: filas.length,
    importe_centimos: sumaCentimos(filas.map((f) => f.importe_centimos ?? 0)),
    elegible_centimos: sumaCentimos(filas.map((f) => f.elegible_centimos)),
    no_elegible_centimos: sumaCentimos(filas.map((f) => f.no_elegible_centimos)),
  };
}

/** The grant, or undefined. */
export function findSubvencion(db: Db, id: number): Promise<Subvencion | undefined> {
  return db
    .selectFrom('subvenciones')
    .select(['id', 'convocatoria', 'organismo', 'referencia', 'fecha', 'importe_concedido_centimos', 'periodo_desde', 'periodo_hasta', 'created_at'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** The justification of grant `id` with the acts named in `language`; undefined when there is no such grant. */
export async function justificacionDe(db: Db, id: number, language: Language): Promise<Justificacion | undefined> {
  const subvencion = await findSubvencion(db, id);
  if (!subvencion) return undefined;
  const lineas = (
    await db.selectFrom('subvencion_lineas').select(['id', 'subvencion_id', 'nombre', 'conceptos', 'importe_centimos', 'created_at']).where('subvencion_id', '=', id).orderBy('id').execute()
  ).map((l) => ({ ...l, conceptos: parseConceptos(l.conceptos) }));
  const rows = await db
    .selectFrom('costes')
    .innerJoin('subvencion_lineas as l', 'l.id', 'costes.linea_id')
    .leftJoin('gatos as g', 'g.id', 'costes.gato_id')
    .leftJoin('colonias as co', 'co.id', 'costes.colonia_id')
    .leftJoin('proveedores as p', 'p.id', 'costes.proveedor_id')
    .leftJoin('facturas as f', 'f.id', 'costes.factura_id')
    .where('l.subvencion_id', '=', id)
    .select([
      'costes.id',
      'costes.fecha',
      'costes.concepto',
      'costes.importe_centimos',
      'costes.linea_id',
      'costes.asignacion',
      'costes.factura_id',
      'g.codigo_identificacion',
      'co.nombre as colonia',
      'p.veterinario',
      'p.numero_colegiado',
      'f.numero as factura',
    ])
    .select((eb) => tarifaDelCoste(eb as never))
    .orderBy('l.id')
    .orderBy('costes.fecha')
    .orderBy('costes.id')
    .execute();
  const periodo = { desde: subvencion.periodo_desde, hasta: subvencion.periodo_hasta };
  const porLinea = new Map(lineas.map((l) => [l.id, l]));
  const actos = new Map<string, string>();
  const actoDe = (concepto: string) => {
    let name = actos.get(concepto);
    if (name === undefined) {
      name = serverText(language, conceptoLabel(concepto as ConceptoCoste));
      actos.set(concepto, name);
    }
    return name;
  };
  const filas: FilaJustificacion[] = rows.map((row) => {
    const linea = porLinea.get(row.linea_id!)!;
    const importe = importeDe({ importe_centimos: row.importe_centimos, tarifa_centimos: row.tarifa_centimos as number | null });
    const e = elegibilidad({ fecha: row.fecha, concepto: row.concepto, importe_centimos: importe }, periodo, linea.conceptos);
    return {
      coste_id: row.id,
      fecha: row.fecha,
      microchip: row.codigo_identificacion ?? null,
      colonia: row.colonia ?? null,
      concepto: row.concepto as ConceptoCoste,
      acto: actoDe(row.concepto),
      veterinario: row.veterinario ?? null,
      numero_colegiado: row.numero_colegiado ?? null,
      factura_id: row.factura_id,
      factura: row.factura ?? null,
      importe_centimos: importe,
      linea_id: linea.id,
      linea: linea.nombre,
      asignacion: row.asignacion as AsignacionCoste | null,
      elegible_centimos: e.elegible_centimos,
      no_elegible_centimos: e.no_elegible_centimos,
      motivo: e.motivo as MotivoNoElegible | null,
    };
  });
  const filasDe = new Map<number, FilaJustificacion[]>(lineas.map((l) => [l.id, []]));
  for (const fila of filas) filasDe.get(fila.linea_id)!.push(fila);
  return {
    subvencion,
    lineas: lineas.map((l) => ({ ...l, totales: totalesDe(filasDe.get(l.id)!) })),
    filas,
    totales: totalesDe(filas),
  };
}
