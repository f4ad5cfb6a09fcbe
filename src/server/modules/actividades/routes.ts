/** Activities on cats: the list, one activity, and recording one (admin and veterinario). */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { REQUIRED_MESSAGES } from '../../../domain/validation';
import { notFound, unprocessable } from '../../lib/errors';
import { PageQuery, pageOf, sendPage } from '../../lib/pagination';
import { DbId, IdParams } from '../../lib/schemas';
import { sortOf, sortQuery } from '../../lib/sorting';
import { Actividad, ActividadBody } from '../../../domain/schemas/actividad';
import { ACTIVIDAD_SORTS, actividadesRepository } from './repository';
import { SERVER_KEYS } from '../../i18n/keys';

export const ACTIVIDAD_MESSAGES = SERVER_KEYS.actividades;

const ListQuery = Type.Object({
  ...PageQuery.properties,
  gato_id: Type.Optional(DbId()),
  q: Type.Optional(Type.String({ maxLength: 200 })),
  ...sortQuery(ACTIVIDAD_SORTS),
});

const actividadesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const actividades = actividadesRepository(app.gatera.database.db);

  app.get(
    '/actividades/actividades/',
    {
      config: { access: 'actividades.gestionar' },
      schema: { tags: ['actividades'], security: [{ bearer: [] }], querystring: ListQuery, response: { 200: Type.Array(Actividad) } },
    },
    async (request, reply) => {
      const { skip, limit } = pageOf(request.query);
      const { items, total } = await actividades.list({ gatoId: request.query.gato_id, q: request.query.q }, skip, limit, sortOf(ACTIVIDAD_SORTS, request.query));
      return sendPage(reply, items, total, skip);
    },
  );

  app.get(
    '/actividades/actividades/:id',
    {
      config: { access: 'actividades.gestionar' },
      schema: { tags: ['actividades'], security: [{ bearer: [] }], params: IdParams, response: { 200: Actividad } },
    },
    async (request) => {
      const actividad = await actividades.findById(request.params.id);
      if (!actividad) throw notFound(ACTIVIDAD_MESSAGES.notFound);
      return actividad;
    },
  );

  app.post(
    '/actividades/actividades/',
    {
      config: { access: 'actividades.gestionar', messages: REQUIRED_MESSAGES.actividad },
      schema: { tags: ['actividades'], security: [{ bearer: [] }], body: ActividadBody, response: { 200: Actividad } },
    },
    async (request) => {
      const tipo = request.body.tipo.trim();
      const descripcion = request.body.descripcion.trim();
      if (!tipo) throw unprocessable(REQUIRED_MESSAGES.actividad.tipo);
      if (!descripcion) throw unprocessable(REQUIRED_MESSAGES.actividad.descripcion);
      if (!(await actividades.gatoExists(request.body.gato_id))) throw notFound(ACTIVIDAD_MESSAGES.gatoNotFound);
      return actividades.create({ tipo, descripcion, gato_id: request.body.gato_id }, request.auth!);
    },
  );
};

export default actividadesRoutes;
