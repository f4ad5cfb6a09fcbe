/**
 * The cat queries. Each page and card reads only the columns it answers, joins
 * the colony for its name, and walks an index of migration 0001:
 * gatos(activo, id) for the list, gatos(colonia_id, activo, ...) for a person's
 * colonies, the primary key for a card, the unique code for duplicates.
 */
import { CompiledQuery, sql, type ExpressionBuilder, type Kysely } from 'kysely';
import type { Database, Db, NewGato } from '../../db/schema';
import type { GatoSortField } from '../../../domain/gatos';
import { formatEdad } from '../../../domain/gatos';
import type { GatoAsignado, ColoniaOpcion } from '../../../domain/types';
import { GATO_INPUT_FIELDS, GATO_JOINED, Gato } from '../../../domain/schemas/gato';
import { fieldsBut } from '../../../domain/schemas/common';
import { columnsOf, recordReader } from '../../db/records';
import { nowIso } from '../../lib/time';
import { orderedByKeys, type ListSort } from '../../lib/sorting';
import { foldedContainsPattern } from '../../db/searchFold';
import type { GatoValues } from './fields';
import type { CountCache } from './countCache';
import type { Engine } from '../../db/engine';
import { gatoJsonArray, gatoJsonObject } from './jsonPage';
import { ANCHOR_EVERY, pageIds, readAnchors, sortColumnOf, type Anchor } from './pageIds';
import { currentScope, onlyMunicipio, withScope } from '../../tenancy/scope';

type Trx = Kysely<Database>;
type GatosEb = ExpressionBuilder<Database & { g: Database['gatos'] }, 'g'>;

export interface GatoFilters {
  incluirInactivos?: boolean;
  coloniaId?: number;
  sexo?: string;
  estadoSalud?: string;
  esterilizado?: boolean;
  q?: string;
  /** Only the colonies assigned to this user (voluntario, usuario). */
  scopeUserId?: number | null;
}

export type GatoSort = ListSort<GatoSortField>;

/** The card: the cat's stored fields and its colony's name (src/domain/schemas/gato.ts). */
const CARD_COLUMNS = [...columnsOf('g', fieldsBut(Gato, GATO_JOINED)), 'c.nombre as colonia_nombre' as const];

const toGato = recordReader(Gato);

export function toGatoAsignado(gato: Gato): GatoAsignado {
  return {
    ...gato,
    edad: formatEdad(gato.edad_num, gato.edad_unidad),
    vacunado: gato.fecha_vacunacion !== null,
    desparasitado: gato.fecha_desparasitacion !== null,
  };
}

/** Digits only: the next string of the same length, so `[q, next)` holds every code starting with q. */
export function nextPrefix(digits: string): string | null {
  const trimmed = digits.replace(/9+$/, '');
  if (!trimmed) return null;
  return trimmed.slice(0, -1) + String(Number(trimmed.slice(-1)) + 1);
}

function isCodePrefix(q: string | undefined): boolean {
  return q !== undefined && /^\d+$/.test(q.trim());
}

/**
 * Whether the active flag should lead through an index that starts with it:
 * gatos(activo, id), (activo, nombre_orden, id) or (activo, codigo_identificacion, id),
 * one per order of the list. When a narrower index serves the query (a colony,
 * a person's colonies, a code prefix), `activo + 0` keeps the planner from
 * walking every active cat.
 */
function activoLeads(filters: GatoFilters, sort: GatoSort | null): boolean {
  const byId = sort === null || sort.field === 'id';
  // One colony in id order: gatos(colonia_id, activo, id) serves filter and order at once.
  if (filters.coloniaId !== undefined) return byId && (filters.scopeUserId ?? null) === null;
  return (filters.scopeUserId ?? null) === null && !isCodePrefix(filters.q);
}

