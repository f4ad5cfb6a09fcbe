/**
 * The money of the programme: a provider's price per act, an invoice, a cost
 * (an act of a clinic day or recorded by hand, or a supply of a colony), a
 * grant and its lines. Amounts are whole cents (`*_centimos`), VAT a whole
 * percentage, dates `AAAA-MM-DD`.
 */
import { Type, type Static } from 'typebox';
import type { ActoVeterinario, ConceptoCoste } from '../costes';
import { Nullable, TextOf } from './common';

const Centimos = (description: string) => Type.Integer({ description: `${description}, en céntimos de euro` });
const Fecha = (description = 'AAAA-MM-DD') => Type.String({ description });
const NullableText = Nullable(Type.String());

export const Tarifa = Type.Object({
  id: Type.Integer(),
  proveedor_id: Type.Integer(),
  acto: TextOf<ActoVeterinario>({ description: 'Acto veterinario (ACTOS_VETERINARIOS)' }),
  importe_centimos: Centimos('Precio sin IVA'),
  iva_porcentaje: Type.Integer({ description: 'IVA, en porcentaje entero' }),
  desde: Fecha('Primer día en que vale el precio (AAAA-MM-DD)'),
  hasta: Nullable(Fecha('Último día en que vale (AAAA-MM-DD); null, sin final')),
  created_at: Type.String(),
});
export type Tarifa = Static<typeof Tarifa>;

export const Factura = Type.Object({
  id: Type.Integer(),
  proveedor_id: Type.Integer(),
  numero: Type.String({ description: 'Número de la factura, único por proveedor' }),
  fecha: Fecha(),
  base_centimos: Centimos('Base imponible'),
  iva_centimos: Centimos('IVA'),
  total_centimos: Centimos('Total'),
  archivo: NullableText,
  usuario_id: Nullable(Type.Integer()),
  created_at: Type.String(),
});
export type Factura = Static<typeof Factura>;

/** How a cost came to its grant line: by its concept and date, or chosen by a person. */
export const ASIGNACIONES_COSTE = ['auto', 'manual'] as const;
export type AsignacionCoste = (typeof ASIGNACIONES_COSTE)[number];

export const Coste = Type.Object({
  id: Type.Integer(),
  fecha: Fecha(),
  concepto: TextOf<ConceptoCoste>({ description: 'Acto veterinario o suministro (CONCEPTOS_COSTE)' }),
  gato_id: Nullable(Type.Integer()),
  colonia_id: Nullable(Type.Integer()),
  proveedor_id: Nullable(Type.Integer()),
  reserva_id: Nullable(Type.Integer({ description: 'La reserva de la jornada cuyo resultado hizo el acto' })),
  campana_id: Nullable(Type.Integer()),
  factura_id: Nullable(Type.Integer()),
  importe_centimos: Nullable(Centimos('Importe de su línea de factura o del suministro; null, el de la tarifa del proveedor')),
  descripcion: NullableText,
  linea_id: Nullable(Type.Integer({ description: 'Línea de subvención a la que se imputa' })),
  asignacion: Nullable(TextOf<AsignacionCoste>({ description: 'auto (por concepto y fecha) o manual' })),
  usuario_id: Nullable(Type.Integer()),
  created_at: Type.String(),
});
export type Coste = Static<typeof Coste>;

export const Subvencion = Type.Object({
  id: Type.Integer(),
  convocatoria: Type.String(),
  organismo: Type.String({ description: 'Organismo que la concede' }),
  referencia: Type.String({ description: 'Referencia o número de expediente' }),
  fecha: Fecha('Fecha de la resolución (AAAA-MM-DD)'),
  importe_concedido_centimos: Centimos('Importe concedido'),
  periodo_desde: Fecha('Inicio del periodo subvencionable (AAAA-MM-DD)'),
  periodo_hasta: Fecha('Final del periodo subvencionable (AAAA-MM-DD)'),
  created_at: Type.String(),
});
export type Subvencion = Static<typeof Subvencion>;

export const ConceptoLinea = Type.Object({
  concepto: TextOf<ConceptoCoste>(),
  tope_centimos: Nullable(Centimos('Lo más que la línea paga por unidad; null, sin tope')),
});

export const SubvencionLinea = Type.Object({
  id: Type.Integer(),
  subvencion_id: Type.Integer(),
  nombre: Type.String(),
  conceptos: Type.Array(ConceptoLinea, { description: 'Conceptos que financia la línea, con su tope por unidad' }),
  importe_centimos: Nullable(Centimos('Importe concedido a la línea')),
  created_at: Type.String(),
});
export type SubvencionLinea = Static<typeof SubvencionLinea>;

export const PresupuestoCampana = Type.Object({
  id: Type.Integer(),
  campana_id: Type.Integer(),
  importe_centimos: Centimos('Presupuesto de la campaña'),
  updated_at: Type.String(),
});
export type PresupuestoCampana = Static<typeof PresupuestoCampana>;
