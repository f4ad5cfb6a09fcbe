/**
 * What reaching the coverage target costs: each colony's cats still to
 * sterilise (its CER estimate against the municipality's target) times the
 * cost of one sterilisation. That cost is the year's own cost per sterilised
 * cat when the year has one, else the mean of the sterilisation prices in force
 * today (a year not yet begun still gets its projection).
 */
import type { Cifras } from './repository';
import { porUnidad } from './repository';
import { sumaCentimos } from '../../../domain/costes';

interface ColoniaEstimada {
  id: number;
  nombre: string;
  estimacion: { n: number };
  esterilizados: number;
  por_esterilizar: number;
}

export function proyeccion(objetivo: number, cifras: Cifras, tarifasEsterilizacion: readonly number[], colonias: readonly ColoniaEstimada[]) {
  const delGasto = cifras.coste_por_esterilizado_centimos;
  const deTarifa = porUnidad(sumaCentimos(tarifasEsterilizacion), tarifasEsterilizacion.length);
  const unitario = delGasto ?? deTarifa;
  const origen = delGasto !== null ? ('gasto' as const) : deTarifa !== null ? ('tarifa' as const) : null;
  const filas = colonias
    .filter((c) => c.por_esterilizar > 0)
    .map((c) => ({
      id: c.id,
      nombre: c.nombre,
      estimacion: c.estimacion.n,
      esterilizados: c.esterilizados,
      por_esterilizar: c.por_esterilizar,
      importe_centimos: unitario === null ? null : c.por_esterilizar * unitario,
    }))
    .sort((a, b) => b.por_esterilizar - a.por_esterilizar || a.id - b.id);
  const porEsterilizar = filas.reduce((sum, c) => sum + c.por_esterilizar, 0);
  return {
    objetivo,
    coste_unitario_centimos: unitario,
    origen_coste_unitario: origen,
    por_esterilizar: porEsterilizar,
    importe_centimos: unitario === null ? null : porEsterilizar * unitario,
    colonias: filas,
  };
}
