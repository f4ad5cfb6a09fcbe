/** Inspections: the queries, with the colony's name and the attachment's URL. */
import type { ExpressionBuilder, Selectable } from 'kysely';
import type { Database, Db, InspeccionesTable } from '../../db/schema';
import { fieldsBut, fieldsOf } from '../../../domain/schemas/common';
import { ColoniaOpcion } from '../../../domain/schemas/colonia';
import { INSPECCION_DERIVED, Inspeccion } from '../../../domain/schemas/inspeccion';
import { columnsOf, recordReader } from '../../db/records';
import { DEFAULTS, RESOLVED_STATUS } from '../../../domain/constants';
import { recordAudit, type Actor } from '../../lib/audit';
import { assignedColonias, isResolved, normalizeEstatus, orderIncidencias, type IncidenciaAnswer, type IncidenciaOrder } from '../../lib/incidencias';
import { nowIso } from '../../lib/time';

/** The inspection's stored fields the answer carries. */
const STORED = fieldsBut(Inspeccion, INSPECCION_DERIVED);

/** An inspection as read: those fields, its colony's name and who filed it. */
export type InspeccionRow = Pick<Selectable<InspeccionesTable>, (typeof STORED)[number] | 'usuario_id'> & { colonia_nombre: string | null };

const readInspeccion = recordReader(Inspeccion);

/** The answer: the day as the original API wrote it, the moment, and the viewer's link to the attachment. */
export function toInspeccion(row: InspeccionRow, answer: IncidenciaAnswer): Inspeccion {
  return readInspeccion({ ...row, fecha: answer.fecha(row.fecha), fecha_hora: row.fecha, archivo: answer.archivo(row.archivo) });
}

export interface InspeccionFilter {
  /** Only the inspections this user filed, plus (withColonias) those about their colonies. */
  own?: { usuarioId: number; withColonias: boolean };
  estatus?: string;
  coloniaId?: number;
}

export interface NewInspeccion {
  colonia_id: number;
  observaciones: string;
  acciones_recomendadas: string | null;
  archivo: string | null;
}

type Eb = ExpressionBuilder<Database, 'inspecciones' | 'colonias'>;

export function inspeccionesRepository(db: Db) {
  const base = () => db.selectFrom('inspecciones').leftJoin('colonias', 'colonias.id', 'inspecciones.colonia_id');

  const matching = (filter: InspeccionFilter) => (eb: Eb) => {
    const conditions = [];
    if (filter.own) {
      const filed = eb('inspecciones.usuario_id', '=', filter.own.usuarioId);
      conditions.push(
        filter.own.withColonias ? eb.or([filed, eb('inspecciones.colonia_id', 'in', assignedColonias(db, filter.own.usuarioId))]) : filed,
      );
    }
    const estatus = normalizeEstatus(filter.estatus ?? '');
    if (estatus) conditions.push(eb('inspecciones.estatus', '=', estatus));
    if (filter.coloniaId) conditions.push(eb('inspecciones.colonia_id', '=', filter.coloniaId));
    return eb.and(conditions);
  };

  const selectRow = () => base().select([...columnsOf('inspecciones', STORED), 'colonias.nombre as colonia_nombre', 'inspecciones.usuario_id']);

  return {
    async list(filter: InspeccionFilter, skip: number, limit: number, order: IncidenciaOrder = null): Promise<{ items: InspeccionRow[]; total: number }> {
      const where = matching(filter);
      const items = await orderIncidencias(selectRow().where(where), 'inspecciones', order).offset(skip).limit(limit).execute();
      const { total } = await base()
        .where(where)
        .select((eb) => eb.fn.countAll<number>().as('total'))
        .executeTakeFirstOrThrow();
      return { items, total: Number(total) };
    },

    findById(id: number): Promise<InspeccionRow | undefined> {
      return selectRow().where('inspecciones.id', '=', id).executeTakeFirst();
    },

    coloniaOptions(): Promise<ColoniaOpcion[]> {
      return db.selectFrom('colonias').select(fieldsOf(ColoniaOpcion)).orderBy('nombre_orden').orderBy('id').execute();
    },

    async coloniaExists(id: number): Promise<boolean> {
      return (await db.selectFrom('colonias').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
    },

    async create(values: NewInspeccion, actor: Actor): Promise<InspeccionRow> {
      const id = await db.transaction().execute(async (trx) => {
        const row = await trx
          .insertInto('inspecciones')
          .values({ ...values, fecha: nowIso(), estatus: DEFAULTS.inspeccionEstatus, usuario_id: actor.id })
          .returning('id')
          .executeTakeFirstOrThrow();
        await recordAudit(trx, actor, 'crear', 'inspecciones', row.id);
        return row.id;
      });
      const created = await this.findById(id);
      if (!created) throw new Error(`La inspección ${id} no se encuentra tras crearla`);
      return created;
    },

    /** Moves the inspection to resuelta; an already resolved one stays as it was. */
    async resolve(row: InspeccionRow, actor: Actor): Promise<InspeccionRow> {
      const already = isResolved(row.estatus);
      await db.transaction().execute(async (trx) => {
        if (!already) {
          await trx.updateTable('inspecciones').set({ estatus: RESOLVED_STATUS, resuelta_at: nowIso() }).where('id', '=', row.id).execute();
        }
        await recordAudit(trx, actor, 'resolver', 'inspecciones', row.id, already ? 'ya estaba resuelta' : `estatus anterior: ${row.estatus}`);
      });
      return (await this.findById(row.id)) ?? row;
    },
  };
}
