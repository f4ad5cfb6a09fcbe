/**
 * Validation rules and their Spanish messages. The client shows
 * them before sending; the server answers with the same ones.
 */
import { CODIGO_IDENTIFICACION_LENGTH, PASSWORD_MIN_LENGTH } from './constants';

export const PASSWORD_MESSAGES = {
  length: 'La contraseña debe tener al menos 8 caracteres',
  uppercase: 'Debe contener al menos una letra mayúscula',
  digit: 'Debe contener al menos un número',
  special: 'Debe contener al menos un carácter especial',
  common: 'Contraseña demasiado común',
  mismatch: 'Las contraseñas no coinciden',
} as const;

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

export const EMAIL_MESSAGE = 'Por favor ingresa un correo válido.';

export function isValidEmail(email: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email);
}

export const CODIGO_IDENTIFICACION_MESSAGE = `El código de identificación debe tener exactamente ${CODIGO_IDENTIFICACION_LENGTH} dígitos`;
export const CODIGO_IDENTIFICACION_PATTERN = `^\\d{${CODIGO_IDENTIFICACION_LENGTH}}$`;

export function isValidCodigoIdentificacion(code: string): boolean {
  return new RegExp(CODIGO_IDENTIFICACION_PATTERN).test(code);
}

/** Required-field messages of the forms, keyed by form and field. */
export const REQUIRED_MESSAGES = {
  gato: {
    nombre: 'El nombre es obligatorio',
    sexo: 'Selecciona el sexo',
    ubicacion: 'La ubicación es obligatoria',
    colonia_id: 'Debe seleccionar una colonia',
    imagen: 'Debe subir una imagen',
  },
  colonia: {
    nombre: 'El nombre de la colonia es obligatorio',
    ubicacion: 'La ubicación de la colonia es obligatoria',
  },
  campana: {
    nombre: 'El nombre de la campaña es obligatorio',
    fecha_inicio: 'La fecha de inicio es obligatoria',
    estatus: 'El estado de la campaña es obligatorio',
  },
  parte: { descripcion: 'La descripción es obligatoria' },
  actividad: {
    tipo: 'El tipo de actividad es obligatorio',
    descripcion: 'La descripción es obligatoria',
    gato_id: 'Debe seleccionar un gato',
  },
  queja: { descripcion: 'La descripción es obligatoria' },
  inspeccion: {
    colonia_id: 'Debe seleccionar una colonia',
    observaciones: 'Las observaciones son obligatorias',
  },
  actividadVoluntario: {
    descripcion: 'La descripción de la actividad es obligatoria',
    voluntario_id: 'Debe seleccionar un voluntario',
  },
  csv: { file: 'Por favor selecciona un archivo CSV.' },
} as const;

/** A date-only value as the API carries it. */
export function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const [y, m, d] = value.split('-').map(Number);
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/**
 * Accepts `YYYY-MM-DD` or an ISO timestamp (the original clients send those) and
 * keeps only the date, as written, without going through local time.
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

export const COORDINATE_MESSAGES = {
  pair: 'Indica la latitud y la longitud, o ninguna de las dos.',
  latitude: 'La latitud debe ser un número entre -90 y 90.',
  longitude: 'La longitud debe ser un número entre -180 y 180.',
} as const;

/** A colony's coordinates: both or neither, each within its range. */
export function coordinatesError(latitude: number | null | undefined, longitude: number | null | undefined): string | null {
  const hasLat = latitude !== null && latitude !== undefined;
  const hasLon = longitude !== null && longitude !== undefined;
  if (hasLat !== hasLon) return COORDINATE_MESSAGES.pair;
  if (typeof latitude === 'number' && !(Number.isFinite(latitude) && latitude >= -90 && latitude <= 90)) return COORDINATE_MESSAGES.latitude;
  if (typeof longitude === 'number' && !(Number.isFinite(longitude) && longitude >= -180 && longitude <= 180)) return COORDINATE_MESSAGES.longitude;
  return null;
}

export const USERNAME_MESSAGE = 'El nombre de usuario debe tener de 3 a 50 caracteres: letras, números, puntos, guiones o guiones bajos.';

export function usernameError(username: string): string | null {
  return /^[A-Za-z0-9._-]{3,50}$/.test(username) ? null : USERNAME_MESSAGE;
}
