/**
 * Adoptability of a cat (a fixed list) and the adoption
 * requests' states. The original clients wrote adoptabilidad as free text;
 * `readAdoptabilidad` maps what they sent onto the list, so they keep working.
 */
import type { MotivoBaja } from './bajas';
import { keysOf } from './i18n/catalogue';
import adopcionesSpanish from './i18n/es/adopciones';

export { SOLICITUD_ESTADOS, type SolicitudEstado } from './types';

export const ADOPTABILIDADES = ['Adoptable', 'En valoración', 'No adoptable'] as const;
export type Adoptabilidad = (typeof ADOPTABILIDADES)[number];
export const ADOPTABLE: Adoptabilidad = 'Adoptable';

const plain = (text: string) => text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').trim().toLowerCase();

/**
 * The list value a free text means, or null when it means none of them.
 * 'No adoptable (feral)', 'no', 'feral' -> 'No adoptable'; 'Adoptable', 'sí',
 * 'apto' -> 'Adoptable'; 'En valoración', 'pendiente', 'en evaluación' -> 'En valoración'.
 */
export function readAdoptabilidad(text: string): Adoptabilidad | null {
  const value = plain(text);
  if (!value) return null;
  if (/^(no\b|feral|salvaje|no apto|baja|nula|ninguna)/.test(value)) return 'No adoptable';
  if (/^(en valoracion|valoracion|en evaluacion|evaluacion|pendiente|por valorar|a valorar|en estudio|media)/.test(value)) return 'En valoración';
  if (/^(adoptable|si\b|apto|apta|en adopcion|alta|alto)/.test(value)) return 'Adoptable';
  return null;
}

/**
 * A free text (a CSV row, the data before the migration) that the list cannot say becomes
 * 'En valoración', and the text is kept in the health assessment, so nothing written is lost.
 */
export function adoptabilidadFromFreeText(text: string, evaluacion: string | null): { adoptabilidad: Adoptabilidad | null; evaluacion: string | null } {
  const written = text.trim();
  if (!written) return { adoptabilidad: null, evaluacion };
  const mapped = readAdoptabilidad(written);
  // A one-word synonym ('sí', 'Alta') says no more than the list; 'No adoptable (feral)' does.
  const keep = !mapped || (plain(written) !== plain(mapped) && /[\s,;(]/.test(written));
  const note = `Adoptabilidad anotada antes: ${written}`;
  return { adoptabilidad: mapped ?? 'En valoración', evaluacion: keep ? [evaluacion?.trim(), note].filter(Boolean).join('\n') : evaluacion };
}

/** The reason stored with the baja of a cat whose adoption request was marked 'adoptado'. */
export const BAJA_MOTIVO_ADOPTADO: MotivoBaja = 'adoptado';

/** The keys of the answers about adoption requests (their texts in i18n/<language>/adopciones.ts). */
export const ADOPCION_KEYS = keysOf(adopcionesSpanish.adopciones, 'adopciones.');

/** The same answers in Spanish, for the request form that shows them as they are. */
export const ADOPCION_MESSAGES = adopcionesSpanish.adopciones;
