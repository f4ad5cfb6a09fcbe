/**
 * The colonies as open data: a GeoJSON FeatureCollection and a CSV of the same
 * rows, with each colony's active cats, sterilised cats and CER coverage, at
 * the approximate point the public map gives visitors — whatever
 * PUBLIC_MAP_PRECISION says.
 */
import { expect, it } from 'vitest';
import { describeEachEngine, json, type TestApp } from '../helper';
import { createColonia, createGato } from '../fixtures';
import { approximate } from '../../../src/server/lib/coordinates';
import { nowIso } from '../../../src/server/lib/time';
import { FORMULA_ATTACKS, expectDefused, readCsvRows } from '../../domain/csvAttacks';

const GEOJSON = '/api/datos-abiertos/colonias.geojson';
const CSV = '/api/datos-abiertos/colonias.csv';
const MAP = '/api/colonias/colonias/mapa/colonias';

async function censo(t: TestApp, coloniaId: number, gatos_vistos: number, crias: number, marcados_vistos: number) {
  const now = nowIso();
  await t.db.insertInto('censos').values({ colonia_id: coloniaId, fecha: '2025-06-01', gatos_vistos, crias, marcados_vistos, observaciones: null, usuario_id: null, created_at: now, updated_at: now }).execute();
}

/** The CSV's rows as objects by header, the BOM and the spreadsheet quoting read back. */
function csvRecords(body: string): Record<string, string>[] {
  const [header, ...rows] = readCsvRows(body, ';');
  return rows.map((row) => Object.fromEntries(header.map((name, i) => [name, row[i]])));
}

