/**
 * Looks an address up in the configured geocoder: Spain's official
 * CartoCiudad (`<url>/find?q=…`, one best match, nothing at all when there is
 * none) or a Nominatim server (`<url>/search?q=…&format=jsonv2`, a list). A
 * place only counts inside the municipality (MAP_RADIUS_KM around the map's
 * centre). A service that is down, slow, broken or answers something else is
 * "unavailable", never an error of the caller's.
 */
import type { GeocoderSettings } from '../config';
import { distanciaKm } from '../../domain/calle';
import { foldText } from '../../domain/search';

export type GeocodeOutcome =
  | { status: 'found'; latitude: number; longitude: number }
  | { status: 'notFound' }
  | { status: 'outside' }
  | { status: 'unavailable'; reason: string };

export interface MunicipalArea {
  nombre: string;
  lat: number;
  lon: number;
  radioKm: number;
}

export interface Geocoder {
  locate(address: string, area: MunicipalArea): Promise<GeocodeOutcome>;
}

interface Point {
  latitude: number;
  longitude: number;
}

/** Most places of a Nominatim answer looked at for one inside the municipality. */
const NOMINATIM_LIMIT = 5;
/** Degrees of latitude per kilometre, for the box Nominatim prefers results in. */
const DEGREES_PER_KM = 1 / 111;

class Unavailable extends Error {}

/** The address with the municipality's name after it, unless it already says it. */
export function queryOf(address: string, municipio: string): string {
  const text = address.trim();
  return foldText(text).includes(foldText(municipio.trim())) ? text : `${text}, ${municipio.trim()}`;
}

function coordinate(value: unknown): number | null {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : null;
}

function pointOf(latitude: unknown, longitude: unknown): Point | null {
  const lat = coordinate(latitude);
  const lon = coordinate(longitude);
  if (lat === null || lon === null || Math.abs(lat) > 90 || Math.abs(lon) > 180) return null;
  return { latitude: lat, longitude: lon };
}

/** CartoCiudad's find: one object with `lat` and `lng`, or an empty answer (204, nothing, null, []) when nothing matches. */
function cartociudadPoints(body: unknown): Point[] {
  const first = Array.isArray(body) ? body[0] : body;
  if (!first || typeof first !== 'object') return [];
  const point = pointOf((first as Record<string, unknown>).lat, (first as Record<string, unknown>).lng);
  return point ? [point] : [];
}

/** Nominatim's search: an array of places with `lat` and `lon` as strings, best first. */
function nominatimPoints(body: unknown): Point[] {
  if (!Array.isArray(body)) throw new Unavailable('la respuesta de Nominatim no es una lista');
  return body.flatMap((place) => {
    const point = place && typeof place === 'object' ? pointOf((place as Record<string, unknown>).lat, (place as Record<string, unknown>).lon) : null;
    return point ? [point] : [];
  });
}

function requestUrl(settings: GeocoderSettings, query: string, area: MunicipalArea): string {
  if (settings.kind === 'cartociudad') return `${settings.url}/find?${new URLSearchParams({ q: query })}`;
  const dLat = area.radioKm * DEGREES_PER_KM;
  const dLon = dLat / Math.max(0.01, Math.cos((area.lat * Math.PI) / 180));
  const viewbox = [area.lon - dLon, area.lat + dLat, area.lon + dLon, area.lat - dLat].map((n) => n.toFixed(6)).join(',');
  return `${settings.url}/search?${new URLSearchParams({ q: query, format: 'jsonv2', limit: String(NOMINATIM_LIMIT), countrycodes: 'es', viewbox })}`;
}

/** `userAgent` names the installation, as Nominatim's usage policy asks. */
export function createGeocoder(settings: GeocoderSettings, userAgent: string): Geocoder {
  async function fetchPoints(query: string, area: MunicipalArea): Promise<Point[]> {
    let response: Response;
    let text: string;
    try {
      response = await fetch(requestUrl(settings, query, area), {
        headers: { Accept: 'application/json', 'Accept-Language': 'es', 'User-Agent': userAgent },
        signal: AbortSignal.timeout(settings.timeoutMs),
        redirect: 'follow',
      });
      text = await response.text();
    } catch (error) {
      const name = (error as Error)?.name;
      throw new Unavailable(name === 'TimeoutError' ? `sin respuesta en ${settings.timeoutMs} ms` : `no se pudo conectar (${(error as Error)?.message ?? error})`);
    }
    if (!response.ok) throw new Unavailable(`respondió ${response.status}`);
    if (response.status === 204 || text.trim() === '') return [];
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      throw new Unavailable('la respuesta no es JSON');
    }
    return settings.kind === 'cartociudad' ? cartociudadPoints(body) : nominatimPoints(body);
  }

  return {
    async locate(address, area) {
      let points: Point[];
      try {
        points = await fetchPoints(queryOf(address, area.nombre), area);
      } catch (error) {
        if (error instanceof Unavailable) return { status: 'unavailable', reason: error.message };
        throw error;
      }
      if (!points.length) return { status: 'notFound' };
      const inside = points.find((p) => distanciaKm(area.lat, area.lon, p.latitude, p.longitude) <= area.radioKm);
      return inside ? { status: 'found', ...inside } : { status: 'outside' };
    },
  };
}
