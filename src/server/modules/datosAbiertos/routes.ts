/**
 * The open data (datos abiertos) a council publishes in its open-data portal:
 * the colonies as GeoJSON and CSV, the programme's yearly figures as CSV and
 * the DCAT-AP-ES catalogue that describes them, public and read-only. Every
 * visitor gets the same answer: each file is built once in a report worker
 * (counted in REPORTS_MAX_CONCURRENT, so above the cap it answers 503 with
 * Retry-After) and remembered until the next write to the data, so a burst of
 * visitors costs one build per change. Any page may read them (CORS `*`):
 * they are the same for everyone and carry no personal data.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { hoyEnEspana } from '../../../domain/cer';
import { whileHoldingSlot } from '../../reports/buildSlots';
import { embeddableAcrossOrigins } from '../../plugins/crossOrigin';
import { createVersionedCache } from '../../lib/versionedCache';
import { OPEN_DATA_FILES, OPEN_DATA_FILE_NAMES, type OpenDataFile } from './formatos';
import type { OpenDataParams } from './files';
import { municipioSettings } from '../ajustes/settings';
import { publicSiteOf } from '../../lib/publicBase';

/** How long a browser or a proxy may keep a file: a change shows within five minutes. */
export const OPEN_DATA_MAX_AGE_SECONDS = 300;

/** The most bytes of files one process keeps (the newest file is kept whatever its size). */
const OPEN_DATA_CACHE_BYTES = 32 * 1024 * 1024;

const SUMMARIES: Record<OpenDataFile, string> = {
  'colonias.geojson': 'Datos abiertos: colonias felinas en GeoJSON (ubicación aproximada, sin datos personales)',
  'colonias.csv': 'Datos abiertos: colonias felinas en CSV (ubicación aproximada, sin datos personales)',
  'programa.csv': 'Datos abiertos: cifras anuales del programa CER en CSV',
  'catalogo.jsonld': 'Datos abiertos: catálogo DCAT-AP-ES de los ficheros en JSON-LD',
};

/** A route's path with its parameters filled in: the folder the files are served at, whatever prefix they were given. */
function folderOf(request: FastifyRequest): string {
  const params = request.params as Record<string, string>;
  const path = (request.routeOptions.url ?? '').replace(/:(\w+)/g, (_whole, name: string) => encodeURIComponent(params[name] ?? ''));
  return path.slice(0, path.lastIndexOf('/'));
}

/** The four routes under `prefix` (e.g. '/datos-abiertos'), registered inside the /api prefix as every module. */
export function openDataRoutes(prefix: string): FastifyPluginAsyncTypebox {
  return async (app) => {
    const { config, database } = app.gatera;
    // Each file of each folder, for today, kept as its bytes until the next write: the colonies' GeoJSON of a town of
    // 30,000 colonies is some 6 MB (bench/openData.ts), so the bytes kept are bounded too.
    const cache = createVersionedCache(database.dataVersion, { maxEntries: 4 * OPEN_DATA_FILE_NAMES.length, maxBytes: OPEN_DATA_CACHE_BYTES, weigh: (body) => (body as Buffer).byteLength });

    const settings = municipioSettings(database.db, config);

    /** What the worker needs to write `file`: the publishing municipality's name, centre, languages and CER target. */
    async function params(request: FastifyRequest, site: string, file: OpenDataFile, today: string): Promise<OpenDataParams> {
      const folder = `${site}${folderOf(request)}`;
      const own = await settings.current();
      const { nombre, provincia, lat, lon, dir3 } = own.municipio;
      return {
        file,
        today,
        objetivo: own.cerObjetivo,
        catalogo: {
          urls: Object.fromEntries(OPEN_DATA_FILE_NAMES.map((name) => [name, `${folder}/${name}`])) as Record<OpenDataFile, string>,
          homepage: site,
          municipio: { nombre, provincia, lat, lon, dir3 },
          idiomas: own.idiomas.offered,
        },
      };
    }

    for (const file of OPEN_DATA_FILE_NAMES) {
      const { contentType } = OPEN_DATA_FILES[file];
      app.get(
        `${prefix}/${file}`,
        { config: { access: 'public' }, schema: { tags: ['datos-abiertos'], summary: SUMMARIES[file], produces: [contentType] } },
        async (request, reply) => {
          // The current year's figures end today: a new day is a new answer.
          const today = hoyEnEspana();
          // By the site too: the first municipality's catalogue names its own host's addresses there and PUBLIC_URL's elsewhere.
          const site = publicSiteOf(request, config.publicUrl);
          const body = await cache.get(`${site}${folderOf(request)}/${file}@${today}`, async () => {
            const asked = await params(request, site, file, today);
            const text = await whileHoldingSlot(app.gatera.reportSlots, () => app.gatera.reportWorkers.value('datosAbiertos', asked));
            return Buffer.from(text, 'utf8');
          });
          embeddableAcrossOrigins(reply, 'cross-origin');
          return reply
            .type(contentType)
            .header('Cache-Control', `public, max-age=${OPEN_DATA_MAX_AGE_SECONDS}`)
            .header('Access-Control-Allow-Origin', '*')
            .send(body);
        },
      );
    }
  };
}
