/**
 * A check-in as it arrives: a JSON body or the text fields of a multipart
 * form (when a photo comes). Both are read by the same rules, so a phone that
 * syncs a visit with or without its photo gets the same answers.
 */
import { INCIDENCIA_MAX, isUuid } from '../../../domain/calle';
import { CALLE_MESSAGES } from './messages';
import { unprocessable } from '../../lib/errors';
import { MAX_DB_ID } from '../../lib/schemas';

export interface VisitaInput {
  colonia_id: number;
  comedero_id: number | null;
  fecha_hora: string | null;
  comida: boolean;
  agua: boolean;
  gatos_vistos: number | null;
  incidencia: string | null;
  urgente: boolean;
  client_id: string;
}

const blank = (value: unknown) => value === undefined || value === null || value === '';

function integer(value: unknown, campo: string, max: number): number | null {
  if (blank(value)) return null;
  const n = typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value.trim()) : value;
  if (typeof n !== 'number' || !Number.isInteger(n) || n < 0 || n > max) throw unprocessable(CALLE_MESSAGES.visitaEntero(campo));
  return n;
}

function flag(value: unknown, campo: string): boolean {
  if (blank(value)) return false;
  if (value === true || value === 'true' || value === '1' || value === 1 || value === 'on') return true;
  if (value === false || value === 'false' || value === '0' || value === 0) return false;
  throw unprocessable(CALLE_MESSAGES.visitaBooleano(campo));
}

export function readVisitaInput(raw: unknown): VisitaInput {
  const body = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
  const colonia_id = integer(body.colonia_id, 'colonia_id', MAX_DB_ID);
  if (!colonia_id) throw unprocessable(CALLE_MESSAGES.visitaColonia);
  const comedero_id = integer(body.comedero_id, 'comedero_id', MAX_DB_ID) || null;
  if (!isUuid(body.client_id)) throw unprocessable(CALLE_MESSAGES.visitaClientId);
  let gatos_vistos: number | null;
  try {
    gatos_vistos = integer(body.gatos_vistos, 'gatos_vistos', 1000);
  } catch {
    throw unprocessable(CALLE_MESSAGES.visitaGatos);
  }
  if (!blank(body.fecha_hora) && typeof body.fecha_hora !== 'string') throw unprocessable(CALLE_MESSAGES.visitaFecha);
  if (!blank(body.incidencia) && typeof body.incidencia !== 'string') throw unprocessable(CALLE_MESSAGES.visitaIncidencia);
  const incidencia = typeof body.incidencia === 'string' ? body.incidencia.trim() || null : null;
  if (incidencia && incidencia.length > INCIDENCIA_MAX) throw unprocessable(CALLE_MESSAGES.visitaIncidencia);
  const urgente = flag(body.urgente, 'urgente');
  if (urgente && !incidencia) throw unprocessable(CALLE_MESSAGES.visitaUrgenteSinTexto);
  return {
    colonia_id,
    comedero_id,
    fecha_hora: blank(body.fecha_hora) ? null : (body.fecha_hora as string),
    comida: flag(body.comida, 'comida'),
    agua: flag(body.agua, 'agua'),
    gatos_vistos,
    incidencia,
    urgente,
    client_id: (body.client_id as string).toLowerCase(),
  };
}
