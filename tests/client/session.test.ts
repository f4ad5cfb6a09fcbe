import { afterEach, describe, expect, it, vi } from 'vitest';
import { getStoredUser, getToken, restoreSession, tokenExpiry } from '../../src/client/providers/session';
import { storeRaw, tokenExpiringIn, tokenWithExp, user } from './fakes';

afterEach(() => vi.unstubAllGlobals());

describe('start-up rule of the session', () => {
  it('keeps an unexpired token of a user who accepted the demo terms', () => {
    const token = tokenExpiringIn(3600);
    storeRaw(token, user());
    expect(restoreSession()).toEqual(user());
    expect(getToken()).toBe(token);
    expect(getStoredUser()).toEqual(user());
  });

  it('erases both when the token has expired', () => {
    storeRaw(tokenExpiringIn(-1), user());
    expect(restoreSession()).toBeNull();
    expect(getToken()).toBeNull();
    expect(getStoredUser()).toBeNull();
  });

  it('erases both when the token cannot be decoded', () => {
    for (const token of ['no-es-un-jwt', 'a.%%%.c', `a.${btoa('{"exp":"mañana"}')}.c`, `a.${btoa('no json')}.c`]) {
      storeRaw(token, user());
      expect(restoreSession(), token).toBeNull();
      expect(localStorage.getItem('token')).toBeNull();
      expect(localStorage.getItem('user')).toBeNull();
    }
  });

  it('erases both when the user has not accepted the demo terms', () => {
    storeRaw(tokenExpiringIn(3600), user({ accepted_demo_terms: false }));
    expect(restoreSession()).toBeNull();
    expect(getToken()).toBeNull();
    expect(getStoredUser()).toBeNull();
  });

  it('erases a token without a user, a user without a token, and an unreadable user', () => {
    storeRaw(tokenExpiringIn(3600), undefined);
    expect(restoreSession()).toBeNull();
    expect(getToken()).toBeNull();

    storeRaw(null, user());
    expect(restoreSession()).toBeNull();
    expect(getStoredUser()).toBeNull();

    storeRaw(tokenExpiringIn(3600), '{roto');
    expect(restoreSession()).toBeNull();
    expect(getToken()).toBeNull();
  });

  it('decodes the expiry of a base64url token', () => {
    expect(tokenExpiry(tokenWithExp(1_900_000_000))).toBe(1_900_000_000);
  });
});
