/**
 * The money of the programme: a provider's price per act, an invoice, a cost
 * (an act of a clinic day or recorded by hand, or a supply of a colony), a
 * grant and its lines. Amounts are whole cents (`*_centimos`), VAT a whole
 * percentage, dates `AAAA-MM-DD`.
 */
import { Type, type Static } from 'typebox';
import { IMPORTE_MAX_CENTIMOS, IVA_MAX, type ActoVeterinario, type ConceptoCoste } from '../costes';
import { DbId, Nullable, TextOf } from './common';

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

const Importe = (description: string) => Type.Integer({ minimum: 0, maximum: IMPORTE_MAX_CENTIMOS, description: `${description}, en céntimos de euro` });
const FechaDada = (description = 'AAAA-MM-DD') => Type.String({ maxLength: 30, description });

/** A price as answered: with its amount with VAT, rounded as conIva does. */
export const TarifaConIva = Type.Object({ ...Tarifa.properties, importe_con_iva_centimos: Centimos('Precio con IVA') });
export type TarifaConIva = Static<typeof TarifaConIva>;

export const TarifaBody = Type.Object({
  acto: Type.String({ maxLength: 50, description: 'Acto veterinario (ACTOS_VETERINARIOS)' }),
  importe_centimos: Importe('Precio sin IVA'),
  iva_porcentaje: Type.Integer({ minimum: 0, maximum: IVA_MAX, description: 'IVA, en porcentaje entero' }),
  desde: FechaDada('Primer día en que vale (AAAA-MM-DD)'),
  hasta: Type.Optional(Nullable(FechaDada('Último día en que vale (AAAA-MM-DD); null, sin final'))),
});
export type TarifaBody = Static<typeof TarifaBody>;

/** One act an invoice pays, and how much. */
export const LineaFactura = Type.Object({
  coste_id: DbId(),
  importe_centimos: Importe('Importe de la línea'),
});
export type LineaFactura = Static<typeof LineaFactura>;

/** An invoice's values as a correction sends them (JSON); a new one comes as a multipart form with the same fields. */
export const FacturaBody = Type.Object({
  proveedor_id: DbId(),
  numero: Type.String({ minLength: 1, maxLength: 60 }),
  fecha: FechaDada(),
  base_centimos: Importe('Base imponible'),
  iva_centimos: Importe('IVA'),
  total_centimos: Importe('Total: base más IVA'),
  lineas: Type.Array(LineaFactura, { maxItems: 2000, description: 'Los actos que paga; los que deja de nombrar vuelven a valer su tarifa' }),
});
export type FacturaBody = Static<typeof FacturaBody>;

/** An invoice in a list: its provider's name, how many acts it pays, and (in `archivo`) the viewer's signed link to its PDF. */
export const FacturaFila = Type.Object({ ...Factura.properties, proveedor_nombre: Type.String(), lineas_count: Type.Integer() });
export type FacturaFila = Static<typeof FacturaFila>;

/** An act an invoice pays, with what the invoice reader needs to recognise it. */
export const LineaFacturaDetalle = Type.Object({
  coste_id: Type.Integer(),
  concepto: TextOf<ConceptoCoste>(),
  fecha: Fecha(),
  importe_centimos: Nullable(Centimos('Importe de la línea')),
  gato_id: Nullable(Type.Integer()),
  gato_nombre: NullableText,
  gato_microchip: NullableText,
  colonia_id: Nullable(Type.Integer()),
  colonia_nombre: NullableText,
});
export type LineaFacturaDetalle = Static<typeof LineaFacturaDetalle>;

export const FacturaDetalle = Type.Object({ ...FacturaFila.properties, lineas: Type.Array(LineaFacturaDetalle) });
export type FacturaDetalle = Static<typeof FacturaDetalle>;

/** Where a cost's amount comes from: its invoice line, its provider's price, its own (a supply); null, none yet. */
export const ORIGENES_IMPORTE = ['factura', 'tarifa', 'propio'] as const;
export type OrigenImporte = (typeof ORIGENES_IMPORTE)[number];

/** A cost in the ledger: `importe_centimos` is what it amounts to (importeDe), with its origin and the names of what it points at. */
export const CosteFila = Type.Object({
  ...Coste.properties,
  origen: Nullable(TextOf<OrigenImporte>({ description: 'factura, tarifa, propio; null, sin importe aún' })),
  gato_nombre: NullableText,
  gato_microchip: NullableText,
  colonia_nombre: NullableText,
  proveedor_nombre: NullableText,
  factura_numero: NullableText,
  linea_nombre: NullableText,
});
export type CosteFila = Static<typeof CosteFila>;

/** A cost recorded by hand: an act of a cat at a provider, or a supply (of a colony; training, of none) with its amount. */
export const CosteBody = Type.Object({
  concepto: Type.String({ maxLength: 50, description: 'Acto veterinario o suministro (CONCEPTOS_COSTE)' }),
  fecha: FechaDada(),
  gato_id: Type.Optional(Nullable(DbId())),
  colonia_id: Type.Optional(Nullable(DbId())),
  proveedor_id: Type.Optional(Nullable(DbId())),
  importe_centimos: Type.Optional(Nullable(Importe('Importe de un suministro'))),
  descripcion: Type.Optional(Nullable(Type.String({ maxLength: 500 }))),
});
export type CosteBody = Static<typeof CosteBody>;

/** A correction of a cost: its grant line chosen by hand (null takes it off any), and of a supply its date, text and amount. */
export const CostePutBody = Type.Object({
  linea_id: Type.Optional(Nullable(DbId())),
  fecha: Type.Optional(FechaDada()),
  descripcion: Type.Optional(Nullable(Type.String({ maxLength: 500 }))),
  importe_centimos: Type.Optional(Importe('Importe de un suministro')),
});
export type CostePutBody = Static<typeof CostePutBody>;
