/** Health and public settings (the settings are a municipality's public pages too: modules/municipioPublico). */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ping } from '../../db/index';
import { HttpError, MESSAGES } from '../../lib/errors';
import { MAP } from '../../../domain/constants';
import { municipioSettings } from '../ajustes/settings';
import { pickLanguage } from '../../../domain/i18n/languages';
import { publicApiBase } from '../../lib/publicBase';

const systemRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { database } = app.gatera;

  app.get(
    '/health',
    {
      config: { access: 'public' },
      schema: {
        tags: ['sistema'],
        response: { 200: Type.Object({ status: Type.Literal('ok'), db: Type.Union([Type.Literal('sqlite'), Type.Literal('postgres')]) }) },
      },
    },
    async () => {
      try {
        await ping(database.db);
      } catch {
        throw new HttpError(503, MESSAGES.databaseUnavailable);
      }
      return { status: 'ok' as const, db: database.engine };
    },
  );

  await app.register(settingsRoutes);
};

export const settingsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { config, database } = app.gatera;
  const settings = municipioSettings(database.db, config);

  app.get(
    '/settings',
    { config: { access: 'public' }, schema: { tags: ['sistema'] } },
    async (request, reply) => {
      // The municipality's settings (what it saved over the environment's); the suggested language
      // follows the browser's Accept-Language.
      reply.header('Vary', 'Accept-Language');
      const own = await settings.current();
      return {
      municipio_nombre: own.municipio.nombre,
      provincia: own.municipio.provincia,
      municipio_lat: own.municipio.lat,
      municipio_lon: own.municipio.lon,
      radio_km: own.municipio.radioKm,
      map_zoom: MAP.initialZoom,
      tile_url: config.tileUrl,
      tile_attribution: config.tileAttribution,
      contact_email: own.contactEmail,
      producto_nombre: own.productoNombre,
      escudo_url: own.escudo ? `${publicApiBase(request)}/settings/escudo?v=${encodeURIComponent(own.escudo)}` : null,
      aviso_demo: config.avisoDemo,
      idiomas: own.idiomas.offered,
      idioma_por_defecto: own.idiomas.fallback,
      idioma_sugerido: pickLanguage(request.headers['accept-language'], own.idiomas.offered) ?? own.idiomas.fallback,
      geocodificacion: config.geocoder !== null,
      };
    },
  );
};

export default systemRoutes;
