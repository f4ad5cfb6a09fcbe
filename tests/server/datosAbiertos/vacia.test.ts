/** An installation without any data answers each open-data file valid and empty, never an error. */
import { expect, it } from 'vitest';
import { describeEachEngine, json } from '../helper';
import { checkJsonLd } from './jsonld';

describeEachEngine('open data: an empty installation', (t) => {
  it('answers an empty FeatureCollection, CSV files of their header alone and a catalogue of its two datasets', async () => {
    const get = (file: string) => t().request({ method: 'GET', url: `/api/datos-abiertos/${file}` });

    const geo = await get('colonias.geojson');
    expect(geo.statusCode).toBe(200);
    expect(json(geo)).toEqual({ type: 'FeatureCollection', features: [] });

    const colonias = await get('colonias.csv');
    expect(colonias.statusCode).toBe(200);
    expect(colonias.body).toBe('\uFEFFid;nombre;estado;numero_gatos;esterilizados;cobertura;latitud;longitud\r\n');

    const programa = await get('programa.csv');
    expect(programa.statusCode).toBe(200);
    expect(programa.body).toBe(
      '\uFEFFanio;fecha_corte;colonias;poblacion_estimada;gatos_registrados;gatos_esterilizados;cobertura;esterilizaciones;altas;bajas;adopciones;quejas_recibidas;quejas_resueltas\r\n',
    );

    const catalogo = await get('catalogo.jsonld');
    expect(catalogo.statusCode).toBe(200);
    const doc = json(catalogo);
    checkJsonLd(doc);
    expect(doc['dcat:dataset']).toHaveLength(2);
    // No record, so no date of one: nothing is made up.
    expect(doc['dct:issued']).toBeUndefined();
    expect(doc['dct:modified']).toBeUndefined();
  });
});
