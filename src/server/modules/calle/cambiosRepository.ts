/**
 * Queries of the shift swap requests (cambios_turno): the requests a person
 * may see (a voluntario those they sent or received, in their colonies; staff
 * every one), and the writes that answer them.
 */
import type { Selectable } from 'kysely';
import type { CambioEstado } from '../../../domain/calle';
import type { CambiosTurnoTable, Db } from '../../db/schema';
import type { Reach } from '../colonias/repository';
import { nowIso } from '../../lib/time';

export type CambioRow = Selectable<CambiosTurnoTable>;

export interface TurnoRef {
  id: number;
  dia_semana: number;
  franja: string;
}

/** A request as the screens show it: the two shifts (as they were asked for) and the two people, by name. */
export interface CambioListado {
  id: number;
  colonia_id: number;
  colonia_nombre: string;
  estado: CambioEstado;
  created_at: string;
  resuelto_at: string | null;
  solicitante_id: number;
  solicitante_nombre: string;
  destinatario_id: number;
  destinatario_nombre: string;
  turno: TurnoRef;
  con_turno: TurnoRef;
}

export interface CambioFilters {
  id?: number;
  coloniaId?: number;
  estado?: CambioEstado;
}

const personName = (nombre: string | null, username: string) => nombre?.trim() || username;

export function cambiosRepository(db: Db) {
  return {
    /** The requests the person reaches: staff every one; a voluntario those they are party to, in the colonies assigned to them. */
    async list(reach: Reach, filters: CambioFilters): Promise<CambioListado[]> {
      let query = db
        .selectFrom('cambios_turno as c')
        .innerJoin('colonias as col', 'col.id', 'c.colonia_id')
        .innerJoin('turnos as t', 't.id', 'c.turno_id')
        .innerJoin('turnos as o', 'o.id', 'c.con_turno_id')
        .innerJoin('users as s', 's.id', 'c.solicitante_id')
        .innerJoin('users as d', 'd.id', 'c.destinatario_id')
        .select([
          'c.id', 'c.colonia_id', 'col.nombre as colonia_nombre', 'c.estado', 'c.created_at', 'c.resuelto_at',
          'c.solicitante_id', 's.nombre as s_nombre', 's.username as s_username', 'c.destinatario_id', 'd.nombre as d_nombre', 'd.username as d_username',
          't.id as t_id', 't.dia_semana as t_dia', 't.franja as t_franja', 'o.id as o_id', 'o.dia_semana as o_dia', 'o.franja as o_franja',
        ]);
      if (reach.scope === 'assigned') {
        const me = reach.usuarioId;
        query = query
          .where((eb) => eb.or([eb('c.solicitante_id', '=', me), eb('c.destinatario_id', '=', me)]))
          .where('c.colonia_id', 'in', (eb) => eb.selectFrom('asignaciones').select('colonia_id').where('usuario_id', '=', me));
      }
      if (filters.id !== undefined) query = query.where('c.id', '=', filters.id);
      if (filters.coloniaId !== undefined) query = query.where('c.colonia_id', '=', filters.coloniaId);
      if (filters.estado !== undefined) query = query.where('c.estado', '=', filters.estado);
      const rows = await query.orderBy('c.created_at').orderBy('c.id').execute();
      return rows.map((r) => ({
        id: r.id,
        colonia_id: r.colonia_id,
        colonia_nombre: r.colonia_nombre,
        // The column holds only CAMBIO_ESTADOS (the API writes no other, and a restore checks it).
        estado: r.estado as CambioEstado,
        created_at: r.created_at,
        resuelto_at: r.resuelto_at,
        solicitante_id: r.solicitante_id,
        solicitante_nombre: personName(r.s_nombre, r.s_username),
        destinatario_id: r.destinatario_id,
        destinatario_nombre: personName(r.d_nombre, r.d_username),
        turno: { id: r.t_id, dia_semana: r.t_dia, franja: r.t_franja },
        con_turno: { id: r.o_id, dia_semana: r.o_dia, franja: r.o_franja },
      }));
    },

    findPendiente(turnoId: number, conTurnoId: number): Promise<{ id: number } | undefined> {
      return db.selectFrom('cambios_turno').select('id').where('turno_id', '=', turnoId).where('con_turno_id', '=', conTurnoId).where('estado', '=', 'pendiente').executeTakeFirst();
    },

    async insert(trx: Db, values: Pick<CambioRow, 'colonia_id' | 'turno_id' | 'con_turno_id' | 'solicitante_id' | 'destinatario_id'>): Promise<number> {
      const row = await trx.insertInto('cambios_turno').values({ ...values, estado: 'pendiente', created_at: nowIso() }).returning('id').executeTakeFirstOrThrow();
      return row.id;
    },

    /** Answers a pending request; false when it was no longer pending (another answer came first). */
    async resolve(trx: Db, id: number, estado: Exclude<CambioEstado, 'pendiente'>, por: number | null): Promise<boolean> {
      const result = await trx
        .updateTable('cambios_turno')
        .set({ estado, resuelto_at: nowIso(), resuelto_por: por })
        .where('id', '=', id)
        .where('estado', '=', 'pendiente')
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Voids the other pending requests about these shifts: they changed hands, so what was asked no longer stands. */
    async voidPendingAbout(trx: Db, turnoIds: number[]): Promise<void> {
      await trx
        .updateTable('cambios_turno')
        .set({ estado: 'anulado', resuelto_at: nowIso(), resuelto_por: null })
        .where('estado', '=', 'pendiente')
        .where((eb) => eb.or([eb('turno_id', 'in', turnoIds), eb('con_turno_id', 'in', turnoIds)]))
        .execute();
    },
  };
}
