/**
 * The checks every money route shares: a day written `AAAA-MM-DD` that
 * exists, the schema's refusals told in the domain's words, and who a
 * veterinario is among the providers (only the clinics linked to their
 * account, as with clinic days).
 */
import { COSTE_KEYS } from '../../../domain/costes';
import { isIsoDate } from '../../../domain/validation';
import { unprocessable } from '../../lib/errors';
import type { AuthUser } from '../../plugins/auth';

/** The messages of the fields the schema refuses (out of range, not a whole number), as the routes' `config.messages`. */
export const COSTE_FIELD_MESSAGES = {
  importe_centimos: COSTE_KEYS.importeInvalid,
  base_centimos: COSTE_KEYS.importeInvalid,
  iva_centimos: COSTE_KEYS.importeInvalid,
  total_centimos: COSTE_KEYS.importeInvalid,
  iva_porcentaje: COSTE_KEYS.ivaInvalid,
  desde: COSTE_KEYS.fechaInvalid,
  hasta: COSTE_KEYS.fechaInvalid,
  fecha: COSTE_KEYS.fechaInvalid,
  lineas: COSTE_KEYS.lineasInvalid,
};

/** A real calendar day `AAAA-MM-DD`, or a 422. */
export function fechaDe(value: string): string {
  const fecha = value.trim();
  if (!isIsoDate(fecha)) throw unprocessable(COSTE_KEYS.fechaInvalid);
  return fecha;
}

/** An optional day of a filter: empty is none. */
export function fechaFiltro(value: string | undefined): string | undefined {
  return value?.trim() ? fechaDe(value) : undefined;
}

/** The account whose providers a veterinario reaches; null for staff, who reach every provider. */
export const veterinarioDe = (auth: AuthUser): number | null => (auth.role === 'veterinario' ? auth.id : null);
