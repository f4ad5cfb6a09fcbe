/**
 * Who hears of something about a colony: the voluntarios assigned to it and
 * its responsables (those assigned to it, else every active responsable of
 * the municipality, as the overdue-loan reminder does), but never the person
 * whose own action it was. Ids in the order they were made.
 */
import type { Db } from '../../db/schema';
import { ROLES_DE_COLONIA } from '../../../domain/notificaciones';
import type { Aviso, Notificador } from './notificador';

export async function personasDeColonia(db: Db, coloniaId: number, excepto: number | null): Promise<number[]> {
  const asignados = await db
    .selectFrom('asignaciones')
    .innerJoin('users', 'users.id', 'asignaciones.usuario_id')
    .select(['users.id', 'users.role'])
    .where('asignaciones.colonia_id', '=', coloniaId)
    .where('users.activo', '=', 1)
    .where('users.role', 'in', [...ROLES_DE_COLONIA])
    .execute();
  const responsables = asignados.some((u) => u.role === 'responsable')
    ? []
    : await db.selectFrom('users').select('id').where('role', '=', 'responsable').where('activo', '=', 1).execute();
  const ids = new Set([...asignados.map((u) => u.id), ...responsables.map((u) => u.id)]);
  if (excepto !== null) ids.delete(excepto);
  return [...ids].sort((a, b) => a - b);
}

/** The notice of something about a colony, to each of its people (personasDeColonia) in the work's municipality. */
export async function avisarAColonia(
  db: Db,
  notificador: Notificador,
  aviso: Omit<Aviso, 'destinatario'> & { coloniaId: number; excepto: number | null },
): Promise<void> {
  const { coloniaId, excepto, ...rest } = aviso;
  for (const usuario of await personasDeColonia(db, coloniaId, excepto)) await notificador.avisar({ ...rest, destinatario: { usuario } });
}
