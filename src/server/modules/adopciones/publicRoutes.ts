/**
 * The adoption gallery (public) and adoption requests (public, rate-limited,
 * with consent and a honeypot). They are a municipality's public pages, so
 * they are served at its own path too (modules/municipioPublico).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ADOPCION_KEYS } from '../../../domain/adopciones';
import { isValidEmail } from '../../../domain/validation';
import { badRequest, notFound, unprocessable } from '../../lib/errors';
import { addressLimitHook } from '../../lib/rateLimits';
import { PageQuery, pageOf, sendPage } from '../../lib/pagination';
import { DbId } from '../../lib/schemas';
import { GatoEnAdopcion, SolicitudAdopcionBody as SolicitudBody, SolicitudAdopcionEnviada } from '../../../domain/schemas/adopcion';
import { adopcionesRepository } from './repository';
import { MAIL_TEXTS } from '../../i18n/mails';
import { recipientLanguage } from '../../i18n/recipient';
import { fill } from '../../reports/texts';

const adopcionesPublicRoutes: FastifyPluginAsyncTypebox = async (app) => {
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
};

export default adopcionesPublicRoutes;
