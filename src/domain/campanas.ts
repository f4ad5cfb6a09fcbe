/** Sterilisation campaigns: their rules and messages, for the form and the server. */
import { ESTATUS_CAMPANA } from './types';
import { toIsoDate } from './validation';

export const CAMPANA_MESSAGES = {
  fechaInicioInvalid: 'La fecha de inicio no es válida: usa el formato AAAA-MM-DD.',
  fechaFinInvalid: 'La fecha de fin no es válida: usa el formato AAAA-MM-DD.',
  fechaFinBeforeInicio: 'La fecha de fin no puede ser anterior a la fecha de inicio.',
  estatusInvalid: `El estado de la campaña debe ser uno de: ${ESTATUS_CAMPANA.join(', ')}.`,
  gatosObjetivoInvalid: 'El objetivo de gatos debe ser un número entero igual o mayor que 0.',
  notFound: 'La campaña no existe.',
  gatoNotFound: 'El gato no existe.',
  gatoInactive: 'El gato está dado de baja y no puede añadirse a la campaña.',
  gatoAlreadyIn: 'El gato ya forma parte de esta campaña.',
  gatoNotIn: 'El gato no forma parte de esta campaña.',
  gatoAdded: 'Gato añadido a la campaña',
  gatoAddFailed: 'Error al añadir el gato a la campaña',
  gatoRemoved: 'Gato quitado de la campaña',
  gatoRemoveFailed: 'Error al quitar el gato de la campaña',
  updated: 'Campaña actualizada exitosamente',
  updateFailed: 'Error al actualizar la campaña',
} as const;

/** The first problem with a campaign's dates (either may be an ISO timestamp), or null. */
export function campanaDatesError(fechaInicio: string, fechaFin: string | null | undefined): string | null {
  const inicio = toIsoDate(fechaInicio);
  if (!inicio) return CAMPANA_MESSAGES.fechaInicioInvalid;
  if (fechaFin === null || fechaFin === undefined || fechaFin.trim() === '') return null;
  const fin = toIsoDate(fechaFin);
  if (!fin) return CAMPANA_MESSAGES.fechaFinInvalid;
  return fin < inicio ? CAMPANA_MESSAGES.fechaFinBeforeInicio : null;
}

/**
 * A cat counts towards a campaign's progress when it was sterilised between
 * the campaign's start and end (both included; an open end has no limit).
 */
export function sterilisedDuring(fechaEsterilizacion: string | null, fechaInicio: string, fechaFin: string | null): boolean {
  if (!fechaEsterilizacion) return false;
  return fechaEsterilizacion >= fechaInicio && (fechaFin === null || fechaEsterilizacion <= fechaFin);
}
