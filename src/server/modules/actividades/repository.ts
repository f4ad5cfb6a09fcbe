/** Activities recorded on cats (vaccination, check-up, ...): the queries. */
import { sql, type SelectQueryBuilder } from 'kysely';
import type { Database, Db } from '../../db/schema';
import { fieldsBut } from '../../../domain/schemas/common';
import { ACTIVIDAD_JOINED, Actividad } from '../../../domain/schemas/actividad';
import { columnsOf } from '../../db/records';
import { foldedAnyEngine, foldedContainsPattern } from '../../db/searchFold';
import { recordAudit, type Actor } from '../../lib/audit';
import { orderedByKeys, type ListSort } from '../../lib/sorting';
import { nowIso } from '../../lib/time';

/** An activity's stored fields and its cat's name and code. */
const COLUMNS = [
  ...columnsOf('actividades', fieldsBut(Actividad, ACTIVIDAD_JOINED)),
  'gatos.nombre as gato_nombre' as const,
  'gatos.codigo_identificacion as gato_codigo' as const,
];

/** The fields the activity list may be sorted by (its column headers). */
export const ACTIVIDAD_SORTS = ['id', 'tipo', 'descripcion', 'created_at'] as const;
export type ActividadSort = (typeof ACTIVIDAD_SORTS)[number];

/** The column each sort walks: the texts by their sort keys (the council's reading order, db/sortKeys.ts). */
const SORT_COLUMNS = { id: 'actividades.id', tipo: 'actividades.tipo_orden', descripcion: 'actividades.descripcion_orden', created_at: 'actividades.created_at' } as const;

export interface ActividadFilters {
  gatoId?: number;
  /** Found, without case or accents, in the type, the description or the cat's name. */
  q?: string;
}

type ActividadesQuery<O> = SelectQueryBuilder<Database, 'actividades' | 'gatos', O>;

function filtered<O>(query: ActividadesQuery<O>, filters: ActividadFilters): ActividadesQuery<O> {
  let q = query;
  if (filters.gatoId) q = q.where('actividades.gato_id', '=', filters.gatoId);
  const text = filters.q?.trim();
  if (text) {
    const pattern = sql<string>`${foldedContainsPattern(text)} escape '\\'`;
    q = q.where((eb) =>
      eb.or([
        eb(foldedAnyEngine(sql`actividades.tipo`), 'like', pattern),
        eb(foldedAnyEngine(sql`actividades.descripcion`), 'like', pattern),
        eb(foldedAnyEngine(sql`gatos.nombre`), 'like', pattern),
      ]),
    );
  }
  return q;
}

export function actividadesRepository(db: Db) {
  const joined = () => db.selectFrom('actividades').leftJoin('gatos', 'gatos.id', 'actividades.gato_id');
  const selectRecord = () => joined().select(COLUMNS);

  return {
    /** Without a sort, the newest first, as always; the id breaks ties in the sort's direction. */
    async list(filters: ActividadFilters, skip: number, limit: number, sort: ListSort<ActividadSort> | null = null): Promise<{ items: Actividad[]; total: number }> {
      const { field, order } = sort ?? { field: 'id', order: 'desc' };
      const items = orderedByKeys(filtered(selectRecord(), filters), [SORT_COLUMNS[field]], 'actividades.id', order);
      const rows = await items.offset(skip).limit(limit).execute();
      const { total } = await filtered(joined(), filters)
        .select((eb) => eb.fn.countAll<number>().as('total'))
        .executeTakeFirstOrThrow();
      return { items: rows, total: Number(total) };
    },

    findById(id: number): Promise<Actividad | undefined> {
      return selectRecord().where('actividades.id', '=', id).executeTakeFirst();
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
