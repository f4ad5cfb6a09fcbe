/** Partes: the list, one parte, and creation (admin only). */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { DEFAULTS } from '../../../domain/constants';
import { ESTADOS_PARTE } from '../../../domain/types';
import { REQUIRED_MESSAGES } from '../../../domain/validation';
import { notFound, unprocessable } from '../../lib/errors';
import { PageQuery, pageOf, sendPage } from '../../lib/pagination';
import { Parte, ParteBody } from '../../../domain/schemas/parte';
import { IdParams } from '../../lib/schemas';
import { sortOf, sortQuery } from '../../lib/sorting';
import { PARTE_SORTS, partesRepository } from './repository';
import { SERVER_KEYS } from '../../i18n/keys';

export const PARTE_ESTADO_MESSAGE = SERVER_KEYS.fields.parteEstado;

const ListQuery = Type.Object({ ...PageQuery.properties, estado: Type.Optional(Type.String({ maxLength: 50 })), ...sortQuery(PARTE_SORTS) });

/** A blank estado takes the default; any other must be one of the list. */
function estadoOf(value: string | null | undefined): string {
  const estado = (value ?? '').trim();
  if (!estado) return DEFAULTS.parteEstado;
  if (!(ESTADOS_PARTE as readonly string[]).includes(estado)) throw unprocessable(PARTE_ESTADO_MESSAGE);
  return estado;
}

const partesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const partes = partesRepository(app.gatera.database.db);

  app.get(
    '/partes/partes/',
    {
      config: { access: 'partes.gestionar' },
      schema: { tags: ['partes'], security: [{ bearer: [] }], querystring: ListQuery, response: { 200: Type.Array(Parte) } },
    },
    async (request, reply) => {
      const { skip, limit } = pageOf(request.query);
      const { items, total } = await partes.list({ estado: request.query.estado }, skip, limit, sortOf(PARTE_SORTS, request.query));
      return sendPage(reply, items, total, skip);
    },
  );

  app.get(
    '/partes/partes/:id',
    {
      config: { access: 'partes.gestionar' },
      schema: { tags: ['partes'], security: [{ bearer: [] }], params: IdParams, response: { 200: Parte } },
    },
    async (request) => {
      const parte = await partes.findById(request.params.id);
      if (!parte) throw notFound(SERVER_KEYS.partes.notFound);
      return parte;
    },
  );

  app.post(
    '/partes/partes/',
    {
      config: { access: 'partes.gestionar', messages: REQUIRED_MESSAGES.parte },
      schema: { tags: ['partes'], security: [{ bearer: [] }], body: ParteBody, response: { 200: Parte } },
    },
    async (request) => {
      const descripcion = request.body.descripcion.trim();
      if (!descripcion) throw unprocessable(REQUIRED_MESSAGES.parte.descripcion);
      return partes.create({ descripcion, estado: estadoOf(request.body.estado) }, request.auth!);
    },
  );
};

export default partesRoutes;
