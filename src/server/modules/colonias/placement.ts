/**
 * Where a new colony goes on the map. The point the caller gives is kept.
 * Without one, the address is looked up in the geocoder when there is one (the
 * original back end did so, and its page sends no coordinates): not found or
 * outside the municipality is the caller's to fix (400); a geocoder that does
 * not answer leaves the colony without a point, and the answer says so.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Geocoder, MunicipalArea } from '../../lib/geocoder';
import { badRequest } from '../../lib/errors';
import type { Geocodificacion } from '../../../domain/types';
import { COLONIA_MESSAGES } from './messages';

export interface Placement {
  latitude: number | null;
  longitude: number | null;
  geocodificacion: Geocodificacion;
}

export async function placeColonia(
  geocoder: Geocoder | null,
  input: { ubicacion: string; latitude: number | null; longitude: number | null },
  area: () => Promise<MunicipalArea>,
  log: FastifyBaseLogger,
): Promise<Placement> {
  if (input.latitude !== null && input.longitude !== null) return { latitude: input.latitude, longitude: input.longitude, geocodificacion: 'manual' };
  if (!geocoder) return { latitude: null, longitude: null, geocodificacion: 'sin_geocodificador' };
  const outcome = await geocoder.locate(input.ubicacion, await area());
  switch (outcome.status) {
    case 'found':
      return { latitude: outcome.latitude, longitude: outcome.longitude, geocodificacion: 'encontrada' };
    case 'notFound':
      throw badRequest(COLONIA_MESSAGES.geocodeNotFound);
    case 'outside':
      throw badRequest(COLONIA_MESSAGES.geocodeOutside);
    case 'unavailable':
      log.warn({ motivo: outcome.reason }, 'El geocodificador no está disponible: la colonia se guarda sin coordenadas');
      return { latitude: null, longitude: null, geocodificacion: 'no_disponible' };
  }
}