describeEachEngine('open data: the colonies (exact public map)', (t) => {
  it('answers a GeoJSON FeatureCollection: one Point per colony with coordinates, its cats, sterilised cats and coverage', async () => {
    const db = t().db;
    // B: 6 active cats, 4 sterilised, and a census of 22 seen, 2 kittens, 2 marked: Chapman gives 34, 4/34 = 0.1176.
    const b = await createColonia(db, { nombre: 'Colonia B', latitude: 41.069123, longitude: -2.643911 });
    for (let i = 0; i < 6; i += 1) await createGato(db, b.id, { fecha_esterilizacion: i < 4 ? '2025-03-01' : null });
    // Given baja (one sterilised): no longer in the colony.
    await createGato(db, b.id, { activo: 0, fecha_esterilizacion: '2025-03-01' });
    await createGato(db, b.id, { activo: 0 });
    await censo(t(), b.id, 22, 2, 2);
    const empty = await createColonia(db, { nombre: 'Colonia vacía', latitude: 40.5, longitude: -3.7 });
    const unplaced = await createColonia(db, { nombre: 'Colonia sin punto', latitude: null, longitude: null });

    const res = await t().request({ method: 'GET', url: GEOJSON });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/geo+json');
    const body = json(res);
    expect(body.type).toBe('FeatureCollection');
    expect(Object.keys(body)).toEqual(['type', 'features']);
    const feature = body.features.find((f: { id: number }) => f.id === b.id);
    expect(feature).toEqual({
      type: 'Feature',
      id: b.id,
      geometry: { type: 'Point', coordinates: [-2.645, 41.07] },
      properties: { id: b.id, nombre: 'Colonia B', estado: 'activa', numero_gatos: 6, esterilizados: 4, cobertura: 0.1176 },
    });
    expect(body.features.find((f: { id: number }) => f.id === empty.id).properties).toEqual({ id: empty.id, nombre: 'Colonia vacía', estado: 'activa', numero_gatos: 0, esterilizados: 0, cobertura: null });
    expect(body.features.map((f: { id: number }) => f.id)).not.toContain(unplaced.id);

    // The coverage is the one the CER programme shows for the colony, not one computed again.
    const poblacion = json(await t().request({ method: 'GET', url: `/api/colonias/colonias/${b.id}/poblacion`, as: 'admin' }));
    expect(feature.properties.cobertura).toBe(poblacion.cobertura);
    expect(feature.properties.numero_gatos).toBe(poblacion.registrados);
  });

  it('answers the same rows as CSV for a Spanish spreadsheet: BOM, `;`, Spanish headers, numbers as numbers', async () => {
    const geo = json(await t().request({ method: 'GET', url: GEOJSON }));
    const res = await t().request({ method: 'GET', url: CSV });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect([...res.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(res.body.endsWith('\r\n')).toBe(true);
    expect(res.body.replace(/^\uFEFF/, '').split('\r\n')[0]).toBe('id;nombre;estado;numero_gatos;esterilizados;cobertura;latitud;longitud');
    const records = csvRecords(res.body);
    expect(records.map((r) => Number(r.id))).toEqual(geo.features.map((f: { id: number }) => f.id));
    for (const feature of geo.features) {
      const record = records.find((r) => Number(r.id) === feature.id)!;
      const p = feature.properties;
      expect(record).toEqual({
        id: String(p.id),
        nombre: p.nombre,
        estado: p.estado,
        numero_gatos: String(p.numero_gatos),
        esterilizados: String(p.esterilizados),
        cobertura: p.cobertura === null ? '' : String(p.cobertura),
        latitud: String(feature.geometry.coordinates[1]),
        longitud: String(feature.geometry.coordinates[0]),
      });
    }
    expect(res.body).toContain(';0.1176;41.07;-2.645\r\n');
  });

  it('snaps every point to the approximate grid although this map shows exact points', async () => {
    const colonia = await createColonia(t().db, { nombre: 'Colonia Exacta', latitude: 41.06874, longitude: -2.64391 });
    const map = json(await t().request({ method: 'GET', url: MAP })).find((c: { id: number }) => c.id === colonia.id);
    expect([map.latitude, map.longitude]).toEqual([41.06874, -2.64391]);
    const feature = json(await t().request({ method: 'GET', url: GEOJSON })).features.find((f: { id: number }) => f.id === colonia.id);
    expect(feature.geometry.coordinates).toEqual([approximate(-2.64391), approximate(41.06874)]);
    expect(feature.geometry.coordinates).toEqual([-2.645, 41.0675]);
    const record = csvRecords((await t().request({ method: 'GET', url: CSV })).body).find((r) => Number(r.id) === colonia.id)!;
    expect([record.latitud, record.longitud]).toEqual(['41.0675', '-2.645']);
  });

  it('defuses the names and states people typed in the CSV, and keeps them as typed in the GeoJSON', async () => {
    const attacks = FORMULA_ATTACKS.map((attack) => `${attack} (abierta)`);
    const ids: number[] = [];
    for (const attack of attacks) {
      const colonia = await createColonia(t().db, { nombre: attack });
      await t().db.updateTable('colonias').set({ estado: attack }).where('id', '=', colonia.id).execute();
      ids.push(colonia.id);
    }
    const csv = (await t().request({ method: 'GET', url: CSV })).body;
    expectDefused(csv, ';', attacks);
    const records = csvRecords(csv).filter((r) => ids.includes(Number(r.id)));
    expect(records.map((r) => [r.nombre, r.estado])).toEqual(attacks.map((attack) => [`'${attack}`, `'${attack}`]));
    const geo = json(await t().request({ method: 'GET', url: GEOJSON }));
    expect(geo.features.filter((f: { id: number }) => ids.includes(f.id)).map((f: { properties: { nombre: string } }) => f.properties.nombre)).toEqual(attacks);
  });

  it('is public, readable by any page (CORS), and kept by browsers and proxies for a few minutes', async () => {
    for (const url of [GEOJSON, CSV]) {
      const res = await t().request({ method: 'GET', url, headers: { origin: 'https://visor.example.org', authorization: 'Bearer basura' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['access-control-allow-origin'], url).toBe('*');
      expect(res.headers['cross-origin-resource-policy'], url).toBe('cross-origin');
      expect(res.headers['cache-control'], url).toBe('public, max-age=300');
      expect((await t().request({ method: 'HEAD', url })).statusCode, url).toBe(200);
    }
  });
});

describeEachEngine(
  'open data: the colonies (approximate public map)',
  (t) => {
    it("places each colony exactly where the public map places it for a visitor, a signed-in staff member's request included", async () => {
      const points = [
        [41.069123, -2.643911],
        [41.06874, -2.64391],
        [40.001249, -3.001251],
        [-33.44889, -70.66926],
      ];
      const ids = [];
      for (const [latitude, longitude] of points) ids.push((await createColonia(t().db, { latitude, longitude })).id);
      const visitor = json(await t().request({ method: 'GET', url: MAP }));
      const features = json(await t().request({ method: 'GET', url: GEOJSON, as: 'admin' })).features;
      for (const id of ids) {
        const shown = visitor.find((c: { id: number }) => c.id === id);
        const feature = features.find((f: { id: number }) => f.id === id);
        expect(feature.geometry.coordinates, String(id)).toEqual([shown.longitude, shown.latitude]);
      }
    });
  },
  { env: { PUBLIC_MAP_PRECISION: 'approximate' } },
);
