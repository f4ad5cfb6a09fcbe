/**
 * The colonies file, as GeoJSON (RFC 7946) and as CSV: one entry per colony
 * with a point, its name, its estado, its active cats, the sterilised ones and
 * the coverage of its estimated population, as the CER dashboard computes them.
 * Its point is the approximate one the public map gives visitors, whatever
 * PUBLIC_MAP_PRECISION says; its address, its responsable and its cats'
 * microchips are never read.
 */
import type { Db } from '../../db/schema';
import { csvDocument } from '../../../domain/csv';
import { approximate } from '../../lib/coordinates';
import { cerRepository } from '../cer/repository';
import { cerService } from '../cer/service';
import { openDataRepository } from './repository';

export interface ColoniaAbierta {
  id: number;
  nombre: string;
  estado: string;
  /** Active cats. */
  numero_gatos: number;
  /** Active cats with a sterilisation date. */
  esterilizados: number;
  /** Sterilised share of the estimated population, 0..1 (null without an estimate). */
  cobertura: number | null;
  latitud: number;
  longitud: number;
}

/** The CSV's columns, in order: the GeoJSON's properties and the point. */
export const COLONIAS_COLUMNS = ['id', 'nombre', 'estado', 'numero_gatos', 'esterilizados', 'cobertura', 'latitud', 'longitud'] as const satisfies readonly (keyof ColoniaAbierta)[];

export async function coloniasAbiertas(db: Db, objetivo: number): Promise<ColoniaAbierta[]> {
  const [colonias, estimate] = await Promise.all([openDataRepository(db).coloniasConPunto(), cerService(cerRepository(db), objetivo).estimatesOn(null)]);
  return colonias.map((colonia) => {
    const { registrados, esterilizados, cobertura } = estimate(colonia.id);
    return {
      id: colonia.id,
      nombre: colonia.nombre,
      estado: colonia.estado,
      numero_gatos: registrados,
      esterilizados,
      cobertura,
      latitud: approximate(colonia.latitude),
      longitud: approximate(colonia.longitude),
    };
  });
}

export function coloniasGeoJson(colonias: readonly ColoniaAbierta[]): string {
  return JSON.stringify({
    type: 'FeatureCollection',
    features: colonias.map(({ latitud, longitud, ...properties }) => ({
      type: 'Feature',
      id: properties.id,
      // Longitude first (RFC 7946), in WGS 84.
      geometry: { type: 'Point', coordinates: [longitud, latitud] },
      properties,
    })),
  });
}

export function coloniasCsv(colonias: readonly ColoniaAbierta[]): string {
  return csvDocument([COLONIAS_COLUMNS, ...colonias.map((colonia) => COLONIAS_COLUMNS.map((column) => colonia[column]))], ';');
}
