/**
 * Complaints (quejas): the full list for staff, the own list, filing one with
 * an optional attachment (multipart) and the resolve action.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { INCIDENCIAS_BY_COLONIA_ROLES, can } from '../../../domain/roles';
import { REQUIRED_MESSAGES } from '../../../domain/validation';
import type { AuthUser } from '../../plugins/auth';
import { notFound } from '../../lib/errors';
import { PageQuery, pageOf, sendPage } from '../../lib/pagination';
import { DbId, IdParams, Nullable } from '../../lib/schemas';
import { optionalId, optionalText, readAttachmentForm, requiredText, withStoredAttachment } from '../../lib/attachments';
import { INCIDENCIA_MESSAGES, INCIDENCIA_TEXT_MAX, isAssignedTo } from '../../lib/incidencias';
import { quejasRepository, toQueja, type QuejaRow } from './repository';

export const QuejaSchema = Type.Object({
  id: Type.Integer(),
  fecha: Type.String(),
  descripcion: Type.String(),
  colonia_id: Nullable(Type.Integer()),
  colonia_nombre: Nullable(Type.String()),
  solucion_responsable: Nullable(Type.String()),
  archivo: Nullable(Type.String({ description: 'URL del adjunto: /media/<nombre>' })),
  estatus: Type.String(),
});

const ListQuery = Type.Object({
  ...PageQuery.properties,
  estatus: Type.Optional(Type.String({ maxLength: 50 })),
  colonia_id: Type.Optional(DbId()),
});

const quejasRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { database, paths } = app.gatera;
  const db = database.db;
  const quejas = quejasRepository(db);

  /** Staff reach every complaint; the filer their own; a voluntario those about their colonies. */
  async function reaches(auth: AuthUser, row: QuejaRow): Promise<boolean> {
    if (can(auth.role, 'quejas.leerTodas')) return true;
    if (row.usuario_id === auth.id) return true;
    return INCIDENCIAS_BY_COLONIA_ROLES.includes(auth.role) && isAssignedTo(db, auth.id, row.colonia_id);
  }

  app.get(
    '/quejas/quejas/',
    {
      config: { access: 'quejas.leerTodas' },
      schema: { tags: ['quejas'], security: [{ bearer: [] }], querystring: ListQuery, response: { 200: Type.Array(QuejaSchema) } },
    },
    async (request, reply) => {
      const { skip, limit } = pageOf(request.query);
      const { items, total } = await quejas.list({ estatus: request.query.estatus, coloniaId: request.query.colonia_id }, skip, limit);
      return sendPage(reply, items.map(toQueja), total, skip);
    },
  );

  app.get(
    '/quejas/quejas/mis-quejas/',
    {
      config: { access: 'quejas.leerPropias' },
      schema: { tags: ['quejas'], security: [{ bearer: [] }], querystring: ListQuery, response: { 200: Type.Array(QuejaSchema) } },
    },
    async (request, reply) => {
      const auth = request.auth!;
      const { skip, limit } = pageOf(request.query);
      const own = { usuarioId: auth.id, withColonias: INCIDENCIAS_BY_COLONIA_ROLES.includes(auth.role) };
      const { items, total } = await quejas.list({ own, estatus: request.query.estatus, coloniaId: request.query.colonia_id }, skip, limit);
      return sendPage(reply, items.map(toQueja), total, skip);
    },
  );

  app.post(
    '/quejas/quejas/',
    {
      config: { access: 'quejas.crear' },
      schema: {
        tags: ['quejas'],
        security: [{ bearer: [] }],
        consumes: ['multipart/form-data'],
        description: 'Formulario multipart: descripcion (obligatoria), colonia_id, solucion_responsable y archivo (JPEG, PNG, WebP o PDF, 10 MB como máximo).',
        response: { 200: QuejaSchema },
      },
    },
    async (request) => {
      const { fields, attachment } = await readAttachmentForm(request);
      const descripcion = requiredText(fields, 'descripcion', INCIDENCIA_TEXT_MAX, REQUIRED_MESSAGES.queja.descripcion);
      const coloniaId = optionalId(fields, 'colonia_id');
      const solucion = optionalText(fields, 'solucion_responsable', INCIDENCIA_TEXT_MAX);
      if (coloniaId !== null) {
        const colonia = await db.selectFrom('colonias').select('id').where('id', '=', coloniaId).executeTakeFirst();
        if (!colonia) throw notFound(INCIDENCIA_MESSAGES.coloniaNotFound);
      }
      const row = await withStoredAttachment(paths.mediaDir, attachment, (archivo) =>
        quejas.create({ descripcion, colonia_id: coloniaId, solucion_responsable: solucion, archivo }, request.auth!),
      );
      return toQueja(row);
    },
  );

  app.put(
    '/quejas/quejas/:id/resolver',
    {
      config: { access: 'quejas.resolver' },
      schema: { tags: ['quejas'], security: [{ bearer: [] }], params: IdParams, response: { 200: QuejaSchema } },
    },
    async (request) => {
      const row = await quejas.findById(request.params.id);
      // A complaint out of the user's reach answers as if it did not exist.
      if (!row || !(await reaches(request.auth!, row))) throw notFound(INCIDENCIA_MESSAGES.quejaNotFound);
      return toQueja(await quejas.resolve(row, request.auth!));
    },
  );
};

export default quejasRoutes;
