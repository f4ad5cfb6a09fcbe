/**
 * The figures of the programme's money, read with each row's amount worked
 * out in SQL (its own, else its provider's price that day: costes/importes.ts)
 * and summed here as integers: the engines disagree on what a SUM of integers
 * comes back as, and a few thousand rows a year sum in no time.
 */
import { sql } from 'kysely';
import type { Db } from '../../db/schema';
import { sumaCentimos, type ConceptoCoste } from '../../../domain/costes';
import { importeDe, tarifaConIva, tarifaDelCoste } from '../costes/importes';

export interface Gasto {
  concepto: ConceptoCoste;
  importe: number | null;
}

export interface Cifras {
  presupuesto_centimos: number | null;
  comprometido_centimos: number;
  gastado_centimos: number;
  restante_centimos: number | null;
  esterilizados: number;
  coste_por_esterilizado_centimos: number | null;
  sin_importe: number;
}

const ESTERILIZACIONES: readonly string[] = ['esterilizacion_macho', 'esterilizacion_hembra'];

/** `total / n` rounded to the nearest cent, halves up, in integers. */
export const porUnidad = (total: number, n: number) => (n === 0 ? null : Math.floor((2 * total + n) / (2 * n)));

/** The figures of a set of costs and of pending bookings against a budget. */
export function cifrasDe(presupuesto: number | null, gastos: readonly Gasto[], comprometidos: readonly (number | null)[]): Cifras {
  const gastado = sumaCentimos(gastos.flatMap((g) => (g.importe === null ? [] : [g.importe])));
  const comprometido = sumaCentimos(comprometidos.flatMap((c) => (c === null ? [] : [c])));
  const esterilizados = gastos.filter((g) => ESTERILIZACIONES.includes(g.concepto)).length;
  return {
    presupuesto_centimos: presupuesto,
    comprometido_centimos: comprometido,
    gastado_centimos: gastado,
    restante_centimos: presupuesto === null ? null : presupuesto - comprometido - gastado,
    esterilizados,
    coste_por_esterilizado_centimos: porUnidad(gastado, esterilizados),
    sin_importe: gastos.filter((g) => g.importe === null).length + comprometidos.filter((c) => c === null).length,
  };
}

/** Filters of costs and bookings: one campaign's, or those dated in one year. */
export type Ambito = { campana_id: number } | { anio: number };

const desdeHasta = (anio: number) => [`${anio}-01-01`, `${anio}-12-31`] as const;

export function presupuestosRepository(db: Db) {
  return {
    /** Every cost of the ambit with its amount (null: neither invoiced nor priced). */
    async gastos(ambito: Ambito): Promise<Gasto[]> {
      let query = db.selectFrom('costes').select((eb) => ['costes.concepto', 'costes.importe_centimos', tarifaDelCoste(eb)]);
      if ('campana_id' in ambito) query = query.where('costes.campana_id', '=', ambito.campana_id);
      else query = query.where('costes.fecha', '>=', desdeHasta(ambito.anio)[0]).where('costes.fecha', '<=', desdeHasta(ambito.anio)[1]);
      const rows = await query.execute();
      // The concept was checked against CONCEPTOS_COSTE when the cost was written.
      return rows.map((row) => ({ concepto: row.concepto as ConceptoCoste, importe: importeDe(row) }));
    },

    /**
     * The price of each booking still waiting for its outcome, at its day's provider on its day: a male's surgery
     * for a male, a female's for a female and for a cat of unknown sex (the dearer, so the money is not short).
     */
    async comprometidos(ambito: Ambito): Promise<(number | null)[]> {
      let query = db
        .selectFrom('jornada_reservas as r')
        .innerJoin('jornadas as j', 'j.id', 'r.jornada_id')
        .where('r.resultado_at', 'is', null)
        .select((eb) =>
          tarifaConIva(eb, eb.ref('j.proveedor_id'), sql<string>`case when r.sexo = 'macho' then 'esterilizacion_macho' else 'esterilizacion_hembra' end`, eb.ref('j.fecha')).as('importe'),
        );
      if ('campana_id' in ambito) query = query.where('j.campana_id', '=', ambito.campana_id);
      else query = query.where('j.fecha', '>=', desdeHasta(ambito.anio)[0]).where('j.fecha', '<=', desdeHasta(ambito.anio)[1]);
      return (await query.execute()).map((row) => (row.importe === null ? null : Number(row.importe)));
    },

    async presupuestoDe(campanaId: number): Promise<number | null> {
      const row = await db.selectFrom('presupuestos_campana').select('importe_centimos').where('campana_id', '=', campanaId).executeTakeFirst();
      return row?.importe_centimos ?? null;
    },

    /** The campaigns started in `anio`, with their budgets. */
    async campanasDelAnio(anio: number): Promise<{ id: number; nombre: string; presupuesto: number | null }[]> {
      const [desde, hasta] = desdeHasta(anio);
      const rows = await db
        .selectFrom('campanas as c')
        .leftJoin('presupuestos_campana as p', 'p.campana_id', 'c.id')
        .select(['c.id', 'c.nombre', 'p.importe_centimos'])
        .where('c.fecha_inicio', '>=', desde)
        .where('c.fecha_inicio', '<=', hasta)
        .orderBy('c.fecha_inicio')
        .orderBy('c.id')
        .execute();
      return rows.map((row) => ({ id: row.id, nombre: row.nombre, presupuesto: row.importe_centimos ?? null }));
    },

    /** Today's sterilisation prices with VAT of every provider: what a surgery costs when the year has spent nothing yet. */
    async tarifasEsterilizacion(today: string): Promise<number[]> {
      const rows = await db
        .selectFrom('tarifas')
        .select(sql<number>`(importe_centimos * (100 + iva_porcentaje) + 50) / 100`.as('importe'))
        .where('acto', 'in', ESTERILIZACIONES)
        .where('desde', '<=', today)
        .where((eb) => eb.or([eb('hasta', 'is', null), eb('hasta', '>=', today)]))
        .execute();
      return rows.map((row) => Number(row.importe));
    },

    async guardarPresupuesto(trx: Db, campanaId: number, importe: number | null, now: string): Promise<void> {
      await trx.deleteFrom('presupuestos_campana').where('campana_id', '=', campanaId).execute();
      if (importe !== null) await trx.insertInto('presupuestos_campana').values({ campana_id: campanaId, importe_centimos: importe, updated_at: now }).execute();
    },
  };
}

export type PresupuestosRepository = ReturnType<typeof presupuestosRepository>;
