/** The header's cat search: what it answers of each cat found. */
import { Type, type Static } from 'typebox';
import { Nullable } from './common';

export const GatoEncontrado = Type.Object({
  id: Type.Integer(),
  nombre: Type.String(),
  codigo_identificacion: Nullable(Type.String()),
  colonia_nombre: Nullable(Type.String()),
  activo: Type.Boolean(),
});
export type GatoEncontrado = Static<typeof GatoEncontrado>;

export const GatosBuscarQuery = Type.Object({ q: Type.String({ maxLength: 100 }) });
