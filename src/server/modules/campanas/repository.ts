/** Sterilisation campaigns, their cats and their progress: the queries. */
import { sql, type Selectable } from 'kysely';
import type { CampanasTable, Db, GatoRow } from '../../db/schema';
import type { EstatusCampana } from '../../../domain/types';
import { fieldsBut } from '../../../domain/schemas/common';
import { CAMPANA_DERIVED, Campana, type CampanaGato as CampanaGatoRecord } from '../../../domain/schemas/campana';
import { sterilisedDuring } from '../../../domain/campanas';
import { columnsOf } from '../../db/records';
import { recordAudit, type Actor } from '../../lib/audit';
import { nowIso } from '../../lib/time';
import { orderedByKeys, type ListSort } from '../../lib/sorting';

/** The fields the campaign list may be sorted by (its column headers). */
export const CAMPANA_SORTS = ['id', 'nombre', 'fecha_inicio', 'fecha_fin', 'estatus', 'numero_gatos'] as const;
export type CampanaSort = (typeof CAMPANA_SORTS)[number];

/**
 * The keys each sort walks; the id breaks ties in the same direction. A
 * campaign without an end date is still open: it ends after every dated
 * one, on both engines.
 */
const SORT_KEYS = {
  id: ['c.id'],
  nombre: ['c.nombre_orden'],
  fecha_inicio: ['c.fecha_inicio'],
  fecha_fin: [sql`case when c.fecha_fin is null then 1 else 0 end`, 'c.fecha_fin'],
  estatus: ['c.estatus'],
  numero_gatos: ['numero_gatos'],
} as const;

/** A campaign with its cats counted (numero_gatos) and its progress against gatos_objetivo (gatos_esterilizados). */
export type CampanaRecord = Campana;

/** What creating or editing a campaign stores. */
export type CampanaValues = Omit<Selectable<CampanasTable>, 'id' | 'created_at' | 'nombre_orden'>;

/** A cat of the campaign: the list's fields and the cat's other stored columns, which travel too. */
export type CampanaGato = CampanaGatoRecord & Omit<GatoRow, keyof CampanaGatoRecord | 'created_at' | 'updated_at'>;

export function campanasRepository(db: Db) {
  const selectRecord = () =>
    db
      .selectFrom('campanas as c')
      .select(columnsOf('c', fieldsBut(Campana, CAMPANA_DERIVED)))
      .select((eb) => [
        eb
          .selectFrom('campana_gatos as cg')
          .whereRef('cg.campana_id', '=', 'c.id')
          .select((sub) => sub.fn.countAll<number>().as('n'))
          .as('numero_gatos'),
        eb
          .selectFrom('campana_gatos as cg')
          .innerJoin('gatos as g', 'g.id', 'cg.gato_id')
          .whereRef('cg.campana_id', '=', 'c.id')
          .whereRef('g.fecha_esterilizacion', '>=', 'c.fecha_inicio')
          .where((sub) => sub.or([sub('c.fecha_fin', 'is', null), sub('g.fecha_esterilizacion', '<=', sub.ref('c.fecha_fin'))]))
          .select((sub) => sub.fn.countAll<number>().as('n'))
          .as('gatos_esterilizados'),
      ]);

  const toRecord = (row: Awaited<ReturnType<ReturnType<typeof selectRecord>['executeTakeFirstOrThrow']>>): CampanaRecord => ({
    ...row,
    estatus: row.estatus as EstatusCampana,
    gatos_objetivo: Number(row.gatos_objetivo),
    numero_gatos: Number(row.numero_gatos ?? 0),
    gatos_esterilizados: Number(row.gatos_esterilizados ?? 0),
  });

  const ordered = (query: ReturnType<typeof selectRecord>, { field, order }: ListSort<CampanaSort>) => orderedByKeys(query, SORT_KEYS[field], 'c.id', order);

  async function findById(id: number): Promise<CampanaRecord | undefined> {
    const row = await selectRecord().where('c.id', '=', id).executeTakeFirst();
    return row ? toRecord(row) : undefined;
  }

  return {
    findById,

    /** Without a sort, the newest start first, as always. */
    async list(filter: { estatus?: string }, skip: number, limit: number, sort: ListSort<CampanaSort> | null = null): Promise<{ items: CampanaRecord[]; total: number }> {
      let items = selectRecord();
      let count = db.selectFrom('campanas');
      if (filter.estatus) {
        items = items.where('c.estatus', '=', filter.estatus);
        count = count.where('estatus', '=', filter.estatus);
      }
      const rows = await ordered(items, sort ?? { field: 'fecha_inicio', order: 'desc' }).offset(skip).limit(limit).execute();
      const { total } = await count.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
      return { items: rows.map(toRecord), total: Number(total) };
    },

    async create(values: CampanaValues, actor: Actor): Promise<CampanaRecord> {
      const id = await db.transaction().execute(async (trx) => {
        const row = await trx.insertInto('campanas').values({ ...values, created_at: nowIso() }).returning('id').executeTakeFirstOrThrow();
        await recordAudit(trx, actor, 'crear', 'campanas', row.id);
        return row.id;
      });
      return (await findById(id))!;
    },

    async update(id: number, values: CampanaValues, actor: Actor): Promise<CampanaRecord> {
      await db.transaction().execute(async (trx) => {
        await trx.updateTable('campanas').set(values).where('id', '=', id).execute();
        await recordAudit(trx, actor, 'editar', 'campanas', id);
      });
      return (await findById(id))!;
    },

    async listGatos(campana: CampanaRecord, skip: number, limit: number): Promise<{ items: CampanaGato[]; total: number }> {
      const rows = await db
        .selectFrom('campana_gatos as cg')
        .innerJoin('gatos as g', 'g.id', 'cg.gato_id')
        .leftJoin('colonias as co', 'co.id', 'g.colonia_id')
        .where('cg.campana_id', '=', campana.id)
        .selectAll('g')
        .select('co.nombre as colonia_nombre')
        .orderBy('g.nombre_orden')
        .orderBy('g.id')
        .offset(skip)
        .limit(limit)
        .execute();
      const items = rows.map(({ created_at: _created, updated_at: _updated, activo, ...gato }) => ({
        ...gato,
        activo: activo === 1,
        esterilizado_en_campana: sterilisedDuring(gato.fecha_esterilizacion, campana.fecha_inicio, campana.fecha_fin),
      })) as CampanaGato[];
      return { items, total: campana.numero_gatos };
    },

    findGato(gatoId: number) {
      return db.selectFrom('gatos').select(['id', 'activo']).where('id', '=', gatoId).executeTakeFirst();
    },

    async hasGato(campanaId: number, gatoId: number): Promise<boolean> {
      const row = await db
        .selectFrom('campana_gatos')
        .select('gato_id')
        .where('campana_id', '=', campanaId)
        .where('gato_id', '=', gatoId)
        .executeTakeFirst();
      return row !== undefined;
    },

    async addGato(campanaId: number, gatoId: number, actor: Actor): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await trx.insertInto('campana_gatos').values({ campana_id: campanaId, gato_id: gatoId, created_at: nowIso() }).execute();
        await recordAudit(trx, actor, 'asignar', 'campanas', campanaId, `gato ${gatoId}`);
      });
    },

    async removeGato(campanaId: number, gatoId: number, actor: Actor): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom('campana_gatos').where('campana_id', '=', campanaId).where('gato_id', '=', gatoId).execute();
        await recordAudit(trx, actor, 'quitar', 'campanas', campanaId, `gato ${gatoId}`);
      });
    },
  };
}
