/**
 * What the grants' calls send and answer (src/server/modules/subvenciones):
 * a grant as written, a line (or a template of lines), and the justification:
 * one row per cost on the grant's lines, with what of it is eligible and why
 * not, and the totals per line and overall. Amounts in whole cents.
 */
import { Type, type Static } from 'typebox';
import type { ConceptoCoste, MotivoNoElegible } from '../costes';
import { DbId, Nullable, TextOf } from './common';
import { Subvencion, SubvencionLinea } from './coste';

export const SUBVENCION_TEXT_MAX = 300;
export const LINEA_NOMBRE_MAX = 200;
export const LINEA_CONCEPTOS_MAX = 20;

const Texto = (maxLength: number, description?: string) => Type.String({ maxLength, description });
const Fecha = (description: string) => Type.String({ maxLength: 10, description });

export const SubvencionBody = Type.Object({
  convocatoria: Texto(SUBVENCION_TEXT_MAX),
  organismo: Texto(SUBVENCION_TEXT_MAX, 'Organismo que la concede'),
  referencia: Texto(SUBVENCION_TEXT_MAX, 'Referencia o número de expediente'),
  fecha: Fecha('Fecha de la resolución (AAAA-MM-DD)'),
  importe_concedido_centimos: Type.Integer({ description: 'Importe concedido, en céntimos de euro' }),
  periodo_desde: Fecha('Inicio del periodo subvencionable (AAAA-MM-DD)'),
  periodo_hasta: Fecha('Final del periodo subvencionable (AAAA-MM-DD)'),
});
export type SubvencionBody = Static<typeof SubvencionBody>;

const ConceptoLineaBody = Type.Object({
  concepto: Texto(50),
  tope_centimos: Nullable(Type.Integer({ description: 'Lo más que la línea paga por unidad, en céntimos; null, sin tope' })),
});

/** One line as written (also the body of PUT). */
export const LineaBody = Type.Object({
  nombre: Texto(LINEA_NOMBRE_MAX),
  conceptos: Type.Array(ConceptoLineaBody, { maxItems: LINEA_CONCEPTOS_MAX }),
  importe_centimos: Type.Optional(Nullable(Type.Integer({ description: 'Importe concedido a la línea, en céntimos' }))),
});
export type LineaBody = Static<typeof LineaBody>;

/** POST of lines: one line, or `plantilla` for the template's lines. */
export const LineasPostBody = Type.Object({
  nombre: Type.Optional(Texto(LINEA_NOMBRE_MAX)),
  conceptos: Type.Optional(Type.Array(ConceptoLineaBody, { maxItems: LINEA_CONCEPTOS_MAX })),
  importe_centimos: Type.Optional(Nullable(Type.Integer())),
  plantilla: Type.Optional(Texto(50, 'ministerio | por_acto: crea las líneas de la plantilla')),
});
export type LineasPostBody = Static<typeof LineasPostBody>;

/** Moving a cost of the grant to another of its lines, or off its line (null); it then stays where it was put. */
export const CosteLineaBody = Type.Object({ linea_id: Nullable(DbId()) });
export type CosteLineaBody = Static<typeof CosteLineaBody>;

export const Totales = Type.Object({
  costes: Type.Integer({ description: 'Número de costes' }),
  importe_centimos: Type.Integer(),
  elegible_centimos: Type.Integer(),
  no_elegible_centimos: Type.Integer(),
});
export type Totales = Static<typeof Totales>;

export const LineaConTotales = Type.Object({ ...SubvencionLinea.properties, totales: Totales });
export type LineaConTotales = Static<typeof LineaConTotales>;

/** A grant with its lines, each with its totals, and the grant's. */
export const SubvencionDetalle = Type.Object({ ...Subvencion.properties, lineas: Type.Array(LineaConTotales), totales: Totales });
export type SubvencionDetalle = Static<typeof SubvencionDetalle>;

/** One cost in the justification. */
export const FilaJustificacion = Type.Object({
  coste_id: Type.Integer(),
  fecha: Type.String(),
  microchip: Nullable(Type.String()),
  colonia: Nullable(Type.String()),
  concepto: TextOf<ConceptoCoste>(),
  acto: Type.String({ description: 'El concepto en el idioma de quien lee' }),
  veterinario: Nullable(Type.String()),
  numero_colegiado: Nullable(Type.String()),
  factura_id: Nullable(Type.Integer()),
  factura: Nullable(Type.String({ description: 'Número de la factura' })),
  importe_centimos: Nullable(Type.Integer({ description: 'Importe facturado, o el de la tarifa; null, ninguno' })),
  linea_id: Type.Integer(),
  linea: Type.String(),
  asignacion: Nullable(TextOf<'auto' | 'manual'>()),
  elegible_centimos: Type.Integer(),
  no_elegible_centimos: Type.Integer(),
  motivo: Nullable(TextOf<MotivoNoElegible>({ description: 'fuera_de_periodo | sobre_tope | sin_importe' })),
});
export type FilaJustificacion = Static<typeof FilaJustificacion>;

export const JustificacionQuery = Type.Object({
  formato: Type.Union([Type.Literal('pdf'), Type.Literal('csv'), Type.Literal('zip')], { description: 'pdf (cuenta justificativa), csv (la misma tabla) o zip (los PDF de sus facturas)' }),
});
