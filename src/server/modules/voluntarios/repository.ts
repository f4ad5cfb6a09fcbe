/** Volunteers, the people who can be assigned to colonies, and the tasks given to volunteers. */
import type { Db } from '../../db/schema';
import { SCOPED_ROLES } from '../../../domain/roles';
import { nowIso } from '../../lib/time';

export interface ActividadVoluntarioRecord {
  id: number;
  descripcion: string;
  voluntario_id: number;
  voluntario_username: string;
  estatus: string;
  created_at: string;
}

export function voluntariosRepository(db: Db) {
  return {
    /** Active people of the roles that are assigned to colonies. */
    async assignable(): Promise<{ id: number; nombre: string; username: string; role: string }[]> {
      const rows = await db
        .selectFrom('users')
        .select(['id', 'nombre', 'username', 'role'])
        .where('role', 'in', SCOPED_ROLES)
        .where('activo', '=', 1)
        .orderBy('username_orden')
        .orderBy('id')
        .execute();
      return rows.map((row) => ({ id: row.id, nombre: row.nombre?.trim() || row.username, username: row.username, role: row.role }));
    },

    /** Active volunteers, each once, with the names of their colonies joined ("A, B") or null. */
    async volunteers() {
      const people = await db
        .selectFrom('users')
        .select(['id', 'username', 'nombre', 'email', 'role'])
        .where('role', '=', 'voluntario')
        .where('activo', '=', 1)
        .orderBy('username_orden')
        .orderBy('id')
        .execute();
      const links = await db
        .selectFrom('asignaciones')
        .innerJoin('users', 'users.id', 'asignaciones.usuario_id')
        .innerJoin('colonias', 'colonias.id', 'asignaciones.colonia_id')
        .select(['asignaciones.usuario_id', 'colonias.nombre'])
        .where('users.role', '=', 'voluntario')
        .where('users.activo', '=', 1)
        .orderBy('colonias.nombre_orden')
        .orderBy('colonias.id')
        .execute();
      const colonies = new Map<number, string[]>();
      for (const link of links) colonies.set(link.usuario_id, [...(colonies.get(link.usuario_id) ?? []), link.nombre]);
      return people.map((person) => {
        const names = colonies.get(person.id)?.join(', ') ?? null;
        return { ...person, colony_nombre: names, colonia_nombre: names };
      });
    },

    findUser(id: number) {
      return db.selectFrom('users').select(['id', 'username', 'role', 'activo']).where('id', '=', id).executeTakeFirst();
    },

    async createActivity(trx: Db, values: { descripcion: string; voluntario_id: number; estatus: string }): Promise<number> {
      const row = await trx.insertInto('actividades_voluntarios').values({ ...values, created_at: nowIso() }).returning('id').executeTakeFirstOrThrow();
      return row.id;
    },

    async activities(filters: { voluntarioId?: number }, page: { skip: number; limit: number }): Promise<{ items: ActividadVoluntarioRecord[]; total: number }> {
      let query = db.selectFrom('actividades_voluntarios').innerJoin('users', 'users.id', 'actividades_voluntarios.voluntario_id');
      if (filters.voluntarioId) query = query.where('actividades_voluntarios.voluntario_id', '=', filters.voluntarioId);
      const items = await query
        .select([
          'actividades_voluntarios.id',
          'actividades_voluntarios.descripcion',
          'actividades_voluntarios.voluntario_id',
          'users.username as voluntario_username',
          'actividades_voluntarios.estatus',
          'actividades_voluntarios.created_at',
        ])
        .orderBy('actividades_voluntarios.id', 'desc')
        .limit(page.limit)
        .offset(page.skip)
        .execute();
      const count = await query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
      return { items, total: Number(count.n) };
    },

    findActivity(id: number): Promise<ActividadVoluntarioRecord | undefined> {
      return db
        .selectFrom('actividades_voluntarios')
        .innerJoin('users', 'users.id', 'actividades_voluntarios.voluntario_id')
        .select([
          'actividades_voluntarios.id',
          'actividades_voluntarios.descripcion',
          'actividades_voluntarios.voluntario_id',
          'users.username as voluntario_username',
          'actividades_voluntarios.estatus',
          'actividades_voluntarios.created_at',
        ])
        .where('actividades_voluntarios.id', '=', id)
        .executeTakeFirst();
    },
  };
}
