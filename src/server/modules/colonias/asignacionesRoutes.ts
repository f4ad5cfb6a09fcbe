/** Assigning people to colonies: assign (idempotent), the list of people and their colonies, and unassign. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { isRole, isScoped } from '../../../domain/roles';
import { RECORD_MESSAGES } from '../../../domain/messages';
import { notFound, unprocessable } from '../../lib/errors';
import { sendPage } from '../../lib/pagination';
import { recordAudit } from '../../lib/audit';
import { asignacionesRepository } from './asignacionesRepository';
import { coloniasRepository } from './repository';
import { Asignacion, AsignarUsuario, IdParams } from './schemas';
import { COLONIA_MESSAGES } from './messages';

const Mensaje = Type.Object({ mensaje: Type.String() });

const asignacionesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { database } = app.gatera;
  const asignaciones = asignacionesRepository(database.db);
  const colonias = coloniasRepository(database.db);
  const secured = { tags: ['colonias'], security: [{ bearer: [] }] };

  app.post(
    '/colonias/asignar_usuario/',
    { config: { access: 'asignaciones.gestionar' }, schema: { ...secured, body: AsignarUsuario, response: { 200: Mensaje } } },
    async (request) => {
      const { user_id: usuarioId, colonia_id: coloniaId } = request.body;
      const user = await asignaciones.findUser(usuarioId);
      if (!user) throw notFound(COLONIA_MESSAGES.userNotFound);
      if (!(await colonias.exists(coloniaId))) throw notFound(COLONIA_MESSAGES.notFound);
      if (user.activo !== 1) throw unprocessable(COLONIA_MESSAGES.userInactive);
      if (!isRole(user.role) || !isScoped(user.role)) throw unprocessable(COLONIA_MESSAGES.userNotAssignable);
      // Assigning an existing pair again changes nothing and answers the same.
      if (!(await asignaciones.findPair(usuarioId, coloniaId))) {
        await database.db.transaction().execute(async (trx) => {
          const id = await asignaciones.create(trx, usuarioId, coloniaId);
          if (id !== null) await recordAudit(trx, request.auth, 'asignar', 'asignaciones', id, `usuario ${usuarioId} -> colonia ${coloniaId}`);
        });
      }
      return { mensaje: RECORD_MESSAGES.usuarioAsignado };
    },
  );

  app.get(
    '/colonias/asignaciones/',
    { config: { access: 'asignaciones.gestionar' }, schema: { ...secured, response: { 200: Type.Array(Asignacion) } } },
    async (_request, reply) => {
      const items = await asignaciones.list();
      return sendPage(reply, items, items.length, 0);
    },
  );

  app.delete(
    '/colonias/asignaciones/:id',
    { config: { access: 'asignaciones.gestionar' }, schema: { ...secured, params: IdParams, response: { 200: Mensaje } } },
    async (request) => {
      const removed = await database.db.transaction().execute(async (trx) => {
        const done = await asignaciones.remove(trx, request.params.id);
        if (done) await recordAudit(trx, request.auth, 'quitar', 'asignaciones', request.params.id);
        return done;
      });
      if (!removed) throw notFound(COLONIA_MESSAGES.assignmentNotFound);
      return { mensaje: COLONIA_MESSAGES.unassigned };
    },
  );
};

export default asignacionesRoutes;
