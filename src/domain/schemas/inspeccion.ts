/**
 * An inspection of a colony: the record the API answers and what the
 * inspecciones table stores of it. It is filed as a multipart form (with an
 * optional attachment); resolving it sends no body.
 */
import { Type, type Static } from 'typebox';
import { Nullable } from './common';
import { Queja } from './queja';

export const Inspeccion = Type.Object({
  id: Type.Integer(),
  /** The day, dd/mm/yyyy, as the original API answered it (the table keeps the moment). */
  fecha: Queja.properties.fecha,
  /** The exact moment, ISO 8601 UTC: what our screens show and sort by. */
  fecha_hora: Queja.properties.fecha_hora,
  colonia_id: Type.Integer(),
  colonia_nombre: Nullable(Type.String()),
  observaciones: Type.String(),
  acciones_recomendadas: Nullable(Type.String()),
  /** The viewer's signed link to the attachment (the table keeps the file's name). */
  archivo: Queja.properties.archivo,
  estatus: Type.String(),
});
export type Inspeccion = Static<typeof Inspeccion>;

/** The fields not stored as such: the moment (the stored `fecha`) and the colony's name. */
export const INSPECCION_DERIVED = ['fecha_hora', 'colonia_nombre'] as const;
