/**
 * The province's panel (each municipality's programme figures and their sum)
 * and its map (every colony of every municipality that has a point).
 */
import { Type, type Static } from 'typebox';
import { Nullable } from './common';
import { Cobertura } from './poblacion';

/** The CER figures of a municipality, or of all of them summed. */
const Cifras = {
  colonias: Type.Integer(),
  registrados: Type.Integer(),
  esterilizados: Type.Integer(),
  poblacion_estimada: Type.Integer(),
  cobertura: Cobertura,
  /** Cats still to sterilise for every colony to reach the target. */
  por_esterilizar: Type.Integer(),
};

export const MunicipioCifras = Type.Object({ id: Type.Integer(), nombre: Nullable(Type.String()), slug: Nullable(Type.String()), ...Cifras });
export type MunicipioCifras = Static<typeof MunicipioCifras>;

export const PanelProvincia = Type.Object({
  /** The target, as a percentage (75 is 75 %). */
  objetivo: Type.Number(),
  fecha: Type.String(),
  municipios: Type.Array(MunicipioCifras),
  total: Type.Object({ municipios: Type.Integer(), ...Cifras }),
});
export type PanelProvincia = Static<typeof PanelProvincia>;

export const ColoniaProvincia = Type.Object({
  id: Type.Integer(),
  nombre: Type.String(),
  municipio_id: Type.Integer(),
  municipio: Nullable(Type.String()),
  latitude: Type.Number(),
  longitude: Type.Number(),
  cobertura: Cobertura,
});
export type ColoniaProvincia = Static<typeof ColoniaProvincia>;

export const MapaProvincia = Type.Array(ColoniaProvincia);
export type MapaProvincia = Static<typeof MapaProvincia>;
