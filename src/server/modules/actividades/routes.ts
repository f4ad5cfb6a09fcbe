/** Activities on cats: the list and recording one (admin and veterinario). */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { REQUIRED_MESSAGES } from '../../../domain/validation';
import { notFound, unprocessable } from '../../lib/errors';
import { PageQuery, pageOf, sendPage } from '../../lib/pagination';
import { DbId, Nullable } from '../../lib/schemas';
import { actividadesRepository } from './repository';

export const ACTIVIDAD_MESSAGES = { gatoNotFound: 'El gato no existe.' } as const;
const TIPO_MAX = 100;
const DESCRIPCION_MAX = 5000;

const ActividadSchema = Type.Object({
  id: Type.Integer(),
  tipo: Type.String(),
  descripcion: Type.String(),
  gato_id: Type.Integer(),
  gato_nombre: Nullable(Type.String()),
  gato_codigo: Nullable(Type.String()),
  created_at: Type.String(),
});

const ActividadBody = Type.Object({
  tipo: Type.String({ minLength: 1, maxLength: TIPO_MAX }),
  descripcion: Type.String({ minLength: 1, maxLength: DESCRIPCION_MAX }),
  gato_id: DbId(),
});

const ListQuery = Type.Object({ ...PageQuery.properties, gato_id: Type.Optional(DbId()) });

const actividadesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const actividades = actividadesRepository(app.gatera.database.db);

  app.get(
    '/actividades/actividades/',
    {
      config: { access: 'actividades.gestionar' },
      schema: { tags: ['actividades'], security: [{ bearer: [] }], querystring: ListQuery, response: { 200: Type.Array(ActividadSchema) } },
    },
    async (request, reply) => {
      const { skip, limit } = pageOf(request.query);
      const { items, total } = await actividades.list({ gatoId: request.query.gato_id }, skip, limit);
      return sendPage(reply, items, total, skip);
    },
  );

  app.post(
    '/actividades/actividades/',
    {
      config: { access: 'actividades.gestionar', messages: REQUIRED_MESSAGES.actividad },
      schema: { tags: ['actividades'], security: [{ bearer: [] }], body: ActividadBody, response: { 200: ActividadSchema } },
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
