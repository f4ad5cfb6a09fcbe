/** An activity recorded on a cat (vaccination, check-up...): the record the API answers, what the actividades table stores, what recording one sends. */
import { Type, type Static } from 'typebox';
import { DbId, Nullable } from './common';

export const ACTIVIDAD_TIPO_MAX = 100;
export const ACTIVIDAD_DESCRIPCION_MAX = 5000;

export const Actividad = Type.Object({
  id: Type.Integer(),
  tipo: Type.String(),
  descripcion: Type.String(),
  gato_id: Type.Integer(),
  gato_nombre: Nullable(Type.String()),
  gato_codigo: Nullable(Type.String()),
  created_at: Type.String(),
});
export type Actividad = Static<typeof Actividad>;

/** The fields read from the cat: its name and its microchip's code. */
export const ACTIVIDAD_JOINED = ['gato_nombre', 'gato_codigo'] as const;

export const ActividadBody = Type.Object({
  tipo: Type.String({ minLength: 1, maxLength: ACTIVIDAD_TIPO_MAX }),
  descripcion: Type.String({ minLength: 1, maxLength: ACTIVIDAD_DESCRIPCION_MAX }),
  gato_id: DbId(),
} satisfies { [K in keyof Actividad]?: unknown });
