/**
 * A person of a role assigned to colonies, once per assigned colony (or once
 * with no colony): the rows of the assignments screen, and what assigning sends.
 */
import { Type, type Static } from 'typebox';
import type { Role } from '../roles';
import { DbId, Nullable, TextOf } from './common';

export const Asignacion = Type.Object({
  /** The person's user id. */
  id: Type.Integer(),
  usuario_id: Type.Integer(),
  username: Type.String(),
  nombre: Nullable(Type.String()),
  role: TextOf<Role>(),
  /** Null for a person with no colony. */
  asignacion_id: Nullable(Type.Integer()),
  colonia_id: Nullable(Type.Integer()),
  colony_nombre: Nullable(Type.String()),
  colonia_nombre: Nullable(Type.String()),
});
export type Asignacion = Static<typeof Asignacion>;

/** Assigning a person to a colony. */
export const AsignarUsuario = Type.Object({
  user_id: DbId(),
  colonia_id: DbId(),
});
