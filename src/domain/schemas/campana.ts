/**
 * A sterilisation campaign: the record the API answers (with its cats counted
 * and its progress), what the campanas table stores, what creating and editing
 * one send, and a cat of the campaign as its list shows it.
 */
import { Type, type Static } from 'typebox';
import type { EstatusCampana } from '../types';
import { Nullable, TextOf } from './common';
import { Gato } from './gato';

export const CAMPANA_NOMBRE_MAX = 200;
export const CAMPANA_VOLUNTARIOS_MAX = 2000;
export const GATOS_OBJETIVO_MAX = 1_000_000;

export const Campana = Type.Object({
  id: Type.Integer(),
  nombre: Type.String(),
  fecha_inicio: Type.String({ description: 'AAAA-MM-DD' }),
  fecha_fin: Nullable(Type.String({ description: 'AAAA-MM-DD' })),
  estatus: TextOf<EstatusCampana>(),
  voluntarios_involucrados: Nullable(Type.String()),
  gatos_objetivo: Type.Integer(),
  numero_gatos: Type.Integer({ description: 'Gatos de la campaña' }),
  gatos_esterilizados: Type.Integer({ description: 'Gatos de la campaña esterilizados entre fecha_inicio y fecha_fin' }),
});
export type Campana = Static<typeof Campana>;

/** The fields counted from the campaign's cats, not stored. */
export const CAMPANA_DERIVED = ['numero_gatos', 'gatos_esterilizados'] as const;

const fields = {
  nombre: Type.String({ minLength: 1, maxLength: CAMPANA_NOMBRE_MAX }),
  fecha_inicio: Type.String({ minLength: 1, maxLength: 40, description: 'AAAA-MM-DD (también se acepta una marca de tiempo ISO)' }),
  fecha_fin: Type.Optional(Nullable(Type.String({ maxLength: 40 }))),
  estatus: Type.String({ minLength: 1, maxLength: 50 }),
  voluntarios_involucrados: Type.Optional(Nullable(Type.String({ maxLength: CAMPANA_VOLUNTARIOS_MAX }))),
  gatos_objetivo: Type.Optional(Nullable(Type.Integer({ minimum: 0, maximum: GATOS_OBJETIVO_MAX }))),
} satisfies { [K in keyof Campana]?: unknown };

/** A new campaign: its name, start and status are required. */
export const CampanaBody = Type.Object(fields);

/** An edit: any field, the others keep their values. */
export const CampanaUpdateBody = Type.Object({
  ...fields,
  nombre: Type.Optional(fields.nombre),
  fecha_inicio: Type.Optional(fields.fecha_inicio),
  estatus: Type.Optional(fields.estatus),
});
export type CampanaUpdateBody = Static<typeof CampanaUpdateBody>;

const cat = Gato.properties;

/** A cat of the campaign (the cat's other stored fields travel too), and whether it was sterilised during the campaign. */
export const CampanaGato = Type.Object(
  {
    id: cat.id,
    nombre: cat.nombre,
    sexo: cat.sexo,
    colonia_id: cat.colonia_id,
    colonia_nombre: cat.colonia_nombre,
    codigo_identificacion: cat.codigo_identificacion,
    fecha_esterilizacion: cat.fecha_esterilizacion,
    imagen: cat.imagen,
    activo: cat.activo,
    esterilizado_en_campana: Type.Boolean(),
  },
  { additionalProperties: true },
);
export type CampanaGato = Static<typeof CampanaGato>;
