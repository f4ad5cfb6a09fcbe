import { describe, expect, it } from 'vitest';
import {
  PASSWORD_MESSAGES,
  formatDate,
  isValidCodigoIdentificacion,
  isValidEmail,
  passwordConfirmationError,
  passwordError,
  toIsoDate,
} from '../../src/domain/validation';

describe('password policy (rules in order)', () => {
  it.each([
    ['Ab1!', PASSWORD_MESSAGES.length],
    ['abcdefg1!', PASSWORD_MESSAGES.uppercase],
    ['Abcdefgh!', PASSWORD_MESSAGES.digit],
    ['Abcdefgh1', PASSWORD_MESSAGES.special],
    ['Gatera-Demo-2025', null],
    ['Ñandú-2025', null],
  ])('%s gives %s', (password, expected) => {
    expect(passwordError(password)).toBe(expected);
  });

  it('checks length before anything else, even when every other rule fails', () => {
    expect(passwordError('abc')).toBe(PASSWORD_MESSAGES.length);
  });

  it('refuses the common passwords, each by the first rule it breaks', () => {
    expect(passwordError('PASSWORD')).toBe(PASSWORD_MESSAGES.digit);
    expect(passwordError('12345678')).toBe(PASSWORD_MESSAGES.uppercase);
    expect(passwordError('admin')).toBe(PASSWORD_MESSAGES.length);
  });

  it('reports a confirmation that does not match', () => {
    expect(passwordConfirmationError('Abcdefg1!', 'Abcdefg1?')).toBe(PASSWORD_MESSAGES.mismatch);
    expect(passwordConfirmationError('Abcdefg1!', 'Abcdefg1!')).toBeNull();
  });
});

describe('e-mail, identification code and dates', () => {
  it('accepts a plain address and refuses one with spaces or no domain', () => {
    expect(isValidEmail('ana@ayto.es')).toBe(true);
    expect(isValidEmail('ana @ayto.es')).toBe(false);
    expect(isValidEmail('ana@ayto')).toBe(false);
  });

  it('wants exactly 15 digits', () => {
    expect(isValidCodigoIdentificacion('724098100012345')).toBe(true);
    expect(isValidCodigoIdentificacion('72409810001234')).toBe(false);
    expect(isValidCodigoIdentificacion('72409810001234a')).toBe(false);
  });

  it('keeps the date of an ISO timestamp without moving it through local time', () => {
    expect(toIsoDate('2025-03-29T23:30:00.000Z')).toBe('2025-03-29');
    expect(toIsoDate('2025-03-29')).toBe('2025-03-29');
    expect(toIsoDate('2025-02-30')).toBeNull();
    expect(toIsoDate('29/03/2025')).toBeNull();
  });

  it('shows dates as dd/mm/yyyy', () => {
    expect(formatDate('2025-03-29')).toBe('29/03/2025');
    expect(formatDate(null)).toBe('');
  });
});
