/**
 * react-admin's auth provider over our API and the session of session.ts:
 * login stores token and user, logout clears both, the permissions are the
 * role and canAccess reads src/domain/roles.ts.
 */
import type { AuthProvider } from 'react-admin';
import { findGuardedRoute, isRole, type Role } from '../../domain/roles';
import { HOME_ROUTE, homeOf } from '../../domain/roleHomes';
import { apiJson } from './httpClient';
import { clearApiCache } from '../calle/pwa';
import { adoptAccountLanguage } from '../i18n/chooseLanguage';
import { clearSession, getStoredUser, getToken, storeSession, storedRole, tokenExpiry, type StoredUser } from './session';

interface LoginAnswer {
  access_token: string;
}

/** Logs in and stores the session; answers the stored user. */
export async function loginAndStore(username: string, password: string): Promise<StoredUser> {
  const { data } = await apiJson<LoginAnswer>('/api/auth/login', {
    method: 'POST',
    json: { username, password },
    keepSessionOn401: true,
    municipio: 'propio',
  });
  // A sign-in starts in the account's own municipality (a choice kept from before is not this session's).
  const { data: user } = await apiJson<StoredUser>('/api/auth/me', {
    headers: { Authorization: `Bearer ${data.access_token}` },
    keepSessionOn401: true,
    municipio: 'propio',
  });
  await storeSession(data.access_token, user);
  await adoptAccountLanguage(user);
  return user;
}

/** A token and a user are stored and the token has not expired. */
export function hasLiveSession(nowMs: number = Date.now()): boolean {
  const token = getToken();
  const user = getStoredUser();
  const exp = token ? tokenExpiry(token) : null;
  return Boolean(token && user && exp !== null && exp * 1000 > nowMs);
}

const DETAIL_ACTIONS = new Set(['show', 'edit', 'delete', 'clone']);

/**
 * May this role act on this resource? A resource whose path is a guarded
 * route of the role route table follows that route's roles (`show`, `edit` and
 * `delete` follow `/<resource>/:id` when it exists); any other resource is
 * left to the server's guards, for any known role.
 */
export function canAccessResource(role: unknown, action: string, resource: string): boolean {
  if (!isRole(role)) return false;
  const base = `/${resource.replace(/^\/+/, '')}`;
  const route = (DETAIL_ACTIONS.has(action) ? findGuardedRoute(`${base}/0`) : undefined) ?? findGuardedRoute(base);
  return route ? route.roles.includes(role as Role) : true;
}

export const authProvider: AuthProvider = {
  async login({ username, password }: { username: string; password: string }) {
    const user = await loginAndStore(String(username ?? '').trim(), String(password ?? ''));
    return { redirectTo: homeOf(user.role) };
  },
  async logout() {
    clearSession();
    // Emptied by clearSession too; awaited here so nothing is left when the landing page opens.
    await clearApiCache();
    return HOME_ROUTE;
  },
  async checkAuth() {
    if (!hasLiveSession()) {
      clearSession();
      throw { redirectTo: HOME_ROUTE, message: false };
    }
  },
  async checkError(error: { status?: number }) {
    if (error?.status === 401) {
      clearSession();
      throw { redirectTo: '/login', message: false };
    }
  },
  async getPermissions() {
    return storedRole();
  },
  async getIdentity() {
    const user = getStoredUser();
    if (!user) throw new Error('Sin sesión');
    return { id: user.id, fullName: user.nombre || user.username };
  },
  async canAccess({ action, resource }) {
    return canAccessResource(storedRole(), action, resource);
  },
};
