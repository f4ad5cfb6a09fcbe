/** The installation's settings: what GET /api/ajustes answers and PUT /api/ajustes takes (null keeps the environment's value). */
import { Type, type Static } from 'typebox';
import { Nullable } from './common';

export const Ajustes = Type.Object({
  producto_nombre: Nullable(Type.String()),
  municipio_nombre: Nullable(Type.String()),
  contacto_email: Nullable(Type.String()),
  escudo: Nullable(Type.String()),
});
export type Ajustes = Static<typeof Ajustes>;

/** The texts a save may carry; the coat of arms goes by its own upload. */
export const AjustesBody = Type.Object({
  producto_nombre: Type.Optional(Nullable(Type.String())),
  municipio_nombre: Type.Optional(Nullable(Type.String())),
  contacto_email: Type.Optional(Nullable(Type.String())),
});
export type AjustesBody = Static<typeof AjustesBody>;
