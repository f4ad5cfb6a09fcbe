/** Activities recorded on cats (vaccination, check-up, ...): the queries. */
import type { Db } from '../../db/schema';
import type { Actividad } from '../../../domain/types';
import { recordAudit, type Actor } from '../../lib/audit';
import { nowIso } from '../../lib/time';

export interface ActividadRecord extends Actividad {
  gato_nombre: string | null;
  gato_codigo: string | null;
  created_at: string;
}

export function actividadesRepository(db: Db) {
  const selectRecord = () =>
    db
      .selectFrom('actividades')
      .leftJoin('gatos', 'gatos.id', 'actividades.gato_id')
      .select([
        'actividades.id',
        'actividades.tipo',
        'actividades.descripcion',
        'actividades.gato_id',
        'gatos.nombre as gato_nombre',
        'gatos.codigo_identificacion as gato_codigo',
        'actividades.created_at',
      ]);

  return {
    async list(filter: { gatoId?: number }, skip: number, limit: number): Promise<{ items: ActividadRecord[]; total: number }> {
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

    async create(values: { tipo: string; descripcion: string; gato_id: number }, actor: Actor): Promise<ActividadRecord> {
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
