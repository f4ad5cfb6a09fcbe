/** GET /api/gatos/gatos/{id}/historia: a cat's history, for whoever may read its card. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { HISTORIA_TIPOS } from '../../../domain/historia';
import { GATO_SERVER_MESSAGES } from './messages';
import { isScoped } from '../../../domain/roles';
import { notFound } from '../../lib/errors';
import { gatoHistoria } from './historia';
import { IdParams } from './schemas';

const Historia = Type.Array(
  Type.Object({
    tipo: Type.Enum([...HISTORIA_TIPOS]),
    fecha: Type.String(),
    usuario: Type.Union([Type.String(), Type.Null()]),
    detalle: Type.Union([Type.String(), Type.Null()]),
  }),
);

const historiaRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { database } = app.gatera;
  const historia = gatoHistoria(database.db);
  app.get(
    '/gatos/gatos/:id/historia',
    { config: { access: 'gatos.leer' }, schema: { tags: ['gatos'], security: [{ bearer: [] }], params: IdParams, response: { 200: Historia } } },
    async (request) => {
      const id = request.params.id;
      const coloniaId = await historia.coloniaOf(id);
      const auth = request.auth!;
      const reachable =
        coloniaId !== undefined &&
        (!isScoped(auth.role) ||
          (await database.db.selectFrom('asignaciones').select('id').where('usuario_id', '=', auth.id).where('colonia_id', '=', coloniaId).executeTakeFirst()) !== undefined);
      if (!reachable) throw notFound(GATO_SERVER_MESSAGES.notFound);
      return historia.of(id);
    },
  );
};

export default historiaRoutes;
