/**
 * Colony queries. Every list is one query (the active-cat count is a
 * correlated subquery served by the index gatos(colonia_id, activo,
 * fecha_esterilizacion)), and a scoped role's reach is a join on asignaciones.
 */
import { sql, type ExpressionBuilder, type SelectQueryBuilder } from 'kysely';
import type { Database, Db } from '../../db/schema';
import { foldedAnyEngine, foldedContainsPattern } from '../../db/searchFold';
import { nowIso } from '../../lib/time';
import type { ListSort } from '../../lib/sorting';
import { fieldsBut, fieldsOf } from '../../../domain/schemas/common';
import { COLONIA_DERIVED, Colonia, ColoniaMapa } from '../../../domain/schemas/colonia';
import { columnsOf, recordReader } from '../../db/records';
import { createVersionedCache, type VersionedCache } from '../../lib/versionedCache';

/** Whose colonies: everyone's, or only those assigned to one person. */
export type Reach = { scope: 'all' } | { scope: 'assigned'; usuarioId: number };

export type ColoniaRecord = Colonia;

/** The colony's stored fields the record carries (its cats are counted). */
const STORED = fieldsBut(Colonia, COLONIA_DERIVED);
const COLUMNS = columnsOf('colonias', STORED);

export interface ColoniaFilters {
  q?: string;
  estado?: string;
}

export const COLONIA_SORTS = ['id', 'nombre', 'ubicacion', 'estado', 'numero_gatos'] as const;
export type ColoniaSort = (typeof COLONIA_SORTS)[number];

/** The column each order walks: the texts by their sort keys (the council's reading order, db/sortKeys.ts). */
const SORT_COLUMNS = { id: 'id', nombre: 'nombre_orden', ubicacion: 'ubicacion_orden', estado: 'estado_orden' } as const;

/** `%text%` for a case-insensitive contains, with LIKE's wildcards taken literally. */
type ColoniasQuery<O> = SelectQueryBuilder<Database, 'colonias', O>;

function activeCatCount(eb: ExpressionBuilder<Database, 'colonias'>) {
  return eb
    .selectFrom('gatos')
    .select((g) => g.fn.countAll<number>().as('n'))
    .whereRef('gatos.colonia_id', '=', 'colonias.id')
    .where('gatos.activo', '=', 1);
}

function within<O>(query: ColoniasQuery<O>, reach: Reach): ColoniasQuery<O> {
  if (reach.scope === 'all') return query;
  return query.where((eb) =>
    eb.exists(
      eb
        .selectFrom('asignaciones')
        .select('asignaciones.id')
        .whereRef('asignaciones.colonia_id', '=', 'colonias.id')
        .where('asignaciones.usuario_id', '=', reach.usuarioId),
    ),
  );
}

function filtered<O>(query: ColoniasQuery<O>, filters: ColoniaFilters): ColoniasQuery<O> {
  let q = query;
  const text = filters.q?.trim();
  if (text) {
    const pattern = foldedContainsPattern(text);
    q = q.where((eb) =>
      eb.or([
        eb(foldedAnyEngine(sql`colonias.nombre`), 'like', sql<string>`${pattern} escape '\\'`),
        eb(foldedAnyEngine(sql`colonias.ubicacion`), 'like', sql<string>`${pattern} escape '\\'`),
      ]),
    );
  }
  if (filters.estado) q = q.where('colonias.estado', '=', filters.estado);
  return q;
}

const readColonia = recordReader(Colonia);

/** Numbers as numbers whatever the driver gave (a count may come as text). */
function toColonia(row: Omit<ColoniaRecord, 'numero_gatos'> & { numero_gatos: number | string | null }): ColoniaRecord {
  return readColonia({
    ...row,
    latitude: row.latitude === null ? null : Number(row.latitude),
    longitude: row.longitude === null ? null : Number(row.longitude),
    numero_gatos: Number(row.numero_gatos ?? 0),
  });
}

/** The total of a paged list; a page that is not full already tells it, sparing the count. */
async function totalOf(page: { skip: number; limit: number }, rows: number, count: () => Promise<number>): Promise<number> {
  if (rows < page.limit && (page.skip === 0 || rows > 0)) return page.skip + rows;
  return count();
}

