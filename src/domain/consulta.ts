/**
 * "¿Es un gato de colonia?": the partner entities of a municipality (the
 * associations, clinics, shelters and local police its volunteers and
 * professionals belong to), the API keys the council issues to them, and the
 * microchip lookup they and the `profesional` accounts may make. The rules the
 * server enforces and the screens show.
 */

export const TIPOS_ENTIDAD = ['asociacion', 'clinica', 'protectora', 'policia', 'otra'] as const;
export type TipoEntidad = (typeof TIPOS_ENTIDAD)[number];

export const ENTIDAD_NOMBRE_MAX = 200;
export const ENTIDAD_REGISTRO_MAX = 60;
export const ENTIDAD_TELEFONO_MAX = 30;

/** The header a partner entity's program sends its key in (only the lookup reads it). */
export const API_KEY_HEADER = 'X-Api-Key';

/** A key as issued: `gtk_` + an 8-character prefix shown in lists + `_` + the secret, shown once. */
export const API_KEY_PREFIX_LENGTH = 8;
export const API_KEY_PATTERN = /^gtk_([a-z0-9]{8})_([A-Za-z0-9_-]{43})$/;

/**
 * Lookups per account or key and window: a clinic reads a few chips a day, a
 * program looping over a register would read thousands.
 */
export const CONSULTA_LIMITE = { max: 30, windowMs: 60 * 60 * 1000 } as const;

/** Each page of the lookup log. */
export const CONSULTAS_PAGINA = 25;
