import { describe, expect, it } from 'vitest';
import { COORDINATE_MESSAGES, USERNAME_MESSAGE, coordinatesError, usernameError } from '../../src/domain/validation';

describe('colony coordinates', () => {
  it('accepts both or neither, each within range', () => {
    expect(coordinatesError(null, null)).toBeNull();
    expect(coordinatesError(undefined, undefined)).toBeNull();
    expect(coordinatesError(41.0686, -2.6427)).toBeNull();
    expect(coordinatesError(-90, 180)).toBeNull();
  });
  it('refuses one without the other, out-of-range and non-finite values', () => {
    expect(coordinatesError(41, null)).toBe(COORDINATE_MESSAGES.pair);
    expect(coordinatesError(undefined, -2)).toBe(COORDINATE_MESSAGES.pair);
    expect(coordinatesError(90.0001, 0)).toBe(COORDINATE_MESSAGES.latitude);
    expect(coordinatesError(Number.NaN, 0)).toBe(COORDINATE_MESSAGES.latitude);
    expect(coordinatesError(0, -180.5)).toBe(COORDINATE_MESSAGES.longitude);
  });
});

describe('usernames', () => {
  it('allows 3 to 50 letters, digits, dots, dashes and underscores', () => {
    expect(usernameError('maria.lopez')).toBeNull();
    expect(usernameError('a_b-c')).toBeNull();
    for (const bad of ['ab', 'con espacio', 'ñandú', 'x'.repeat(51), '<script>']) expect(usernameError(bad)).toBe(USERNAME_MESSAGE);
  });
});
