/** The audit log, for administrators: who did what to which record, and when. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { PageQuery, pageOf, sendPage } from '../../lib/pagination';
import { IdParams } from '../../lib/schemas';
import { notFound } from '../../lib/errors';
import { sortOf, sortQuery } from '../../lib/sorting';
import { SERVER_KEYS } from '../../i18n/keys';
import { AUDIT_SORTS, auditRepository } from './repository';

const AuditQuery = Type.Intersect([
  PageQuery,
  Type.Object({
    usuario_id: Type.Optional(Type.Integer({ minimum: 1 })),
    entidad: Type.Optional(Type.String({ maxLength: 50 })),
    accion: Type.Optional(Type.String({ maxLength: 50 })),
    desde: Type.Optional(Type.String({ format: 'date' })),
    hasta: Type.Optional(Type.String({ format: 'date' })),
    ...sortQuery(AUDIT_SORTS),
  }),
]);

const auditoriaRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const audit = auditRepository(app.gatera.database.db);
  const config = { access: 'auditoria.leer' } as const;
  const secured = { tags: ['auditoría'], security: [{ bearer: [] }] };

  app.get('/auditoria/', { config, schema: { ...secured, querystring: AuditQuery } }, async (request, reply) => {
    const { skip, limit } = pageOf(request.query, 50);
    const { usuario_id, entidad, accion, desde, hasta } = request.query;
    const { items, total } = await audit.list({ usuario_id, entidad, accion, desde, hasta }, skip, limit, sortOf(AUDIT_SORTS, request.query));
    return sendPage(reply, items, total, skip);
  });

  app.get('/auditoria/:id', { config, schema: { ...secured, params: IdParams } }, async (request) => {
    const entry = await audit.findById(request.params.id);
    if (!entry) throw notFound(SERVER_KEYS.auditoria.notFound);
    return entry;
  });
};

export default auditoriaRoutes;
