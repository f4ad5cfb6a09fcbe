/**
 * Each municipality's public pages at its own path: every public route that
 * shows a municipality's data (the map and chart of its colonies, its adoption
 * gallery and requests, its complaint tracking, its sightings (report and tracking), its public settings and coat
 * of arms, its open data) is served under /api/m/<slug>/ as well, for the
 * municipality of that slug. The plain paths stay the first municipality's,
 * so an installation of one municipality answers as it always did. An unknown
 * or inactive slug is a 404.
 *
 * The routes are the same plugins registered a second time, so a new public
 * route of one of them is served at both paths; remembered answers are kept
 * per municipality (lib/versionedCache.ts), so one's never reaches another.
 * Their plain paths answer by host name too (tenancy/hosts.ts): a municipality
 * with its own host name gets them there.
 */
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { workFor } from '../../tenancy/scope';
import { addHostRoute } from '../../tenancy/hosts';
import { createVersionedCache } from '../../lib/versionedCache';
import { MESSAGES, notFound } from '../../lib/errors';
import coloniasPublicRoutes from '../colonias/publicRoutes';
import adopcionesPublicRoutes from '../adopciones/publicRoutes';
import seguimientoRoutes from '../quejas/seguimientoRoutes';
import avistamientosPublicRoutes from '../avistamientos/publicRoutes';
import { settingsRoutes } from '../system/routes';
import { escudoRoutes } from '../ajustes/routes';
import { openDataRoutes } from '../datosAbiertos/routes';

/** Where a municipality's public API lives, inside /api. */
export const MUNICIPIO_PATH = '/m/:slug';

/** The public routes a municipality has at its own path. */
const MUNICIPIO_PUBLIC_ROUTES: FastifyPluginAsync[] = [
  coloniasPublicRoutes,
  adopcionesPublicRoutes,
  seguimientoRoutes,
  avistamientosPublicRoutes,
  settingsRoutes,
  escudoRoutes,
  openDataRoutes('/datos-abiertos'),
] as FastifyPluginAsync[];

const municipioPublicoRoutes: FastifyPluginAsync = async (app) => {
  const { database } = app.gatera;
  // Every visitor's request names its slug: remember each municipality's id until the next write.
  const slugs = createVersionedCache(database.dataVersion, 1000);
  app.addHook('onRoute', (route) => addHostRoute(app, `/api${MUNICIPIO_PATH}`, route.url));

  app.addHook('onRequest', async (request) => {
    const slug = String((request.params as { slug?: string }).slug ?? '').toLowerCase();
    const municipio = await slugs.get(`slug:${slug}`, async () => {
      const row = await database.db.selectFrom('municipios').select('id').where('slug', '=', slug).where('activo', '=', 1).executeTakeFirst();
      return row?.id ?? null;
    });
    if (municipio === null) throw notFound(MESSAGES.municipioNotFound);
    request.pathMunicipio = municipio;
    workFor(municipio);
  });

  for (const routes of MUNICIPIO_PUBLIC_ROUTES) await app.register(routes);
};

/** Registered inside /api as every module. */
export default async function municipioPublico(app: FastifyInstance): Promise<void> {
  await app.register(municipioPublicoRoutes, { prefix: MUNICIPIO_PATH });
}
