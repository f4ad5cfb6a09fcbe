/**
 * The CER figures built from the repository's aggregates with the formulas of
 * src/domain/cer.ts: one colony's population, its 24-month history, the
 * dashboard and the rows of the annual report.
 */
import { HISTORIA_MESES, cobertura, lastMonths, poblacionCer, type CensoCounts, type PoblacionCer } from '../../../domain/cer';
import type { CensoRow, CerRepository, ColoniaCounts } from './repository';
import { CensoRef } from '../../../domain/schemas/censo';
import { recordReader } from '../../db/records';
import { intervaloVigente, vigenciaEstimacion, type VigenciaCer } from '../../../domain/cerVigencia';

const counts = (row: CensoRow | undefined): CensoCounts | null =>
  row ? { gatos_vistos: row.gatos_vistos, crias: row.crias, marcados_vistos: row.marcados_vistos } : null;

const readCensoRef = recordReader(CensoRef);

/** The census an estimate refers to: its day and counts. */
export const censoRef = (row: CensoRow | undefined) => (row ? readCensoRef(row) : null);

/** The last day of a YYYY-MM month. */
export function monthEnd(mes: string): string {
  const [y, m] = mes.split('-').map(Number);
  return new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
}

/** A colony's cats, its population estimate, coverage, estado and the cats still to sterilise. */
export type ColoniaEstimate = ColoniaCounts & PoblacionCer;

function estimateOf(c: ColoniaCounts | undefined, censo: CensoRow | undefined, objetivo: number): ColoniaEstimate {
  const base = { registrados: c?.registrados ?? 0, esterilizados: c?.esterilizados ?? 0 };
  return { ...base, ...poblacionCer({ ...base, censo: counts(censo) }, objetivo) };
}

/** Registered cats at the end of each month, walking back from today's count through later registrations and bajas. */
function registeredByMonth(meses: string[], current: number, altas: Map<string, number>, bajas: Map<string, number>): number[] {
  const out = new Array<number>(meses.length);
  let value = current;
  for (let i = meses.length - 1; i >= 0; i -= 1) {
    out[i] = value;
    value = value - (altas.get(meses[i]) ?? 0) + (bajas.get(meses[i]) ?? 0);
  }
  return out;
}

/** The days an annual report covers: the whole year, or up to today in the current one. */
export function memoriaPeriodo(anio: number, today: string): { desde: string; hasta: string } {
  const end = `${anio}-12-31`;
  return { desde: `${anio}-01-01`, hasta: end < today ? end : today };
}

/** What the annual report sums: a colony's figures, or a whole municipality's totals. */
export interface MemoriaCifras {
  estimacion: number;
  registrados: number;
  esterilizados: number;
  /** The estimate and the sterilised cats at the start of the year (the coverage at the start is theirs). */
  estimacion_inicio: number;
  esterilizados_inicio: number;
  esterilizaciones: number;
  altas: number;
  bajas: number;
  quejas: number;
}

const SUMMED = ['estimacion', 'registrados', 'esterilizados', 'estimacion_inicio', 'esterilizados_inicio', 'esterilizaciones', 'altas', 'bajas', 'quejas'] as const;

/**
 * The annual report's totals of some parts: a municipality's of its colonies, the province's of its
 * municipalities' totals. Counts are summed; each coverage is the sum of sterilised cats over the sum
 * of estimates, never an average of coverages.
 */
export function memoriaTotales(parts: readonly MemoriaCifras[]) {
  const sums = Object.fromEntries(SUMMED.map((key) => [key, parts.reduce((acc, part) => acc + part[key], 0)])) as Record<(typeof SUMMED)[number], number>;
  return {
    ...sums,
    cobertura_inicio: cobertura(sums.esterilizados_inicio, sums.estimacion_inicio),
    cobertura_fin: cobertura(sums.esterilizados, sums.estimacion),
  };
}

