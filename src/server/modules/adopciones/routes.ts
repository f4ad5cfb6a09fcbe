/**
 * The adoption gallery (public), adoption requests (public, rate-limited,
 * with consent and a honeypot) and their handling by administration and
 * responsables. A request marked 'adoptado' gives the cat its baja.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ADOPCION_KEYS, SOLICITUD_ESTADOS, type SolicitudEstado } from '../../../domain/adopciones';
import { isValidEmail } from '../../../domain/validation';
import { badRequest, notFound, unprocessable } from '../../lib/errors';
import { addressLimitHook } from '../../lib/rateLimits';
import { PageQuery, pageOf, sendPage } from '../../lib/pagination';
import { sortOf, sortQuery } from '../../lib/sorting';
import { DbId, IdParams } from '../../lib/schemas';
import { GatoEnAdopcion, SolicitudAdopcion as Solicitud, SolicitudAdopcionBody as SolicitudBody, SolicitudAdopcionEnviada, SolicitudEstadoBody } from '../../../domain/schemas/adopcion';
import { adopcionesRepository, SOLICITUD_SORTS, type SolicitudRow } from './repository';
import { MAIL_TEXTS } from '../../i18n/mails';
import { recipientLanguage } from '../../i18n/recipient';
import { fill } from '../../reports/texts';

const toSolicitud = (row: SolicitudRow) => {
  const { anonimizada_at, ...rest } = row;
  return { ...rest, anonimizada: anonimizada_at !== null };
};

const secured = { tags: ['adopciones'], security: [{ bearer: [] }] };

const adopcionesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { database, config, mailer, rateLimiter } = app.gatera;
  const adopciones = adopcionesRepository(database.db);

  app.get(
    '/adopciones/',
    { config: { access: 'public' }, schema: { tags: ['adopciones'], summary: 'Gatos en adopción', querystring: PageQuery, response: { 200: Type.Array(GatoEnAdopcion) } } },
    async (request, reply) => {
      const { skip, limit: size } = pageOf(request.query);
      const { items, total } = await adopciones.gallery(skip, size);
      return sendPage(reply, items, total, skip);
    },
  );

  app.post(
    '/adopciones/:gato_id/solicitudes',
    {
      config: { access: 'public' },
      preHandler: addressLimitHook(rateLimiter, 'adopcion-solicitud', config.rateLimit),
      schema: {
        tags: ['adopciones'],
        summary: 'Solicitar la adopción de un gato (sin sesión; con sesión, queda en la cuenta)',
        params: Type.Object({ gato_id: DbId() }),
        body: SolicitudBody,
        response: { 200: SolicitudAdopcionEnviada },
      },
    },
    async (request) => {
      const body = request.body ?? {};
      if (body.sitio_web?.trim()) throw badRequest(ADOPCION_KEYS.rechazada);
      const nombre = body.nombre?.trim() ?? '';
      const email = body.email?.trim().toLowerCase() ?? '';
      const mensaje = body.mensaje?.trim() ?? '';
      if (!nombre) throw unprocessable(ADOPCION_KEYS.nombre);
      if (!isValidEmail(email)) throw unprocessable(ADOPCION_KEYS.email);
      if (!mensaje) throw unprocessable(ADOPCION_KEYS.mensaje);
      if (body.acepta_privacidad !== true) throw unprocessable(ADOPCION_KEYS.privacidad);
      const gato = await adopciones.adoptable(request.params.gato_id);
      if (!gato) throw notFound(ADOPCION_KEYS.gatoNoAdoptable);
      const telefono = body.telefono?.trim() || null;
      // Filed while signed in, it is the account's (its data export, its erasure); a typed address proves nobody's identity.
      const cuenta = await app.visitorOrUser(request);
      const id = await adopciones.create({ gato_id: gato.id, nombre, email, telefono, mensaje, usuario_id: cuenta?.id ?? null });
      try {
        // In the language of the account with the council's contact address, else the council's default.
        const mail = MAIL_TEXTS[await recipientLanguage(database.db, config.contactEmail, config.idiomas)].adopcion;
        await mailer.send({
          to: config.contactEmail,
          subject: fill(mail.subject, { gato: gato.nombre }),
          text: fill(mail.text, { gato: gato.nombre, id: gato.id, nombre, email, telefono: telefono ?? mail.sinTelefono, mensaje, link: `${config.publicUrl}/adopciones/solicitudes` }),
        });
      } catch (error) {
        // The request is stored and listed for the staff: a failed e-mail does not lose it.
        request.log.error({ err: error }, 'No se pudo avisar de la solicitud de adopción');
      }
      return { message: ADOPCION_KEYS.enviada, id };
    },
  );

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
