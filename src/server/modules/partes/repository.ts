/** Partes (work orders of the council): the queries. */
import type { Db } from '../../db/schema';
import { fieldsOf } from '../../../domain/schemas/common';
import { Parte } from '../../../domain/schemas/parte';
import { recordReader } from '../../db/records';
import { recordAudit, type Actor } from '../../lib/audit';
import { nowIso } from '../../lib/time';

const COLUMNS = fieldsOf(Parte);
const toParte = recordReader(Parte);

export function partesRepository(db: Db) {
  return {
    async list(filter: { estado?: string }, skip: number, limit: number): Promise<{ items: Parte[]; total: number }> {
      let query = db.selectFrom('partes');
      if (filter.estado) query = query.where('estado', '=', filter.estado);
      const items = await query.select(COLUMNS).orderBy('id', 'desc').offset(skip).limit(limit).execute();
      const { total } = await query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
      return { items: items.map(toParte), total: Number(total) };
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
