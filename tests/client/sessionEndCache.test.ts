/**
 * The street answers the service worker keeps (cache gatera-api) belong to one
 * session: the page empties that cache whenever a session ends, in any way,
 * and before a new session is stored.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authProvider } from '../../src/client/providers/authProvider';
import { apiFetch } from '../../src/client/providers/httpClient';
import { clearSession, getToken, restoreSession } from '../../src/client/providers/session';
import { API_CACHE } from '../../src/client/calle/offlineApiCache';
import { fakeApi, fakeCaches, storeRaw, tokenExpiringIn, user, type FakeCaches } from './fakes';

let caches: FakeCaches;

/** Something the worker kept for the signed-in person. */
async function keepSomething(): Promise<void> {
  await (await caches.open(API_CACHE)).put('http://localhost:3000/api/turnos/hoy?gatera-sesion=abc', new Response('[{"colonia_nombre":"Colonia de la Catedral"}]'));
}

const emptied = () => vi.waitFor(async () => expect(await caches.has(API_CACHE)).toBe(false));

beforeEach(async () => {
  caches = fakeCaches();
  await keepSomething();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the street answers kept offline go when the session ends', () => {
  it('at logout', async () => {
    storeRaw(tokenExpiringIn(3600), user());
    await authProvider.logout({});
    await emptied();
  });

  it('when the API answers 401', async () => {
    storeRaw(tokenExpiringIn(3600), user());
    fakeApi(() => ({ status: 401, body: { detail: 'Token inválido o caducado.' } }));
    await expect(apiFetch('/api/turnos/hoy')).rejects.toThrow('Token inválido o caducado.');
    expect(getToken()).toBeNull();
    await emptied();
  });

  it('when react-admin reports a 401', async () => {
    storeRaw(tokenExpiringIn(3600), user());
    await expect(authProvider.checkError({ status: 401 })).rejects.toBeDefined();
    await emptied();
  });

  it('when the token is found expired on a check', async () => {
    storeRaw(tokenExpiringIn(-5), user());
    await expect(authProvider.checkAuth({})).rejects.toBeDefined();
    await emptied();
  });

  it('when the token is found expired at start, and whenever the app starts without a live session', async () => {
    storeRaw(tokenExpiringIn(-5), user());
    expect(restoreSession()).toBeNull();
    await emptied();
    await keepSomething();
    expect(restoreSession()).toBeNull();
    await emptied();
  });

  it('when anything else ends the session (the terms screen left, the route guard)', async () => {
    storeRaw(tokenExpiringIn(3600), user());
    clearSession();
    await emptied();
  });

  it('when the token expires with the app open', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    storeRaw(tokenExpiringIn(60), user());
    expect(restoreSession()).toEqual(user());
    await vi.advanceTimersByTimeAsync(30_000);
    expect(await caches.has(API_CACHE)).toBe(true);
    await vi.advanceTimersByTimeAsync(31_000);
    expect(await caches.has(API_CACHE)).toBe(false);
  });

  it('but not while the session lives', async () => {
    storeRaw(tokenExpiringIn(3600), user());
    expect(restoreSession()).toEqual(user());
    await authProvider.checkAuth({});
    await authProvider.checkError({ status: 403 });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await caches.has(API_CACHE)).toBe(true);
  });

  it('before another account signing in is stored', async () => {
    storeRaw(tokenExpiringIn(3600), user({ id: 1, username: 'ana', role: 'voluntario' }));
    const next = tokenExpiringIn(3600, { sub: '2', username: 'bea' });
    const tokensWhenEmptied: (string | null)[] = [];
    const remove = caches.delete.bind(caches);
    caches.delete = async (name: string) => {
      tokensWhenEmptied.push(getToken());
      return remove(name);
    };
    fakeApi((call) => {
      if (call.url === '/api/auth/login') return { body: { access_token: next } };
      if (call.url === '/api/auth/me') return { body: user({ id: 2, username: 'bea', role: 'voluntario' }) };
      return undefined;
    });
    await authProvider.login({ username: 'bea', password: 'x' });
    expect(getToken()).toBe(next);
    expect(await caches.has(API_CACHE)).toBe(false);
    expect(tokensWhenEmptied.length).toBeGreaterThan(0);
    expect(tokensWhenEmptied).not.toContain(next);
  });
});
