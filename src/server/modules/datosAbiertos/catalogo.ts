/**
 * The catalogue of the open data (catalogo.jsonld): a DCAT-AP-ES dcat:Catalog
 * in JSON-LD, the profile datos.gob.es harvests (NTI-RISP). Two datasets, each
 * the same data in every format it is offered in, as DCAT models it: the
 * colonies (GeoJSON and CSV) and the programme's yearly figures (CSV). Titles
 * and descriptions go in Spanish and in every other language the council
 * offers (IDIOMAS); the data itself is in Spanish. The licence is CC BY 4.0.
 * Its dates are the data's: issued, its first record; modified, its last
 * change (the DCAT-AP-ES conventions ask for the data's, not the metadata's).
 */
import type { Db } from '../../db/schema';
import type { Language } from '../../../domain/i18n/languages';
import { hoyEnEspana } from '../../../domain/cer';
import { fill, REPORT_TEXTS, type ReportTexts } from '../../reports/texts';
import { OPEN_DATA_FILES, type OpenDataFile } from './formatos';
import { openDataRepository, type OpenDataSource } from './repository';
import { firstYear } from './programa';
import { territorioDeProvincia } from './territorio';

export interface CatalogoParams {
  today: string;
  /** Each file's absolute address. */
  urls: Record<OpenDataFile, string>;
  /** The installation's public address (PUBLIC_URL). */
  homepage: string;
  /** The publishing municipality (its settings over the environment's: modules/ajustes/settings.ts). */
  municipio: { nombre: string; provincia: string; lat: number; lon: number; dir3: string | null };
  /** The languages the municipality offers: the catalogue's texts are written in each. */
  idiomas: readonly Language[];
}

const CONTEXT = {
  dcat: 'http://www.w3.org/ns/dcat#',
  dct: 'http://purl.org/dc/terms/',
  foaf: 'http://xmlns.com/foaf/0.1/',
  skos: 'http://www.w3.org/2004/02/skos/core#',
  gsp: 'http://www.opengis.net/ont/geosparql#',
  xsd: 'http://www.w3.org/2001/XMLSchema#',
};

const EU_LANGUAGE: Record<Language, string> = { es: 'SPA', ca: 'CAT', eu: 'EUS', gl: 'GLG', en: 'ENG' };

/** The controlled vocabularies DCAT-AP-ES asks for. */
const VOCABULARIO = {
  sectores: 'http://datos.gob.es/kos/sector-publico/sector',
  tema: 'http://datos.gob.es/kos/sector-publico/sector/medio-ambiente',
  licencia: 'http://publications.europa.eu/resource/authority/licence/CC_BY_4_0',
  idioma: (language: Language) => `http://publications.europa.eu/resource/authority/language/${EU_LANGUAGE[language]}`,
  organismo: (dir3: string) => `http://datos.gob.es/recurso/sector-publico/org/Organismo/${dir3}`,
  tipoDeArchivo: (fileType: string) => `http://publications.europa.eu/resource/authority/file-type/${fileType}`,
  tipoDeMedio: (mediaType: string) => `http://www.iana.org/assignments/media-types/${mediaType}`,
};

const DATASETS: readonly { id: OpenDataSource; files: readonly OpenDataFile[]; texts: (t: ReportTexts) => ReportTexts['datosAbiertos']['colonias'] }[] = [
  { id: 'colonias', files: ['colonias.geojson', 'colonias.csv'], texts: (t) => t.datosAbiertos.colonias },
  { id: 'programa', files: ['programa.csv'], texts: (t) => t.datosAbiertos.programa },
];

const iri = (id: string) => ({ '@id': id });
const date = (day: string) => ({ '@value': day, '@type': 'xsd:date' });

const earlier = (a: string, b: string) => (a < b ? a : b);
const later = (a: string, b: string) => (a < b ? b : a);

/** The day of a date, or of a UTC timestamp in Spain (as `today` is): a change at 23:30 UTC in winter is tomorrow's. */
function dayOf(moment: string): string {
  const time = moment.length > 10 ? Date.parse(moment) : Number.NaN;
  return Number.isNaN(time) ? moment.slice(0, 10) : hoyEnEspana(new Date(time));
}

