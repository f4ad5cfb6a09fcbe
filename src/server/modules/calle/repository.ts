/**
 * Queries of the street work: feeding points, the rota and the
 * check-ins. A scoped role reaches only the colonies assigned to it: the
 * routes check the colony first (colonias.findRef), the visit list joins
 * asignaciones.
 */
import { sql, type Selectable } from 'kysely';
import type { ComederosTable, Db, TurnosTable, VisitasTable } from '../../db/schema';
import type { Reach } from '../colonias/repository';
import { nowIso } from '../../lib/time';
import { orderedByKeys, type ListSort } from '../../lib/sorting';

export type ComederoRow = Selectable<ComederosTable>;
export type TurnoRow = Selectable<TurnosTable>;
export type VisitaRow = Selectable<VisitasTable>;

export interface ComederoWrite {
  nombre: string;
  latitude: number;
  longitude: number;
  descripcion: string | null;
  activo: 0 | 1;
}

export type VisitaWrite = Omit<VisitaRow, 'id' | 'created_at' | 'parte_id' | 'censo_id'>;

export interface TurnoConPersona extends TurnoRow {
  usuario_nombre: string;
}

export interface VisitaListada extends VisitaRow {
  colonia_nombre: string;
  comedero_nombre: string | null;
  usuario_nombre: string | null;
}

/** The orders of the visit list: by id (as react-admin asks by default), by its time, or by the colony's name or its author's as the list shows them (their sort keys, db/sortKeys.ts). */
export const VISITA_SORTS = ['id', 'fecha_hora', 'colonia_nombre', 'usuario_nombre'] as const;
export type VisitaSort = ListSort<(typeof VISITA_SORTS)[number]>;

/** The key of the name a visit's author is shown by (personName): their display name, else their username; '' with no author. */
const authorKey = sql<string>`coalesce(case when users.nombre is null or trim(users.nombre) = '' then users.username_orden else users.nombre_orden end, '')`;

const VISITA_SORT_COLUMNS = { id: 'visitas.id', fecha_hora: 'visitas.fecha_hora', colonia_nombre: 'colonias.nombre_orden', usuario_nombre: authorKey };

export interface VisitaFilters {
  coloniaId?: number;
  desde?: string;
  hasta?: string;
}

export interface Pendiente {
  turno_id: number;
  dia_semana: number;
  franja: string;
  colonia_id: number;
  colonia_nombre: string;
  usuario_id: number;
  usuario_nombre: string;
}

const personName = (nombre: string | null, username: string | null) => nombre?.trim() || username || '';

