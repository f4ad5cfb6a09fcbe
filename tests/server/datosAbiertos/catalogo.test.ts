/**
 * The open-data catalogue (DCAT-AP-ES in JSON-LD): the council as publisher
 * under the name its settings give, two datasets whose three distributions
 * are downloaded at absolute addresses on PUBLIC_URL that answer, CC BY 4.0,
 * the place, the languages, and the dates of the data it describes.
 */
import { describe, expect, it } from 'vitest';
import { describeEachEngine, json, type TestApp } from '../helper';
import { createColonia, createGato } from '../fixtures';
import { hoyEnEspana } from '../../../src/domain/cer';
import { loadConfig } from '../../../src/server/config';
import { territorioDeProvincia } from '../../../src/server/modules/datosAbiertos/territorio';
import { byLanguage, checkJsonLd, iris } from './jsonld';

const URL = '/api/datos-abiertos/catalogo.jsonld';
const BASE = 'http://gatera.test/api/datos-abiertos';
const CC_BY = 'http://publications.europa.eu/resource/authority/licence/CC_BY_4_0';
const language = (code: string) => `http://publications.europa.eu/resource/authority/language/${code}`;
const at = (date: string) => `${date}T10:00:00.000Z`;

async function catalogue(t: TestApp) {
  const res = await t.request({ method: 'GET', url: URL });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('application/ld+json');
  const doc = json(res);
  const nodes = checkJsonLd(doc);
  return { doc, nodes, datasets: doc['dcat:dataset'] as Record<string, unknown>[] };
}

describe('the territory of the catalogue', () => {
  it("places a province's data in the province datos.gob.es names, whatever language MUNICIPIO_PROVINCIA is written in", () => {
    const territorio = 'http://datos.gob.es/recurso/sector-publico/territorio';
    expect(territorioDeProvincia('Guadalajara')).toBe(`${territorio}/Provincia/Guadalajara`);
    expect(territorioDeProvincia('Bizkaia')).toBe(`${territorio}/Provincia/Vizcaya`);
    expect(territorioDeProvincia('A Coruña')).toBe(`${territorio}/Provincia/A-Coruna`);
    expect(territorioDeProvincia('Alicante/Alacant')).toBe(`${territorio}/Provincia/Alicante`);
    expect(territorioDeProvincia('  castelló ')).toBe(`${territorio}/Provincia/Castellon`);
    expect(territorioDeProvincia('Santa Cruz de Tenerife')).toBe(`${territorio}/Provincia/Santa-Cruz-Tenerife`);
    // A community of one province is named as the community.
    expect(territorioDeProvincia('Madrid')).toBe(`${territorio}/Autonomia/Comunidad-Madrid`);
    expect(territorioDeProvincia('Asturias')).toBe(`${territorio}/Autonomia/Principado-Asturias`);
    expect(territorioDeProvincia('Atlántida')).toBeNull();
  });

  it('takes a DIR3 code for MUNICIPIO_DIR3, in capitals, and refuses anything else at start', () => {
    expect(loadConfig({ MUNICIPIO_DIR3: ' l01191357 ' }).municipio.dir3).toBe('L01191357');
    expect(loadConfig({}).municipio.dir3).toBeNull();
    expect(() => loadConfig({ MUNICIPIO_DIR3: 'Ayto-Sigüenza' })).toThrow(/MUNICIPIO_DIR3 debe ser el código DIR3/);
  });
});