export async function catalogo(db: Db, p: CatalogoParams): Promise<string> {
  const span = await openDataRepository(db).span();
  const municipio = p.municipio.nombre;
  // Spanish always, first (DCAT-AP-ES asks for it), then the others offered.
  const languages: Language[] = ['es', ...p.idiomas.filter((language) => language !== 'es')];
  const texts = (text: (t: ReportTexts) => string) => languages.map((language) => ({ '@language': language, '@value': fill(text(REPORT_TEXTS[language]), { municipio }) }));
  const catalogId = p.urls['catalogo.jsonld'];
  // Dates never after today (a record dated ahead by mistake), and a change never before the first record.
  const today = p.today;
  const issued = span.first === null ? null : earlier(dayOf(span.first), today);
  const modified = (source: OpenDataSource) => {
    const last = span.last[source];
    return issued === null || last === null ? null : earlier(later(dayOf(last), issued), today);
  };
  const dates = (last: string | null) => (issued === null || last === null ? {} : { 'dct:issued': date(issued), 'dct:modified': date(last) });

  const publisher = {
    '@id': p.municipio.dir3 ? VOCABULARIO.organismo(p.municipio.dir3) : `${catalogId}#ayuntamiento`,
    '@type': 'foaf:Organization',
    'foaf:name': texts((t) => t.ayuntamiento),
    ...(p.municipio.dir3 ? { 'dct:identifier': p.municipio.dir3 } : {}),
  };
  const provincia = territorioDeProvincia(p.municipio.provincia);
  const spatial = [
    ...(provincia ? [iri(provincia)] : []),
    {
      '@type': 'dct:Location',
      'skos:prefLabel': { '@language': 'es', '@value': municipio },
      'dcat:centroid': { '@value': `POINT(${p.municipio.lon} ${p.municipio.lat})`, '@type': 'gsp:wktLiteral' },
    },
  ];
  const start = firstYear(span.first, today);

  const datasets = DATASETS.map((dataset) => {
    const datasetId = `${catalogId}#${dataset.id}`;
    return {
      '@id': datasetId,
      '@type': 'dcat:Dataset',
      'dct:identifier': datasetId,
      'dct:title': texts((t) => dataset.texts(t).titulo),
      'dct:description': texts((t) => dataset.texts(t).descripcion),
      'dcat:keyword': languages.flatMap((language) => dataset.texts(REPORT_TEXTS[language]).palabrasClave.map((word) => ({ '@language': language, '@value': word }))),
      'dct:publisher': iri(publisher['@id']),
      'dcat:theme': iri(VOCABULARIO.tema),
      'dct:language': iri(VOCABULARIO.idioma('es')),
      'dct:license': iri(VOCABULARIO.licencia),
      'dct:spatial': spatial,
      ...dates(modified(dataset.id)),
      ...(dataset.id === 'programa' && start !== null
        ? { 'dct:temporal': { '@type': 'dct:PeriodOfTime', 'dcat:startDate': date(`${start}-01-01`), 'dcat:endDate': date(today) } }
        : {}),
      'dcat:distribution': dataset.files.map((file) => {
        const format = OPEN_DATA_FILES[file];
        return {
          '@id': `${catalogId}#${file.replace('.', '-')}`,
          '@type': 'dcat:Distribution',
          'dct:title': texts((t) => `${dataset.texts(t).titulo} (${format.label})`),
          'dcat:accessURL': iri(p.urls[file]),
          'dcat:downloadURL': iri(p.urls[file]),
          'dcat:mediaType': iri(VOCABULARIO.tipoDeMedio(format.mediaType)),
          'dct:format': iri(VOCABULARIO.tipoDeArchivo(format.fileType)),
          'dct:license': iri(VOCABULARIO.licencia),
        };
      }),
    };
  });

  const lastOfAll = DATASETS.map((dataset) => modified(dataset.id)).reduce<string | null>((last, day) => (day === null ? last : last === null ? day : later(last, day)), null);
  return JSON.stringify(
    {
      '@context': CONTEXT,
      '@id': catalogId,
      '@type': 'dcat:Catalog',
      'dct:title': texts((t) => t.datosAbiertos.catalogo.titulo),
      'dct:description': texts((t) => t.datosAbiertos.catalogo.descripcion),
      'dct:publisher': publisher,
      'foaf:homepage': iri(p.homepage),
      'dcat:themeTaxonomy': iri(VOCABULARIO.sectores),
      'dct:language': languages.map((language) => iri(VOCABULARIO.idioma(language))),
      'dct:license': iri(VOCABULARIO.licencia),
      'dct:spatial': spatial,
      ...dates(lastOfAll),
      'dcat:dataset': datasets,
    },
    null,
    2,
  );
}
