/** The litters of a colony, and what the dashboard and a colony's newcomers read from litters, censuses and cats. */
import { sql, type Transaction } from 'kysely';
import type { Database, Db } from '../../db/schema';
import type { Camada, CamadaConMadre } from '../../../domain/schemas/camada';
import type { CamadaDestino } from '../../../domain/camadas';

/** What recording a litter stores. */
export type CamadaFields = Pick<Camada, 'fecha' | 'crias' | 'madre_id' | 'notas' | CamadaDestino>;

/** A census with the colony's registered cats on its evening (registered by then, not yet given baja). */
export interface CensoRegistro {
  censo_id: number;
  colonia_id: number;
  fecha: string;
  gatos_vistos: number;
  crias: number;
  registrados: number;
}

export function camadasRepository(db: Db) {
  return {
    /** A colony's litters, the latest seen first, with their mothers' names. */
    list(coloniaId: number): Promise<CamadaConMadre[]> {
      return db
        .selectFrom('camadas')
        .leftJoin('gatos', 'gatos.id', 'camadas.madre_id')
        .selectAll('camadas')
        .select('gatos.nombre as madre_nombre')
        .where('camadas.colonia_id', '=', coloniaId)
        .orderBy('camadas.fecha', 'desc')
        .orderBy('camadas.id', 'desc')
        .execute();
    },

    find(coloniaId: number, id: number): Promise<Camada | undefined> {
      return db.selectFrom('camadas').selectAll().where('colonia_id', '=', coloniaId).where('id', '=', id).executeTakeFirst();
    },

    /** Whether `gatoId` is a cat of the colony (a litter's mother must be). */
    async isGatoOfColonia(gatoId: number, coloniaId: number): Promise<boolean> {
      return (await db.selectFrom('gatos').select('id').where('id', '=', gatoId).where('colonia_id', '=', coloniaId).executeTakeFirst()) !== undefined;
    },

    insert(trx: Transaction<Database>, coloniaId: number, fields: CamadaFields, now: string): Promise<Camada> {
      return trx
        .insertInto('camadas')
        .values({ ...fields, colonia_id: coloniaId, created_at: now, updated_at: now })
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    update(trx: Transaction<Database>, id: number, fields: CamadaFields, now: string): Promise<Camada> {
      return trx.updateTable('camadas').set({ ...fields, updated_at: now }).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
    },

    async remove(trx: Transaction<Database>, id: number): Promise<void> {
      await trx.deleteFrom('camadas').where('id', '=', id).execute();
    },

    /** Litters and kittens seen per year from `fromYear` on. */
    async perYear(fromYear: number): Promise<Map<number, { camadas: number; nacimientos: number }>> {
      const year = sql<string>`substr(fecha, 1, 4)`;
      const rows = await db
        .selectFrom('camadas')
        .select((eb) => [year.as('anio'), eb.fn.countAll<number>().as('camadas'), eb.fn.sum<number>('crias').as('nacimientos')])
        .where('fecha', '>=', `${fromYear}-01-01`)
        .groupBy(year)
        .execute();
      return new Map(rows.map((r) => [Number(r.anio), { camadas: Number(r.camadas), nacimientos: Number(r.nacimientos ?? 0) }]));
    },

    /** Sterilisations per year from `fromYear` on (every cat, whether still registered or not). */
    async sterilisationsPerYear(fromYear: number): Promise<Map<number, number>> {
      const year = sql<string>`substr(fecha_esterilizacion, 1, 4)`;
      const rows = await db
        .selectFrom('gatos')
        .select((eb) => [year.as('anio'), eb.fn.countAll<number>().as('n')])
        .where('fecha_esterilizacion', '>=', `${fromYear}-01-01`)
        .groupBy(year)
        .execute();
      return new Map(rows.map((r) => [Number(r.anio), Number(r.n)]));
    },

    /** Females the clinic days found pregnant or lactating, per year of the day, from `fromYear` on: births on their way or just past. */
    async gestantesPerYear(fromYear: number): Promise<Map<number, { gestantes: number; lactantes: number }>> {
      const year = sql<string>`substr(jornadas.fecha, 1, 4)`;
      const rows = await db
        .selectFrom('jornada_reservas')
        .innerJoin('jornadas', 'jornadas.id', 'jornada_reservas.jornada_id')
        .select((eb) => [
          year.as('anio'),
          eb.fn.sum<number>(eb.case().when('jornada_reservas.gestante', '=', 1).then(1).else(0).end()).as('gestantes'),
          eb.fn.sum<number>(eb.case().when('jornada_reservas.lactante', '=', 1).then(1).else(0).end()).as('lactantes'),
        ])
        .where('jornadas.fecha', '>=', `${fromYear}-01-01`)
        .where((eb) => eb.or([eb('jornada_reservas.gestante', '=', 1), eb('jornada_reservas.lactante', '=', 1)]))
        .groupBy(year)
        .execute();
      return new Map(rows.map((r) => [Number(r.anio), { gestantes: Number(r.gestantes), lactantes: Number(r.lactantes) }]));
    },

    /** Censuses from `from` on (or one colony's, all of them), each with the colony's registered cats on its evening. */
    censosConRegistro(filter: { from: string } | { coloniaId: number }): Promise<CensoRegistro[]> {
      let query = db
        .selectFrom('censos')
        .select((eb) => [
          'censos.id as censo_id',
          'censos.colonia_id',
          'censos.fecha',
          'censos.gatos_vistos',
          'censos.crias',
          eb
            .selectFrom('gatos')
            .select((inner) => inner.fn.countAll<number>().as('n'))
            .whereRef('gatos.colonia_id', '=', 'censos.colonia_id')
            .where('gatos.created_at', '<', sql<string>`${sql.ref('censos.fecha')} || 'T99'`)
            .where((inner) => inner.or([inner('gatos.activo', '=', 1), inner('gatos.updated_at', '>=', sql<string>`${sql.ref('censos.fecha')} || 'T99'`)]))
            .as('registrados'),
        ]);
      query = 'from' in filter ? query.where('censos.fecha', '>=', filter.from) : query.where('censos.colonia_id', '=', filter.coloniaId);
      return query
        .orderBy('censos.fecha', 'desc')
        .orderBy('censos.id', 'desc')
        .execute()
        .then((rows) => rows.map((r) => ({ ...r, registrados: Number(r.registrados ?? 0) })));
    },
  };
}
