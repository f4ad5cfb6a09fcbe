/**
 * Citizens' sightings, public: reporting one (multipart, rate-limited per
 * address like every public form) and following it by its tracking code
 * (rate-limited like complaint tracking, so codes cannot be found by trying).
 * The tracking view shows the point only on the public map's grid, never the
 * exact point, the e-mail, the description or the colony. They are a
 * municipality's public pages, so they are served at its own path too
 * (modules/municipioPublico).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { AvistamientoRecibido, AvistamientoSeguimiento } from '../../../domain/schemas/avistamiento';
import { AVISTAMIENTO_DESCRIPCION_MAX } from '../../../domain/avistamientos';
import { CODE_PREFIX, normalizeCode } from '../../../domain/seguimiento';
import { addressLimitHook } from '../../lib/rateLimits';
import { approximate } from '../../lib/coordinates';
import { notFound } from '../../lib/errors';
import { municipioSiteUrl } from '../../lib/publicBase';
import { saveUpload, removeUpload } from '../../lib/uploads';
import { languageOf } from '../../plugins/errors';
import { currentScope, writingMunicipio } from '../../tenancy/scope';
import { FIRST_MUNICIPIO } from '../../db/tenantTables';
import { municipiosRepository } from '../municipios/repository';
import { sendNotice } from '../quejas/notices';
import { avistamientosRepository } from './repository';
import { readAvistamientoForm } from './filing';
import { createAvisosAvistamiento, receiptMessage } from './notices';
import { AVISTAMIENTO_MESSAGES } from './messages';

const avistamientosPublicRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { database, config, mailer, mailQueue, notificador, rateLimiter, paths } = app.gatera;
  const db = database.db;
  const avistamientos = avistamientosRepository(db);
  const municipios = municipiosRepository(db);
  const avisos = createAvisosAvistamiento({ db, mailQueue, notificador, config, log: app.log });

  app.post(
    '/avistamientos/',
    {
      config: { access: 'public' },
      preHandler: addressLimitHook(rateLimiter, 'avistamiento', config.rateLimit),
      schema: {
        tags: ['avistamientos'],
        summary: 'Avisar de un avistamiento (sin sesión)',
        consumes: ['multipart/form-data'],
        description:
          `Formulario multipart: tipo (marcado, nuevo, camada o apuros), latitude y longitude (obligatorias), descripcion (obligatoria, ${AVISTAMIENTO_DESCRIPCION_MAX} caracteres como máximo), ` +
          'email (opcional, para la respuesta) y foto (opcional: JPEG, PNG o WebP; se guarda girada, reducida a 1600 px y en JPEG sin metadatos). Responde el código de seguimiento.',
        response: { 200: AvistamientoRecibido },
      },
    },
    async (request) => {
      const form = await readAvistamientoForm(request);
      const municipio = writingMunicipio(currentScope()) ?? FIRST_MUNICIPIO;
      // Filed while signed in, it is the account's (its data export, its erasure); a typed address proves nobody's identity.
      const cuenta = await app.visitorOrUser(request);
      const foto = form.foto ? await saveUpload(paths.mediaDir, form.foto, 'image/jpeg') : null;
      let row;
      try {
        row = await avistamientos.create(
          { tipo: form.tipo, descripcion: form.descripcion, latitude: form.latitude, longitude: form.longitude, email: form.email, idioma: languageOf(request), foto, usuario_id: cuenta?.id ?? null },
          cuenta,
        );
      } catch (error) {
        await removeUpload(paths.mediaDir, foto);
        throw error;
      }
      await avisos.queue(municipio, row);
      if (row.email) {
        const found = await municipios.get(municipio);
        const site = found ? municipioSiteUrl(config.publicUrl, found) : config.publicUrl;
        await sendNotice(mailer, request.log, receiptMessage(site, { ...row, email: row.email }));
      }
      return { codigo_seguimiento: row.codigo_seguimiento };
    },
  );

  app.get(
    '/avistamientos/seguimiento/:codigo',
    {
      config: { access: 'public' },
      preHandler: addressLimitHook(rateLimiter, 'seguimiento', config.rateLimit),
      schema: {
        tags: ['avistamientos'],
        summary: 'Seguimiento público de un avistamiento por su código',
        params: Type.Object({ codigo: Type.String({ minLength: 1, maxLength: 40 }) }),
        response: { 200: AvistamientoSeguimiento },
      },
    },
    async (request) => {
      const codigo = normalizeCode(request.params.codigo, CODE_PREFIX.avistamiento);
      const row = codigo ? await avistamientos.findByCodigo(codigo) : undefined;
      if (!row) throw notFound(AVISTAMIENTO_MESSAGES.seguimientoNotFound);
      return {
        codigo_seguimiento: row.codigo_seguimiento,
        tipo: row.tipo,
        estado: row.estado,
        fecha_registro: row.created_at,
        fecha_ultimo_cambio: row.updated_at,
        latitude: approximate(row.latitude),
        longitude: approximate(row.longitude),
        respuesta_publica: row.respuesta_publica,
      };
    },
  );
};

export default avistamientosPublicRoutes;
