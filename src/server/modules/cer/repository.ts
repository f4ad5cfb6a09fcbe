/**
 * What the CER programme reads and writes: the censuses of a colony, and the
 * aggregate figures (cats per colony, latest census per colony, cats per month)
 * the estimate, the history, the dashboard and the annual report are built on.
 * Every figure over all colonies is one GROUP BY served by an index
 * (migration 0006_cer), never a walk over every cat in JavaScript.
 *
 * A cat's registration is its created_at; its baja is the updated_at of an
 * inactive cat (the baja is the last write a removed cat receives).
 */
import { MUNICIPIO_COLUMN } from '../../db/tenantTables';
import { sql } from 'kysely';
import type { CensosTable, Db } from '../../db/schema';
import type { Selectable } from 'kysely';
import { nowIso } from '../../lib/time';
import { RESOLVED_STATUS } from '../../../domain/constants';

export type CensoRow = Selectable<CensosTable>;

export interface CensoWrite {
  fecha: string;
  gatos_vistos: number;
  crias: number;
  marcados_vistos: number;
  observaciones: string | null;
}

export interface ColoniaCounts {
  registrados: number;
  esterilizados: number;
}

/** Cats per month: registrations, sterilisations and bajas, keyed by YYYY-MM. */
export interface MonthlyCounts {
  altas: Map<string, number>;
  esterilizaciones: Map<string, number>;
  bajas: Map<string, number>;
}

