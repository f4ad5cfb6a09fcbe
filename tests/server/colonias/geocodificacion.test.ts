/**
 * A colony created without coordinates is placed by looking its address up in
 * the configured geocoder (GEOCODER_URL: CartoCiudad or Nominatim), inside the
 * municipality's radius, as the original back end did: 400 with a Spanish
 * detail when the address is not found or falls outside; saved without
 * coordinates, and said so, when the geocoder is down or silent. A local fake
 * geocoder stands in for both services.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, describeEachEngine, json, testEngines, type TestApp } from '../helper';
import { createColonia } from '../fixtures';
import { fakeGeocoder, INSIDE, OUTSIDE, type FakeGeocoder } from './fakeGeocoder';
import { COLONIA_MESSAGES } from '../../../src/server/modules/colonias/messages';
import { serverEnglish } from '../../../src/server/i18n/en';
import { loadConfig } from '../../../src/server/config';
import { serverText } from '../../../src/server/i18n/index';

const COLONIAS = '/api/colonias/colonias/';
const MAP = '/api/colonias/colonias/mapa/colonias';

let seq = 0;
const unique = (name: string) => `${name} ${++seq}-${Math.random().toString(36).slice(2, 6)}`;

async function colonyCount(t: TestApp): Promise<number> {
  const row = await t.db.selectFrom('colonias').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The original front end's call: JSON without coordinates. */
const originalCreate = (t: TestApp, nombre: string, ubicacion: string, headers: Record<string, string> = {}) =>
  t.request({ method: 'POST', url: COLONIAS, as: 'responsable', headers, payload: { nombre, ubicacion, responsable_voluntario: '', estado: 'activa' } });

function geocoderSuite(kind: 'cartociudad' | 'nominatim') {
  for (const engine of testEngines()) {
    describe(`colony geocoding with ${kind} [${engine.name}]`, () => {
      const fake: FakeGeocoder = fakeGeocoder(kind);
      let app: (TestApp & { close(): Promise<void> }) | null = null;
      const t = () => app!;
      beforeAll(async () => {
        await fake.start();
        // The kind is told by the URL: CartoCiudad's path, or any other server taken as Nominatim.
        app = await createTestApp(engine, { env: { GEOCODER_URL: fake.url, GEOCODER_TIMEOUT_MS: '400' } });
      });
      afterAll(async () => {
        await app?.close();
        await fake.stop();
      });
      beforeEach(() => {
        fake.mode = 'answer';
        fake.queries.length = 0;
        fake.places = { mayor: [INSIDE], guadalajara: [OUTSIDE], mixto: [OUTSIDE, INSIDE] };
      });

      it('stores the coordinates it finds for the address, inside the municipality, so the colony shows on the maps', async () => {
        const nombre = unique('Colonia Plaza');
        const res = await originalCreate(t(), nombre, 'Calle Mayor, 1');
        expect(res.statusCode).toBe(200);
        const body = json(res);
        expect(body).toMatchObject({ nombre, ubicacion: 'Calle Mayor, 1', latitude: INSIDE.lat, longitude: INSIDE.lon, estado: 'activa', geocodificacion: 'encontrada' });
        // The municipality's name goes with the address, once.
        expect(fake.queries).toEqual(['Calle Mayor, 1, Sigüenza']);
        const stored = await t().db.selectFrom('colonias').select(['latitude', 'longitude']).where('id', '=', body.id).executeTakeFirstOrThrow();
        expect(stored).toEqual({ latitude: INSIDE.lat, longitude: INSIDE.lon });
        const map = json(await t().request({ method: 'GET', url: MAP }));
        expect(map.find((c: { id: number }) => c.id === body.id)).toMatchObject({ latitude: INSIDE.lat, longitude: INSIDE.lon });
        const staff = json(await t().request({ method: 'GET', url: `${COLONIAS}?limit=500`, as: 'admin' }));
        expect(staff.find((c: { id: number }) => c.id === body.id)).toMatchObject({ latitude: INSIDE.lat, longitude: INSIDE.lon });

        await originalCreate(t(), unique('Colonia Sigüenza'), 'Plaza Mayor de Sigüenza');
        expect(fake.queries.at(-1)).toBe('Plaza Mayor de Sigüenza');
      });

      it('answers 400 with a Spanish detail, and saves nothing, when the address is not found', async () => {
        const before = await colonyCount(t());
        const res = await originalCreate(t(), unique('Colonia Perdida'), 'Callejón Inexistente, 99');
        expect(res.statusCode).toBe(400);
        expect(json(res)).toEqual({ detail: serverText('es', COLONIA_MESSAGES.geocodeNotFound) });
        expect(fake.queries).toHaveLength(1);
        expect(await colonyCount(t())).toBe(before);
        const english = await originalCreate(t(), unique('Colonia Perdida'), 'Callejón Inexistente, 99', { 'accept-language': 'en' });
        expect(json(english).detail).toBe(serverEnglish.colonias.geocodeNotFound);
      });

      it('answers 400, and saves nothing, when the address found is outside the municipality', async () => {
        const before = await colonyCount(t());
        const res = await originalCreate(t(), unique('Colonia Lejana'), 'Plaza de Guadalajara');
        expect(res.statusCode).toBe(400);
        expect(json(res)).toEqual({ detail: serverText('es', COLONIA_MESSAGES.geocodeOutside) });
        expect(await colonyCount(t())).toBe(before);
      });

      it('still saves the colony, without coordinates and saying so, when the geocoder is down, fails or does not answer in time', async () => {
        for (const mode of ['down', 'error', 'silent'] as const) {
          fake.mode = mode;
          const nombre = unique(`Colonia ${mode}`);
          const res = await originalCreate(t(), nombre, 'Calle Mayor, 1');
          expect(res.statusCode, mode).toBe(200);
          expect(json(res), mode).toMatchObject({ nombre, latitude: null, longitude: null, geocodificacion: 'no_disponible' });
          const stored = await t().db.selectFrom('colonias').select(['latitude', 'longitude']).where('nombre', '=', nombre).executeTakeFirstOrThrow();
          expect(stored, mode).toEqual({ latitude: null, longitude: null });
        }
      });

      it('keeps the coordinates the caller gives without asking the geocoder, and checks the name first', async () => {
        const res = await t().request({ method: 'POST', url: COLONIAS, as: 'admin', payload: { nombre: unique('Colonia Marcada'), ubicacion: 'Calle Mayor, 1', latitude: 41.0711, longitude: -2.6399 } });
        expect(res.statusCode).toBe(200);
        expect(json(res)).toMatchObject({ latitude: 41.0711, longitude: -2.6399, geocodificacion: 'manual' });
        const taken = await createColonia(t().db, { nombre: unique('Colonia Repetida') });
        expect((await originalCreate(t(), taken.nombre, 'Calle Mayor, 1')).statusCode).toBe(409);
        expect(fake.queries).toEqual([]);
      });

      if (kind === 'nominatim') {
        it('takes the first result inside the municipality when the service answers several', async () => {
          const res = await originalCreate(t(), unique('Colonia Mixta'), 'Barrio Mixto');
          expect(res.statusCode).toBe(200);
          expect(json(res)).toMatchObject({ latitude: INSIDE.lat, longitude: INSIDE.lon, geocodificacion: 'encontrada' });
        });
      }
    });
  }
}

