/**
 * The council's microchip register (GET /api/gatos/gatos/registro-identificacion.csv,
 * built in a report worker: reports/workers/) and the sterilisation and identification certificates with their public verification.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { certificadoFileName, registroFileName } from '../../../domain/registro';
import { REGISTRO_MESSAGES } from './messages';
import { CODE_PREFIX, normalizeCode } from '../../../domain/seguimiento';
import { toIsoDate } from '../../../domain/validation';
import { notFound, unprocessable } from '../../lib/errors';
import { addressLimitHook } from '../../lib/rateLimits';
import { todayIso } from '../../lib/time';
import { loadPdfKit } from '../../lib/pdfkit';
import { DbId, Nullable } from '../../lib/schemas';
import { GATO_SERVER_MESSAGES } from '../gatos/messages';
import { ReportDocument } from '../../reports/document';
import { renderCertificado } from '../../reports/certificadoReport';
import { reportReader } from '../../reports/reader';
import { certificadoDe, verificarCertificado } from './certificados';
import { languageOf } from '../../plugins/errors';
import { translateMessage } from '../../i18n/index';
import { sendFile } from '../../reports/workers/answers';
import { municipioSettings } from '../ajustes/settings';
import { VerificacionCarne } from '../../../domain/schemas/acreditacion';
import { ACREDITACION_KEYS } from '../../../domain/acreditaciones';
import { verificarCarne } from '../acreditaciones/verificacion';

const Verificacion = Type.Object({
  codigo: Type.String(),
  valido: Type.Boolean({ description: 'Vale mientras el gato sigue de alta con el microchip y la fecha de esterilización que el certificado indica' }),
  motivo: Nullable(Type.String({ description: 'Por qué ya no vale, en el idioma de quien pregunta (español por defecto); null si vale' })),
  microchip: Type.String(),
  fecha_emision: Type.String({ description: 'ISO 8601, UTC' }),
  fecha_esterilizacion: Nullable(Type.String()),
  municipio: Type.String(),
});

const registroRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { database, config, rateLimiter } = app.gatera;
  const settings = municipioSettings(database.db, config);
  /** The holder of every colony cat's microchip: the requesting municipality. */
  const titularOf = async () => {
    const { nombre, nif, direccion } = (await settings.current()).municipio;
    return { municipio: nombre, nif, direccion };
  };

  app.get(
    '/gatos/gatos/registro-identificacion.csv',
    {
      config: { access: 'gatos.registroIdentificacion' },
      schema: {
        tags: ['gatos'],
        security: [{ bearer: [] }],
        summary: 'Registro de identificación (microchips) para el registro autonómico de animales de compañía',
        produces: ['text/csv'],
        querystring: Type.Object({ desde: Type.Optional(Type.String({ maxLength: 30, description: 'AAAA-MM-DD: solo los gatos identificados desde esa fecha' })) }),
      },
    },
    async (request, reply) => {
      const sent = request.query.desde?.trim();
      const desde = sent ? toIsoDate(sent) : null;
      if (sent && !desde) throw unprocessable(REGISTRO_MESSAGES.desdeInvalida);
      // Every cat with a microchip: read and written in a worker, counted in REPORTS_MAX_CONCURRENT.
      return sendFile(app, request, reply, 'registroCsv', { desde, titular: await titularOf() }, registroFileName(todayIso()));
    },
  );

  app.get(
    '/gatos/gatos/:id/certificado',
    {
      config: { access: 'gatos.certificado', writeGate: true },
      schema: {
        tags: ['gatos'],
        security: [{ bearer: [] }],
        summary: 'Certificado PDF de esterilización e identificación, con código de verificación',
        produces: ['application/pdf'],
        params: Type.Object({ id: DbId() }),
      },
    },
    async (request, reply) => {
      const gato = await database.db
        .selectFrom('gatos as g')
        .innerJoin('colonias as c', 'c.id', 'g.colonia_id')
        .select(['g.id', 'g.nombre', 'g.sexo', 'g.raza', 'g.edad_num', 'g.edad_unidad', 'g.codigo_identificacion', 'g.fecha_identificacion', 'g.fecha_esterilizacion', 'g.activo', 'c.nombre as colonia_nombre', 'c.ubicacion as colonia_ubicacion'])
        .where('g.id', '=', request.params.id)
        .executeTakeFirst();
      if (!gato) throw notFound(GATO_SERVER_MESSAGES.notFound);
      const microchip = gato.codigo_identificacion;
      if (!microchip) throw unprocessable(REGISTRO_MESSAGES.sinMicrochip);
      // A retired cat's certificate would not verify: none is issued.
      if (gato.activo !== 1) throw unprocessable(REGISTRO_MESSAGES.gatoDeBaja);
      const { codigo, emitido_at: emitidoAt } = await certificadoDe(database.db, { id: gato.id, microchip, fecha_esterilizacion: gato.fecha_esterilizacion }, request.auth!);
      const { municipio } = await settings.current();
      const reader = reportReader(request, municipio);
      const report = new ReportDocument(reader.frame(reader.texts.certificado.titulo, new Date(emitidoAt)), await loadPdfKit());
      renderCertificado(report, {
        codigo,
        verificarUrl: `${config.publicUrl}/api/verificar/${codigo}`,
        municipio,
        gato: { ...gato, microchip },
        emitidoEl: emitidoAt.slice(0, 10),
      });
      report.end();
      return reply
        .header('Content-Type', 'application/pdf')
        .header('Content-Disposition', `attachment; filename="${certificadoFileName(microchip)}"`)
        .header('Cache-Control', 'no-store')
        .send(report.doc);
    },
  );

  app.get(
    '/verificar/:codigo',
    {
      config: { access: 'public' },
      preHandler: addressLimitHook(rateLimiter, 'verificar', config.rateLimit),
      schema: {
        tags: ['gatos'],
        summary: 'Verificación pública de un certificado o del carné de un cuidador (solo si vale, hasta cuándo, sus colonias y su nombre de pila con la inicial) por su código',
        params: Type.Object({ codigo: Type.String({ minLength: 1, maxLength: 40 }) }),
        response: { 200: Type.Union([Verificacion, VerificacionCarne]) },
      },
    },
    async (request) => {
      const codigo = normalizeCode(request.params.codigo, CODE_PREFIX.certificado);
      const certificado = codigo ? await verificarCertificado(database.db, codigo) : undefined;
      if (!certificado) {
        // Not a certificate's: a caregiver's card, of whichever municipality issued it.
        const carne = normalizeCode(request.params.codigo, CODE_PREFIX.acreditacion);
        const verificada = carne ? await verificarCarne(database.db, config, carne) : undefined;
        if (verificada) return verificada;
        throw notFound(carne ? ACREDITACION_KEYS.codigoNotFound : REGISTRO_MESSAGES.certificadoNotFound);
      }
      return {
        codigo: certificado.codigo,
        valido: certificado.motivo === null,
        motivo: certificado.motivo === null ? null : translateMessage(certificado.motivo, languageOf(request)),
        microchip: certificado.microchip,
        fecha_emision: certificado.emitido_at,
        fecha_esterilizacion: certificado.fecha_esterilizacion,
        municipio: (await settings.current()).municipio.nombre,
      };
    },
  );
};

export default registroRoutes;
