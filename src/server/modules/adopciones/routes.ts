/**
 * Adoption requests' handling by administration and responsables (the public
 * gallery and the request form are publicRoutes.ts, registered from here). A
 * request marked 'adoptado' gives the cat its baja.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ADOPCION_KEYS, SOLICITUD_ESTADOS, type SolicitudEstado } from '../../../domain/adopciones';
import { notFound, unprocessable } from '../../lib/errors';
import { PageQuery, pageOf, sendPage } from '../../lib/pagination';
import { sortOf, sortQuery } from '../../lib/sorting';
import { IdParams } from '../../lib/schemas';
import { SolicitudAdopcion as Solicitud, SolicitudEstadoBody } from '../../../domain/schemas/adopcion';
import { adopcionesRepository, SOLICITUD_SORTS, type SolicitudRow } from './repository';
import adopcionesPublicRoutes from './publicRoutes';

const toSolicitud = (row: SolicitudRow) => {
  const { anonimizada_at, ...rest } = row;
  return { ...rest, anonimizada: anonimizada_at !== null };
};

const secured = { tags: ['adopciones'], security: [{ bearer: [] }] };

const adopcionesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const adopciones = adopcionesRepository(app.gatera.database.db);

  await app.register(adopcionesPublicRoutes);

  app.get(
    '/adopciones/solicitudes',
    {
      config: { access: 'adopciones.gestionar' },
      schema: {
        ...secured,
        querystring: Type.Object({
          ...PageQuery.properties,
          estado: Type.Optional(Type.String({ maxLength: 30 })),
          ...sortQuery(SOLICITUD_SORTS),
        }),
        response: { 200: Type.Array(Solicitud) },
      },
    },
    async (request, reply) => {
      const { skip, limit: size } = pageOf(request.query);
      const { items, total } = await adopciones.list({ estado: request.query.estado }, skip, size, sortOf(SOLICITUD_SORTS, request.query));
      return sendPage(reply, items.map(toSolicitud), total, skip);
    },
  );

  app.get(
    '/adopciones/solicitudes/:id',
    { config: { access: 'adopciones.gestionar' }, schema: { ...secured, summary: 'Una solicitud de adopción', params: IdParams, response: { 200: Solicitud } } },
    async (request) => {
      const row = await adopciones.findById(request.params.id);
      if (!row) throw notFound(ADOPCION_KEYS.solicitudNotFound);
      return toSolicitud(row);
    },
  );

  app.put(
    '/adopciones/solicitudes/:id/estado',
    {
      config: { access: 'adopciones.gestionar' },
      schema: { ...secured, params: IdParams, body: SolicitudEstadoBody, response: { 200: Solicitud } },
    },
    async (request) => {
      const row = await adopciones.findById(request.params.id);
      if (!row) throw notFound(ADOPCION_KEYS.solicitudNotFound);
      const estado = request.body.estado.trim().toLowerCase() as SolicitudEstado;
      if (!SOLICITUD_ESTADOS.includes(estado)) throw unprocessable(ADOPCION_KEYS.estadoInvalido);
      if (estado !== row.estado) await adopciones.setEstado(row, estado, request.auth!);
      return toSolicitud((await adopciones.findById(row.id))!);
    },
  );

  app.post(
    '/adopciones/solicitudes/:id/anonimizar',
    { config: { access: 'rgpd.anonimizar' }, schema: { ...secured, params: IdParams, response: { 200: Solicitud } } },
    async (request) => {
      const row = await adopciones.findById(request.params.id);
      if (!row) throw notFound(ADOPCION_KEYS.solicitudNotFound);
      if (row.anonimizada_at === null) await adopciones.anonymize(row, request.auth!);
      return toSolicitud((await adopciones.findById(row.id))!);
    },
  );
};

export default adopcionesRoutes;
