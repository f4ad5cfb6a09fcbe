/**
 * What complaints (quejas) and inspections share: who reaches which record
 * ("mis-" lists and the resolve action) and how a resolved status is told.
 */
import type { Db } from '../db/schema';
export { isResolved } from '../../domain/incidencias';

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

export const INCIDENCIA_MESSAGES = {
  coloniaNotFound: 'La colonia no existe.',
  quejaNotFound: 'La queja no existe.',
  inspeccionNotFound: 'La inspección no existe.',
} as const;

/** Longest text a complaint or inspection field keeps. */
export const INCIDENCIA_TEXT_MAX = 5000;
