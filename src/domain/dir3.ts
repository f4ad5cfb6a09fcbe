/**
 * A DIR3 code: a body's code in the public sector's directory (Directorio
 * Común de Unidades Orgánicas y Oficinas), a letter and eight letters or
 * digits (L01191357 for a town council). datos.gob.es names a publisher by it.
 * Read from MUNICIPIO_DIR3 (server/config.ts) and from each municipality's settings.
 */

/** Its length. */
export const DIR3_LENGTH = 9;

const DIR3 = /^[A-Z][A-Z0-9]{8}$/;

/** The code as kept: trimmed and in capitals; null when empty. */
export function normalizeDir3(value: string | null | undefined): string | null {
  return value?.trim().toUpperCase() || null;
}

/** Whether a kept code (normalizeDir3) is a DIR3 code. */
export function isDir3(code: string): boolean {
  return DIR3.test(code);
}
