/** A task given to a volunteer: the record the API answers, what the actividades_voluntarios table stores, what creating one sends. */
import { Type, type Static } from 'typebox';
import { ESTATUS_ACTIVIDAD_VOLUNTARIO, type EstatusActividadVoluntario } from '../types';
import { DbId, TextOf } from './common';

export const ActividadVoluntario = Type.Object({
  id: Type.Integer(),
  descripcion: Type.String(),
  voluntario_id: Type.Integer(),
  voluntario_username: Type.String(),
  estatus: TextOf<EstatusActividadVoluntario>(),
  created_at: Type.String(),
});
export type ActividadVoluntario = Static<typeof ActividadVoluntario>;

/** The field read from the volunteer's account. */
export const ACTIVIDAD_VOLUNTARIO_JOINED = ['voluntario_username'] as const;

export const ActividadVoluntarioBody = Type.Object({
  descripcion: Type.String({ minLength: 1, maxLength: 2000 }),
  voluntario_id: DbId(),
  estatus: Type.Optional(Type.Enum([...ESTATUS_ACTIVIDAD_VOLUNTARIO])),
} satisfies { [K in keyof ActividadVoluntario]?: unknown });
