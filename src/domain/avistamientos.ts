/**
 * Citizens' sightings of colony cats: what kind of sighting, the states its
 * handling goes through, what a responsable may turn it into, and how it is
 * placed against the colonies (the nearest one within a radius).
 */

/** An ear-tipped cat, a new cat in a colony, a litter, a cat in trouble. */
export const AVISTAMIENTO_TIPOS = ['marcado', 'nuevo', 'camada', 'apuros'] as const;
export type AvistamientoTipo = (typeof AVISTAMIENTO_TIPOS)[number];

export const AVISTAMIENTO_ESTADOS = ['nuevo', 'aceptado', 'descartado'] as const;
export type AvistamientoEstado = (typeof AVISTAMIENTO_ESTADOS)[number];

/** What an accepted sighting becomes: a note in its colony's history, a census, a new cat, a new colony. */
export const AVISTAMIENTO_DESTINOS = ['historia', 'censo', 'gato', 'colonia'] as const;
export type AvistamientoDestino = (typeof AVISTAMIENTO_DESTINOS)[number];

/** The decisions a responsable takes: accept (with its destination) or dismiss. */
export const AVISTAMIENTO_DECISIONES = ['aceptar', 'descartar'] as const;
export type AvistamientoDecision = (typeof AVISTAMIENTO_DECISIONES)[number];

/** A sighting farther than this from every colony of the municipality is a possible new colony. */
export const AVISTAMIENTO_RADIO_M = 150;

/** The citizen's short description. */
export const AVISTAMIENTO_DESCRIPCION_MAX = 500;

/** The stored photo fits this many pixels on its longer side. */
export const AVISTAMIENTO_FOTO_LADO_MAX = 1600;

/** The form's file field. */
export const AVISTAMIENTO_FOTO_FIELD = 'foto';

export const isAvistamientoTipo = (value: unknown): value is AvistamientoTipo => (AVISTAMIENTO_TIPOS as readonly unknown[]).includes(value);
export const isAvistamientoDestino = (value: unknown): value is AvistamientoDestino => (AVISTAMIENTO_DESTINOS as readonly unknown[]).includes(value);

const EARTH_RADIUS_M = 6_371_008.8;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Metres along the earth's surface between two points (haversine on the mean radius: under 0.5 % off at these distances). */
export function distanceMeters(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }): number {
  const dLat = radians(b.latitude - a.latitude);
  const dLon = radians(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The nearest of `colonias` within AVISTAMIENTO_RADIO_M of the point, with its distance; null when none is. */
export function nearestColonia<C extends { latitude: number | null; longitude: number | null }>(
  point: { latitude: number; longitude: number },
  colonias: readonly C[],
  radius: number = AVISTAMIENTO_RADIO_M,
): { colonia: C; distancia: number } | null {
  let best: { colonia: C; distancia: number } | null = null;
  for (const colonia of colonias) {
    if (colonia.latitude === null || colonia.longitude === null) continue;
    const distancia = distanceMeters(point, { latitude: colonia.latitude, longitude: colonia.longitude });
    if (distancia <= radius && (!best || distancia < best.distancia)) best = { colonia, distancia };
  }
  return best;
}

/** The public tracking page of a sighting, relative to where its municipality's public pages start. */
export function avistamientoSeguimientoPath(codigo: string): string {
  return `/avistamiento/seguimiento?codigo=${encodeURIComponent(codigo)}`;
}

/** The public page where a citizen reports a sighting. */
export const AVISTAMIENTO_PUBLIC_PATH = '/avistamiento';
