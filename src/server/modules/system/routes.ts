/** Health and public settings (the settings are a municipality's public pages too: modules/municipioPublico). */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ping } from '../../db/index';
import { HttpError, MESSAGES } from '../../lib/errors';
import { MAP } from '../../../domain/constants';
import { PRODUCTO_POR_DEFECTO, municipioNombre } from '../../../domain/ajustes';
import { ajustesRepository } from '../ajustes/repository';
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
  const ajustes = ajustesRepository(database.db);

  app.get(
    '/settings',
    { config: { access: 'public' }, schema: { tags: ['sistema'] } },
    async (request, reply) => {
      // What the administrator saved wins over the environment; the suggested language
      // follows the browser's Accept-Language.
      reply.header('Vary', 'Accept-Language');
      const saved = await ajustes.get();
      return {
      municipio_nombre: municipioNombre(saved, config.municipio.nombre),
      provincia: config.municipio.provincia,
      municipio_lat: config.municipio.lat,
      municipio_lon: config.municipio.lon,
      radio_km: config.municipio.radioKm,
      map_zoom: MAP.initialZoom,
      tile_url: config.tileUrl,
      tile_attribution: config.tileAttribution,
      contact_email: saved.contacto_email ?? config.contactEmail,
      producto_nombre: saved.producto_nombre ?? PRODUCTO_POR_DEFECTO,
      escudo_url: saved.escudo ? `${publicApiBase(request)}/settings/escudo?v=${encodeURIComponent(saved.escudo)}` : null,
      aviso_demo: config.avisoDemo,
      idiomas: config.idiomas.offered,
      idioma_por_defecto: config.idiomas.fallback,
      idioma_sugerido: pickLanguage(request.headers['accept-language'], config.idiomas.offered) ?? config.idiomas.fallback,
      geocodificacion: config.geocoder !== null,
      };
    },
  );
};

export default systemRoutes;
