/** A litter of one colony: the record the API answers, what the camadas table stores, what recording one sends; and the colony's newcomers and the dashboard's yearly births. */
import { Type, type Static } from 'typebox';
import { CAMADA_MAX_CRIAS, CAMADA_NOTAS_MAX } from '../camadaLimits';
import { DbId, Nullable } from './common';

const Count = Type.Integer({ minimum: 0, maximum: CAMADA_MAX_CRIAS });

export const Camada = Type.Object({
  id: Type.Integer(),
  colonia_id: Type.Integer(),
  fecha: Type.String({ description: 'Día en que se vio la camada (AAAA-MM-DD)' }),
  crias: Type.Integer(),
  madre_id: Nullable(Type.Integer()),
  en_colonia: Type.Integer(),
  adoptadas: Type.Integer(),
  fallecidas: Type.Integer(),
  trasladadas: Type.Integer(),
  notas: Nullable(Type.String()),
  created_at: Type.String(),
  updated_at: Type.String(),
});
export type Camada = Static<typeof Camada>;

/** A litter as the colony's list shows it: with its mother's name. */
export const CamadaConMadre = Type.Object({ ...Camada.properties, madre_nombre: Nullable(Type.String()) });
export type CamadaConMadre = Static<typeof CamadaConMadre>;

export const CamadaBody = Type.Object({
  fecha: Type.String({ maxLength: 40, description: 'AAAA-MM-DD, no posterior a hoy' }),
  crias: Type.Integer({ minimum: 0, maximum: 100 }),
  madre_id: Type.Optional(Nullable(DbId({ description: 'Un gato de la colonia' }))),
  en_colonia: Type.Optional(Count),
  adoptadas: Type.Optional(Count),
  fallecidas: Type.Optional(Count),
  trasladadas: Type.Optional(Count),
  notas: Type.Optional(Nullable(Type.String({ maxLength: CAMADA_NOTAS_MAX }))),
});
export type CamadaBody = Static<typeof CamadaBody>;

/** A census of the colony with the adults it saw beyond the register of that day. */
export const RecienLlegadosCenso = Type.Object({
  censo_id: Type.Integer(),
  fecha: Type.String(),
  adultos_vistos: Type.Integer(),
  registrados: Type.Integer(),
  recien_llegados: Type.Integer(),
});
export type RecienLlegadosCenso = Static<typeof RecienLlegadosCenso>;

/** One year of the municipality: kittens born (litters seen), females found pregnant or lactating at the clinic days, newcomers (each colony's most in one census) and sterilisations. */
export const CamadasAnio = Type.Object({
  anio: Type.Integer(),
  camadas: Type.Integer(),
  nacimientos: Type.Integer(),
  gestantes: Type.Integer({ description: 'Hembras gestantes en las jornadas de quirófano del año' }),
  lactantes: Type.Integer({ description: 'Hembras lactantes en las jornadas de quirófano del año' }),
  recien_llegados: Type.Integer(),
  esterilizaciones: Type.Integer(),
});
export type CamadasAnio = Static<typeof CamadasAnio>;

export const CamadasPanel = Type.Object({ anios: Type.Array(CamadasAnio) });
export type CamadasPanel = Static<typeof CamadasPanel>;
