/** The open-data files by name: how each is sent, and its format as the catalogue declares it. */

export const OPEN_DATA_FILES = {
  'colonias.geojson': { contentType: 'application/geo+json', mediaType: 'application/geo+json', fileType: 'GEOJSON', label: 'GeoJSON' },
  'colonias.csv': { contentType: 'text/csv; charset=utf-8', mediaType: 'text/csv', fileType: 'CSV', label: 'CSV' },
  'programa.csv': { contentType: 'text/csv; charset=utf-8', mediaType: 'text/csv', fileType: 'CSV', label: 'CSV' },
  'catalogo.jsonld': { contentType: 'application/ld+json', mediaType: 'application/ld+json', fileType: 'JSON_LD', label: 'JSON-LD' },
} as const;

export type OpenDataFile = keyof typeof OPEN_DATA_FILES;

export const OPEN_DATA_FILE_NAMES = Object.keys(OPEN_DATA_FILES) as OpenDataFile[];
