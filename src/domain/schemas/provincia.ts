/** The province's panel: the programme's figures of each municipality and their sum, and its map. */
import { Type, type Static } from 'typebox';

const Cifras = {
  colonias: Type.Integer(),
  registrados: Type.Integer(),
  esterilizados: Type.Integer(),
  poblacion_estimada: Type.Integer(),
  /** Sterilised share of the estimated population (0..1), null without an estimate. */
  cobertura: Type.Union([Type.Number(), Type.Null()]),
  /** Cats still to sterilise for every colony to reach the target. */
  por_esterilizar: Type.Integer(),
};

export const PanelProvincia = Type.Object({
  objetivo: Type.Number(),
  fecha: Type.String(),
  municipios: Type.Array(Type.Object({ id: Type.Integer(), nombre: Type.Union([Type.String(), Type.Null()]), slug: Type.Union([Type.String(), Type.Null()]), ...Cifras })),
  total: Type.Object({ municipios: Type.Integer(), ...Cifras }),
});
export type PanelProvincia = Static<typeof PanelProvincia>;

export const MapaProvincia = Type.Array(
  Type.Object({
    id: Type.Integer(),
    nombre: Type.String(),
    municipio_id: Type.Integer(),
    municipio: Type.Union([Type.String(), Type.Null()]),
    latitude: Type.Number(),
    longitude: Type.Number(),
    cobertura: Type.Union([Type.Number(), Type.Null()]),
  }),
);
export type MapaProvincia = Static<typeof MapaProvincia>;
