/**
 * The council's microchip register (GET /api/gatos/gatos/registro-identificacion.csv,
 * built in a report worker: reports/workers/) and the sterilisation and identification certificates with their public verification.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { REGISTRO_MESSAGES, certificadoFileName, registroFileName } from '../../../domain/registro';
import { CODE_PREFIX, normalizeCode } from '../../../domain/seguimiento';
import { toIsoDate } from '../../../domain/validation';
import { notFound, unprocessable } from '../../lib/errors';
import { addressLimitHook } from '../../lib/rateLimits';
import { nowIso, todayIso } from '../../lib/time';
import { withUniqueCode } from '../../lib/codes';
import { recordAudit } from '../../lib/audit';
import { loadPdfKit } from '../../lib/pdfkit';
import { DbId, Nullable } from '../../lib/schemas';
import { GATO_SERVER_MESSAGES } from '../../../domain/gatos';
import { ReportDocument } from '../../reports/document';
import { renderCertificado } from '../../reports/certificadoReport';
import { reportReader } from '../../reports/reader';
import { sendFile } from '../../reports/workers/answers';

const Verificacion = Type.Object({
  codigo: Type.String(),
  valido: Type.Boolean(),
  microchip: Type.String(),
  fecha_emision: Type.String({ description: 'ISO 8601, UTC' }),
  fecha_esterilizacion: Nullable(Type.String()),
  municipio: Type.String(),
});

const registroRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { database, config, rateLimiter } = app.gatera;
  const titular = { municipio: config.municipio.nombre, nif: config.municipio.nif, direccion: config.municipio.direccion };

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
      return sendFile(app, request, reply, 'registroCsv', { desde, titular }, registroFileName(todayIso()));
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
        .select(['g.id', 'g.nombre', 'g.sexo', 'g.raza', 'g.edad_num', 'g.edad_unidad', 'g.codigo_identificacion', 'g.fecha_identificacion', 'g.fecha_esterilizacion', 'c.nombre as colonia_nombre', 'c.ubicacion as colonia_ubicacion'])
        .where('g.id', '=', request.params.id)
        .executeTakeFirst();
      if (!gato) throw notFound(GATO_SERVER_MESSAGES.notFound);
      const microchip = gato.codigo_identificacion;
      if (!microchip) throw unprocessable(REGISTRO_MESSAGES.sinMicrochip);
      const emitidoAt = nowIso();
      // Every issued certificate is recorded, so its code can be verified later.
      const codigo = await withUniqueCode(CODE_PREFIX.certificado, (code) =>
        database.db.transaction().execute(async (trx) => {
          await trx
            .insertInto('certificados')
            .values({ codigo: code, gato_id: gato.id, microchip, fecha_esterilizacion: gato.fecha_esterilizacion, usuario_id: request.auth!.id, emitido_at: emitidoAt })
            .execute();
          await recordAudit(trx, request.auth, 'crear', 'certificados', code, `gato ${gato.id}`);
          return code;
        }),
      );
      const reader = reportReader(request, config.municipio);
      const report = new ReportDocument(reader.frame(reader.texts.certificado.titulo, new Date(emitidoAt)), await loadPdfKit());
      renderCertificado(report, {
        codigo,
        verificarUrl: `${config.publicUrl}/api/verificar/${codigo}`,
        municipio: config.municipio,
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
        summary: 'Verificación pública de un certificado por su código',
        params: Type.Object({ codigo: Type.String({ minLength: 1, maxLength: 40 }) }),
        response: { 200: Verificacion },
      },
    },
    async (request) => {
      const codigo = normalizeCode(request.params.codigo, CODE_PREFIX.certificado);
      const row = codigo
        ? await database.db.selectFrom('certificados').select(['codigo', 'microchip', 'emitido_at', 'fecha_esterilizacion']).where('codigo', '=', codigo).executeTakeFirst()
        : undefined;
      if (!row) throw notFound(REGISTRO_MESSAGES.certificadoNotFound);
      return {
        codigo: row.codigo,
        valido: true,
        microchip: row.microchip,
        fecha_emision: row.emitido_at,
        fecha_esterilizacion: row.fecha_esterilizacion,
        municipio: config.municipio.nombre,
      };
    },
  );
};

export default registroRoutes;
