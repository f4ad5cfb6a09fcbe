/** A person's own account: login, password change, reset request and reset, the remembered language. */
import { Type, type Static } from 'typebox';

export const Credentials = Type.Object({
  username: Type.String({ minLength: 1, maxLength: 150 }),
  password: Type.String({ minLength: 1, maxLength: 256 }),
});
export type Credentials = Static<typeof Credentials>;

/** The login's answer. */
export const LoginToken = Type.Object({ access_token: Type.String(), token_type: Type.Literal('bearer') });
export type LoginToken = Static<typeof LoginToken>;

export const ChangePassword = Type.Object({
  current_password: Type.String({ minLength: 1, maxLength: 256 }),
  new_password: Type.String({ minLength: 1, maxLength: 256 }),
});
export type ChangePassword = Static<typeof ChangePassword>;

/** The change's answer: earlier tokens stop working, the session goes on with this one. */
export const PasswordChanged = Type.Object({ message: Type.String(), ...LoginToken.properties });
export type PasswordChanged = Static<typeof PasswordChanged>;

export const ResetRequest = Type.Object({ email: Type.String({ minLength: 1, maxLength: 254 }) });
export type ResetRequest = Static<typeof ResetRequest>;

export const Reset = Type.Object({
  token: Type.String({ minLength: 1, maxLength: 200 }),
  new_password: Type.String({ minLength: 1, maxLength: 256 }),
});
export type Reset = Static<typeof Reset>;

/** An answer that only says what happened. */
export const Mensaje = Type.Object({ message: Type.String() });
export type Mensaje = Static<typeof Mensaje>;

export const IdiomaBody = Type.Object({ idioma: Type.String({ maxLength: 10 }) });
export type IdiomaBody = Static<typeof IdiomaBody>;
