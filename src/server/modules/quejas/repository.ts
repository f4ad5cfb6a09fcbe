/** Complaints (quejas): the queries, with the colony's name and the attachment's URL. */
import type { ExpressionBuilder, Selectable } from 'kysely';
import type { Database, Db, QuejasTable } from '../../db/schema';
import { fieldsBut } from '../../../domain/schemas/common';
import { QUEJA_DERIVED, Queja } from '../../../domain/schemas/queja';
import { columnsOf, recordReader } from '../../db/records';
import { DEFAULTS, RESOLVED_STATUS } from '../../../domain/constants';
import { recordAudit, type Actor } from '../../lib/audit';
import { assignedColonias, isResolved, normalizeEstatus, orderIncidencias, type IncidenciaAnswer, type IncidenciaOrder } from '../../lib/incidencias';
import { nowIso } from '../../lib/time';
import { withUniqueCode } from '../../lib/codes';
import { CODE_PREFIX } from '../../../domain/seguimiento';

/** The complaint's stored fields the answer carries. */
const STORED = fieldsBut(Queja, QUEJA_DERIVED);

/** A complaint as read: those fields, its colony's name, who filed it and when it last changed. */
export type QuejaRow = Pick<Selectable<QuejasTable>, (typeof STORED)[number] | 'usuario_id' | 'actualizada_at'> & { colonia_nombre: string | null };

const readQueja = recordReader(Queja);

/** The answer: the day as the original API wrote it, the moment, and the viewer's link to the attachment. */
export function toQueja(row: QuejaRow, answer: IncidenciaAnswer): Queja {
  return readQueja({ ...row, fecha: answer.fecha(row.fecha), fecha_hora: row.fecha, archivo: answer.archivo(row.archivo) });
}

export interface QuejaFilter {
  /** Only the complaints this user filed, plus (withColonias) those about their colonies. */
  own?: { usuarioId: number; withColonias: boolean };
  estatus?: string;
  coloniaId?: number;
  /** The tracking code, canonical (src/domain/seguimiento.ts normalizeCode). */
  codigo?: string;
}

export interface NewQueja {
  descripcion: string;
  colonia_id: number | null;
  solucion_responsable: string | null;
  archivo: string | null;
}

type Eb = ExpressionBuilder<Database, 'quejas' | 'colonias'>;

export function quejasRepository(db: Db) {
  const base = () =>
    db
      .selectFrom('quejas')
      .leftJoin('colonias', 'colonias.id', 'quejas.colonia_id');

  const matching = (filter: QuejaFilter) => (eb: Eb) => {
    const conditions = [];
    if (filter.own) {
      const filed = eb('quejas.usuario_id', '=', filter.own.usuarioId);
      conditions.push(filter.own.withColonias ? eb.or([filed, eb('quejas.colonia_id', 'in', assignedColonias(db, filter.own.usuarioId))]) : filed);
    }
    const estatus = normalizeEstatus(filter.estatus ?? '');
    if (estatus) conditions.push(eb('quejas.estatus', '=', estatus));
    if (filter.coloniaId) conditions.push(eb('quejas.colonia_id', '=', filter.coloniaId));
    if (filter.codigo) conditions.push(eb('quejas.codigo_seguimiento', '=', filter.codigo));
    return eb.and(conditions);
  };

  const selectRow = () =>
    base().select([...columnsOf('quejas', STORED), 'colonias.nombre as colonia_nombre', 'quejas.usuario_id', 'quejas.actualizada_at']);

  return {
    async list(filter: QuejaFilter, skip: number, limit: number, order: IncidenciaOrder = null): Promise<{ items: QuejaRow[]; total: number }> {
      const where = matching(filter);
      const items = await orderIncidencias(selectRow().where(where), 'quejas', order).offset(skip).limit(limit).execute();
      const { total } = await base()
        .where(where)
        .select((eb) => eb.fn.countAll<number>().as('total'))
        .executeTakeFirstOrThrow();
      return { items, total: Number(total) };
    },

    findById(id: number): Promise<QuejaRow | undefined> {
      return selectRow().where('quejas.id', '=', id).executeTakeFirst();
    },

    async create(values: NewQueja, actor: Actor): Promise<QuejaRow> {
      const id = await withUniqueCode(CODE_PREFIX.queja, (codigo) =>
        db.transaction().execute(async (trx) => {
          const now = nowIso();
          const row = await trx
            .insertInto('quejas')
            .values({ ...values, fecha: now, actualizada_at: now, codigo_seguimiento: codigo, estatus: DEFAULTS.quejaEstatus, usuario_id: actor.id })
            .returning('id')
            .executeTakeFirstOrThrow();
          await recordAudit(trx, actor, 'crear', 'quejas', row.id);
          return row.id;
        }),
      );
      const created = await this.findById(id);
      if (!created) throw new Error(`La queja ${id} no se encuentra tras crearla`);
      return created;
    },

    findByCodigo(codigo: string): Promise<QuejaRow | undefined> {
      return selectRow().where('quejas.codigo_seguimiento', '=', codigo).executeTakeFirst();
    },

    /** The e-mail address of the person who filed the complaint, if the account still has one. */
    async filerEmail(row: QuejaRow): Promise<string | null> {
      if (row.usuario_id === null) return null;
      const user = await db.selectFrom('users').select(['email', 'activo']).where('id', '=', row.usuario_id).executeTakeFirst();
      return user && user.activo === 1 ? user.email : null;
    },

    /**
     * Moves the complaint to resuelta; an already resolved one keeps its status.
     * A public answer (staff only, checked by the route) is stored either way. Says whether the status changed.
     */
    async resolve(row: QuejaRow, actor: Actor, respuestaPublica?: string | null): Promise<{ row: QuejaRow; changed: boolean }> {
      const already = isResolved(row.estatus);
      await db.transaction().execute(async (trx) => {
        const now = nowIso();
        const answer = respuestaPublica === undefined ? {} : { respuesta_publica: respuestaPublica };
        if (!already) {
          await trx.updateTable('quejas').set({ estatus: RESOLVED_STATUS, resuelta_at: now, actualizada_at: now, ...answer }).where('id', '=', row.id).execute();
        } else if (respuestaPublica !== undefined) {
          await trx.updateTable('quejas').set({ ...answer, actualizada_at: now }).where('id', '=', row.id).execute();
        }
        await recordAudit(trx, actor, 'resolver', 'quejas', row.id, already ? 'ya estaba resuelta' : `estatus anterior: ${row.estatus}`);
      });
      return { row: (await this.findById(row.id)) ?? row, changed: !already };
    },
  };
}
