/**
 * The public map and chart data. With PUBLIC_MAP_PRECISION=approximate an
 * anonymous visitor (or a citizen) gets each colony about 250 m off its spot
 * and no street address, because published colony locations invite harm to the
 * cats; a valid staff token still gets the exact data.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { can } from '../../../domain/roles';
import { approximate } from '../../lib/coordinates';
import { createVersionedCache } from '../../lib/versionedCache';
import { coloniasRepository } from './repository';
import { ChartRecord, MapaColonia } from './schemas';

const publicRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { database, config } = app.gatera;
  const colonias = coloniasRepository(database.db);
  // Every visitor asks for the same whole-table answers: remember them until the next write.
  const cache = createVersionedCache(database.dataVersion, 8);
  const points = () => cache.get('mapa', () => colonias.mapPoints());

  /**
   * Sends an answer serialized once by the route's own response schema and kept as UTF-8 bytes
   * until the next write: with 2,000 colonies, serializing was most of what each request cost.
   */
  async function sendRemembered(reply: FastifyReply, key: string, load: () => Promise<unknown>) {
    const body = await cache.get(key, async () => Buffer.from(String(reply.serialize(await load())), 'utf8'));
    return reply.type('application/json; charset=utf-8').send(body);
  }

  /** A staff member's valid token; anything else (none, invalid, expired, a citizen) is a visitor. */
  async function seesExact(request: FastifyRequest): Promise<boolean> {
    const user = await app.visitorOrUser(request);
    return user !== null && can(user.role, 'colonias.mapaExacto');
  }

  app.get(
    '/colonias/colonias/mapa/colonias',
    { config: { access: 'public' }, schema: { tags: ['colonias'], response: { 200: Type.Array(MapaColonia) } } },
    async (request, reply) => {
      if (config.publicMapPrecision === 'exact') return sendRemembered(reply, 'mapa-exacto', points);
      reply.header('Vary', 'Authorization');
      if (await seesExact(request)) return sendRemembered(reply, 'mapa-exacto', points);
      return sendRemembered(reply, 'mapa-aproximado', async () =>
        (await points()).map((p) => ({ id: p.id, nombre: p.nombre, ubicacion: null, latitude: approximate(p.latitude), longitude: approximate(p.longitude) })),
      );
    },
  );

  app.get(
    '/informes/informes/datos/colonias',
    { config: { access: 'public' }, schema: { tags: ['informes'], response: { 200: Type.Array(ChartRecord) } } },
    async (_request, reply) => sendRemembered(reply, 'grafico', () => colonias.chart()),
  );
};

export default publicRoutes;
