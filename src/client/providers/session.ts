/**
 * The session kept in the browser (SPEC sections 3 and 4): the token and the
 * user, in local storage. Screens read the user through useStoredUser.
 */
import { useSyncExternalStore } from 'react';
import { isRole, type Role } from '../../domain/roles';

export const TOKEN_KEY = 'token';
export const USER_KEY = 'user';
const CHANGE_EVENT = 'gatera:session';

export interface StoredUser {
  id: number;
  username: string;
  nombre?: string | null;
  role: Role | string;
  email?: string;
  accepted_terms?: boolean;
  accepted_demo_terms: boolean;
  /** Issue 18: the account's language, null until chosen. */
  idioma?: string | null;
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

export function storeSession(token: string, user: StoredUser): void {
  localStorage.setItem(TOKEN_KEY, token);
  localStorage.setItem(USER_KEY, JSON.stringify(user));
  notify();
}

export function storeUser(user: StoredUser): void {
  localStorage.setItem(USER_KEY, JSON.stringify(user));
  notify();
}

export function storeToken(token: string): void {
  localStorage.setItem(TOKEN_KEY, token);
  notify();
}

export function clearSession(): void {
  localStorage.removeItem(TOKEN_KEY);
  localStorage.removeItem(USER_KEY);
  notify();
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
 * Start-up rule of SPEC section 4: keep the stored session only when the token
 * has not expired and the user accepted the demo terms; erase anything else.
 */
export function restoreSession(nowMs: number = Date.now()): StoredUser | null {
  const token = getToken();
  const user = getStoredUser();
  if (!token && !user) return null;
  const exp = token ? tokenExpiry(token) : null;
  if (!token || !user || exp === null || exp * 1000 <= nowMs || !user.accepted_demo_terms) {
    clearSession();
    return null;
  }
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
