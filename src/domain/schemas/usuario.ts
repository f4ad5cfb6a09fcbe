/**
 * A person's account as the API shows it (never its password or token
 * version): the administrator's list, the signed-in person (/auth/me), and
 * what creating an account or changing its role sends.
 */
import { Type, type Static } from 'typebox';
import { ROLES, type Role } from '../roles';
import { Nullable, TextOf } from './common';

export const Usuario = Type.Object({
  id: Type.Integer(),
  username: Type.String(),
  nombre: Nullable(Type.String()),
  role: TextOf<Role>(),
  email: Type.String(),
  activo: Type.Boolean(),
  accepted_terms: Type.Boolean(),
  accepted_demo_terms: Type.Boolean(),
  accepted_terms_at: Nullable(Type.String()),
  accepted_demo_terms_at: Nullable(Type.String()),
  entidad_id: Nullable(Type.Integer({ description: 'La entidad colaboradora a la que pertenece la persona, si alguna' })),
});
export type Usuario = Static<typeof Usuario>;

const RoleSchema = Type.Enum([...ROLES]);

/** A new account: a password that meets the policy, or an e-mailed link to set one. */
export const UsuarioBody = Type.Object({
  username: Type.String({ minLength: 1, maxLength: 150 }),
  email: Type.String({ minLength: 1, maxLength: 254 }),
  nombre: Type.Optional(Nullable(Type.String({ maxLength: 150 }))),
  role: RoleSchema,
  password: Type.Optional(Nullable(Type.String({ maxLength: 256 }))),
  send_invite: Type.Optional(Type.Boolean({ default: false })),
  entidad_id: Type.Optional(Nullable(Type.Integer({ minimum: 1 }))),
});

/** The partner entity a person belongs to, or none. */
export const EntidadChange = Type.Object({ entidad_id: Nullable(Type.Integer({ minimum: 1 })) } satisfies { [K in keyof Usuario]?: unknown });

export const RoleChange = Type.Object({ role: RoleSchema } satisfies { [K in keyof Usuario]?: unknown });

/** A person who may be assigned to colonies, as the assignment form lists them (the name falls back to the username). */
export const UsuarioAsignable = Type.Object({ id: Type.Integer(), nombre: Type.String(), username: Type.String(), role: TextOf<Role>() });
export type UsuarioAsignable = Static<typeof UsuarioAsignable>;