export function coloniasRepository(db: Db, totals: VersionedCache = createVersionedCache(null)) {
  const selectColonias = () =>
    db
      .selectFrom('colonias')
      .select(COLUMNS)
      .select((eb) => activeCatCount(eb).as('numero_gatos'));

  return {
    async list(
      reach: Reach,
      filters: ColoniaFilters,
      page: { skip: number; limit: number } & ListSort<ColoniaSort>,
      at?: Promise<string>,
    ): Promise<{ items: ColoniaRecord[]; total: number }> {
      // Whole pages are remembered until the next write by any process, like the totals.
      // `at`: the data version the caller read after its request arrived (VersionedCache.get).
      return totals.get(JSON.stringify(['pagina', reach, filters.q ?? '', filters.estado ?? '', page]), () => this.listUncached(reach, filters, page, at), at);
    },

    async listUncached(
      reach: Reach,
      filters: ColoniaFilters,
      page: { skip: number; limit: number } & ListSort<ColoniaSort>,
      at?: Promise<string>,
    ): Promise<{ items: ColoniaRecord[]; total: number }> {
      let rows;
      if (page.field === 'numero_gatos') {
        rows = await filtered(within(selectColonias(), reach), filters).orderBy('numero_gatos', page.order).orderBy('colonias.id', 'asc').limit(page.limit).offset(page.skip).execute();
      } else {
        // A deferred join: the page's ids first, so only the page's colonies count their cats (PostgreSQL
        // would count them for every skipped row too).
        const column = SORT_COLUMNS[page.field];
        const ordered = <O>(query: ColoniasQuery<O>) => {
          const sorted = query.orderBy(`colonias.${column}`, page.order);
          return page.field === 'id' ? sorted : sorted.orderBy('colonias.id', 'asc');
        };
        const ids = ordered(filtered(within(db.selectFrom('colonias').select('colonias.id'), reach), filters)).limit(page.limit).offset(page.skip);
        rows = await ordered(selectColonias().where('colonias.id', 'in', ids)).execute();
      }
      const total = await totalOf(page, rows.length, () =>
        totals.get(
          JSON.stringify(['colonias', reach, filters.q ?? '', filters.estado ?? '']),
          async () => Number((await filtered(within(db.selectFrom('colonias').select((eb) => eb.fn.countAll<number>().as('n')), reach), filters).executeTakeFirstOrThrow()).n),
          at,
        ),
      );
      return { items: rows.map(toColonia), total };
    },

    /** One colony with its active cats counted, or undefined when it is out of reach. */
    async find(id: number, reach: Reach): Promise<ColoniaRecord | undefined> {
      const row = await within(selectColonias().where('colonias.id', '=', id), reach).executeTakeFirst();
      return row && toColonia(row);
    },

    /** Id and name only, for the checks that need no count. */
    findRef(id: number, reach: Reach): Promise<{ id: number; nombre: string } | undefined> {
      return within(db.selectFrom('colonias').select(['colonias.id', 'colonias.nombre']).where('colonias.id', '=', id), reach).executeTakeFirst();
    },

    async exists(id: number): Promise<boolean> {
      return (await db.selectFrom('colonias').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
    },

    async nameTaken(nombre: string): Promise<boolean> {
      const row = await db.selectFrom('colonias').select('id').where(sql`lower(nombre)`, '=', nombre.toLowerCase()).executeTakeFirst();
      return row !== undefined;
    },

    async create(
      trx: Db,
      values: { nombre: string; ubicacion: string; latitude: number | null; longitude: number | null; responsable_voluntario: string | null; estado: string },
    ): Promise<ColoniaRecord> {
      const row = await trx.insertInto('colonias').values({ ...values, created_at: nowIso() }).returning(STORED).executeTakeFirstOrThrow();
      return toColonia({ ...row, numero_gatos: 0 });
    },

    /** Active cats and how many are sterilised, or undefined when the colony is out of reach (remembered like the pages). */
    async sterilised(id: number, reach: Reach, at?: Promise<string>): Promise<{ total: number; esterilizados: number } | undefined> {
      return (await totals.get(JSON.stringify(['esterilizados', id, reach]), async () => (await this.sterilisedUncached(id, reach)) ?? null, at)) ?? undefined;
    },

    async sterilisedUncached(id: number, reach: Reach): Promise<{ total: number; esterilizados: number } | undefined> {
      const row = await within(
        db
          .selectFrom('colonias')
          .leftJoin('gatos', (join) => join.onRef('gatos.colonia_id', '=', 'colonias.id').on('gatos.activo', '=', 1))
          .select((eb) => [eb.fn.count<number>('gatos.id').as('total'), eb.fn.count<number>('gatos.fecha_esterilizacion').as('esterilizados')])
          .where('colonias.id', '=', id)
          .groupBy('colonias.id'),
        reach,
      ).executeTakeFirst();
      return row ? { total: Number(row.total), esterilizados: Number(row.esterilizados) } : undefined;
    },

    /** Colonies with coordinates, for the map. */
    mapPoints(): Promise<{ id: number; nombre: string; ubicacion: string; latitude: number; longitude: number }[]> {
      return db
        .selectFrom('colonias')
        .select(fieldsOf(ColoniaMapa))
        .where('latitude', 'is not', null)
        .where('longitude', 'is not', null)
        .orderBy('id')
        .execute() as Promise<{ id: number; nombre: string; ubicacion: string; latitude: number; longitude: number }[]>;
    },

    /** One bar per colony: its name and its active cats. */
    async chart(): Promise<{ colonia: string; gatos: number }[]> {
      const rows = await db
        .selectFrom('colonias')
        .select((eb) => ['colonias.nombre as colonia', activeCatCount(eb).as('gatos')])
        .orderBy('colonias.id')
        .execute();
      return rows.map((row) => ({ colonia: row.colonia, gatos: Number(row.gatos ?? 0) }));
    },
  };
}

export type ColoniasRepository = ReturnType<typeof coloniasRepository>;
