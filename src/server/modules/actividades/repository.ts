/** Activities recorded on cats (vaccination, check-up, ...): the queries. */
import type { Db } from '../../db/schema';
import { fieldsBut } from '../../../domain/schemas/common';
import { ACTIVIDAD_JOINED, Actividad } from '../../../domain/schemas/actividad';
import { columnsOf } from '../../db/records';
import { recordAudit, type Actor } from '../../lib/audit';
import { nowIso } from '../../lib/time';

/** An activity's stored fields and its cat's name and code. */
const COLUMNS = [
  ...columnsOf('actividades', fieldsBut(Actividad, ACTIVIDAD_JOINED)),
  'gatos.nombre as gato_nombre' as const,
  'gatos.codigo_identificacion as gato_codigo' as const,
];

export function actividadesRepository(db: Db) {
  const selectRecord = () =>
    db
      .selectFrom('actividades')
      .leftJoin('gatos', 'gatos.id', 'actividades.gato_id')
      .select(COLUMNS);

  return {
    async list(filter: { gatoId?: number }, skip: number, limit: number): Promise<{ items: Actividad[]; total: number }> {
      let items = selectRecord();
      let count = db.selectFrom('actividades');
      if (filter.gatoId) {
        items = items.where('actividades.gato_id', '=', filter.gatoId);
        count = count.where('actividades.gato_id', '=', filter.gatoId);
      }
      const rows = await items.orderBy('actividades.id', 'desc').offset(skip).limit(limit).execute();
      const { total } = await count.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
      return { items: rows, total: Number(total) };
    },

    async gatoExists(id: number): Promise<boolean> {
      return (await db.selectFrom('gatos').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
    },

    async create(values: { tipo: string; descripcion: string; gato_id: number }, actor: Actor): Promise<Actividad> {
      const id = await db.transaction().execute(async (trx) => {
        const row = await trx
          .insertInto('actividades')
          .values({ ...values, usuario_id: actor.id, created_at: nowIso() })
          .returning('id')
          .executeTakeFirstOrThrow();
        await recordAudit(trx, actor, 'crear', 'actividades', row.id, `gato ${values.gato_id}`);
        return row.id;
      });
      return selectRecord().where('actividades.id', '=', id).executeTakeFirstOrThrow();
    },
  };
}
