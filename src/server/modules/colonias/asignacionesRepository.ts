/** People assigned to colonies (table asignaciones). Only scoped roles are assigned: the others reach every colony. */
import type { Db } from '../../db/schema';
import { SCOPED_ROLES, type Role } from '../../../domain/roles';
import type { Asignacion } from '../../../domain/schemas/asignacion';
import { nowIso } from '../../lib/time';

export function asignacionesRepository(db: Db) {
  return {
    /** Every active person of a scoped role, once per assigned colony, or once with no colony. */
    async list(): Promise<Asignacion[]> {
      const rows = await db
        .selectFrom('users')
        .leftJoin('asignaciones', 'asignaciones.usuario_id', 'users.id')
        .leftJoin('colonias', 'colonias.id', 'asignaciones.colonia_id')
        .select([
          'users.id',
          'users.username',
          'users.nombre',
          'users.role',
          'asignaciones.id as asignacion_id',
          'colonias.id as colonia_id',
          'colonias.nombre as colonia_nombre',
        ])
        .where('users.role', 'in', SCOPED_ROLES)
        .where('users.activo', '=', 1)
        .orderBy('users.username_orden')
        .orderBy('users.id')
        .orderBy('colonias.nombre_orden')
        .orderBy('colonias.id')
        .execute();
      return rows.map((row) => ({
        id: row.id,
        usuario_id: row.id,
        username: row.username,
        nombre: row.nombre,
        role: row.role as Role,
        asignacion_id: row.asignacion_id,
        colonia_id: row.colonia_id,
        colony_nombre: row.colonia_nombre,
        colonia_nombre: row.colonia_nombre,
      }));
    },

    findUser(id: number) {
      return db.selectFrom('users').select(['id', 'username', 'role', 'activo']).where('id', '=', id).executeTakeFirst();
    },

    findPair(usuarioId: number, coloniaId: number) {
      return db.selectFrom('asignaciones').select('id').where('usuario_id', '=', usuarioId).where('colonia_id', '=', coloniaId).executeTakeFirst();
    },

    /** The new assignment's id, or null when the pair already existed (a concurrent twin won). */
    async create(trx: Db, usuarioId: number, coloniaId: number): Promise<number | null> {
      const row = await trx
        .insertInto('asignaciones')
        .values({ usuario_id: usuarioId, colonia_id: coloniaId, created_at: nowIso() })
        .onConflict((oc) => oc.columns(['usuario_id', 'colonia_id']).doNothing())
        .returning('id')
        .executeTakeFirst();
      return row?.id ?? null;
    },

    async remove(trx: Db, id: number): Promise<boolean> {
      const result = await trx.deleteFrom('asignaciones').where('id', '=', id).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
  };
}
