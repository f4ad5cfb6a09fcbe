/**
 * A colony: the record the API answers (lists, creation), what the colonias
 * table stores of it, what its creation sends, and the smaller views other
 * screens read (a choice in a form, a point of the map, a bar of the chart,
 * its sterilised share).
 */
import { Type, type Static } from 'typebox';
import { GEOCODIFICACION } from '../types';
import { Nullable } from './common';

export const Colonia = Type.Object({
  id: Type.Integer(),
  nombre: Type.String(),
  ubicacion: Type.String(),
  latitude: Nullable(Type.Number()),
  longitude: Nullable(Type.Number()),
  numero_gatos: Type.Integer(),
  responsable_voluntario: Nullable(Type.String()),
  estado: Type.String(),
});
export type Colonia = Static<typeof Colonia>;

/** The record's field counted, not stored: the colony's active cats. */
export const COLONIA_DERIVED = ['numero_gatos'] as const;

/** A new colony's answer: the record and how it got its point. */
export const ColoniaCreada = Type.Object({
  ...Colonia.properties,
  geocodificacion: Type.Enum([...GEOCODIFICACION]),
});
export type ColoniaCreada = Static<typeof ColoniaCreada>;

/** What creating a colony sends: its texts (the point is optional: the geocoder may find it). */
export const ColoniaBody = Type.Object({
  nombre: Type.String({ minLength: 1, maxLength: 200 }),
  ubicacion: Type.String({ minLength: 1, maxLength: 300 }),
  responsable_voluntario: Type.Optional(Nullable(Type.String({ maxLength: 200 }))),
  estado: Type.Optional(Nullable(Type.String({ maxLength: 50 }))),
  latitude: Type.Optional(Nullable(Type.Number({ minimum: -90, maximum: 90 }))),
  longitude: Type.Optional(Nullable(Type.Number({ minimum: -180, maximum: 180 }))),
} satisfies { [K in keyof Colonia]?: unknown });

/** A colony to choose in a form. */
export const ColoniaOpcion = Type.Object({ id: Type.Integer(), nombre: Type.String() });
export type ColoniaOpcion = Static<typeof ColoniaOpcion>;

/** A colony on the public map: the exact place only for staff (visitors get null and a rounded point). */
export const ColoniaMapa = Type.Object({
  id: Type.Integer(),
  nombre: Type.String(),
  ubicacion: Nullable(Type.String()),
  latitude: Type.Number(),
  longitude: Type.Number(),
});
export type ColoniaMapa = Static<typeof ColoniaMapa>;

/** A bar of the public chart: a colony's active cats. */
export const ChartRecord = Type.Object({ colonia: Type.String(), gatos: Type.Integer() });
export type ChartRecord = Static<typeof ChartRecord>;

/** A colony's active cats and how many of them are sterilised. */
export const Esterilizados = Type.Object({
  total_gatos: Type.Integer(),
  gatos_esterilizados: Type.Integer(),
  porcentaje_esterilizados: Type.Number(),
});
export type Esterilizados = Static<typeof Esterilizados>;
