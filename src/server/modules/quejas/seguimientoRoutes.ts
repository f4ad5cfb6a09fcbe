/**
 * GET /api/quejas/seguimiento/{codigo}: the public tracking of a complaint by
 * its code, without signing in. It answers only what the filer may show
 * anyone (status, dates, the colony's name and the council's public answer):
 * never the description, the internal solution, names, e-mails or files.
 * Rate-limited like login, so codes cannot be found by trying.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { CODE_PREFIX, normalizeCode } from '../../../domain/seguimiento';
import { SEGUIMIENTO_MESSAGES } from './seguimientoMessages';
import { notFound } from '../../lib/errors';
import { addressLimitHook } from '../../lib/rateLimits';
import { Seguimiento } from '../../../domain/schemas/queja';
import { quejasRepository } from './repository';

const seguimientoRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { database, config, rateLimiter } = app.gatera;
  const quejas = quejasRepository(database.db);

  app.get(
    '/quejas/seguimiento/:codigo',
    {
      config: { access: 'public' },
      // No enumeration by brute force: limited per address like login, counted in the database.
      preHandler: addressLimitHook(rateLimiter, 'seguimiento', config.rateLimit),
      schema: {
        tags: ['quejas'],
        summary: 'Seguimiento público de una queja por su código',
        params: Type.Object({ codigo: Type.String({ minLength: 1, maxLength: 40 }) }),
        response: { 200: Seguimiento },
      },
    },
    async (request) => {
      const codigo = normalizeCode(request.params.codigo, CODE_PREFIX.queja);
      const row = codigo ? await quejas.findByCodigo(codigo) : undefined;
      if (!row || !row.codigo_seguimiento) throw notFound(SEGUIMIENTO_MESSAGES.notFound);
      return {
        codigo_seguimiento: row.codigo_seguimiento,
        estatus: row.estatus,
        fecha_registro: row.fecha,
        fecha_ultimo_cambio: row.actualizada_at ?? row.fecha,
        colonia_nombre: row.colonia_nombre,
        respuesta_publica: row.respuesta_publica,
      };
    },
  );
};

export default seguimientoRoutes;
