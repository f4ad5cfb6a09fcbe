/**
 * What the open-data files read besides the CER figures (modules/cer): the
 * colonies with a point on the map, the adoptions and the resolved complaints
 * of each year, and the first and last moments of the data, for the years of
 * the programme file and the dates of the catalogue. No query reads a
 * person's name, an address or a microchip.
 */
import type { Expression, ExpressionBuilder } from 'kysely';
import type { Database, Db } from '../../db/schema';
import { BAJA_MOTIVO_ADOPTADO } from '../../../domain/adopciones';

/** What the catalogue dates: the colonies file (colonies, cats, censuses) and the programme file (those and the complaints). */
export type OpenDataSource = 'colonias' | 'programa';

/** The records of the open data, in time: the earliest moment any was made and the latest change to each file's. */
export interface DataSpan {
  first: string | null;
  last: Record<OpenDataSource, string | null>;
}

/**
 * Changes that leave no timestamp in the records themselves (an edited colony, a deleted cat or census) are read from
 * the audit log, by record type; a restored or imported backup (its audit entry is the 'backup' type's) changes them all.
 */
const AUDITED: Record<OpenDataSource, readonly string[]> = { colonias: ['colonias', 'gatos', 'censos'], programa: ['quejas'] };
const RESTORE = { entidad: 'backup', acciones: ['restaurar', 'importar'] } as const;

/** The year (`YYYY`) of a date or timestamp. */
function yearOf<TB extends keyof Database>(eb: ExpressionBuilder<Database, TB>, moment: Expression<string | null>) {
  return eb.fn<string | null>('substr', [moment, eb.lit(1), eb.lit(4)]);
}

const isMoment = (value: unknown): value is string => typeof value === 'string' && /^\d{4}-\d{2}-\d{2}/.test(value);
const earliest = (values: unknown[]) => values.filter(isMoment).sort()[0] ?? null;
const latest = (values: unknown[]) => values.filter(isMoment).sort().at(-1) ?? null;

function byYear(rows: { anio: string | null; n: number | string }[]): Map<number, number> {
  return new Map(rows.filter((r) => r.anio && /^\d{4}$/.test(r.anio)).map((r) => [Number(r.anio), Number(r.n)]));
}

export function openDataRepository(db: Db) {
  return {
    /** The colonies with both coordinates, by id: never their address or their responsable. */
    coloniasConPunto(): Promise<{ id: number; nombre: string; estado: string; latitude: number; longitude: number }[]> {
      return db
        .selectFrom('colonias')
        .select(['id', 'nombre', 'estado', 'latitude', 'longitude'])
        .where('latitude', 'is not', null)
        .where('longitude', 'is not', null)
        .orderBy('id')
        .execute() as Promise<{ id: number; nombre: string; estado: string; latitude: number; longitude: number }[]>;
    },

    /** Cats given baja because they were adopted (an adoption request marked 'adoptado', or the console's reason), by the year of the baja. */
    async adopcionesPorAnio(): Promise<Map<number, number>> {
      const rows = await db
        .selectFrom('gatos')
        .select((eb) => [yearOf(eb, eb.ref('updated_at')).as('anio'), eb.fn.countAll<number>().as('n')])
        .where('activo', '=', 0)
        .where((eb) => eb.or([eb('baja_motivo', '=', BAJA_MOTIVO_ADOPTADO), eb('baja_motivo', 'like', `${BAJA_MOTIVO_ADOPTADO}:%`)]))
        .groupBy((eb) => yearOf(eb, eb.ref('updated_at')))
        .execute();
      return byYear(rows);
    },

    /** Complaints about a colony (those the CER memoria counts) resolved in each year. */
    async quejasResueltasPorAnio(): Promise<Map<number, number>> {
      const rows = await db
        .selectFrom('quejas')
        .select((eb) => [yearOf(eb, eb.ref('resuelta_at')).as('anio'), eb.fn.countAll<number>().as('n')])
        .where('colonia_id', 'is not', null)
        .where('resuelta_at', 'is not', null)
        .groupBy((eb) => yearOf(eb, eb.ref('resuelta_at')))
        .execute();
      return byYear(rows);
    },

    /**
     * The first moment of the data (a colony, a cat, a sterilisation, a census or a complaint made) and the last change to
     * each file's records: their own timestamps, and the audit log for what leaves none (see AUDITED).
     */
    async span(): Promise<DataSpan> {
      const [colonias, gatos, censos, quejas, audited] = await Promise.all([
        db.selectFrom('colonias').select((eb) => [eb.fn.min('created_at').as('first'), eb.fn.max('created_at').as('last')]).executeTakeFirstOrThrow(),
        db
          .selectFrom('gatos')
          .select((eb) => [eb.fn.min('created_at').as('first'), eb.fn.min('fecha_esterilizacion').as('sterilised'), eb.fn.max('updated_at').as('last')])
          .executeTakeFirstOrThrow(),
        db.selectFrom('censos').select((eb) => [eb.fn.min('fecha').as('first'), eb.fn.max('updated_at').as('last')]).executeTakeFirstOrThrow(),
        db
          .selectFrom('quejas')
          .select((eb) => [eb.fn.min('fecha').as('first'), eb.fn.max('fecha').as('last'), eb.fn.max('resuelta_at').as('resolved')])
          .where('colonia_id', 'is not', null)
          .executeTakeFirstOrThrow(),
        db
          .selectFrom('audit_log')
          .select((eb) => ['entidad', eb.fn.max('at').as('last')])
          .where((eb) =>
            eb.or([
              eb('entidad', 'in', [...AUDITED.colonias, ...AUDITED.programa]),
              eb.and([eb('entidad', '=', RESTORE.entidad), eb('accion', 'in', RESTORE.acciones)]),
            ]),
          )
          .groupBy('entidad')
          .execute(),
      ]);
      const auditedLast = (entities: readonly string[]) => audited.filter((a) => entities.includes(a.entidad)).map((a) => a.last);
      const coloniasLast = latest([colonias.last, gatos.last, censos.last, ...auditedLast([...AUDITED.colonias, RESTORE.entidad])]);
      return {
        first: earliest([colonias.first, gatos.first, gatos.sterilised, censos.first, quejas.first]),
        last: {
          colonias: coloniasLast,
          programa: latest([coloniasLast, quejas.last, quejas.resolved, ...auditedLast(AUDITED.programa)]),
        },
      };
    },
  };
}

export type OpenDataRepository = ReturnType<typeof openDataRepository>;