/** The day after `date` (YYYY-MM-DD): timestamps of `date` sort below it. */
export function nextDay(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

const month = (column: string) => sql<string>`substr(${sql.ref(column)}, 1, 7)`;

function toMap(rows: { mes: string | null; n: number | string }[]): Map<string, number> {
  return new Map(rows.filter((r) => r.mes).map((r) => [r.mes as string, Number(r.n)]));
}

export function cerRepository(db: Db) {
  return {
    listCensos(coloniaId: number): Promise<CensoRow[]> {
      return db.selectFrom('censos').selectAll().where('colonia_id', '=', coloniaId).orderBy('fecha', 'desc').orderBy('id', 'desc').execute();
    },

    findCenso(coloniaId: number, id: number): Promise<CensoRow | undefined> {
      return db.selectFrom('censos').selectAll().where('colonia_id', '=', coloniaId).where('id', '=', id).executeTakeFirst();
    },

    async insertCenso(trx: Db, coloniaId: number, values: CensoWrite, usuarioId: number | null): Promise<CensoRow> {
      const now = nowIso();
      return trx
        .insertInto('censos')
        .values({ ...values, colonia_id: coloniaId, usuario_id: usuarioId, created_at: now, updated_at: now })
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    findCensoByClientId(clientId: string): Promise<CensoRow | undefined> {
      return db.selectFrom('censos').selectAll().where('client_id', '=', clientId).executeTakeFirst();
    },

    /**
     * Stores the census unless its client_id is known (the unique index decides between twin requests).
     * The id is unique in the whole installation: when another municipality's census holds it, the
     * row is not this municipality's to see, and none is answered.
     */
    async insertCensoOnce(trx: Db, coloniaId: number, values: CensoWrite, usuarioId: number, clientId: string | null): Promise<{ row: CensoRow; created: true } | { row: CensoRow | undefined; created: false }> {
      if (clientId === null) return { row: await this.insertCenso(trx, coloniaId, values, usuarioId), created: true };
      const now = nowIso();
      const inserted = await trx
        .insertInto('censos')
        .values({ ...values, colonia_id: coloniaId, usuario_id: usuarioId, client_id: clientId, created_at: now, updated_at: now })
        .onConflict((oc) => oc.column('client_id').doNothing())
        .returningAll()
        .executeTakeFirst();
      if (inserted) return { row: inserted, created: true };
      return { row: await trx.selectFrom('censos').selectAll().where('client_id', '=', clientId).executeTakeFirst(), created: false };
    },

    async updateCenso(trx: Db, id: number, values: CensoWrite): Promise<CensoRow> {
      return trx.updateTable('censos').set({ ...values, updated_at: nowIso() }).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
    },

    async deleteCenso(trx: Db, id: number): Promise<void> {
      await trx.deleteFrom('censos').where('id', '=', id).execute();
    },

    /**
     * Registered and sterilised cats of each colony on the evening of `date`
     * (registered by then, not yet given baja), or today's when `date` is null.
     */
    async countsByColonia(date: string | null, coloniaId?: number): Promise<Map<number, ColoniaCounts>> {
      let query = db
        .selectFrom('gatos')
        .select((eb) => ['colonia_id', eb.fn.countAll<number>().as('registrados')])
        .groupBy('colonia_id');
      if (coloniaId !== undefined) query = query.where('colonia_id', '=', coloniaId);
      if (date === null) {
        query = query.select((eb) => eb.fn.count<number>('fecha_esterilizacion').as('esterilizados')).where('activo', '=', 1);
      } else {
        const end = nextDay(date);
        query = query
          .select(sql<number>`sum(case when fecha_esterilizacion is not null and fecha_esterilizacion <= ${date} then 1 else 0 end)`.as('esterilizados'))
          .where('created_at', '<', end)
          .where((eb) => eb.or([eb('activo', '=', 1), eb('updated_at', '>=', end)]));
      }
      const rows = (await query.execute()) as unknown as { colonia_id: number; registrados: number | string; esterilizados: number | string | null }[];
      return new Map(rows.map((r) => [r.colonia_id, { registrados: Number(r.registrados), esterilizados: Number(r.esterilizados ?? 0) }]));
    },

    /** The latest census of each colony on or before `date` (or ever): one index seek per colony. */
    async latestCensos(date: string | null, coloniaId?: number): Promise<Map<number, CensoRow>> {
      const rows = await db
        .selectFrom('censos')
        .selectAll()
        .where('id', 'in', (eb) => {
          let colonias = eb.selectFrom('colonias').select((inner) => {
            // The municipality too: the index leads with it, so the seek is one per colony whatever the scope
            // (the province's figures read as the installation).
            let latest = inner
              .selectFrom('censos as c2')
              .select('c2.id')
              .whereRef('c2.colonia_id', '=', 'colonias.id')
              .where(sql.ref(`c2.${MUNICIPIO_COLUMN}`), '=', sql.ref(`colonias.${MUNICIPIO_COLUMN}`));
            if (date !== null) latest = latest.where('c2.fecha', '<=', date);
            return latest.orderBy('c2.fecha', 'desc').orderBy('c2.id', 'desc').limit(1).as('ultimo');
          });
          if (coloniaId !== undefined) colonias = colonias.where('colonias.id', '=', coloniaId);
          return colonias as never;
        })
        .execute();
      return new Map(rows.map((r) => [r.colonia_id, r]));
    },

    /** Registrations, sterilisations and bajas per month from `fromMonth` (YYYY-MM) on, for one colony or all. */
    async monthly(fromMonth: string, coloniaId?: number): Promise<MonthlyCounts> {
      const from = `${fromMonth}-01`;
      const gatos = () => (coloniaId === undefined ? db.selectFrom('gatos') : db.selectFrom('gatos').where('colonia_id', '=', coloniaId));
      const perMonth = (column: 'created_at' | 'fecha_esterilizacion' | 'updated_at') =>
        gatos().select((eb) => [month(column).as('mes'), eb.fn.countAll<number>().as('n')]).where(column, '>=', from).groupBy(month(column));
      const [altas, esterilizaciones, bajas] = await Promise.all([
        perMonth('created_at').execute(),
        perMonth('fecha_esterilizacion').execute(),
        perMonth('updated_at').where('activo', '=', 0).execute(),
      ]);
      return { altas: toMap(altas), esterilizaciones: toMap(esterilizaciones), bajas: toMap(bajas) };
    },

    /** The last census of each month from `from` (YYYY-MM-DD) on, of one colony. */
    censosSince(coloniaId: number, from: string): Promise<CensoRow[]> {
      return db.selectFrom('censos').selectAll().where('colonia_id', '=', coloniaId).where('fecha', '>=', from).orderBy('fecha').orderBy('id').execute();
    },

    /** Colonies by id with their names, in id order. */
    colonias(): Promise<{ id: number; nombre: string }[]> {
      return db.selectFrom('colonias').select(['id', 'nombre']).orderBy('id').execute();
    },

    /** Complaints per colony with a date within [from, to] (YYYY-MM-DD). */
    async quejasByColonia(from: string, to: string): Promise<Map<number, number>> {
      const rows = await db
        .selectFrom('quejas')
        .select((eb) => ['colonia_id', eb.fn.countAll<number>().as('n')])
        .where('colonia_id', 'is not', null)
        .where('fecha', '>=', from)
        .where('fecha', '<', nextDay(to))
        .groupBy('colonia_id')
        .execute();
      return new Map(rows.map((r) => [r.colonia_id as number, Number(r.n)]));
    },

    /** Registrations, sterilisations and bajas per colony within [from, to]. */
    async yearByColonia(from: string, to: string): Promise<Map<number, { altas: number; esterilizaciones: number; bajas: number }>> {
      const end = nextDay(to);
      const rows = await db
        .selectFrom('gatos')
        .select((eb) => [
          'colonia_id',
          sql<number>`sum(case when created_at >= ${from} and created_at < ${end} then 1 else 0 end)`.as('altas'),
          sql<number>`sum(case when fecha_esterilizacion >= ${from} and fecha_esterilizacion <= ${to} then 1 else 0 end)`.as('esterilizaciones'),
          sql<number>`sum(case when activo = 0 and updated_at >= ${from} and updated_at < ${end} then 1 else 0 end)`.as('bajas'),
          eb.fn.countAll<number>().as('n'),
        ])
        .groupBy('colonia_id')
        .execute();
      return new Map(rows.map((r) => [r.colonia_id, { altas: Number(r.altas ?? 0), esterilizaciones: Number(r.esterilizaciones ?? 0), bajas: Number(r.bajas ?? 0) }]));
    },

    /** Open complaints, pending inspections, campaigns in progress and the trap bank's items out and overdue on `today`: the dashboard's counters. */
    async pendientes(today: string): Promise<{ quejas_abiertas: number; inspecciones_pendientes: number; campanas_en_progreso: number; equipos_prestados: number; equipos_vencidos: number }> {
      const count = (q: { executeTakeFirstOrThrow: () => Promise<{ n: number | string }> }) => q.executeTakeFirstOrThrow().then((r) => Number(r.n));
      const [quejas, inspecciones, campanas, prestados, vencidos] = await Promise.all([
        count(db.selectFrom('quejas').select((eb) => eb.fn.countAll<number>().as('n')).where(sql`lower(trim(estatus))`, '!=', RESOLVED_STATUS)),
        count(db.selectFrom('inspecciones').select((eb) => eb.fn.countAll<number>().as('n')).where(sql`lower(trim(estatus))`, '!=', RESOLVED_STATUS)),
        count(db.selectFrom('campanas').select((eb) => eb.fn.countAll<number>().as('n')).where('estatus', '=', 'en progreso')),
        count(db.selectFrom('prestamos_equipo').select((eb) => eb.fn.countAll<number>().as('n')).where('devuelto_at', 'is', null)),
        count(db.selectFrom('prestamos_equipo').select((eb) => eb.fn.countAll<number>().as('n')).where('devuelto_at', 'is', null).where('devolver_antes_de', '<', today)),
      ]);
      return { quejas_abiertas: quejas, inspecciones_pendientes: inspecciones, campanas_en_progreso: campanas, equipos_prestados: prestados, equipos_vencidos: vencidos };
    },

    /** Active cats without a sterilisation date in the given colonies, by colony and id. */
    async unsterilisedCats(coloniaIds: number[]): Promise<number[]> {
      if (coloniaIds.length === 0) return [];
      const rows = await db
        .selectFrom('gatos')
        .select('id')
        .where('colonia_id', 'in', coloniaIds)
        .where('activo', '=', 1)
        .where('fecha_esterilizacion', 'is', null)
        .orderBy('colonia_id')
        .orderBy('id')
        .execute();
      return rows.map((r) => r.id);
    },
  };
}

export type CerRepository = ReturnType<typeof cerRepository>;
