/**
 * The session kept in the browser: the token and the
 * user, in local storage. Screens read the user through useStoredUser.
 *
 * The street answers the service worker keeps for use without signal belong
 * to one session: they are emptied whenever a session ends here (logout, a
 * 401, an expired token found at a check or at start, any other clearSession),
 * when the token expires with the app open, and before a new session is
 * stored (tests/client/sessionEndCache.test.ts).
 *
 * An account that works in several municipalities chooses the one it works on
 * (its id, kept here and sent by httpClient.ts as X-Municipio). The choice
 * belongs to the session: it goes whenever a session ends and whenever a new
 * one is stored, so every sign-in starts in the account's own municipality
 * (tests/client/providers/municipioElegido.test.ts).
 */
import { useSyncExternalStore } from 'react';
import { isRole, type Role } from '../../domain/roleHomes';
import type { MunicipioDeCuenta } from '../../domain/schemas/municipio';
import { clearApiCache } from '../calle/pwa';

export const TOKEN_KEY = 'token';
export const USER_KEY = 'user';
export const MUNICIPIO_KEY = 'municipio';
const CHANGE_EVENT = 'gatera:session';

export interface StoredUser {
  id: number;
  username: string;
  nombre?: string | null;
  role: Role | string;
  email?: string;
  accepted_terms?: boolean;
  accepted_demo_terms: boolean;
  /** The account's language, null until chosen. */
  idioma?: string | null;
  /** The municipality the session works on (the account's own unless another was chosen). */
  municipio?: MunicipioDeCuenta | null;
  /** Every municipality the account works in, its own first: only when it works in several. */
  municipios?: MunicipioDeCuenta[];
  /** True when the account administers an installation of several municipalities: it backs up and restores the whole of it. */
  administra_instalacion?: boolean;
}

function notify(): void {
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

export function getToken(): string | null {
  return localStorage.getItem(TOKEN_KEY);
}

export function getStoredUser(): StoredUser | null {
  const raw = localStorage.getItem(USER_KEY);
  if (!raw) return null;
  try {
    const user = JSON.parse(raw) as StoredUser;
    return user && typeof user === 'object' ? user : null;
  } catch {
    return null;
  }
}

/** The longest wait setTimeout takes. */
const LONGEST_TIMER_MS = 2 ** 31 - 1;
let expiryTimer: ReturnType<typeof setTimeout> | undefined;

/** Empties the kept street answers when this token expires, if the app is still open then. */
function watchExpiry(token: string): void {
  clearTimeout(expiryTimer);
  const exp = tokenExpiry(token);
  if (exp === null) return;
  expiryTimer = setTimeout(
    () => {
      if (exp * 1000 <= Date.now()) void clearApiCache();
      else watchExpiry(token);
    },
    Math.min(Math.max(exp * 1000 - Date.now(), 0), LONGEST_TIMER_MS),
  );
}

/** Stores a new session; what the last one kept for use without signal is gone first. */
export async function storeSession(token: string, user: StoredUser): Promise<void> {
  await clearApiCache();
  localStorage.removeItem(MUNICIPIO_KEY);
  localStorage.setItem(TOKEN_KEY, token);
  localStorage.setItem(USER_KEY, JSON.stringify(user));
  watchExpiry(token);
  notify();
}

export function storeUser(user: StoredUser): void {
  localStorage.setItem(USER_KEY, JSON.stringify(user));
  notify();
}

export function storeToken(token: string): void {
  localStorage.setItem(TOKEN_KEY, token);
  watchExpiry(token);
  notify();
}

export function clearSession(): void {
  localStorage.removeItem(TOKEN_KEY);
  localStorage.removeItem(USER_KEY);
  localStorage.removeItem(MUNICIPIO_KEY);
  clearTimeout(expiryTimer);
  void clearApiCache();
  notify();
}

/** The municipality the person chose to work on (its id), or null for the account's own. */
export function chosenMunicipio(): number | null {
  const id = Number(localStorage.getItem(MUNICIPIO_KEY));
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** Works on the account's own municipality from the next request on (the screens must be loaded again). */
export function forgetChosenMunicipio(): void {
  localStorage.removeItem(MUNICIPIO_KEY);
}

/** Works on municipality `id` from the next request on (the screens must be loaded again: see MunicipioSelector). */
export function chooseMunicipio(id: number): void {
  localStorage.setItem(MUNICIPIO_KEY, String(id));
}

/** The token's expiry (`exp`, seconds), or null when the token cannot be decoded. */
export function tokenExpiry(token: string): number | null {
  const part = token.split('.')[1];
  if (!part) return null;
  try {
    const json = atob(part.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(part.length / 4) * 4, '='));
    const claims = JSON.parse(json) as { exp?: unknown };
    return typeof claims.exp === 'number' ? claims.exp : null;
  } catch {
    return null;
  }
}

/**
 * Start-up rule: keep the stored session only when the token
 * has not expired and the user accepted the demo terms; erase anything else
 * (and, without a live session, the street answers kept offline).
 */
export function restoreSession(nowMs: number = Date.now()): StoredUser | null {
  const token = getToken();
  const user = getStoredUser();
  const exp = token ? tokenExpiry(token) : null;
  if (!token || !user || exp === null || exp * 1000 <= nowMs || !user.accepted_demo_terms) {
    // Nothing kept offline outlives its session, even one ended while the app was closed.
    if (token || user) clearSession();
    else void clearApiCache();
    return null;
  }
  watchExpiry(token);
  return user;
}

export function storedRole(): Role | null {
  const role = getStoredUser()?.role;
  return isRole(role) ? role : null;
}

function subscribe(callback: () => void): () => void {
  window.addEventListener(CHANGE_EVENT, callback);
  window.addEventListener('storage', callback);
  return () => {
    window.removeEventListener(CHANGE_EVENT, callback);
    window.removeEventListener('storage', callback);
  };
}

const readUser = () => localStorage.getItem(USER_KEY);

/** The stored user, re-read whenever the session changes. */
export function useStoredUser(): StoredUser | null {
  const raw = useSyncExternalStore(subscribe, readUser, () => null);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as StoredUser;
  } catch {
    return null;
  }
}