function applyFilters(eb: GatosEb, filters: GatoFilters, sort: GatoSort | null) {
  const conditions = [];
  if (!filters.incluirInactivos) {
    conditions.push(activoLeads(filters, sort) ? eb('g.activo', '=', 1) : sql<boolean>`${eb.ref('g.activo')} + 0 = 1`);
  }
  if (filters.scopeUserId !== undefined && filters.scopeUserId !== null) {
    conditions.push(
      eb('g.colonia_id', 'in', eb.selectFrom('asignaciones').select('asignaciones.colonia_id').where('asignaciones.usuario_id', '=', filters.scopeUserId)),
    );
  }
  if (filters.coloniaId !== undefined) conditions.push(eb('g.colonia_id', '=', filters.coloniaId));
  if (filters.sexo) conditions.push(eb('g.sexo', '=', filters.sexo));
  if (filters.estadoSalud) conditions.push(eb('g.estado_salud', '=', filters.estadoSalud));
  if (filters.esterilizado !== undefined) {
    conditions.push(filters.esterilizado ? eb('g.fecha_esterilizacion', 'is not', null) : eb('g.fecha_esterilizacion', 'is', null));
  }
  const q = filters.q?.trim();
  if (q) {
    if (isCodePrefix(q)) {
      // A number is the start of an identification code: a range on the unique index.
      const next = nextPrefix(q);
      conditions.push(next ? eb.and([eb('g.codigo_identificacion', '>=', q), eb('g.codigo_identificacion', '<', next)]) : eb('g.codigo_identificacion', '>=', q));
    } else {
      // The folded name (migration 0012): 'noqui' and 'ÑOQ' find 'Ñoqui'.
      const pattern = foldedContainsPattern(q);
      conditions.push(sql<boolean>`${eb.ref('g.nombre_busqueda')} like ${pattern} escape '\\'`);
    }
  }
  return eb.and(conditions);
}

/**
 * The card is the hottest lookup: its SQL is compiled once and run with new
 * parameters, so a request pays for the query alone and not for building it.
 * It is compiled for a stand-in municipality (the tenant plugin adds one
 * condition per table), which each call replaces with its own; work that sees
 * several municipalities, or the whole installation, builds the query anew.
 */
function compileCardQueries(db: Db) {
  const base = () => db.selectFrom('gatos as g').leftJoin('colonias as c', 'c.id', 'g.colonia_id').select(CARD_COLUMNS);
  const ID = -101;
  const USER = -202;
  const MUNICIPIO = -303;
  const openQuery = (id: number) => base().where('g.id', '=', id);
  const scopedQuery = (id: number, userId: number) =>
    base()
      .where('g.id', '=', id)
      .where((eb) =>
        eb.exists(eb.selectFrom('asignaciones as a').select('a.id').where('a.usuario_id', '=', userId).whereRef('a.colonia_id', '=', 'g.colonia_id')),
      );
  const [open, scoped] = withScope({ municipios: [MUNICIPIO] }, () => [openQuery(ID).compile(), scopedQuery(ID, USER).compile()]);
  if (![...open.parameters, ...scoped.parameters].every((p) => p === ID || p === USER || p === MUNICIPIO) || !open.parameters.includes(MUNICIPIO)) {
    throw new Error('La consulta de la ficha del gato no tiene los parámetros esperados');
  }
  type CardRow = Parameters<typeof toGato>[0];
  const run = async (query: CompiledQuery, values: Record<number, number>) =>
    (await db.executeQuery<CardRow>(CompiledQuery.raw(query.sql, query.parameters.map((p) => values[p as number])))).rows[0];
  return {
    open: (id: number): Promise<CardRow | undefined> => {
      const municipio = onlyMunicipio(currentScope());
      return municipio === null ? openQuery(id).executeTakeFirst() : run(open, { [ID]: id, [MUNICIPIO]: municipio });
    },
    scoped: (id: number, userId: number): Promise<CardRow | undefined> => {
      const municipio = onlyMunicipio(currentScope());
      return municipio === null ? scopedQuery(id, userId).executeTakeFirst() : run(scoped, { [ID]: id, [USER]: userId, [MUNICIPIO]: municipio });
    },
  };
}

/** The filters as the key of a remembered total or anchor list. */
function filtersKey(filters: GatoFilters): string {
  return JSON.stringify([filters.incluirInactivos ?? false, filters.scopeUserId ?? null, filters.coloniaId ?? null, filters.sexo ?? null, filters.estadoSalud ?? null, filters.esterilizado ?? null, filters.q?.trim() ?? '']);
}