describeEachEngine('open data: the catalogue', (t) => {
  it('describes the colonies and the programme as two datasets whose three distributions download at absolute addresses that answer', async () => {
    const colonia = await createColonia(t().db, { nombre: 'Colonia del catálogo' });
    await createGato(t().db, colonia.id, { fecha_esterilizacion: '2025-03-01' });
    const { doc, nodes, datasets } = await catalogue(t());
    expect(doc['@id']).toBe(`${BASE}/catalogo.jsonld`);
    expect(doc['@type']).toBe('dcat:Catalog');
    expect(iris(doc['foaf:homepage'])).toEqual(['http://gatera.test']);
    expect(iris(doc['dct:license'])).toEqual([CC_BY]);
    expect(iris(doc['dcat:themeTaxonomy'])).toEqual(['http://datos.gob.es/kos/sector-publico/sector']);
    expect(byLanguage(doc['dct:title']).es).toBe('Datos abiertos de las colonias felinas de Sigüenza');
    expect(Object.keys(byLanguage(doc['dct:description']))).toEqual(['es', 'ca', 'eu', 'gl', 'en']);
    expect(iris(doc['dct:language'])).toEqual(['SPA', 'CAT', 'EUS', 'GLG', 'ENG'].map(language));
    // The town is in Guadalajara (MUNICIPIO_PROVINCIA by default), at the map's centre.
    expect(doc['dct:spatial']).toEqual([
      { '@id': 'http://datos.gob.es/recurso/sector-publico/territorio/Provincia/Guadalajara' },
      {
        '@type': 'dct:Location',
        'skos:prefLabel': { '@language': 'es', '@value': 'Sigüenza' },
        'dcat:centroid': { '@value': 'POINT(-2.6427 41.0686)', '@type': 'gsp:wktLiteral' },
      },
    ]);

    expect(datasets.map((d) => d['@id'])).toEqual([`${BASE}/catalogo.jsonld#colonias`, `${BASE}/catalogo.jsonld#programa`]);
    expect(datasets.map((d) => byLanguage(d['dct:title'] as never).es)).toEqual(['Colonias felinas de Sigüenza', 'Programa CER de Sigüenza: cifras anuales']);
    const downloads: [string, string, string][] = [];
    for (const dataset of datasets) {
      expect(dataset['@type']).toBe('dcat:Dataset');
      expect(iris(dataset['dct:publisher'] as never)).toEqual([(doc['dct:publisher'] as { '@id': string })['@id']]);
      expect(iris(dataset['dcat:theme'] as never)).toEqual(['http://datos.gob.es/kos/sector-publico/sector/medio-ambiente']);
      expect(iris(dataset['dct:license'] as never)).toEqual([CC_BY]);
      expect(iris(dataset['dct:language'] as never)).toEqual([language('SPA')]);
      for (const distribution of dataset['dcat:distribution'] as Record<string, never>[]) {
        expect(distribution['@type']).toBe('dcat:Distribution');
        const [url] = iris(distribution['dcat:downloadURL']);
        expect(iris(distribution['dcat:accessURL'])).toEqual([url]);
        const [mediaType] = iris(distribution['dcat:mediaType']);
        const [format] = iris(distribution['dct:format']);
        downloads.push([url, mediaType, format]);
      }
    }
    const iana = 'http://www.iana.org/assignments/media-types';
    const fileType = 'http://publications.europa.eu/resource/authority/file-type';
    expect(downloads).toEqual([
      [`${BASE}/colonias.geojson`, `${iana}/application/geo+json`, `${fileType}/GEOJSON`],
      [`${BASE}/colonias.csv`, `${iana}/text/csv`, `${fileType}/CSV`],
      [`${BASE}/programa.csv`, `${iana}/text/csv`, `${fileType}/CSV`],
    ]);
    for (const [url, mediaType] of downloads) {
      const res = await t().request({ method: 'GET', url: url.replace('http://gatera.test', '') });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(new RegExp(`^${mediaType.slice(iana.length + 1).replace('+', '\\+')}`));
    }
    // The nodes it describes: itself, the council, the datasets and their distributions, each under its own IRI.
    const id = (fragment: string) => `${BASE}/catalogo.jsonld${fragment}`;
    expect([...nodes.keys()].sort()).toEqual(
      [id(''), id('#ayuntamiento'), id('#colonias'), id('#programa'), id('#colonias-geojson'), id('#colonias-csv'), id('#programa-csv')].sort(),
    );
  });

  it('names the council as the settings do, once the administrator changes its name', async () => {
    const saved = await t().request({ method: 'PUT', url: '/api/ajustes', as: 'admin', payload: { municipio_nombre: 'Villanueva de los Gatos' } });
    expect(saved.statusCode).toBe(200);
    expect(json(await t().request({ method: 'GET', url: '/api/settings' })).municipio_nombre).toBe('Villanueva de los Gatos');
    const { doc, datasets } = await catalogue(t());
    expect(byLanguage((doc['dct:publisher'] as Record<string, never>)['foaf:name'])).toEqual({
      es: 'Ayuntamiento de Villanueva de los Gatos',
      ca: 'Ajuntament de Villanueva de los Gatos',
      eu: 'Villanueva de los Gatosko Udala',
      gl: 'Concello de Villanueva de los Gatos',
      en: 'Villanueva de los Gatos Town Council',
    });
    expect(byLanguage(datasets[0]['dct:title'] as never).es).toBe('Colonias felinas de Villanueva de los Gatos');
  });
});

