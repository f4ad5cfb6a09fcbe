/** Sterilisation campaigns: their rules and messages, for the form and the server. */
import { keysOf } from './i18n/catalogue';
import campanasSpanish from './i18n/es/campanas';
import { toIsoDate } from './validation';

/** The keys of the answers about campaigns (their texts in i18n/<language>/campanas.ts). */
export const CAMPANA_KEYS = keysOf(campanasSpanish.campanas, 'campanas.');

/** The same answers in Spanish, for the campaign screens that show them as they are. */
export const CAMPANA_MESSAGES = campanasSpanish.campanas;

export type CampanaDatesProblem = 'fechaInicioInvalid' | 'fechaFinInvalid' | 'fechaFinBeforeInicio';

/** Which rule a campaign's dates break first (either may be an ISO timestamp), or null. */
export function campanaDatesProblem(fechaInicio: string, fechaFin: string | null | undefined): CampanaDatesProblem | null {
  const inicio = toIsoDate(fechaInicio);
  if (!inicio) return 'fechaInicioInvalid';
  if (fechaFin === null || fechaFin === undefined || fechaFin.trim() === '') return null;
  const fin = toIsoDate(fechaFin);
  if (!fin) return 'fechaFinInvalid';
  return fin < inicio ? 'fechaFinBeforeInicio' : null;
}

/** The first problem with a campaign's dates in Spanish, or null. */
export function campanaDatesError(fechaInicio: string, fechaFin: string | null | undefined): string | null {
  const problem = campanaDatesProblem(fechaInicio, fechaFin);
  return problem ? CAMPANA_MESSAGES[problem] : null;
}

/**
 * A cat counts towards a campaign's progress when it was sterilised between
 * the campaign's start and end (both included; an open end has no limit).
 */
export function sterilisedDuring(fechaEsterilizacion: string | null, fechaInicio: string, fechaFin: string | null): boolean {
  if (!fechaEsterilizacion) return false;
  return fechaEsterilizacion >= fechaInicio && (fechaFin === null || fechaEsterilizacion <= fechaFin);
}
