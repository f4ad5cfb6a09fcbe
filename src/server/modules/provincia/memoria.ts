/**
 * The province's annual report: each of its municipalities' annual report, as
 * that municipality's own gives it (cerService.memoria, in its own scope), kept
 * to its totals, and the province's totals of them (memoriaTotales, the same
 * sums a municipality makes of its colonies).
 *
 * Run in a report worker reading as the installation (routes.ts, as the panel):
 * each municipality's report is read in that municipality's one scope, so
 * every query names one municipality and walks its indexes, and none reads the
 * records of a municipality outside the province's list.
 */
import type { Db } from '../../db/schema';
import { scopedTo } from '../../db/tenantPlugin';
import { cerRepository } from '../cer/repository';
import { cerService, memoriaPeriodo, memoriaTotales } from '../cer/service';

/** A municipality of the report, in the order it is printed, with its own target (its annual report's). */
export interface MunicipioDeMemoria {
  id: number;
  nombre: string;
  objetivo: number;
}

export async function provinciaMemoria(db: Db, p: { anio: number; today: string; municipios: MunicipioDeMemoria[] }) {
  const municipios = [];
  // One after another: a worker has two connections, and each report already runs its queries two at a time.
  for (const m of p.municipios) {
    const memoria = await cerService(cerRepository(scopedTo(db, { municipios: [m.id] })), m.objetivo).memoria(p.anio, p.today);
    municipios.push({ id: m.id, nombre: m.nombre, colonias: memoria.filas.length, ...memoria.totales });
  }
  return {
    anio: p.anio,
    ...memoriaPeriodo(p.anio, p.today),
    municipios,
    total: { municipios: municipios.length, colonias: municipios.reduce((acc, m) => acc + m.colonias, 0), ...memoriaTotales(municipios) },
  };
}

export type MemoriaProvincia = Awaited<ReturnType<typeof provinciaMemoria>>;
export type MunicipioEnMemoria = MemoriaProvincia['municipios'][number];
