/**
 * The municipality an account of several works on: apiFetch names the one
 * chosen in X-Municipio unless the caller says otherwise, and the choice is
 * the session's (it goes when the session ends and when a new one starts).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiFetch } from '../../../src/client/providers/httpClient';
import { authProvider } from '../../../src/client/providers/authProvider';
import { chooseMunicipio, chosenMunicipio, clearSession, getStoredUser, restoreSession } from '../../../src/client/providers/session';
import { fakeApi, storeRaw, tokenExpiringIn, user } from '../fakes';

afterEach(() => vi.unstubAllGlobals());

const signedIn = () => storeRaw(tokenExpiringIn(3600), user({ role: 'responsable' }));

describe('apiFetch and the chosen municipality', () => {
  it('sends no X-Municipio while none is chosen', async () => {
    signedIn();
    const calls = fakeApi(() => ({ body: [] }));
    await apiFetch('/api/colonias/colonias/');
    expect(calls.map((c) => c.municipio)).toEqual([null]);
  });

  it('sends the chosen one on every request the caller leaves unnamed', async () => {
    signedIn();
    chooseMunicipio(2);
    const calls = fakeApi(() => ({ body: [] }));
    await apiFetch('/api/colonias/colonias/');
    await apiFetch('/api/visitas/', { method: 'POST', json: {} });
    expect(calls.map((c) => c.municipio)).toEqual(['2', '2']);
  });

  it("sends the one the caller names, none for the account's own, and leaves a header the caller set", async () => {
    signedIn();
    chooseMunicipio(2);
    const calls = fakeApi(() => ({ body: [] }));
    await apiFetch('/api/visitas/', { municipio: 3 });
    await apiFetch('/api/visitas/', { municipio: 'propio' });
    await apiFetch('/api/visitas/', { headers: { 'X-Municipio': '4' } });
    await apiFetch('/api/visitas/', { municipio: 'propio', headers: { 'X-Municipio': '4' } });
    expect(calls.map((c) => c.municipio)).toEqual(['3', null, '4', '4']);
  });
});

describe('the choice belongs to the session', () => {
  it('goes at logout, at a 401, at any clearSession and when the stored session has expired at start', async () => {
    signedIn();
    chooseMunicipio(2);
    await authProvider.logout({});
    expect(chosenMunicipio()).toBeNull();

    signedIn();
    chooseMunicipio(2);
    fakeApi(() => ({ status: 401, body: { detail: 'Token inválido o caducado.' } }));
    await expect(apiFetch('/api/colonias/colonias/')).rejects.toThrow('Token inválido o caducado.');
    expect(chosenMunicipio()).toBeNull();

    signedIn();
    chooseMunicipio(2);
    clearSession();
    expect(chosenMunicipio()).toBeNull();

    storeRaw(tokenExpiringIn(-1), user({ role: 'responsable' }));
    chooseMunicipio(2);
    expect(restoreSession()).toBeNull();
    expect(chosenMunicipio()).toBeNull();
  });

  it("goes when somebody signs in, whose session starts in the account's own municipality", async () => {
    // Ana had chosen municipality 2 and Bea signs in on the same browser without Ana signing out.
    storeRaw(tokenExpiringIn(3600), user({ id: 1, role: 'responsable' }));
    chooseMunicipio(2);
    const bea = { id: 2, username: 'bea', role: 'veterinario', accepted_demo_terms: true, municipio: { id: 1, nombre: 'Sigüenza', slug: 'siguenza' } };
    const calls = fakeApi((call) => (call.url === '/api/auth/login' ? { body: { access_token: tokenExpiringIn(3600, { sub: '2' }) } } : { body: bea }));
    await authProvider.login({ username: 'bea', password: 'Clave-Segura-7' });
    expect(calls.map((c) => `${c.method} ${c.url} ${c.municipio}`)).toEqual(['POST /api/auth/login null', 'GET /api/auth/me null']);
    expect(chosenMunicipio()).toBeNull();
  });
});

describe('a municipality the account no longer works in', () => {
  const SIGUENZA = { id: 1, nombre: 'Sigüenza', slug: 'siguenza' };
  const ATIENZA = { id: 2, nombre: 'Atienza', slug: 'atienza' };
  const REFUSED = { status: 403, body: { detail: 'Esta cuenta no trabaja en ese municipio.' } };
  let assign: ReturnType<typeof vi.fn>;

  beforeEach(() => {
    assign = vi.fn();
    sessionStorage.clear();
  });

  function workingInAtienza() {
    storeRaw(tokenExpiringIn(3600), user({ role: 'responsable', municipio: ATIENZA, municipios: [SIGUENZA, ATIENZA] }));
    chooseMunicipio(2);
    vi.stubGlobal('location', { ...window.location, assign });
  }

  it("is dropped when a call naming it is refused and the account's own /auth/me no longer lists it: back home in its own", async () => {
    workingInAtienza();
    const calls = fakeApi((call) => {
      if (call.url === '/api/auth/me') return call.municipio === null ? { body: user({ role: 'responsable', municipio: SIGUENZA }) } : REFUSED;
      return REFUSED;
    });
    await expect(apiFetch('/api/colonias/colonias/')).rejects.toThrow('Esta cuenta no trabaja en ese municipio.');
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/colonias'));
    expect(chosenMunicipio()).toBeNull();
    expect(getStoredUser()?.municipio).toEqual(SIGUENZA);
    expect(getStoredUser()?.municipios).toBeUndefined();
    expect(calls.map((c) => `${c.url} ${c.municipio}`)).toEqual(['/api/colonias/colonias/ 2', '/api/auth/me null']);
    // The next call is the account's own municipality's.
    await apiFetch('/api/auth/me');
    expect(calls.at(-1)?.municipio).toBeNull();
  });

  it('asks once when several calls are refused together', async () => {
    workingInAtienza();
    const calls = fakeApi((call) => (call.url === '/api/auth/me' && call.municipio === null ? { body: user({ role: 'responsable', municipio: SIGUENZA }) } : REFUSED));
    await Promise.allSettled([apiFetch('/api/colonias/colonias/'), apiFetch('/api/gatos/gatos/'), apiFetch('/api/campanas/')]);
    await vi.waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    expect(calls.filter((c) => c.url === '/api/auth/me')).toHaveLength(1);
  });

  it('is kept when the refusal is for another reason and the account still works there', async () => {
    workingInAtienza();
    const calls = fakeApi((call) =>
      call.url === '/api/auth/me'
        ? { body: user({ role: 'responsable', municipio: SIGUENZA, municipios: [SIGUENZA, ATIENZA] }) }
        : { status: 403, body: { detail: 'No tienes permiso para esta operación.' } },
    );
    await expect(apiFetch('/api/ajustes')).rejects.toThrow('No tienes permiso para esta operación.');
    await vi.waitFor(() => expect(calls.map((c) => c.url)).toContain('/api/auth/me'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(chosenMunicipio()).toBe(2);
    expect(getStoredUser()?.municipio).toEqual(ATIENZA);
    expect(assign).not.toHaveBeenCalled();
  });
});