geocoderSuite('cartociudad');
geocoderSuite('nominatim');

describeEachEngine('colony creation without a geocoder (the default)', (t) => {
  it('saves the colony without coordinates when none are given, says there is no geocoder, and the settings tell the client', async () => {
    const res = await originalCreate(t(), unique('Colonia Sin Mapa'), 'Calle Mayor, 1');
    expect(res.statusCode).toBe(200);
    expect(json(res)).toMatchObject({ latitude: null, longitude: null, geocodificacion: 'sin_geocodificador' });
    expect(json(await t().request({ method: 'GET', url: '/api/settings' })).geocodificacion).toBe(false);
  });
});

describe('GEOCODER_* settings', () => {
  it('is off by default, tells the kind from the URL unless GEOCODER_TIPO says it, and refuses bad values at start-up', () => {
    expect(loadConfig({}).geocoder).toBeNull();
    expect(loadConfig({ GEOCODER_URL: 'https://www.cartociudad.es/geocoder/api/geocoder' }).geocoder).toEqual({
      url: 'https://www.cartociudad.es/geocoder/api/geocoder',
      kind: 'cartociudad',
      timeoutMs: 5000,
    });
    expect(loadConfig({ GEOCODER_URL: 'https://nominatim.openstreetmap.org/search/', GEOCODER_TIMEOUT_MS: '2500' }).geocoder).toEqual({
      url: 'https://nominatim.openstreetmap.org',
      kind: 'nominatim',
      timeoutMs: 2500,
    });
    expect(loadConfig({ GEOCODER_URL: 'https://geo.ayto.example/find', GEOCODER_TIPO: 'cartociudad' }).geocoder?.kind).toBe('cartociudad');
    expect(() => loadConfig({ GEOCODER_URL: 'https://geo.ayto.example', GEOCODER_TIPO: 'google' })).toThrow(/GEOCODER_TIPO/);
    expect(() => loadConfig({ GEOCODER_URL: 'ftp://geo.ayto.example' })).toThrow(/GEOCODER_URL/);
    expect(() => loadConfig({ GEOCODER_URL: 'https://geo.ayto.example', GEOCODER_TIMEOUT_MS: '0' })).toThrow(/GEOCODER_TIMEOUT_MS/);
  });
});