export function calleRepository(db: Db) {
  const visitasQuery = () =>
    db
      .selectFrom('visitas')
      .innerJoin('colonias', 'colonias.id', 'visitas.colonia_id')
      .leftJoin('comederos', 'comederos.id', 'visitas.comedero_id')
      .leftJoin('users', 'users.id', 'visitas.usuario_id');

  return {
    listComederos(coloniaId: number): Promise<ComederoRow[]> {
      return db.selectFrom('comederos').selectAll().where('colonia_id', '=', coloniaId).orderBy('nombre_orden').orderBy('id').execute();
    },

    /** The active feeding points of the colonies a person reaches, for the /hoy map and the staff map layer. */
    comederosOf(reach: Reach): Promise<(ComederoRow & { colonia_nombre: string })[]> {
      let query = db
        .selectFrom('comederos')
        .innerJoin('colonias', 'colonias.id', 'comederos.colonia_id')
        .selectAll('comederos')
        .select('colonias.nombre as colonia_nombre')
        .where('comederos.activo', '=', 1);
      if (reach.scope === 'assigned') {
        query = query.where('comederos.colonia_id', 'in', (eb) => eb.selectFrom('asignaciones').select('colonia_id').where('usuario_id', '=', reach.usuarioId));
      }
      return query.orderBy('comederos.colonia_id').orderBy('comederos.id').execute();
    },

    findComedero(coloniaId: number, id: number): Promise<ComederoRow | undefined> {
      return db.selectFrom('comederos').selectAll().where('colonia_id', '=', coloniaId).where('id', '=', id).executeTakeFirst();
    },

    insertComedero(trx: Db, coloniaId: number, values: ComederoWrite): Promise<ComederoRow> {
      const now = nowIso();
      return trx.insertInto('comederos').values({ ...values, colonia_id: coloniaId, created_at: now, updated_at: now }).returningAll().executeTakeFirstOrThrow();
    },

    updateComedero(trx: Db, id: number, values: ComederoWrite): Promise<ComederoRow> {
      return trx.updateTable('comederos').set({ ...values, updated_at: nowIso() }).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
    },

    async deleteComedero(trx: Db, id: number): Promise<void> {
      await trx.deleteFrom('comederos').where('id', '=', id).execute();
    },

    listTurnos(coloniaId: number): Promise<TurnoConPersona[]> {
      return db
        .selectFrom('turnos')
        .innerJoin('users', 'users.id', 'turnos.usuario_id')
        .selectAll('turnos')
        .select(['users.nombre', 'users.username'])
        .where('turnos.colonia_id', '=', coloniaId)
        .orderBy('turnos.dia_semana')
        .orderBy('turnos.franja')
        .orderBy('turnos.id')
        .execute()
        .then((rows) => rows.map(({ nombre, username, ...t }) => ({ ...t, usuario_nombre: personName(nombre, username) })));
    },

    /** The shifts of one person on one weekday, in every colony, with the colony's name. */
    turnosDeUsuario(usuarioId: number, dia: number): Promise<(TurnoRow & { colonia_nombre: string })[]> {
      return db
        .selectFrom('turnos')
        .innerJoin('colonias', 'colonias.id', 'turnos.colonia_id')
        .selectAll('turnos')
        .select('colonias.nombre as colonia_nombre')
        .where('turnos.usuario_id', '=', usuarioId)
        .where('turnos.dia_semana', '=', dia)
        // A colony taken from the person leaves its shifts behind until staff remove them: they are not theirs to do.
        .where('turnos.colonia_id', 'in', (eb) => eb.selectFrom('asignaciones').select('colonia_id').where('usuario_id', '=', usuarioId))
        .orderBy('turnos.franja')
        .orderBy('turnos.colonia_id')
        .execute();
    },

    findTurno(coloniaId: number, id: number): Promise<TurnoRow | undefined> {
      return db.selectFrom('turnos').selectAll().where('colonia_id', '=', coloniaId).where('id', '=', id).executeTakeFirst();
    },

    async turnoTaken(coloniaId: number, dia: number, franja: string, usuarioId: number): Promise<boolean> {
      const row = await db
        .selectFrom('turnos')
        .select('id')
        .where('colonia_id', '=', coloniaId)
        .where('dia_semana', '=', dia)
        .where('franja', '=', franja)
        .where('usuario_id', '=', usuarioId)
        .executeTakeFirst();
      return row !== undefined;
    },

    /** The active voluntarios assigned to the colony (the caller sorts them by name in the reader's language). */
    async colonyVolunteers(coloniaId: number): Promise<{ id: number; nombre: string }[]> {
      const rows = await db
        .selectFrom('asignaciones')
        .innerJoin('users', 'users.id', 'asignaciones.usuario_id')
        .select(['users.id', 'users.nombre', 'users.username'])
        .where('asignaciones.colonia_id', '=', coloniaId)
        .where('users.role', '=', 'voluntario')
        .where('users.activo', '=', 1)
        .orderBy('users.id')
        .execute();
      return rows.map((r) => ({ id: r.id, nombre: personName(r.nombre, r.username) }));
    },

    /** An active voluntario assigned to the colony: who may hold one of its shifts. */
    async isColonyVolunteer(coloniaId: number, usuarioId: number): Promise<boolean> {
      const row = await db
        .selectFrom('asignaciones')
        .innerJoin('users', 'users.id', 'asignaciones.usuario_id')
        .select('users.id')
        .where('asignaciones.colonia_id', '=', coloniaId)
        .where('asignaciones.usuario_id', '=', usuarioId)
        .where('users.role', '=', 'voluntario')
        .where('users.activo', '=', 1)
        .executeTakeFirst();
      return row !== undefined;
    },

    insertTurno(trx: Db, coloniaId: number, values: { dia_semana: number; franja: string; usuario_id: number }): Promise<TurnoRow> {
      return trx.insertInto('turnos').values({ ...values, colonia_id: coloniaId, created_at: nowIso() }).returningAll().executeTakeFirstOrThrow();
    },

    async setTurnoUsuario(trx: Db, id: number, usuarioId: number): Promise<void> {
      await trx.updateTable('turnos').set({ usuario_id: usuarioId }).where('id', '=', id).execute();
    },

    async deleteTurno(trx: Db, id: number): Promise<void> {
      await trx.deleteFrom('turnos').where('id', '=', id).execute();
    },

    /** The colony and slot of each visit of `fecha` to the given colonies. */
    visitasDelDia(fecha: string, coloniaIds: number[]): Promise<{ colonia_id: number; franja: string }[]> {
      if (coloniaIds.length === 0) return Promise.resolve([]);
      return db.selectFrom('visitas').select(['colonia_id', 'franja']).where('fecha', '=', fecha).where('colonia_id', 'in', coloniaIds).execute();
    },

    findVisitaByClientId(clientId: string): Promise<VisitaRow | undefined> {
      return db.selectFrom('visitas').selectAll().where('client_id', '=', clientId).executeTakeFirst();
    },

    findVisita(id: number, reach: Reach): Promise<VisitaListada | undefined> {
      let query = visitasQuery()
        .selectAll('visitas')
        .select(['colonias.nombre as colonia_nombre', 'comederos.nombre as comedero_nombre', 'users.nombre as unombre', 'users.username'])
        .where('visitas.id', '=', id);
      if (reach.scope === 'assigned') {
        query = query.where('visitas.colonia_id', 'in', (eb) => eb.selectFrom('asignaciones').select('colonia_id').where('usuario_id', '=', reach.usuarioId));
      }
      return query.executeTakeFirst().then((row) => {
        if (!row) return undefined;
        const { unombre, username, ...visita } = row;
        return { ...visita, usuario_nombre: username === null ? null : personName(unombre, username) };
      });
    },

    /**
     * Stores the visit unless its client_id is known; the unique index decides
     * between two requests that arrive together, on both engines. Answers the
     * stored row and whether this call made it.
     */
    /**
     * Stores the visit unless its client_id is known (the unique index decides between twin requests).
     * The id is unique in the whole installation: when another municipality's visit holds it, the row
     * is not this municipality's to see, and none is answered.
     */
    async insertVisitaOnce(trx: Db, values: VisitaWrite): Promise<{ row: VisitaRow; created: true } | { row: VisitaRow | undefined; created: false }> {
      const inserted = await trx
        .insertInto('visitas')
        .values({ ...values, parte_id: null, censo_id: null, created_at: nowIso() })
        .onConflict((oc) => oc.column('client_id').doNothing())
        .returningAll()
        .executeTakeFirst();
      if (inserted) return { row: inserted, created: true };
      const existing = await trx.selectFrom('visitas').selectAll().where('client_id', '=', values.client_id).executeTakeFirst();
      return { row: existing, created: false };
    },

    async setVisita(trx: Db, id: number, values: { parte_id?: number; censo_id?: number }): Promise<void> {
      await trx.updateTable('visitas').set(values).where('id', '=', id).execute();
    },

    /** One page of the visits; without `sort`, the newest first. Ties keep the id's order, so pages never overlap. */
    async listVisitas(reach: Reach, filters: VisitaFilters, page: { skip: number; limit: number; sort: VisitaSort | null }): Promise<{ items: VisitaListada[]; total: number }> {
      const { field, order } = page.sort ?? { field: 'fecha_hora', order: 'desc' };
      let query = visitasQuery();
      if (reach.scope === 'assigned') {
        query = query.where('visitas.colonia_id', 'in', (eb) => eb.selectFrom('asignaciones').select('colonia_id').where('usuario_id', '=', reach.usuarioId));
      }
      if (filters.coloniaId !== undefined) query = query.where('visitas.colonia_id', '=', filters.coloniaId);
      if (filters.desde) query = query.where('visitas.fecha', '>=', filters.desde);
      if (filters.hasta) query = query.where('visitas.fecha', '<=', filters.hasta);
      const columns = query
        .selectAll('visitas')
        .select(['colonias.nombre as colonia_nombre', 'comederos.nombre as comedero_nombre', 'users.nombre as unombre', 'users.username']);
      const [rows, count] = await Promise.all([
        orderedByKeys(columns, [VISITA_SORT_COLUMNS[field]], 'visitas.id', order)
          .offset(page.skip)
          .limit(page.limit)
          .execute(),
        query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      const items = rows.map(({ unombre, username, ...visita }) => ({ ...visita, usuario_nombre: username === null ? null : personName(unombre, username) }));
      return { items, total: Number(count.n) };
    },

    /** Every shift of the weekday with no visit to its colony on `fecha` in its slot, by colony, slot and volunteer. */
    async pendientes(fecha: string, dia: number): Promise<Pendiente[]> {
      const rows = await db
        .selectFrom('turnos')
        .innerJoin('colonias', 'colonias.id', 'turnos.colonia_id')
        .innerJoin('users', 'users.id', 'turnos.usuario_id')
        .select([
          'turnos.id as turno_id',
          'turnos.dia_semana',
          'turnos.franja',
          'turnos.colonia_id',
          'colonias.nombre as colonia_nombre',
          'turnos.usuario_id',
          'users.nombre',
          'users.username',
        ])
        .where('turnos.dia_semana', '=', dia)
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom('visitas')
                .select('visitas.id')
                .whereRef('visitas.colonia_id', '=', 'turnos.colonia_id')
                .whereRef('visitas.franja', '=', 'turnos.franja')
                .where('visitas.fecha', '=', fecha),
            ),
          ),
        )
        .orderBy('colonias.nombre_orden')
        .orderBy('turnos.franja')
        .orderBy('turnos.id')
        .execute();
      return rows.map(({ nombre, username, ...p }) => ({ ...p, usuario_nombre: personName(nombre, username) }));
    },

    /** Active responsables with an address: who gets the missed-shift notice. */
    responsables(): Promise<{ email: string }[]> {
      return db.selectFrom('users').select('email').where('role', '=', 'responsable').where('activo', '=', 1).where('email', '!=', '').orderBy('id').execute();
    },

    /** Whether the day's notice has been queued already (a cheap look before the day's shifts are read). */
    async avisoClaimed(fecha: string): Promise<boolean> {
      return (await db.selectFrom('avisos_turnos').select('fecha').where('fecha', '=', fecha).executeTakeFirst()) !== undefined;
    },

    /** Marks the day's notice as queued; false when another process (or an earlier run) already did. */
    async claimAviso(fecha: string): Promise<boolean> {
      const row = await db
        .insertInto('avisos_turnos')
        .values({ fecha, enviado_at: nowIso() })
        .onConflict((oc) => oc.column('fecha').doNothing())
        .returning('fecha')
        .executeTakeFirst();
      return row !== undefined;
    },
  };
}

export type CalleRepository = ReturnType<typeof calleRepository>;
