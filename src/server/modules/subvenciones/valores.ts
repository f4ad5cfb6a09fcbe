/** A grant and a line as written, checked: each mistake answers 422 with its own Spanish text, before anything is stored. */
import { COSTE_KEYS, IMPORTE_MAX_CENTIMOS, PLANTILLAS, PLANTILLAS_LINEAS, isConceptoCoste, type ConceptoLinea, type PlantillaLinea, type PlantillaLineas } from '../../../domain/costes';
import type { LineaBody, LineasPostBody, SubvencionBody } from '../../../domain/schemas/subvencion';
import { isIsoDate } from '../../../domain/validation';
import { unprocessable } from '../../lib/errors';

const KEYS = COSTE_KEYS.subvenciones;

function importe(value: number): number {
  if (!Number.isSafeInteger(value) || value < 0 || value > IMPORTE_MAX_CENTIMOS) throw unprocessable(COSTE_KEYS.importeInvalid);
  return value;
}

function fecha(value: string): string {
  const trimmed = value.trim();
  if (!isIsoDate(trimmed)) throw unprocessable(COSTE_KEYS.fechaInvalid);
  return trimmed;
}

export type SubvencionValues = SubvencionBody;

export function subvencionValues(body: SubvencionBody): SubvencionValues {
  const convocatoria = body.convocatoria.trim();
  const organismo = body.organismo.trim();
  const referencia = body.referencia.trim();
  if (!convocatoria || !organismo || !referencia) throw unprocessable(KEYS.textoRequired);
  const periodo_desde = fecha(body.periodo_desde);
  const periodo_hasta = fecha(body.periodo_hasta);
  if (periodo_hasta < periodo_desde) throw unprocessable(COSTE_KEYS.periodoInvalid);
  return { convocatoria, organismo, referencia, fecha: fecha(body.fecha), importe_concedido_centimos: importe(body.importe_concedido_centimos), periodo_desde, periodo_hasta };
}

export interface LineaValues {
  nombre: string;
  conceptos: ConceptoLinea[];
  importe_centimos: number | null;
}

export function lineaValues(body: LineaBody): LineaValues {
  const nombre = body.nombre.trim();
  if (!nombre) throw unprocessable(KEYS.nombreRequired);
  if (body.conceptos.length === 0) throw unprocessable(KEYS.conceptosVacios);
  const conceptos: ConceptoLinea[] = [];
  for (const c of body.conceptos) {
    const concepto = c.concepto.trim();
    if (!isConceptoCoste(concepto)) throw unprocessable(COSTE_KEYS.conceptoInvalid);
    if (conceptos.some((seen) => seen.concepto === concepto)) throw unprocessable(KEYS.conceptoRepetido);
    conceptos.push({ concepto, tope_centimos: c.tope_centimos === null ? null : importe(c.tope_centimos) });
  }
  return { nombre, conceptos, importe_centimos: body.importe_centimos == null ? null : importe(body.importe_centimos) };
}

/** The lines a POST creates: its one line, or its template's. */
export function lineasDelPost(body: LineasPostBody): LineaValues[] {
  const { plantilla, nombre, conceptos, importe_centimos } = body;
  if (plantilla !== undefined) {
    if (nombre !== undefined || conceptos !== undefined || importe_centimos != null) throw unprocessable(KEYS.lineaOPlantilla);
    if (!(PLANTILLAS as string[]).includes(plantilla)) throw unprocessable(KEYS.plantillaInvalid);
    return (PLANTILLAS_LINEAS[plantilla as PlantillaLineas] as readonly PlantillaLinea[]).map((l) => ({ nombre: l.nombre, conceptos: l.conceptos.map((c) => ({ ...c })), importe_centimos: null }));
  }
  if (nombre === undefined || conceptos === undefined) throw unprocessable(KEYS.lineaOPlantilla);
  return [lineaValues({ nombre, conceptos, importe_centimos })];
}
