/**
 * What complaints (quejas) and inspections share: who reaches which record
 * ("mis-" lists, the resolve action and the attachments) and how a resolved
 * status is told.
 */
import { sql, type SelectQueryBuilder } from 'kysely';
import { orderedByKeys, type ListSort } from './sorting';
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

/** The columns an inspection list sorts by (`sort`), named as the fields of its records. */
export const INSPECCION_SORTS = ['id', 'fecha_hora', 'colonia_nombre', 'estatus'] as const;
/** A complaint list sorts by the same, and by its tracking code. */
export const QUEJA_SORTS = [...INSPECCION_SORTS, 'codigo_seguimiento'] as const;
export type IncidenciaSort = (typeof QUEJA_SORTS)[number];

/** A list's order as asked (lib/sorting.ts): null is the lists' own order, newest first. */
export type IncidenciaOrder = ListSort<IncidenciaSort> | null;

/**
 * Orders a list of complaints or inspections (`table`, joined with its
 * colony). Without `sort`: newest first, as the lists always were. Texts by
 * their sort keys (db/sortKeys.ts); the tracking code by itself (canonical
 * upper-case letters and digits, whose order is their bytes'). Records
 * without the value (no colony) go last one way and first the other, on both
 * engines; ties keep the newest first, and the id makes every page stable.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function orderIncidencias<Q extends SelectQueryBuilder<any, any, any>>(query: Q, table: 'quejas' | 'inspecciones', sort: IncidenciaOrder): Q {
  const [id, fecha] = [sql.ref(`${table}.id`), sql.ref(`${table}.fecha`)];
  const newestFirst = (q: Q) => orderedByKeys(q, [fecha], id, 'desc');
  if (sort === null) return newestFirst(query);
  const { field, order } = sort;
  if (field === 'id') return orderedByKeys(query, [], id, order);
  if (field === 'fecha_hora') return orderedByKeys(query, [fecha], id, order);
  const column = { colonia_nombre: 'colonias.nombre_orden', estatus: `${table}.estatus_orden`, codigo_seguimiento: `${table}.codigo_seguimiento` }[field];
  return newestFirst(query.orderBy(sql.ref(column), (by) => (order === 'asc' ? by.asc().nullsLast() : by.desc().nullsFirst())) as Q);
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
