/** A parte (a work order of the council): the record the API answers, what the partes table stores, what creating one sends. */
import { Type, type Static } from 'typebox';
import type { EstadoParte } from '../types';
import { Nullable, TextOf } from './common';

/** Longest description a parte keeps. */
export const PARTE_TEXT_MAX = 5000;

export const Parte = Type.Object({
  id: Type.Integer(),
  descripcion: Type.String(),
  estado: TextOf<EstadoParte>(),
  created_at: Type.String(),
});
export type Parte = Static<typeof Parte>;

/** A blank estado takes the default; any other must be one of the list. */
export const ParteBody = Type.Object({
  descripcion: Type.String({ minLength: 1, maxLength: PARTE_TEXT_MAX }),
  estado: Type.Optional(Nullable(Type.String({ maxLength: 50 }))),
} satisfies { [K in keyof Parte]?: unknown });
