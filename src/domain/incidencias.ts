/** Complaints (quejas) and inspections: the rules both sides read. */
import { RESOLVED_STATUS } from './constants';

/**
 * The statuses of a complaint or an inspection, exactly as the original API
 * sent them: lower case (screens capitalise and translate them).
 */
export const ESTATUS_INCIDENCIA = ['pendiente', 'en revisión', RESOLVED_STATUS] as const;
export type EstatusIncidencia = (typeof ESTATUS_INCIDENCIA)[number];

/**
 * The stored and answered form of a status: trimmed, lower case. Rows and
 * backups from before were capitalised ('Pendiente', 'En revisión').
 */
export function normalizeEstatus(estatus: string): string {
  return estatus.trim().toLocaleLowerCase('es');
}

/** Resolved means the status 'resuelta', in any case; every other status may still be resolved. */
export function isResolved(estatus: string | null | undefined): boolean {
  return normalizeEstatus(estatus ?? '') === RESOLVED_STATUS;
}
