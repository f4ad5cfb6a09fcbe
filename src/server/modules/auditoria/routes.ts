/** The audit log, for administrators: who did what to which record, and when. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { PageQuery, pageOf, sendPage } from '../../lib/pagination';
import { auditRepository } from './repository';

const AuditQuery = Type.Intersect([
  PageQuery,
  Type.Object({
    usuario_id: Type.Optional(Type.Integer({ minimum: 1 })),
    entidad: Type.Optional(Type.String({ maxLength: 50 })),
    accion: Type.Optional(Type.String({ maxLength: 50 })),
    desde: Type.Optional(Type.String({ format: 'date' })),
    hasta: Type.Optional(Type.String({ format: 'date' })),
  }),
]);

const auditoriaRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const audit = auditRepository(app.gatera.database.db);

  app.get(
    '/auditoria/',
    { config: { access: 'auditoria.leer' }, schema: { tags: ['auditoría'], security: [{ bearer: [] }], querystring: AuditQuery } },
    async (request, reply) => {
      const { skip, limit } = pageOf(request.query, 50);
      const { usuario_id, entidad, accion, desde, hasta } = request.query;
      const { items, total } = await audit.list({ usuario_id, entidad, accion, desde, hasta }, skip, limit);
      return sendPage(reply, items, total, skip);
    },
  );
};

export default auditoriaRoutes;
