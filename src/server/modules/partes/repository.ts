/** Partes (work orders of the council): the queries. */
import type { Db } from '../../db/schema';
import { fieldsOf } from '../../../domain/schemas/common';
import { Parte } from '../../../domain/schemas/parte';
import { recordReader } from '../../db/records';
import { recordAudit, type Actor } from '../../lib/audit';
import { orderedByKeys, type ListSort } from '../../lib/sorting';
import { nowIso } from '../../lib/time';

const COLUMNS = fieldsOf(Parte);
const toParte = recordReader(Parte);

/** The fields the parte list may be sorted by (its column headers). */
export const PARTE_SORTS = ['id', 'descripcion', 'estado', 'created_at'] as const;
export type ParteSort = (typeof PARTE_SORTS)[number];

/** The column each sort walks: the description by its sort key (the council's reading order, db/sortKeys.ts). */
const SORT_COLUMNS = { id: 'id', descripcion: 'descripcion_orden', estado: 'estado', created_at: 'created_at' } as const;

export function partesRepository(db: Db) {
  return {
    /** Without a sort, the newest first, as always; the id breaks ties in the sort's direction. */
    async list(filter: { estado?: string }, skip: number, limit: number, sort: ListSort<ParteSort> | null = null): Promise<{ items: Parte[]; total: number }> {
      let query = db.selectFrom('partes');
      if (filter.estado) query = query.where('estado', '=', filter.estado);
      const { field, order } = sort ?? { field: 'id', order: 'desc' };
      const rows = await orderedByKeys(query.select(COLUMNS), [SORT_COLUMNS[field]], 'id', order).offset(skip).limit(limit).execute();
      const { total } = await query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
      return { items: rows.map(toParte), total: Number(total) };
    },

    async findById(id: number): Promise<Parte | undefined> {
      const row = await db.selectFrom('partes').select(COLUMNS).where('id', '=', id).executeTakeFirst();
      return row ? toParte(row) : undefined;
    },

    async create(values: { descripcion: string; estado: string }, actor: Actor): Promise<Parte> {
      return db.transaction().execute(async (trx) => {
        const row = await trx
          .insertInto('partes')
          .values({ ...values, usuario_id: actor.id, created_at: nowIso() })
          .returning(COLUMNS)
          .executeTakeFirstOrThrow();
        await recordAudit(trx, actor, 'crear', 'partes', row.id);
        return toParte(row);
      });
    },
  };
}
