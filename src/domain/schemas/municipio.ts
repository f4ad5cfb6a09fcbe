/** A municipality of the installation, as GET/POST/PUT /api/municipios answer and take it. */
import { Type, type Static } from 'typebox';

export const Municipio = Type.Object({
  id: Type.Integer(),
  nombre: Type.Union([Type.String(), Type.Null()]),
  slug: Type.Union([Type.String(), Type.Null()]),
  /** Its own host name, whose plain paths serve its public pages (src/domain/municipioDominio.ts); null: none. */
  dominio: Type.Union([Type.String(), Type.Null()]),
  activo: Type.Boolean(),
  created_at: Type.String(),
});
export type Municipio = Static<typeof Municipio>;

/** A new municipality and its first administrator. */
export const MunicipioNuevo = Type.Object({
  nombre: Type.String(),
  slug: Type.String(),
  administrador: Type.Object({
    username: Type.String(),
    email: Type.String(),
    password: Type.String(),
    nombre: Type.Optional(Type.Union([Type.String(), Type.Null()])),
  }),
});
export type MunicipioNuevo = Static<typeof MunicipioNuevo>;

export const MunicipioCambios = Type.Object({
  nombre: Type.Optional(Type.String()),
  slug: Type.Optional(Type.String()),
  /** An empty text or null removes it. */
  dominio: Type.Optional(Type.Union([Type.String(), Type.Null()])),
  activo: Type.Optional(Type.Boolean()),
});
export type MunicipioCambios = Static<typeof MunicipioCambios>;

/** An account of another municipality that also works in this one (GET /api/municipios/{id}/cuentas). */
export const CuentaInvitada = Type.Object({
  id: Type.Integer(),
  username: Type.String(),
  nombre: Type.Union([Type.String(), Type.Null()]),
  role: Type.String(),
  /** The account's own municipality and its name. */
  municipio_id: Type.Integer(),
  municipio_nombre: Type.Union([Type.String(), Type.Null()]),
});
export type CuentaInvitada = Static<typeof CuentaInvitada>;

/** Lets an account of another municipality work in this one, by its name. */
export const CuentaInvitadaNueva = Type.Object({ username: Type.String() });
export type CuentaInvitadaNueva = Static<typeof CuentaInvitadaNueva>;

/** A municipality an account works in, as /auth/me lists them. */
export const MunicipioDeCuenta = Type.Object({ id: Type.Integer(), nombre: Type.Union([Type.String(), Type.Null()]), slug: Type.Union([Type.String(), Type.Null()]) });
export type MunicipioDeCuenta = Static<typeof MunicipioDeCuenta>;
