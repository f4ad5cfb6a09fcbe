/**
 * Complaints (quejas): the full list for staff, the own list, filing one with
 * an optional attachment (multipart) and the resolve action.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { INCIDENCIAS_BY_COLONIA_ROLES, can } from '../../../domain/roles';
import { REQUIRED_MESSAGES } from '../../../domain/validation';
import type { AuthUser } from '../../plugins/auth';
import { PageQuery, pageOf, sendPage } from '../../lib/pagination';
import { DbId, IdParams } from '../../lib/schemas';
import { Queja, QuejaResolveBody } from '../../../domain/schemas/queja';
import { optionalId, optionalText, readAttachmentForm, requiredText, withStoredAttachment } from '../../lib/attachments';
import { INCIDENCIA_MESSAGES, INCIDENCIA_TEXT_MAX, QUEJA_SORTS, incidenciaAnswerOf, reachesQueja } from '../../lib/incidencias';
import { sortOf, sortQuery } from '../../lib/sorting';
import { quejasRepository, toQueja } from './repository';
import { filedMessage, sendNotice, statusMessage } from './notices';
import { recipientLanguage } from '../../i18n/recipient';
import { languageOf } from '../../plugins/errors';
import { CODE_PREFIX, RESPUESTA_PUBLICA_MAX, normalizeCode } from '../../../domain/seguimiento';
import { SEGUIMIENTO_MESSAGES } from './seguimientoMessages';
import { forbidden, notFound, unprocessable } from '../../lib/errors';
import { municipioSiteUrl } from '../../lib/publicBase';
import { municipiosRepository } from '../municipios/repository';
import { avisarAColonia } from '../notificaciones/destinatarios';

const ListQuery = Type.Object({
  ...PageQuery.properties,
  estatus: Type.Optional(Type.String({ maxLength: 50 })),
  colonia_id: Type.Optional(DbId()),
  codigo: Type.Optional(Type.String({ maxLength: 40, description: 'Código de seguimiento, con o sin guiones' })),
  ...sortQuery(QUEJA_SORTS),
});

/** A code that cannot exist matches nothing (rather than being ignored and listing everything). */
const NO_CODE = '-';
const codigoFilter = (codigo: string | undefined) => (codigo?.trim() ? (normalizeCode(codigo, CODE_PREFIX.queja) ?? NO_CODE) : undefined);

const quejasRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { database, paths, mailer, config, attachmentLinks, notificador } = app.gatera;
  const db = database.db;
  const quejas = quejasRepository(db);
  const municipios = municipiosRepository(db);
  /** Where a municipality's public pages, its tracking page among them, start. */
  const siteOf = async (municipio: number) => {
    const found = await municipios.get(municipio);
    return found ? municipioSiteUrl(config.publicUrl, found) : config.publicUrl;
  };
  /** How records are answered to this viewer: the day as dd/mm/yyyy and the viewer's own attachment links. */
  const answerFor = (auth: AuthUser) => incidenciaAnswerOf(config, attachmentLinks, auth.id);

  app.get(
    '/quejas/quejas/',
    {
      config: { access: 'quejas.leerTodas' },
      schema: { tags: ['quejas'], security: [{ bearer: [] }], querystring: ListQuery, response: { 200: Type.Array(Queja) } },
    },
    async (request, reply) => {
      const { skip, limit } = pageOf(request.query);
      const { items, total } = await quejas.list(
        { estatus: request.query.estatus, coloniaId: request.query.colonia_id, codigo: codigoFilter(request.query.codigo) },
        skip,
        limit,
        sortOf(QUEJA_SORTS, request.query),
      );
      return sendPage(reply, items.map((row) => toQueja(row, answerFor(request.auth!))), total, skip);
    },
  );

  app.get(
    '/quejas/quejas/mis-quejas/',
    {
      config: { access: 'quejas.leerPropias' },
      schema: { tags: ['quejas'], security: [{ bearer: [] }], querystring: ListQuery, response: { 200: Type.Array(Queja) } },
    },
    async (request, reply) => {
      const auth = request.auth!;
      const { skip, limit } = pageOf(request.query);
      const own = { usuarioId: auth.id, withColonias: INCIDENCIAS_BY_COLONIA_ROLES.includes(auth.role) };
      const { items, total } = await quejas.list(
        { own, estatus: request.query.estatus, coloniaId: request.query.colonia_id, codigo: codigoFilter(request.query.codigo) },
        skip,
        limit,
        sortOf(QUEJA_SORTS, request.query),
      );
      return sendPage(reply, items.map((row) => toQueja(row, answerFor(request.auth!))), total, skip);
    },
  );

  app.get(
    '/quejas/quejas/:id',
    {
      config: { access: 'quejas.leer' },
      schema: { tags: ['quejas'], security: [{ bearer: [] }], params: IdParams, response: { 200: Queja } },
    },
    async (request) => {
      const row = await quejas.findById(request.params.id);
      // A complaint out of the user's reach (not in their own list) answers as if it did not exist.
      if (!row || !(await reachesQueja(db, request.auth!, row))) throw notFound(INCIDENCIA_MESSAGES.quejaNotFound);
      return toQueja(row, answerFor(request.auth!));
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
        response: { 200: Queja },
      },
    },
    async (request) => {
      const { fields, attachment } = await readAttachmentForm(request);
      const descripcion = requiredText(fields, 'descripcion', INCIDENCIA_TEXT_MAX, REQUIRED_MESSAGES.queja.descripcion);
      const coloniaId = optionalId(fields, 'colonia_id');
      // The responsable's solution is not the citizen's to write: from a usuario it is ignored.
      const solucion = can(request.auth?.role, 'quejas.proponerSolucion') ? optionalText(fields, 'solucion_responsable', INCIDENCIA_TEXT_MAX) : null;
      const colonia = coloniaId === null ? null : await db.selectFrom('colonias').select(['id', 'nombre']).where('id', '=', coloniaId).executeTakeFirst();
      if (colonia === undefined) throw notFound(INCIDENCIA_MESSAGES.coloniaNotFound);
      const row = await withStoredAttachment(paths.mediaDir, attachment, (archivo) =>
        quejas.create({ descripcion, colonia_id: coloniaId, solucion_responsable: solucion, archivo }, request.auth!),
      );
      if (colonia) {
        // The complaint is filed whatever happens to its notices.
        await avisarAColonia(db, notificador, {
          municipio: request.auth!.municipio,
          coloniaId: colonia.id,
          excepto: request.auth!.id,
          tipo: 'queja_nueva',
          clave: String(row.id),
          datos: () => ({ colonia: colonia.nombre, descripcion }),
          url: `/quejas/${row.id}`,
        }).catch((error: unknown) => request.log.error({ err: error }, 'No se pudo avisar de una queja nueva'));
      }
      const to = await quejas.filerEmail(row);
      if (to && row.codigo_seguimiento) {
        await sendNotice(mailer, request.log, filedMessage(await siteOf(request.auth!.municipio), { to, codigo: row.codigo_seguimiento, estatus: row.estatus, respuestaPublica: null }, languageOf(request)));
      }
      return toQueja(row, answerFor(request.auth!));
    },
  );

  app.put(
    '/quejas/quejas/:id/resolver',
    {
      config: { access: 'quejas.resolver' },
      schema: {
        tags: ['quejas'],
        security: [{ bearer: [] }],
        params: IdParams,
        body: Type.Optional(QuejaResolveBody),
        description: 'Cuerpo opcional: respuesta_publica (solo administración y responsables), que se muestra en /seguimiento.',
        response: { 200: Queja },
      },
    },
    async (request) => {
      const row = await quejas.findById(request.params.id);
      // A complaint out of the user's reach answers as if it did not exist.
      if (!row || !(await reachesQueja(db, request.auth!, row))) throw notFound(INCIDENCIA_MESSAGES.quejaNotFound);
      const sent = request.body?.respuesta_publica;
      const respuesta = sent === undefined ? undefined : sent?.trim() || null;
      if (respuesta !== undefined && !can(request.auth!.role, 'quejas.responder')) throw forbidden(SEGUIMIENTO_MESSAGES.respuestaSoloPersonal);
      if (respuesta && respuesta.length > RESPUESTA_PUBLICA_MAX) throw unprocessable(SEGUIMIENTO_MESSAGES.respuestaLarga);
      const { row: resolved, changed } = await quejas.resolve(row, request.auth!, respuesta);
      const to = changed ? await quejas.filerEmail(resolved) : null;
      if (to && resolved.codigo_seguimiento) {
        const notice = { to, codigo: resolved.codigo_seguimiento, estatus: resolved.estatus, respuestaPublica: resolved.respuesta_publica };
        await sendNotice(mailer, request.log, statusMessage(await siteOf(request.auth!.municipio), notice, await recipientLanguage(db, to, config.idiomas)));
      }
      return toQueja(resolved, answerFor(request.auth!));
    },
  );
};

export default quejasRoutes;
