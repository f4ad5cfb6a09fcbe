/** Volunteer management: assignable people, the volunteer list, and the tasks given to volunteers. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { DEFAULTS, MAX_PAGE_LIMIT } from '../../../domain/constants';
import { REQUIRED_MESSAGES } from '../../../domain/validation';
import { notFound, unprocessable } from '../../lib/errors';
import { PageQuery, pageOf, sendPage } from '../../lib/pagination';
import { orderOf, sortQuery } from '../../lib/sorting';
import { recordAudit } from '../../lib/audit';
import { UsuarioAsignable } from '../../../domain/schemas/usuario';
import { Voluntario } from '../../../domain/schemas/voluntario';
import { ActividadVoluntario, ActividadVoluntarioBody } from '../../../domain/schemas/actividadVoluntario';
import { VOLUNTARIO_SORTS, voluntariosRepository } from './repository';
import { SERVER_KEYS } from '../../i18n/keys';

export const VOLUNTARIO_MESSAGES = SERVER_KEYS.voluntarios;

/** Optional paging: without `limit` the whole list, as the original client expects. */
const OptionalPageQuery = Type.Object({
  skip: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000_000, default: 0 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE_LIMIT })),
});

/** The volunteer list: optional paging, a search by username and its order. */
const VoluntariosQuery = Type.Object({
  ...OptionalPageQuery.properties,
  q: Type.Optional(Type.String({ maxLength: 200 })),
  ...sortQuery(VOLUNTARIO_SORTS),
});

const ActividadesQuery = Type.Object({
  ...PageQuery.properties,
  voluntario_id: Type.Optional(Type.Integer({ minimum: 1, maximum: 2_147_483_647 })),
});

const voluntariosRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { database } = app.gatera;
  const voluntarios = voluntariosRepository(database.db);
  const secured = { tags: ['voluntarios'], security: [{ bearer: [] }] };

  app.get(
    '/voluntarios/usuarios_asignables/',
    { config: { access: 'asignaciones.gestionar' }, schema: { ...secured, response: { 200: Type.Array(UsuarioAsignable) } } },
    async (_request, reply) => {
      const items = await voluntarios.assignable();
      return sendPage(reply, items, items.length, 0);
    },
  );

  app.get(
    '/voluntarios/voluntarios/',
    { config: { access: 'voluntarios.gestionar' }, schema: { ...secured, querystring: VoluntariosQuery, response: { 200: Type.Array(Voluntario) } } },
    async (request, reply) => {
      // Only one order (by username): `sort` names it, `order` turns it round.
      const all = await voluntarios.volunteers({ q: request.query.q, order: orderOf(request.query) });
      const skip = request.query.skip ?? 0;
      const items = request.query.limit ? all.slice(skip, skip + request.query.limit) : all.slice(skip);
      return sendPage(reply, items, all.length, skip);
    },
  );

  app.get(
    '/voluntarios/actividades_voluntarios/',
    { config: { access: 'voluntarios.gestionar' }, schema: { ...secured, querystring: ActividadesQuery, response: { 200: Type.Array(ActividadVoluntario) } } },
    async (request, reply) => {
      const { skip, limit } = pageOf(request.query);
      const { items, total } = await voluntarios.activities({ voluntarioId: request.query.voluntario_id }, { skip, limit });
      return sendPage(reply, items, total, skip);
    },
  );

  app.post(
    '/voluntarios/actividades_voluntarios/',
    {
      config: { access: 'voluntarios.gestionar', messages: REQUIRED_MESSAGES.actividadVoluntario },
      schema: { ...secured, body: ActividadVoluntarioBody, response: { 200: ActividadVoluntario } },
    },
    async (request) => {
      const descripcion = request.body.descripcion.trim();
      if (!descripcion) throw unprocessable(REQUIRED_MESSAGES.actividadVoluntario.descripcion);
      const volunteer = await voluntarios.findUser(request.body.voluntario_id);
      if (!volunteer || volunteer.role !== 'voluntario') throw notFound(VOLUNTARIO_MESSAGES.notFound);
      if (volunteer.activo !== 1) throw unprocessable(VOLUNTARIO_MESSAGES.inactive);
      const estatus = request.body.estatus ?? DEFAULTS.actividadVoluntarioEstatus;
      const id = await database.db.transaction().execute(async (trx) => {
        const created = await voluntarios.createActivity(trx, { descripcion, voluntario_id: volunteer.id, estatus });
        await recordAudit(trx, request.auth, 'crear', 'actividades_voluntarios', created);
        return created;
      });
      const activity = await voluntarios.findActivity(id);
      if (!activity) throw notFound(VOLUNTARIO_MESSAGES.notFound);
      return activity;
    },
  );
};

export default voluntariosRoutes;
