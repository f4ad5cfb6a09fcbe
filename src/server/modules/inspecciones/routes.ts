/**
 * Inspections: the full list for staff, the own list, the colony options of
 * the forms, filing one with an optional attachment (multipart) and resolving.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { INSPECCIONES_BY_COLONIA_ROLES } from '../../../domain/roles';
import { REQUIRED_MESSAGES } from '../../../domain/validation';
import type { AuthUser } from '../../plugins/auth';
import { notFound, unprocessable } from '../../lib/errors';
import { PageQuery, pageOf, sendPage } from '../../lib/pagination';
import { DbId, IdParams } from '../../lib/schemas';
import { ColoniaOpcion } from '../../../domain/schemas/colonia';
import { Inspeccion } from '../../../domain/schemas/inspeccion';
import { optionalId, optionalText, readAttachmentForm, requiredText, withStoredAttachment } from '../../lib/attachments';
import { INCIDENCIA_MESSAGES, INCIDENCIA_TEXT_MAX, INSPECCION_SORTS, incidenciaAnswerOf, reachesInspeccion } from '../../lib/incidencias';
import { sortOf, sortQuery } from '../../lib/sorting';
import { inspeccionesRepository, toInspeccion } from './repository';

const ListQuery = Type.Object({
  ...PageQuery.properties,
  estatus: Type.Optional(Type.String({ maxLength: 50 })),
  colonia_id: Type.Optional(DbId()),
  ...sortQuery(INSPECCION_SORTS),
});

const inspeccionesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { database, paths, config, attachmentLinks } = app.gatera;
  const db = database.db;
  const inspecciones = inspeccionesRepository(db);
  /** How records are answered to this viewer: the day as dd/mm/yyyy and the viewer's own attachment links. */
  const answerFor = (auth: AuthUser) => incidenciaAnswerOf(config, attachmentLinks, auth.id);

  app.get(
    '/inspecciones/inspecciones/',
    {
      config: { access: 'inspecciones.leerTodas' },
      schema: { tags: ['inspecciones'], security: [{ bearer: [] }], querystring: ListQuery, response: { 200: Type.Array(Inspeccion) } },
    },
    async (request, reply) => {
      const { skip, limit } = pageOf(request.query);
      const { items, total } = await inspecciones.list({ estatus: request.query.estatus, coloniaId: request.query.colonia_id }, skip, limit, sortOf(INSPECCION_SORTS, request.query));
      return sendPage(reply, items.map((row) => toInspeccion(row, answerFor(request.auth!))), total, skip);
    },
  );

  app.get(
    '/inspecciones/inspecciones/mis-inspecciones/',
    {
      config: { access: 'inspecciones.leerPropias' },
      schema: { tags: ['inspecciones'], security: [{ bearer: [] }], querystring: ListQuery, response: { 200: Type.Array(Inspeccion) } },
    },
    async (request, reply) => {
      const auth = request.auth!;
      const { skip, limit } = pageOf(request.query);
      const own = { usuarioId: auth.id, withColonias: INSPECCIONES_BY_COLONIA_ROLES.includes(auth.role) };
      const { items, total } = await inspecciones.list({ own, estatus: request.query.estatus, coloniaId: request.query.colonia_id }, skip, limit, sortOf(INSPECCION_SORTS, request.query));
      return sendPage(reply, items.map((row) => toInspeccion(row, answerFor(request.auth!))), total, skip);
    },
  );

  app.get(
    '/inspecciones/inspecciones/colonias/',
    {
      config: { access: 'inspecciones.opcionesColonia' },
      schema: { tags: ['inspecciones'], security: [{ bearer: [] }], response: { 200: Type.Array(ColoniaOpcion) } },
    },
    async () => inspecciones.coloniaOptions(),
  );

  app.get(
    '/inspecciones/inspecciones/:id',
    {
      config: { access: 'inspecciones.leer' },
      schema: { tags: ['inspecciones'], security: [{ bearer: [] }], params: IdParams, response: { 200: Inspeccion } },
    },
    async (request) => {
      const row = await inspecciones.findById(request.params.id);
      // An inspection out of the user's reach (not in their own list) answers as if it did not exist.
      if (!row || !(await reachesInspeccion(db, request.auth!, row))) throw notFound(INCIDENCIA_MESSAGES.inspeccionNotFound);
      return toInspeccion(row, answerFor(request.auth!));
    },
  );

  app.post(
    '/inspecciones/inspecciones/',
    {
      config: { access: 'inspecciones.crear' },
      schema: {
        tags: ['inspecciones'],
        security: [{ bearer: [] }],
        consumes: ['multipart/form-data'],
        description:
          'Formulario multipart: colonia_id y observaciones (obligatorias), acciones_recomendadas y archivo (JPEG, PNG, WebP o PDF, 10 MB como máximo).',
        response: { 200: Inspeccion },
      },
    },
    async (request) => {
      const { fields, attachment } = await readAttachmentForm(request);
      const coloniaId = optionalId(fields, 'colonia_id');
      if (coloniaId === null) throw unprocessable(REQUIRED_MESSAGES.inspeccion.colonia_id);
      const observaciones = requiredText(fields, 'observaciones', INCIDENCIA_TEXT_MAX, REQUIRED_MESSAGES.inspeccion.observaciones);
      const acciones = optionalText(fields, 'acciones_recomendadas', INCIDENCIA_TEXT_MAX);
      if (!(await inspecciones.coloniaExists(coloniaId))) throw notFound(INCIDENCIA_MESSAGES.coloniaNotFound);
      const row = await withStoredAttachment(paths.mediaDir, attachment, (archivo) =>
        inspecciones.create({ colonia_id: coloniaId, observaciones, acciones_recomendadas: acciones, archivo }, request.auth!),
      );
      return toInspeccion(row, answerFor(request.auth!));
    },
  );

  app.put(
    '/inspecciones/inspecciones/:id/resolver',
    {
      config: { access: 'inspecciones.resolver' },
      schema: { tags: ['inspecciones'], security: [{ bearer: [] }], params: IdParams, response: { 200: Inspeccion } },
    },
    async (request) => {
      const row = await inspecciones.findById(request.params.id);
      // An inspection out of the user's reach answers as if it did not exist.
      if (!row || !(await reachesInspeccion(db, request.auth!, row))) throw notFound(INCIDENCIA_MESSAGES.inspeccionNotFound);
      return toInspeccion(await inspecciones.resolve(row, request.auth!), answerFor(request.auth!));
    },
  );
};

export default inspeccionesRoutes;
