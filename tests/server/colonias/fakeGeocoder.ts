/**
 * A local stand-in for the two geocoders Gatera speaks to (CartoCiudad's
 * /find and Nominatim's /search), answering in each one's format: the tests
 * never reach the internet. Addresses it knows are looked up by a word of the
 * query; `mode` makes it fail the way a real service does.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Place {
  lat: number;
  lon: number;
}

export type FakeMode = 'answer' | 'down' | 'silent' | 'error';

export interface FakeGeocoder {
  /** Base URL of the service, as GEOCODER_URL takes it. */
  url: string;
  /** The `q` of every request received, in order. */
  queries: string[];
  mode: FakeMode;
  /** Known places by a word the query must contain (case-insensitive); the places of a word, best first. */
  places: Record<string, Place[]>;
  start(): Promise<void>;
  stop(): Promise<void>;
}

/** Inside the default municipality (centre 41.0686, -2.6427, 3 km). */
export const INSIDE: Place = { lat: 41.07015, lon: -2.64021 };
/** Guadalajara capital, about 57 km away. */
export const OUTSIDE: Place = { lat: 40.63288, lon: -3.16698 };

export function fakeGeocoder(kind: 'cartociudad' | 'nominatim'): FakeGeocoder {
  const fake: FakeGeocoder = {
    url: '',
    queries: [],
    mode: 'answer',
    places: {},
    async start() {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      fake.url = kind === 'cartociudad' ? `${base}/geocoder/api/geocoder` : base;
    },
    async stop() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };

  const found = (q: string): Place[] => {
    const text = q.toLowerCase();
    const word = Object.keys(fake.places).find((w) => text.includes(w.toLowerCase()));
    return word ? fake.places[word] : [];
  };

  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake');
    const q = url.searchParams.get('q') ?? '';
    fake.queries.push(q);
    if (fake.mode === 'down') {
      request.socket.destroy();
      return;
    }
    if (fake.mode === 'silent') return;
    if (fake.mode === 'error') {
      response.writeHead(503, { 'content-type': 'text/html' }).end('<h1>Service Unavailable</h1>');
      return;
    }
    const places = found(q);
    if (kind === 'cartociudad') {
      if (url.pathname !== '/geocoder/api/geocoder/find') return void response.writeHead(404).end();
      // CartoCiudad's find answers the first candidate, or nothing at all (204) when there is none.
      if (!places.length) return void response.writeHead(204).end();
      const [place] = places;
      response.writeHead(200, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          id: '190660000001',
          province: 'Guadalajara',
          comunidadAutonoma: 'Castilla-La Mancha',
          muni: 'Sigüenza',
          type: 'portal',
          address: q,
          postalCode: '19250',
          poblacion: 'Sigüenza',
          geom: `POINT (${place.lon} ${place.lat})`,
          tip_via: 'CALLE',
          lat: place.lat,
          lng: place.lon,
          portalNumber: 1,
          stateMsg: 'Resultado exacto de la búsqueda',
          state: 1,
          countryCode: '011',
        }),
      );
      return;
    }
    if (url.pathname !== '/search') return void response.writeHead(404).end();
    // Nominatim answers an array, coordinates as strings.
    response.writeHead(200, { 'content-type': 'application/json' }).end(
      JSON.stringify(places.map((p, i) => ({ place_id: 1000 + i, lat: String(p.lat), lon: String(p.lon), display_name: `${q} (${i})`, category: 'place', type: 'house' }))),
    );
  });
  return fake;
}
