/**
 * What complaints (quejas) and inspections share: who reaches which record
 * ("mis-" lists, the resolve action and the attachments) and how a resolved
 * status is told.
 */
import { INCIDENCIAS_BY_COLONIA_ROLES, INSPECCIONES_BY_COLONIA_ROLES, can } from '../../domain/roles';
import type { Db } from '../db/schema';
import type { Config } from '../config';
import { formatDay } from '../../domain/dates';
import { absoluteUrl } from './publicLinks';
import type { AttachmentLinks } from './attachmentLinks';
import type { AuthUser } from '../plugins/auth';
import { SERVER_KEYS } from '../i18n/keys';
export { isResolved, normalizeEstatus } from '../../domain/incidencias';

/**
 * How the stored values of a complaint or inspection are answered, as the
 * original API did: `fecha` is the day (dd/mm/yyyy, the municipality's time
 * zone; the original's screens print it as it comes) and `archivo` the viewer's
 * signed link (lib/attachmentLinks.ts), absolute when PUBLIC_URL is set. The
 * exact moment travels as `fecha_hora` (ISO UTC).
 */
export interface IncidenciaAnswer {
  fecha(fechaHora: string): string;
  archivo(stored: string | null): string | null;
}

export function incidenciaAnswerOf(config: Config, links: AttachmentLinks, viewerId: number): IncidenciaAnswer {
  return {
    fecha: (fechaHora) => formatDay(fechaHora, config.municipio.zonaHoraria),
    archivo: (stored) => absoluteUrl(config.linkBaseUrl, links.urlOf(stored, viewerId)),
  };
}

/** The colonies assigned to a user (table `asignaciones`), as a subquery. */
export function assignedColonias(db: Db, usuarioId: number) {
  return db.selectFrom('asignaciones').select('asignaciones.colonia_id').where('asignaciones.usuario_id', '=', usuarioId);
}

export async function isAssignedTo(db: Db, usuarioId: number, coloniaId: number | null): Promise<boolean> {
  if (coloniaId === null) return false;
  const row = await db
    .selectFrom('asignaciones')
    .select('id')
    .where('usuario_id', '=', usuarioId)
    .where('colonia_id', '=', coloniaId)
    .executeTakeFirst();
  return row !== undefined;
}

interface IncidenciaRef {
  usuario_id: number | null;
  colonia_id: number | null;
}

/** Staff reach every complaint; the filer their own; a voluntario those about their colonies. */
export async function reachesQueja(db: Db, auth: AuthUser, row: IncidenciaRef): Promise<boolean> {
  if (can(auth.role, 'quejas.leerTodas')) return true;
  if (row.usuario_id === auth.id) return true;
  return INCIDENCIAS_BY_COLONIA_ROLES.includes(auth.role) && isAssignedTo(db, auth.id, row.colonia_id);
}

/** Staff reach every inspection; anyone what they filed; a voluntario or a citizen those about their colonies. */
export async function reachesInspeccion(db: Db, auth: AuthUser, row: IncidenciaRef): Promise<boolean> {
  if (can(auth.role, 'inspecciones.leerTodas')) return true;
  if (row.usuario_id === auth.id) return true;
  return INSPECCIONES_BY_COLONIA_ROLES.includes(auth.role) && isAssignedTo(db, auth.id, row.colonia_id);
}

export const INCIDENCIA_MESSAGES = SERVER_KEYS.incidencias;

/** Longest text a complaint or inspection field keeps. */
export const INCIDENCIA_TEXT_MAX = 5000;
