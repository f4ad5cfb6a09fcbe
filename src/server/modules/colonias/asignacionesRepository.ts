/** People assigned to colonies (table asignaciones). Only scoped roles are assigned: the others reach every colony. */
import { sql } from 'kysely';
import type { Db } from '../../db/schema';
import { foldedAnyEngine, foldedContainsPattern } from '../../db/searchFold';
import { SCOPED_ROLES, type Role } from '../../../domain/roles';
import type { Asignacion } from '../../../domain/schemas/asignacion';
import { nowIso } from '../../lib/time';
import type { ListSort, SortOrder } from '../../lib/sorting';

/** The assignments list's orders: the person's username or the colony's name, by their sort keys (db/sortKeys.ts). */
export const ASIGNACION_SORTS = ['username', 'colony_nombre'] as const;
export type AsignacionSort = (typeof ASIGNACION_SORTS)[number];

/** What the assignments list is filtered by (both parts of the colony's name, whatever their case and accents) and its order. */
export interface AsignacionesQuery {
  q?: string;
  colonia?: string;
  sort?: ListSort<AsignacionSort>;
}

export function asignacionesRepository(db: Db) {
  return {
    /**
     * Every active person of a scoped role, once per assigned colony, or once
     * with no colony; by username, then colony. A colony filter keeps only the
     * people with a colony whose name contains it; by colony, the people with
     * no colony come last both ways (on both engines alike).
     */
    async list({ q, colonia, sort: { field, order } = { field: 'username', order: 'asc' } }: AsignacionesQuery = {}): Promise<Asignacion[]> {
      let query = db
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
        .where('users.activo', '=', 1);
      for (const text of [q?.trim(), colonia?.trim()]) {
        if (text) query = query.where(foldedAnyEngine(sql`colonias.nombre`), 'like', sql<string>`${foldedContainsPattern(text)} escape '\\'`);
      }
      const byUser = <Q extends typeof query>(qb: Q, direction: SortOrder) => qb.orderBy('users.username_orden', direction).orderBy('users.id', direction) as Q;
      const byColony = <Q extends typeof query>(qb: Q, direction: SortOrder) =>
        qb.orderBy(sql`case when colonias.id is null then 1 else 0 end`).orderBy('colonias.nombre_orden', direction).orderBy('colonias.id', direction) as Q;
      query = field === 'colony_nombre' ? byUser(byColony(query, order), 'asc') : byColony(byUser(query, order), 'asc');
      const rows = await query.execute();
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
