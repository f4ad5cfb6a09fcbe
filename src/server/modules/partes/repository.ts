/** Partes (work orders of the council): the queries. */
import type { Db } from '../../db/schema';
import type { Parte } from '../../../domain/types';
import { recordAudit, type Actor } from '../../lib/audit';
import { nowIso } from '../../lib/time';

export interface ParteRecord extends Parte {
  created_at: string;
}

const COLUMNS = ['id', 'descripcion', 'estado', 'created_at'] as const;

export function partesRepository(db: Db) {
  return {
    async list(filter: { estado?: string }, skip: number, limit: number): Promise<{ items: ParteRecord[]; total: number }> {
      let query = db.selectFrom('partes');
      if (filter.estado) query = query.where('estado', '=', filter.estado);
      const items = await query.select(COLUMNS).orderBy('id', 'desc').offset(skip).limit(limit).execute();
      const { total } = await query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
      return { items: items as ParteRecord[], total: Number(total) };
    },

    async create(values: { descripcion: string; estado: string }, actor: Actor): Promise<ParteRecord> {
      return db.transaction().execute(async (trx) => {
        const row = await trx
          .insertInto('partes')
          .values({ ...values, usuario_id: actor.id, created_at: nowIso() })
          .returning(COLUMNS)
          .executeTakeFirstOrThrow();
        await recordAudit(trx, actor, 'crear', 'partes', row.id);
        return row as ParteRecord;
      });
    },
  };
}