describeEachEngine('open data: the dates of the catalogue', (t) => {
  it('is issued with the first record and modified with the last change to the data each dataset describes, audited changes included', async () => {
    const today = hoyEnEspana();
    const db = t().db;
    const colonia = await createColonia(db, { nombre: 'Colonia con fechas' });
    await db.updateTable('colonias').set({ created_at: at('2023-02-01') }).where('id', '=', colonia.id).execute();
    await createGato(db, colonia.id, { created_at: at('2023-03-01'), updated_at: at('2024-05-10') });
    await db.insertInto('censos').values({ colonia_id: colonia.id, fecha: '2024-06-01', gatos_vistos: 4, crias: 0, marcados_vistos: 0, observaciones: null, usuario_id: null, created_at: at('2024-06-01'), updated_at: at('2024-06-01') }).execute();
    await db.insertInto('quejas').values({ fecha: at('2024-09-09'), descripcion: 'Ruido', colonia_id: colonia.id, estatus: 'resuelta', resuelta_at: at('2025-01-20') }).execute();

    const dated = (node: Record<string, unknown>) => [(node['dct:issued'] as { '@value': string })['@value'], (node['dct:modified'] as { '@value': string })['@value']];
    let { doc, datasets } = await catalogue(t());
    expect((doc['dct:issued'] as { '@type': string })['@type']).toBe('xsd:date');
    expect(dated(doc)).toEqual(['2023-02-01', '2025-01-20']);
    expect(dated(datasets[0])).toEqual(['2023-02-01', '2024-06-01']);
    expect(dated(datasets[1])).toEqual(['2023-02-01', '2025-01-20']);
    expect(datasets[1]['dct:temporal']).toEqual({
      '@type': 'dct:PeriodOfTime',
      'dcat:startDate': { '@value': '2023-01-01', '@type': 'xsd:date' },
      'dcat:endDate': { '@value': today, '@type': 'xsd:date' },
    });

    // Making a backup changes no data; restoring one changes it all, and only the audit log dates it.
    const audit = (day: string, accion: string) => ({ at: at(day), usuario_id: null, username: null, accion, entidad: 'backup', entidad_id: null, detalle: null });
    await db.insertInto('audit_log').values(audit('2025-02-02', 'backup')).execute();
    ({ doc, datasets } = await catalogue(t()));
    expect(dated(datasets[0])).toEqual(['2023-02-01', '2024-06-01']);
    await db.insertInto('audit_log').values(audit('2025-03-03', 'restaurar')).execute();
    ({ doc, datasets } = await catalogue(t()));
    expect(dated(datasets[0])).toEqual(['2023-02-01', '2025-03-03']);
    expect(dated(datasets[1])).toEqual(['2023-02-01', '2025-03-03']);

    // Deleting the census leaves no timestamp in the data, but it is a change: the audit log dates it today.
    const [censo] = json(await t().request({ method: 'GET', url: `/api/colonias/colonias/${colonia.id}/censos`, as: 'responsable' }));
    expect((await t().request({ method: 'DELETE', url: `/api/colonias/colonias/${colonia.id}/censos/${censo.id}`, as: 'responsable' })).statusCode).toBe(200);
    ({ doc, datasets } = await catalogue(t()));
    expect(dated(datasets[0])).toEqual(['2023-02-01', today]);
    expect(dated(doc)).toEqual(['2023-02-01', today]);
  });
});

describeEachEngine(
  'open data: the catalogue of a council registered in datos.gob.es',
  (t) => {
    it('names the publisher by its DIR3 code, places the data in its province and writes the languages the council offers', async () => {
      const { doc, datasets } = await catalogue(t());
      const publisher = doc['dct:publisher'] as Record<string, never>;
      expect(publisher['@id']).toBe('http://datos.gob.es/recurso/sector-publico/org/Organismo/L01480209');
      expect(publisher['@type']).toBe('foaf:Organization');
      expect(publisher['dct:identifier']).toBe('L01480209');
      expect(iris(datasets[0]['dct:publisher'] as never)).toEqual([publisher['@id']]);
      expect(iris((doc['dct:spatial'] as never[])[0])).toEqual(['http://datos.gob.es/recurso/sector-publico/territorio/Provincia/Vizcaya']);
      // Spanish always, then the languages offered.
      expect(byLanguage(doc['dct:title'])).toEqual({ es: 'Datos abiertos de las colonias felinas de Sigüenza', eu: 'Sigüenzako katu-kolonien datu irekiak' });
      expect(iris(doc['dct:language'])).toEqual([language('SPA'), language('EUS')]);
      // An installation without data: a catalogue of its datasets still, without dates it does not have.
      expect(doc['dct:issued']).toBeUndefined();
      expect(datasets[1]['dct:temporal']).toBeUndefined();
    });
  },
  { env: { MUNICIPIO_DIR3: 'L01480209', MUNICIPIO_PROVINCIA: 'Bizkaia', IDIOMAS: 'eu', IDIOMA_POR_DEFECTO: 'eu' } },
);
