/**
 * The signed-in person's own account (password change, remembered language)
 * and the public password recovery. Login itself is the auth provider's.
 * The public pages import this module, not the composed data provider, so
 * the landing page's language selector does not bring every area's module.
 */
import type { PasswordChanged, Mensaje } from '../../../domain/schemas/cuenta';
import type { StoredUser } from '../session';
import { apiJson } from '../httpClient';

export const cuentaMethods = {
  async cambiarContrasena(current_password: string, new_password: string): Promise<PasswordChanged> {
    // A wrong current password must not end the session.
    return (await apiJson<PasswordChanged>('/api/auth/change-password', { method: 'POST', json: { current_password, new_password }, keepSessionOn401: true })).data;
  },
  async solicitarRecuperacion(email: string): Promise<Mensaje> {
    return (await apiJson<Mensaje>('/api/auth/request-reset', { method: 'POST', json: { email } })).data;
  },
  async resetearContrasena(token: string, new_password: string): Promise<Mensaje> {
    return (await apiJson<Mensaje>('/api/auth/reset-password', { method: 'POST', json: { token, new_password } })).data;
  },
  /** The signed-in account as municipality `municipio` sees it (an account that works in several, choosing one). */
  async cuentaEnMunicipio(municipio: number): Promise<StoredUser> {
    return (await apiJson<StoredUser>('/api/auth/me', { municipio })).data;
  },
  /** The account remembers the language its person chose. */
  async guardarIdioma(idioma: string): Promise<StoredUser> {
    return (await apiJson<StoredUser>('/api/auth/idioma', { method: 'PUT', json: { idioma } })).data;
  },
};