export function gatosRepository(db: Db, options: { counts?: CountCache; engine?: Engine } = {}) {
  let cardQueries: ReturnType<typeof compileCardQueries> | null = null;
  const counts: CountCache = options.counts ?? { get: (_key, load) => load() };
  const engine = options.engine ?? 'sqlite';

  const whereOf = (filters: GatoFilters, sort: GatoSort | null) => (eb: GatosEb) => applyFilters(eb, filters, sort);

  /** The anchor of a far page's block (pageIds.ts); null for a near page or an offset past the end (the plain offset answers it: empty). */
  const anchorOf = async (filters: GatoFilters, page: { skip: number }, sort: GatoSort, at?: Promise<string>): Promise<Anchor | null> => {
    if (page.skip < ANCHOR_EVERY) return null;
    const key = JSON.stringify(['anclas', sort.field, sort.order, filtersKey(filters)]);
    const anchors = await counts.get(key, () => readAnchors(db, sort, whereOf(filters, sort)), at);
    return anchors[Math.floor(page.skip / ANCHOR_EVERY)] ?? null;
  };

  /**
   * The rows of one page (only those) before choosing what to read of them;
   * `ordered` sorts them as the page (by the keys the ids carry, so the
   * planner starts from the page's ids and not from an index of the table).
   */
  const pageOf = async (filters: GatoFilters, page: { skip: number; limit: number }, sort: GatoSort, ordered: boolean, at?: Promise<string>) => {
    const anchor = await anchorOf(filters, page, sort, at);
    const query = db
      .selectFrom(pageIds(db, engine, sort, page, whereOf(filters, sort), anchor).as('ids'))
      .innerJoin('gatos as g', 'g.id', 'ids.pid')
      .leftJoin('colonias as c', 'c.id', 'g.colonia_id');
    if (!ordered) return query;
    return orderedByKeys(query, sort.field === 'id' ? [] : [sql.ref('ids.k_sort')], 'ids.pid', sort.order);
  };

  const totalOf = (filters: GatoFilters, at?: Promise<string>) => {
    return counts.get(filtersKey(filters), async () => {
      const row = await db
        .selectFrom('gatos as g')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where(whereOf(filters, null))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    }, at);
  };

  return {
    /** `at`: the data version the caller's remembered answer is keyed on (VersionedCache.get), for the totals and anchors too. */
    async list(filters: GatoFilters, page: { skip: number; limit: number }, sort: GatoSort, at?: Promise<string>): Promise<{ items: Gato[]; total: number }> {
      const [rows, total] = await Promise.all([(await pageOf(filters, page, sort, true, at)).select(CARD_COLUMNS).execute(), totalOf(filters, at)]);
      return { items: rows.map(toGato), total };
    },

    /** The same page as `list`, written as a JSON array by the database; `length` is the number of cats in it. */
    async listJson(filters: GatoFilters, page: { skip: number; limit: number }, sort: GatoSort, at?: Promise<string>): Promise<{ json: string; length: number; total: number }> {
      const keys = sort.field === 'id' ? [sql.ref('g.id').as('k_id')] : [sql.ref('g.id').as('k_id'), sql.ref(sortColumnOf(sort.field)).as('k_sort')];
      // The array is ordered by the keys that travel with each object; the rows need no order of their own.
      const inner = (await pageOf(filters, page, sort, false, at)).select([gatoJsonObject(engine).as('j'), ...keys]);
      const [row, total] = await Promise.all([
        db
          .selectFrom(inner.as('p'))
          .select((eb) => [gatoJsonArray(engine, sort).as('page'), eb.fn.countAll<number>().as('n')])
          .executeTakeFirstOrThrow(),
        totalOf(filters, at),
      ]);
      return { json: row.page ?? '[]', length: Number(row.n), total };
    },

    /** The card, or undefined when it does not exist or lies outside the user's colonies. */
    async findCard(id: number, scopeUserId: number | null): Promise<Gato | undefined> {
      cardQueries ??= compileCardQueries(db);
      const row = await (scopeUserId === null ? cardQueries.open(id) : cardQueries.scoped(id, scopeUserId));
      return row ? toGato(row) : undefined;
    },

    /** The stored fields an edit may send, to tell a changed value from one sent back as it was. */
    findEditable(id: number): Promise<Required<GatoValues> | undefined> {
      return db.selectFrom('gatos').select(GATO_INPUT_FIELDS).where('id', '=', id).executeTakeFirst();
    },

    async findRef(id: number): Promise<{ id: number; colonia_id: number; imagen: string | null; activo: number } | undefined> {
      return db.selectFrom('gatos').select(['id', 'colonia_id', 'imagen', 'activo']).where('id', '=', id).executeTakeFirst();
    },

    async isAssigned(userId: number, coloniaId: number): Promise<boolean> {
      const row = await db
        .selectFrom('asignaciones')
        .select('id')
        .where('usuario_id', '=', userId)
        .where('colonia_id', '=', coloniaId)
        .executeTakeFirst();
      return row !== undefined;
    },

    async coloniaExists(id: number, executor: Trx = db): Promise<boolean> {
      return (await executor.selectFrom('colonias').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
    },

    async coloniaOptions(scopeUserId: number | null): Promise<ColoniaOpcion[]> {
      let query = db.selectFrom('colonias as c').select(['c.id', 'c.nombre']).orderBy('c.nombre_orden').orderBy('c.id');
      if (scopeUserId !== null) {
        query = query.where('c.id', 'in', db.selectFrom('asignaciones').select('colonia_id').where('usuario_id', '=', scopeUserId));
      }
      return query.execute();
    },

    async codeOwner(codigo: string, executor: Trx = db): Promise<number | undefined> {
      const row = await executor.selectFrom('gatos').select('id').where('codigo_identificacion', '=', codigo).executeTakeFirst();
      return row?.id;
    },

    /** Which of these codes are already taken. */
    async existingCodes(codes: string[], executor: Trx = db): Promise<Set<string>> {
      const found = new Set<string>();
      for (let i = 0; i < codes.length; i += 500) {
        const chunk = codes.slice(i, i + 500);
        const rows = await executor.selectFrom('gatos').select('codigo_identificacion').where('codigo_identificacion', 'in', chunk).execute();
        for (const row of rows) if (row.codigo_identificacion) found.add(row.codigo_identificacion);
      }
      return found;
    },

    async insert(values: GatoValues & Required<Pick<GatoValues, 'nombre' | 'sexo' | 'ubicacion' | 'colonia_id'>>, imagen: string | null, executor: Trx = db): Promise<number> {
      const now = nowIso();
      const row = await executor
        .insertInto('gatos')
        .values({ ...values, imagen, created_at: now, updated_at: now } as NewGato)
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    async insertMany(rows: NewGato[], executor: Trx = db): Promise<void> {
      // Bounded batches keep every statement under the engines' parameter limits.
      for (let i = 0; i < rows.length; i += 200) {
        await executor.insertInto('gatos').values(rows.slice(i, i + 200)).execute();
      }
    },

    async update(id: number, values: GatoValues & { imagen?: string | null }, executor: Trx = db): Promise<void> {
      await executor.updateTable('gatos').set({ ...values, updated_at: nowIso() }).where('id', '=', id).execute();
    },

    /** Baja; a reason, when given, replaces the stored one (without one the stored reason stays, so a client that sends none loses nothing). */
    async setInactive(id: number, motivo: string | null, executor: Trx = db): Promise<void> {
      await executor
        .updateTable('gatos')
        .set({ activo: 0, updated_at: nowIso(), ...(motivo ? { baja_motivo: motivo } : {}) })
        .where('id', '=', id)
        .execute();
    },

    async remove(id: number, executor: Trx = db): Promise<void> {
      await executor.deleteFrom('gatos').where('id', '=', id).execute();
    },

    /** The colony that receives imported cats when none is chosen, made on first use. */
    async importColony(executor: Trx, nombre: string, ubicacion: string): Promise<{ id: number; ubicacion: string }> {
      const existing = await executor.selectFrom('colonias').select(['id', 'ubicacion']).where('nombre', '=', nombre).orderBy('id').executeTakeFirst();
      if (existing) return existing;
      const row = await executor
        .insertInto('colonias')
        .values({ nombre, ubicacion, latitude: null, longitude: null, responsable_voluntario: null, estado: 'activa', created_at: nowIso() })
        .returning(['id', 'ubicacion'])
        .executeTakeFirstOrThrow();
      return row;
    },

    async coloniaUbicacion(id: number, executor: Trx = db): Promise<string | undefined> {
      return (await executor.selectFrom('colonias').select('ubicacion').where('id', '=', id).executeTakeFirst())?.ubicacion;
    },
  };
}

export type GatosRepository = ReturnType<typeof gatosRepository>;
