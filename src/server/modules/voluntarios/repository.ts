/** Volunteers, the people who can be assigned to colonies, and the tasks given to volunteers. */
import { sql } from 'kysely';
import type { Db } from '../../db/schema';
import { foldedAnyEngine, foldedContainsPattern } from '../../db/searchFold';
import { SCOPED_ROLES, type Role } from '../../../domain/roles';
import type { EstatusActividadVoluntario } from '../../../domain/types';
import { fieldsBut, fieldsOf } from '../../../domain/schemas/common';
import { UsuarioAsignable } from '../../../domain/schemas/usuario';
import { VOLUNTARIO_JOINED, Voluntario } from '../../../domain/schemas/voluntario';
import { ACTIVIDAD_VOLUNTARIO_JOINED, ActividadVoluntario } from '../../../domain/schemas/actividadVoluntario';
import { columnsOf } from '../../db/records';
import { nowIso } from '../../lib/time';
import type { SortOrder } from '../../lib/sorting';

/** A task's stored fields and its volunteer's username. */
const ACTIVITY_COLUMNS = [...columnsOf('actividades_voluntarios', fieldsBut(ActividadVoluntario, ACTIVIDAD_VOLUNTARIO_JOINED)), 'users.username as voluntario_username' as const];

/** The volunteer list's orders (the account name, by its sort key: db/sortKeys.ts). */
export const VOLUNTARIO_SORTS = ['username'] as const;

/** What the volunteer list is searched by and in which direction it runs. */
export interface VolunteersQuery {
  /** Part of the username, whatever its case and accents. */
  q?: string;
  order?: SortOrder;
}

const asActivity = <R extends { estatus: string }>(row: R) => ({ ...row, estatus: row.estatus as EstatusActividadVoluntario });

export function voluntariosRepository(db: Db) {
  return {
    /** Active people of the roles that are assigned to colonies. */
    async assignable(): Promise<UsuarioAsignable[]> {
      const rows = await db
        .selectFrom('users')
        .select(fieldsOf(UsuarioAsignable))
        .where('role', 'in', SCOPED_ROLES)
        .where('activo', '=', 1)
        .orderBy('username_orden')
        .orderBy('id')
        .execute();
      return rows.map((row) => ({ ...row, nombre: row.nombre?.trim() || row.username, role: row.role as Role }));
    },

    /** Active volunteers, each once, with the names of their colonies joined ("A, B") or null; by username. */
    async volunteers({ q, order = 'asc' }: VolunteersQuery = {}): Promise<Voluntario[]> {
      let query = db.selectFrom('users').select(fieldsBut(Voluntario, VOLUNTARIO_JOINED)).where('role', '=', 'voluntario').where('activo', '=', 1);
      const text = q?.trim();
      if (text) query = query.where(foldedAnyEngine(sql`users.username`), 'like', sql<string>`${foldedContainsPattern(text)} escape '\\'`);
      const people = await query.orderBy('username_orden', order).orderBy('id').execute();
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
        return { ...person, role: person.role as Role, colony_nombre: names, colonia_nombre: names };
      });
    },

    findUser(id: number) {
      return db.selectFrom('users').select(['id', 'username', 'role', 'activo']).where('id', '=', id).executeTakeFirst();
    },

    async createActivity(trx: Db, values: { descripcion: string; voluntario_id: number; estatus: string }): Promise<number> {
      const row = await trx.insertInto('actividades_voluntarios').values({ ...values, created_at: nowIso() }).returning('id').executeTakeFirstOrThrow();
      return row.id;
    },

    async activities(filters: { voluntarioId?: number }, page: { skip: number; limit: number }): Promise<{ items: ActividadVoluntario[]; total: number }> {
      let query = db.selectFrom('actividades_voluntarios').innerJoin('users', 'users.id', 'actividades_voluntarios.voluntario_id');
      if (filters.voluntarioId) query = query.where('actividades_voluntarios.voluntario_id', '=', filters.voluntarioId);
      const items = await query.select(ACTIVITY_COLUMNS).orderBy('actividades_voluntarios.id', 'desc').limit(page.limit).offset(page.skip).execute();
      const count = await query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
      return { items: items.map(asActivity), total: Number(count.n) };
    },

    async findActivity(id: number): Promise<ActividadVoluntario | undefined> {
      const row = await db
        .selectFrom('actividades_voluntarios')
        .innerJoin('users', 'users.id', 'actividades_voluntarios.voluntario_id')
        .select(ACTIVITY_COLUMNS)
        .where('actividades_voluntarios.id', '=', id)
        .executeTakeFirst();
      return row && asActivity(row);
    },
  };
}
