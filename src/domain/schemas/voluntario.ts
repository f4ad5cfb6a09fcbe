/** A volunteer as the volunteer-management screen lists them: the account and the names of their colonies ("A, B" or null). */
import { Type, type Static } from 'typebox';
import { Nullable } from './common';
import { Usuario } from './usuario';

const account = Usuario.properties;

export const Voluntario = Type.Object({
  id: account.id,
  username: account.username,
  nombre: account.nombre,
  email: account.email,
  role: account.role,
  colony_nombre: Nullable(Type.String()),
  colonia_nombre: Nullable(Type.String()),
});
export type Voluntario = Static<typeof Voluntario>;

/** The fields joined from the person's colonies (the rest are the account's). */
export const VOLUNTARIO_JOINED = ['colony_nombre', 'colonia_nombre'] as const;