export function cerService(repo: CerRepository, objetivo: number) {
  /**
   * Every colony's estimate on the evening of `date` (today's when null): its cats registered and not given
   * baja by then and its latest census by then. What the dashboard, the annual report and the open data read.
   */
  async function estimatesOn(date: string | null): Promise<(coloniaId: number) => ColoniaEstimate> {
    const [byColonia, censos] = await Promise.all([repo.countsByColonia(date), repo.latestCensos(date)]);
    return (coloniaId) => estimateOf(byColonia.get(coloniaId), censos.get(coloniaId), objetivo);
  }

  return {
    estimatesOn,

    /** Today's estimate (`today`: Spain's date) with its age: the census's date, the days since, stale or not, and the interval as it stands. */
    async poblacion(coloniaId: number, today: string, { vigenciaDias, mermaAnual }: VigenciaCer) {
      const [byColonia, censos] = await Promise.all([repo.countsByColonia(null, coloniaId), repo.latestCensos(null, coloniaId)]);
      const censo = censos.get(coloniaId);
      const p = estimateOf(byColonia.get(coloniaId), censo, objetivo);
      const vigencia = vigenciaEstimacion(censo?.fecha ?? null, today, vigenciaDias);
      return {
        colonia_id: coloniaId,
        registrados: p.registrados,
        esterilizados: p.esterilizados,
        censo: censoRef(censo),
        estimacion: p.estimacion,
        cobertura: p.cobertura,
        objetivo,
        estado: p.estado,
        por_esterilizar: p.por_esterilizar,
        ...vigencia,
        intervalo_vigente: intervaloVigente({ ic95: p.estimacion.ic95, diasDesdeCenso: vigencia.dias_desde_censo, vigenciaDias, mermaAnual, registrados: p.registrados }),
      };
    },

    /** Month by month: the cats on the register at its end, the estimate with the census known then, and what happened in it. */
    async historia(coloniaId: number, today: string) {
      const meses = lastMonths(today, HISTORIA_MESES);
      const [monthly, censos, before] = await Promise.all([
        repo.monthly(meses[0], coloniaId),
        repo.censosSince(coloniaId, `${meses[0]}-01`),
        repo.latestCensos(`${meses[0]}-01`, coloniaId),
      ]);
      let known = before.get(coloniaId);
      const out = [];
      for (const mes of meses) {
        const end = mes === meses.at(-1) ? today : monthEnd(mes);
        const inMonth = censos.filter((c) => c.fecha.startsWith(mes));
        if (inMonth.length > 0) known = inMonth.at(-1);
        // One small query per month: the colony index reads only this colony's cats.
        const atEnd = (await repo.countsByColonia(end, coloniaId)).get(coloniaId);
        const p = estimateOf(atEnd, known, objetivo);
        out.push({
          mes,
          registrados: p.registrados,
          esterilizados: p.esterilizados,
          esterilizaciones: monthly.esterilizaciones.get(mes) ?? 0,
          altas: monthly.altas.get(mes) ?? 0,
          bajas: monthly.bajas.get(mes) ?? 0,
          censo: censoRef(inMonth.at(-1)),
          estimacion: p.estimacion.n,
          cobertura: p.cobertura,
        });
      }
      return { colonia_id: coloniaId, objetivo, meses: out };
    },

    /**
     * The programme at a glance: totals, estados, the colonies below target ranked by need, the colonies whose census is
     * due (stale for more than `vigenciaDias`, or never counted) and 24 months of series. `maxListed` bounds each list.
     */
    async panel(today: string, maxListed: number, vigenciaDias: number) {
      const meses = lastMonths(today, HISTORIA_MESES);
      // Today's counts and latest censuses read once: the estimates and the censuses' age both come from them.
      const [colonias, byColonia, censos, monthly, pendientes] = await Promise.all([
        repo.colonias(),
        repo.countsByColonia(null),
        repo.latestCensos(null),
        repo.monthly(meses[0]),
        repo.pendientes(today),
      ]);
      const estados: Record<string, number> = { sin_datos: 0, insuficiente: 0, en_progreso: 0, estabilizando: 0, reduciendo: 0 };
      let registrados = 0;
      let esterilizados = 0;
      let poblacion = 0;
      const bajo = [];
      const sinCensoVigente = [];
      for (const colonia of colonias) {
        const censo = censos.get(colonia.id);
        const p = estimateOf(byColonia.get(colonia.id), censo, objetivo);
        const vigencia = vigenciaEstimacion(censo?.fecha ?? null, today, vigenciaDias);
        if (vigencia.obsoleta || vigencia.fecha_censo === null) {
          sinCensoVigente.push({ id: colonia.id, nombre: colonia.nombre, fecha_censo: vigencia.fecha_censo, dias_desde_censo: vigencia.dias_desde_censo });
        }
        registrados += p.registrados;
        esterilizados += p.esterilizados;
        poblacion += p.estimacion.n;
        estados[p.estado] += 1;
        if (p.por_esterilizar > 0) {
          bajo.push({
            id: colonia.id,
            nombre: colonia.nombre,
            registrados: p.registrados,
            esterilizados: p.esterilizados,
            sin_esterilizar: p.registrados - p.esterilizados,
            estimacion: p.estimacion.n,
            metodo: p.estimacion.metodo,
            cobertura: p.cobertura,
            estado: p.estado,
            por_esterilizar: p.por_esterilizar,
          });
        }
      }
      bajo.sort((a, b) => b.por_esterilizar - a.por_esterilizar || (a.cobertura ?? 0) - (b.cobertura ?? 0) || a.id - b.id);
      // Never counted first (no census at all is the oldest), then the oldest census.
      sinCensoVigente.sort((a, b) => (b.dias_desde_censo ?? Infinity) - (a.dias_desde_censo ?? Infinity) || a.id - b.id);
      const year = today.slice(0, 4);
      const lastYear = String(Number(year) - 1);
      const sumYear = (prefix: string) => [...monthly.esterilizaciones].filter(([mes]) => mes.startsWith(prefix)).reduce((acc, [, n]) => acc + n, 0);
      const registradosSerie = registeredByMonth(meses, registrados, monthly.altas, monthly.bajas);
      return {
        objetivo,
        colonias: colonias.length,
        registrados,
        esterilizados,
        poblacion_estimada: poblacion,
        cobertura: cobertura(esterilizados, poblacion),
        esterilizaciones_anio: sumYear(year),
        esterilizaciones_anio_anterior: sumYear(lastYear),
        anio: Number(year),
        ...pendientes,
        estados,
        colonias_bajo_objetivo: bajo.length,
        bajo_objetivo: bajo.slice(0, maxListed),
        vigencia_dias: vigenciaDias,
        colonias_censo_obsoleto: sinCensoVigente.length,
        censo_obsoleto: sinCensoVigente.slice(0, maxListed),
        serie: meses.map((mes, i) => ({
          mes,
          registrados: registradosSerie[i],
          esterilizaciones: monthly.esterilizaciones.get(mes) ?? 0,
          altas: monthly.altas.get(mes) ?? 0,
          bajas: monthly.bajas.get(mes) ?? 0,
        })),
      };
    },

    /** One row per colony for the year: the estimate at its end, coverage at its start and end, and what happened in it. */
    async memoria(anio: number, today: string) {
      const { desde, hasta } = memoriaPeriodo(anio, today);
      const [colonias, atStart, atEnd, year, quejas] = await Promise.all([
        repo.colonias(),
        estimatesOn(`${anio - 1}-12-31`),
        estimatesOn(hasta),
        repo.yearByColonia(desde, hasta),
        repo.quejasByColonia(desde, hasta),
      ]);
      const filas = colonias.map((colonia) => {
        const inicio = atStart(colonia.id);
        const fin = atEnd(colonia.id);
        const y = year.get(colonia.id) ?? { altas: 0, esterilizaciones: 0, bajas: 0 };
        return {
          id: colonia.id,
          nombre: colonia.nombre,
          metodo: fin.estimacion.metodo,
          estimacion: fin.estimacion.n,
          ic95: fin.estimacion.ic95,
          registrados: fin.registrados,
          esterilizados: fin.esterilizados,
          estimacion_inicio: inicio.estimacion.n,
          esterilizados_inicio: inicio.esterilizados,
          cobertura_inicio: inicio.cobertura,
          cobertura_fin: fin.cobertura,
          estado: fin.estado,
          esterilizaciones: y.esterilizaciones,
          altas: y.altas,
          bajas: y.bajas,
          quejas: quejas.get(colonia.id) ?? 0,
        };
      });
      return { anio, desde, hasta, objetivo, filas, totales: memoriaTotales(filas) };
    },
  };
}

export type CerService = ReturnType<typeof cerService>;
export type MemoriaCer = Awaited<ReturnType<CerService['memoria']>>;
