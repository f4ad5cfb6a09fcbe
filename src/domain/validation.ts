/**
 * Validation rules and their messages, as catalogue keys (texts in
 * src/domain/i18n/<lang>/). The client shows them before sending; the server
 * answers with the same ones.
 */
import { CODIGO_IDENTIFICACION_LENGTH, PASSWORD_MIN_LENGTH } from './constants';
import { DOMAIN_KEYS } from './i18n/keys';
import { EDAD_MAX } from './gatos';

export const PASSWORD_MESSAGES = DOMAIN_KEYS.password;

const COMMON_PASSWORDS = ['password', '12345678', 'admin', 'qwerty'];

/** The first rule the password breaks, in the original product's order, or null. */
export function passwordError(password: string): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) return PASSWORD_MESSAGES.length;
  if (!/\p{Lu}/u.test(password)) return PASSWORD_MESSAGES.uppercase;
  if (!/\d/.test(password)) return PASSWORD_MESSAGES.digit;
  if (!/[^\p{L}\p{N}\s]/u.test(password)) return PASSWORD_MESSAGES.special;
  if (COMMON_PASSWORDS.includes(password.toLowerCase())) return PASSWORD_MESSAGES.common;
  return null;
}

export function passwordConfirmationError(password: string, confirmation: string): string | null {
  return password === confirmation ? null : PASSWORD_MESSAGES.mismatch;
}

export const EMAIL_MESSAGE = DOMAIN_KEYS.fields.email;

export function isValidEmail(email: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email);
}

export const CODIGO_IDENTIFICACION_MESSAGE = DOMAIN_KEYS.fields.codigo;
export const CODIGO_IDENTIFICACION_PATTERN = `^\\d{${CODIGO_IDENTIFICACION_LENGTH}}$`;

export function isValidCodigoIdentificacion(code: string): boolean {
  return new RegExp(CODIGO_IDENTIFICACION_PATTERN).test(code);
}

/** Required-field messages of the forms, keyed by form and field. */
export const REQUIRED_MESSAGES = DOMAIN_KEYS.required;

/** A date-only value as the API carries it. */
export function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const [y, m, d] = value.split('-').map(Number);
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/**
 * Accepts `YYYY-MM-DD` or an ISO timestamp (the original client sends those)
 * and keeps only the date, as written, without going through local time.
 */
export function toIsoDate(value: string): string | null {
  const match = /^(\d{4}-\d{2}-\d{2})(?:[T ][\d:.]+(?:Z|[+-]\d{2}:?\d{2})?)?$/.exec(value.trim());
  if (!match) return null;
  return isIsoDate(match[1]) ? match[1] : null;
}

/** `YYYY-MM-DD` to `dd/mm/yyyy`, the way every screen shows dates. */
export function formatDate(value: string | null | undefined): string {
  if (!value) return '';
  const iso = toIsoDate(value) ?? value;
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : value;
}

export const COORDINATE_MESSAGES = DOMAIN_KEYS.coordinates;

/** A colony's coordinates: both or neither, each within its range. */
export function coordinatesError(latitude: number | null | undefined, longitude: number | null | undefined): string | null {
  const hasLat = latitude !== null && latitude !== undefined;
  const hasLon = longitude !== null && longitude !== undefined;
  if (hasLat !== hasLon) return COORDINATE_MESSAGES.pair;
  if (typeof latitude === 'number' && !(Number.isFinite(latitude) && latitude >= -90 && latitude <= 90)) return COORDINATE_MESSAGES.latitude;
  if (typeof longitude === 'number' && !(Number.isFinite(longitude) && longitude >= -180 && longitude <= 180)) return COORDINATE_MESSAGES.longitude;
  return null;
}

export const USERNAME_MESSAGE = DOMAIN_KEYS.fields.username;

export function usernameError(username: string): string | null {
  return /^[A-Za-z0-9._-]{3,50}$/.test(username) ? null : USERNAME_MESSAGE;
}

/** Why a cat's age is refused (a message key naming `max`, EDAD_MAX), or null: empty, or a whole number up to EDAD_MAX. */
export function edadError(value: unknown): string | null {
  if (value === null || value === undefined || String(value).trim() === '') return null;
  const edad = Number(value);
  return Number.isInteger(edad) && edad >= 0 && edad <= EDAD_MAX ? null : DOMAIN_KEYS.rangos.edad;
}
