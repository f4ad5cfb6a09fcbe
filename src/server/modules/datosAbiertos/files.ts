/**
 * Each open-data file made whole, as text: the job a report worker runs
 * (reports/workers/jobs.ts), away from the thread that answers requests, since
 * the programme file reads a whole annual report per year and the colonies
 * files every colony's cats and census.
 */
import type { Db } from '../../db/schema';
import { catalogo, type CatalogoParams } from './catalogo';
import { coloniasAbiertas, coloniasCsv, coloniasGeoJson } from './colonias';
import type { OpenDataFile } from './formatos';
import { programaAnual, programaCsv } from './programa';

export interface OpenDataParams {
  file: OpenDataFile;
  /** Today in Spain (YYYY-MM-DD): the current year's figures end there. */
  today: string;
  /** CER_OBJETIVO, for the estimates. */
  objetivo: number;
  catalogo: Omit<CatalogoParams, 'today'>;
}

const BUILDERS: Record<OpenDataFile, (db: Db, p: OpenDataParams) => Promise<string>> = {
  'colonias.geojson': async (db, p) => coloniasGeoJson(await coloniasAbiertas(db, p.objetivo)),
  'colonias.csv': async (db, p) => coloniasCsv(await coloniasAbiertas(db, p.objetivo)),
  'programa.csv': async (db, p) => programaCsv(await programaAnual(db, p.today, p.objetivo)),
  'catalogo.jsonld': (db, p) => catalogo(db, { ...p.catalogo, today: p.today }),
};

export function buildOpenDataFile(db: Db, p: OpenDataParams): Promise<string> {
  return BUILDERS[p.file](db, p);
}
