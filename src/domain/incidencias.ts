/** Complaints (quejas) and inspections: the rule both sides read. */
import { RESOLVED_STATUS } from './constants';

/** Resolved means the status 'resuelta', in any case; every other status may still be resolved. */
export function isResolved(estatus: string | null | undefined): boolean {
  return (estatus ?? '').trim().toLowerCase() === RESOLVED_STATUS;
}
