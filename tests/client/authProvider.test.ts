import { afterEach, describe, expect, it, vi } from 'vitest';
import { authProvider, canAccessResource } from '../../src/client/providers/authProvider';
import { getStoredUser, getToken } from '../../src/client/providers/session';
import { GUARDED_ROUTES, HOME_BY_ROLE, ACCOUNT_ROLES } from '../../src/domain/roles';
import { AUTH_MESSAGES } from '../../src/domain/messages';
import { fakeApi, storeRaw, tokenExpiringIn, user } from './fakes';
import { spanishText } from '../../src/domain/i18n/index';

afterEach(() => vi.unstubAllGlobals());

describe('authProvider', () => {
  it('login posts the credentials, loads the user with the new token, stores both and goes to the role home', async () => {
    const token = tokenExpiringIn(3600);
    const me = user({ role: 'voluntario', accepted_demo_terms: false });
    const calls = fakeApi((call) => {
      if (call.method === 'POST' && call.url === '/api/auth/login') return { body: { access_token: token, token_type: 'bearer' } };
      if (call.method === 'GET' && call.url === '/api/auth/me') return { body: me };
      return undefined;
    });
    const result = await authProvider.login({ username: ' ana ', password: 'Secreta-1' });
    expect(result).toEqual({ redirectTo: HOME_BY_ROLE.voluntario });
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual(['POST /api/auth/login', 'GET /api/auth/me']);
    expect(calls[0].body).toEqual({ username: 'ana', password: 'Secreta-1' });
    expect(calls[1].authorization).toBe(`Bearer ${token}`);
    expect(getToken()).toBe(token);
    expect(getStoredUser()).toEqual(me);
  });

  it.each(ACCOUNT_ROLES)('after login %s goes to its home', async (role) => {
    fakeApi((call) =>
      call.url === '/api/auth/login' ? { body: { access_token: tokenExpiringIn(60) } } : { body: user({ role }) },
    );
    expect(await authProvider.login({ username: role, password: 'x' })).toEqual({ redirectTo: HOME_BY_ROLE[role] });
  });

  it('a failed login rejects with the server detail and stores nothing', async () => {
    fakeApi(() => ({ status: 401, body: { detail: spanishText(AUTH_MESSAGES.loginFailed) } }));
    await expect(authProvider.login({ username: 'ana', password: 'mala' })).rejects.toThrow(spanishText(AUTH_MESSAGES.loginFailed));
    expect(getToken()).toBeNull();
    expect(getStoredUser()).toBeNull();
  });

  it('stores nothing when the user cannot be loaded after the token', async () => {
    fakeApi((call) => (call.url === '/api/auth/login' ? { body: { access_token: tokenExpiringIn(60) } } : { status: 500, body: {} }));
    await expect(authProvider.login({ username: 'ana', password: 'x' })).rejects.toThrow();
    expect(getToken()).toBeNull();
  });

  it('logout clears token and user and goes to the landing page', async () => {
    storeRaw(tokenExpiringIn(3600), user());
    expect(await authProvider.logout({})).toBe('/');
    expect(getToken()).toBeNull();
    expect(getStoredUser()).toBeNull();
  });

  it('checkAuth accepts a live session and sends anyone else to the home route', async () => {
    await expect(authProvider.checkAuth({})).rejects.toEqual({ redirectTo: '/', message: false });
    storeRaw(tokenExpiringIn(-5), user());
    await expect(authProvider.checkAuth({})).rejects.toEqual({ redirectTo: '/', message: false });
    expect(getStoredUser()).toBeNull();
    storeRaw(tokenExpiringIn(3600), user());
    await expect(authProvider.checkAuth({})).resolves.toBeUndefined();
  });

  it('checkError ends the session on 401 only', async () => {
    storeRaw(tokenExpiringIn(3600), user());
    await expect(authProvider.checkError({ status: 403 })).resolves.toBeUndefined();
    await expect(authProvider.checkError({ status: 500 })).resolves.toBeUndefined();
    expect(getToken()).not.toBeNull();
    await expect(authProvider.checkError({ status: 401 })).rejects.toBeDefined();
    expect(getToken()).toBeNull();
  });

  it('the permissions are the stored role (null for an unknown role or nobody)', async () => {
    expect(await authProvider.getPermissions!({})).toBeNull();
    storeRaw(tokenExpiringIn(3600), user({ role: 'veterinario' }));
    expect(await authProvider.getPermissions!({})).toBe('veterinario');
    storeRaw(tokenExpiringIn(3600), user({ role: 'superusuario' }));
    expect(await authProvider.getPermissions!({})).toBeNull();
  });
});

describe('canAccess against the role route table', () => {
  const resourceOf = (path: string) => path.replace(/^\//, '').replace(/\/:id$/, '');

  it('every role may list exactly the screens of its guarded routes', () => {
    for (const route of GUARDED_ROUTES.filter((r) => !r.path.includes(':'))) {
      for (const role of ACCOUNT_ROLES) {
        expect(canAccessResource(role, 'list', resourceOf(route.path)), `${role} ${route.path}`).toBe(route.roles.includes(role));
      }
    }
  });

  it('show and edit follow the detail route (/gatos/:id is open to every role, the list is not)', () => {
    const detail = GUARDED_ROUTES.find((r) => r.path === '/gatos/:id')!;
    for (const role of ACCOUNT_ROLES) {
      expect(canAccessResource(role, 'show', 'gatos')).toBe(detail.roles.includes(role));
      expect(canAccessResource(role, 'edit', 'gatos')).toBe(detail.roles.includes(role));
    }
    expect(canAccessResource('usuario', 'list', 'gatos')).toBe(false);
  });

  it('nobody and unknown roles get nothing; other resources are left to the server for known roles', async () => {
    expect(canAccessResource(null, 'list', 'gatos')).toBe(false);
    expect(canAccessResource('superusuario', 'list', 'otra-cosa')).toBe(false);
    expect(canAccessResource('usuario', 'list', 'otra-cosa')).toBe(true);
    storeRaw(tokenExpiringIn(3600), user({ role: 'usuario' }));
    expect(await authProvider.canAccess!({ action: 'list', resource: 'backup' })).toBe(false);
    expect(await authProvider.canAccess!({ action: 'list', resource: 'mis-gatos' })).toBe(true);
  });
});
