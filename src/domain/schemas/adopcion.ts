/**
 * Adoptions: what the public gallery shows of a cat, the request a visitor
 * files, and the request as staff handle it (its state, its anonymisation).
 */
import { Type, type Static } from 'typebox';
import { Nullable } from './common';

/** What the public gallery shows of a cat: never its microchip, its exact place or its colony's coordinates. */
export const GatoEnAdopcion = Type.Object({
  id: Type.Integer(),
  nombre: Type.String(),
  sexo: Type.String(),
  edad: Type.String(),
  estado_salud: Nullable(Type.String()),
  imagen: Nullable(Type.String({ description: 'URL de la foto: /media/<nombre>' })),
  colonia_nombre: Nullable(Type.String({ description: 'El barrio, como nombre de la colonia' })),
});
export type GatoEnAdopcion = Static<typeof GatoEnAdopcion>;

/** An adoption request as staff read it. */
export const SolicitudAdopcion = Type.Object({
  id: Type.Integer(),
  gato_id: Type.Integer(),
  gato_nombre: Nullable(Type.String()),
  nombre: Type.String(),
  email: Type.String(),
  telefono: Nullable(Type.String()),
  mensaje: Type.String(),
  estado: Type.String(),
  created_at: Type.String(),
  updated_at: Type.String(),
  anonimizada: Type.Boolean(),
});
export type SolicitudAdopcion = Static<typeof SolicitudAdopcion>;

const text = (maxLength: number) => Type.Optional(Nullable(Type.String({ maxLength })));

/** A visitor's request; every field is checked by the route, so a missing one gets its own message. */
export const SolicitudAdopcionBody = Type.Object({
  nombre: text(150),
  email: text(254),
  telefono: text(30),
  mensaje: text(3000),
  acepta_privacidad: Type.Optional(Type.Boolean()),
  /** Hidden from people by the form; a bot that fills every field fills it. */
  sitio_web: text(500),
});
export type SolicitudAdopcionBody = Static<typeof SolicitudAdopcionBody>;

export const SolicitudAdopcionEnviada = Type.Object({ message: Type.String(), id: Type.Integer() });
export type SolicitudAdopcionEnviada = Static<typeof SolicitudAdopcionEnviada>;

export const SolicitudEstadoBody = Type.Object({ estado: Type.String({ maxLength: 30 }) });
export type SolicitudEstadoBody = Static<typeof SolicitudEstadoBody>;
