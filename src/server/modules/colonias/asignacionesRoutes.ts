/**
 * Assigning people to colonies: assign (idempotent), the list of people and
 * their colonies (filtered, sorted and paged when asked; without parameters
 * all of it, as the original client expects), and unassign.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { isRole, isScoped } from '../../../domain/roles';
import { RECORD_MESSAGES } from '../../../domain/messages';
import { notFound, unprocessable } from '../../lib/errors';
import { sendPage } from '../../lib/pagination';
import { recordAudit } from '../../lib/audit';
import { sortOf } from '../../lib/sorting';
import { ASIGNACION_SORTS, asignacionesRepository } from './asignacionesRepository';
import { AsignacionesQuery } from './schemas';
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
    { config: { access: 'asignaciones.gestionar' }, schema: { ...secured, querystring: AsignacionesQuery, response: { 200: Type.Array(Asignacion) } } },
    async (request, reply) => {
      const { q, colonia, skip = 0, limit } = request.query;
      const all = await asignaciones.list({ q, colonia, sort: sortOf(ASIGNACION_SORTS, request.query, 'username') });
      const items = limit ? all.slice(skip, skip + limit) : all.slice(skip);
      return sendPage(reply, items, all.length, skip);
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
