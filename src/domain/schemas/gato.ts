/**
 * A cat: the card the API answers (list, card, edits), what the gatos table
 * stores of it, and what people write on its form, its JSON edit and a CSV row.
 * A new field of a cat is a property here (and a migration's column).
 */
import { Type, type Static } from 'typebox';
import type { EdadUnidad, EstadoSalud, Sexo } from '../types';
import { Nullable, TextOf, fieldsBut, jsonTypeOf } from './common';

const NullableText = Nullable(Type.String());

export const Gato = Type.Object({
  id: Type.Integer(),
  nombre: Type.String(),
  raza: NullableText,
  sexo: TextOf<Sexo>(),
  edad_num: Nullable(Type.Integer()),
  edad_unidad: TextOf<EdadUnidad>(),
  estado_salud: Nullable(TextOf<EstadoSalud>()),
  ubicacion: Type.String(),
  colonia_id: Type.Integer(),
  colonia_nombre: NullableText,
  evaluacion_sanitaria: NullableText,
  adoptabilidad: NullableText,
  fecha_vacunacion: NullableText,
  tipo_vacuna: NullableText,
  fecha_desparasitacion: NullableText,
  fecha_esterilizacion: NullableText,
  codigo_identificacion: NullableText,
  /** The microchip's implant date. */
  fecha_identificacion: NullableText,
  imagen: NullableText,
  activo: Type.Boolean(),
});
export type Gato = Static<typeof Gato>;

/** A cat of the person's colonies (mis-gatos): the card with its age in words and two health flags. */
export const GatoAsignado = Type.Object({
  ...Gato.properties,
  edad: Type.String(),
  vacunado: Type.Boolean(),
  desparasitado: Type.Boolean(),
});
export type GatoAsignado = Static<typeof GatoAsignado>;

/** The card's field read from another table: the name of the cat's colony. */
export const GATO_JOINED = ['colonia_nombre'] as const;

/** What people write (form, JSON edit, CSV row): every stored field but the id, the photo (a file of its own) and the active flag (baja). */
export const GATO_INPUT_FIELDS = fieldsBut(Gato, [...GATO_JOINED, 'id', 'imagen', 'activo']);
export type GatoInputField = (typeof GATO_INPUT_FIELDS)[number];

/** The input fields that hold a day (`YYYY-MM-DD`). */
export const GATO_DATE_FIELDS = ['fecha_vacunacion', 'fecha_desparasitacion', 'fecha_esterilizacion', 'fecha_identificacion'] as const satisfies readonly GatoInputField[];
export type GatoDateField = (typeof GATO_DATE_FIELDS)[number];

/** The input fields that hold a whole number. */
export const GATO_NUMBER_FIELDS = GATO_INPUT_FIELDS.filter((field): field is { [K in GatoInputField]: Gato[K] extends number | null ? K : never }[GatoInputField] => jsonTypeOf(Gato.properties[field]) === 'integer');

/** The input fields a person types freely: any text, not a fixed list, a date or the microchip's code (which has its own rule). */
export type GatoTextField = Exclude<{ [K in GatoInputField]: string extends Gato[K] ? K : never }[GatoInputField], GatoDateField | 'codigo_identificacion'>;

/** Longest text each free-text field may hold (a new one must say its limit here). */
export const GATO_FIELD_MAX: Record<GatoTextField, number> = {
  nombre: 100,
  raza: 100,
  ubicacion: 255,
  evaluacion_sanitaria: 2000,
  adoptabilidad: 255,
  tipo_vacuna: 100,
};
