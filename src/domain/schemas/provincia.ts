/**
 * The province's records: a municipality of the installation, the province's
 * report (each municipality's CER figures and their sum) and its map (every
 * colony of every municipality that has a point).
 */
import { Type, type Static } from 'typebox';
import { Nullable } from './common';
import { Cobertura } from './poblacion';

export const Municipio = Type.Object({
  id: Type.Integer(),
  nombre: Type.String(),
  slug: Nullable(Type.String()),
  activo: Type.Boolean(),
  created_at: Type.String(),
});
export type Municipio = Static<typeof Municipio>;

/** A new municipality and its first administrator, created with it. */
export const MunicipioNuevo = Type.Object({
  nombre: Type.String(),
  slug: Type.String(),
  administrador: Type.Object({ username: Type.String(), email: Type.String(), password: Type.String(), nombre: Type.String() }),
});
export type MunicipioNuevo = Static<typeof MunicipioNuevo>;

/** The CER figures of a municipality, or of all of them summed. */
const Cifras = {
  colonias: Type.Integer(),
  registrados: Type.Integer(),
  esterilizados: Type.Integer(),
  poblacion_estimada: Type.Integer(),
  cobertura: Cobertura,
  por_esterilizar: Type.Integer(),
};

export const MunicipioInforme = Type.Object({ id: Type.Integer(), nombre: Type.String(), slug: Nullable(Type.String()), ...Cifras });
export type MunicipioInforme = Static<typeof MunicipioInforme>;

export const InformeProvincia = Type.Object({
  /** The target, as a percentage (75 is 75 %). */
  objetivo: Type.Number(),
  fecha: Type.String(),
  municipios: Type.Array(MunicipioInforme),
  total: Type.Object({ municipios: Type.Integer(), ...Cifras }),
});
export type InformeProvincia = Static<typeof InformeProvincia>;

export const ColoniaProvincia = Type.Object({
  id: Type.Integer(),
  nombre: Type.String(),
  municipio_id: Type.Integer(),
  municipio: Type.String(),
  latitude: Type.Number(),
  longitude: Type.Number(),
  cobertura: Cobertura,
});
export type ColoniaProvincia = Static<typeof ColoniaProvincia>;
