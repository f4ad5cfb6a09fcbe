/**
 * The programme file: one CSV row per year, from the first year with data to
 * the current one (its figures up to today). Each year's colonies, population,
 * cats, coverage, sterilisations, registrations, bajas and complaints are the
 * totals of that year's CER annual report (cerService.memoria), so they are
 * the figures the council already publishes; adoptions and resolved
 * complaints are counted by the year they happened.
 */
import type { Db } from '../../db/schema';
import { csvDocument } from '../../../domain/csv';
import { MEMORIA_ANIO_MIN } from '../../../domain/cer';
import { cerRepository } from '../cer/repository';
import { cerService } from '../cer/service';
import { openDataRepository } from './repository';

export interface AnioPrograma {
  anio: number;
  /** The last day the year's figures count: 31 December, or today for the current year. */
  fecha_corte: string;
  colonias: number;
  poblacion_estimada: number;
  /** Cats registered by the end of the year and not given baja by then. */
  gatos_registrados: number;
  /** Of those, the sterilised ones. */
  gatos_esterilizados: number;
  /** Sterilised share of the estimated population at the end of the year, 0..1 (null without an estimate). */
  cobertura: number | null;
  esterilizaciones: number;
  altas: number;
  bajas: number;
  adopciones: number;
  /** Complaints about a colony filed in the year (the memoria's). */
  quejas_recibidas: number;
  quejas_resueltas: number;
}

export const PROGRAMA_COLUMNS = [
  'anio',
  'fecha_corte',
  'colonias',
  'poblacion_estimada',
  'gatos_registrados',
  'gatos_esterilizados',
  'cobertura',
  'esterilizaciones',
  'altas',
  'bajas',
  'adopciones',
  'quejas_recibidas',
  'quejas_resueltas',
] as const satisfies readonly (keyof AnioPrograma)[];

/** The year of the data's first record (never before the first annual report's, never after today's), or null without data. */
export function firstYear(first: string | null, today: string): number | null {
  if (first === null) return null;
  return Math.min(Number(today.slice(0, 4)), Math.max(MEMORIA_ANIO_MIN, Number(first.slice(0, 4))));
}

export async function programaAnual(db: Db, today: string, objetivo: number): Promise<AnioPrograma[]> {
  const repo = openDataRepository(db);
  const cer = cerService(cerRepository(db), objetivo);
  const [span, adopciones, resueltas] = await Promise.all([repo.span(), repo.adopcionesPorAnio(), repo.quejasResueltasPorAnio()]);
  const from = firstYear(span.first, today);
  const rows: AnioPrograma[] = [];
  if (from === null) return rows;
  // One year at a time: each is a whole annual report's queries.
  for (let anio = from; anio <= Number(today.slice(0, 4)); anio += 1) {
    const memoria = await cer.memoria(anio, today);
    const t = memoria.totales;
    rows.push({
      anio,
      fecha_corte: memoria.hasta,
      colonias: memoria.filas.length,
      poblacion_estimada: t.estimacion,
      gatos_registrados: t.registrados,
      gatos_esterilizados: t.esterilizados,
      cobertura: t.cobertura_fin,
      esterilizaciones: t.esterilizaciones,
      altas: t.altas,
      bajas: t.bajas,
      adopciones: adopciones.get(anio) ?? 0,
      quejas_recibidas: t.quejas,
      quejas_resueltas: resueltas.get(anio) ?? 0,
    });
  }
  return rows;
}

export function programaCsv(rows: readonly AnioPrograma[]): string {
  return csvDocument([PROGRAMA_COLUMNS, ...rows.map((row) => PROGRAMA_COLUMNS.map((column) => row[column]))], ';');
}
