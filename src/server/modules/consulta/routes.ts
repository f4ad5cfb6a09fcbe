/**
 * "¿Es un gato de colonia?": GET /consulta/microchip/:codigo for a partner
 * professional's account or a partner entity's API key (the only route that
 * accepts one), counted per account or key, logged, and told to the colony's
 * people when the chip is one of its cats; the administrator reads the log
 * (/consultas-microchip/). The partner entities and their keys: ./entidadesRoutes.ts.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { CONSULTA_LIMITE, CONSULTAS_PAGINA } from '../../../domain/consulta';
import { ConsultaMicrochip, ConsultaRespuesta } from '../../../domain/schemas/entidad';
import { isValidCodigoIdentificacion } from '../../../domain/validation';
import { badRequest } from '../../lib/errors';
import { PageQuery, pageOf, sendPage } from '../../lib/pagination';
import { tooManyRequests } from '../../lib/rateLimits';
import { SERVER_KEYS } from '../../i18n/keys';
import { municipioSettings } from '../ajustes/settings';
import { avisoConsulta } from './aviso';
import { clavesRepository } from './claves';
import { consultaRepository, type Consultante } from './repository';
import entidadesRoutes from './entidadesRoutes';

const MESSAGES = SERVER_KEYS.consulta;
const CodigoParams = Type.Object({ codigo: Type.String({ maxLength: 64, description: 'El microchip: 15 cifras' }) });

const consultaRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { database, config, mailQueue, notificador, rateLimiter } = app.gatera;
  const { db } = database;
  const consultas = consultaRepository(db);
  const claves = clavesRepository(db);
  const settings = municipioSettings(db, config);
  const aviso = avisoConsulta({ db, mailQueue, notificador, config });

  app.get(
    '/consulta/microchip/:codigo',
    {
      // Every lookup is logged: a read that writes, held while a restore runs.
      config: { access: 'consulta.microchip', apiKey: true, writeGate: true, messages: { codigo: MESSAGES.microchip } },
      schema: {
        tags: ['consulta'],
        security: [{ bearer: [] }, { apiKey: [] }],
        summary: '¿Es un gato de colonia de este municipio? Solo eso, el nombre de la colonia y el contacto del programa',
        params: CodigoParams,
        response: { 200: ConsultaRespuesta },
      },
    },
    async (request) => {
      const { auth, partner } = request;
      const quien: Consultante = partner
        ? { usuarioId: null, entidadId: partner.entidadId, claveId: partner.claveId }
        : { usuarioId: auth!.id, entidadId: await consultas.entidadOf(auth!.id), claveId: null };
      // Every request counts, a malformed one too: the limit is on asking, not on finding.
      const wait = await rateLimiter.hit([{ key: partner ? `consulta|clave:${partner.claveId}` : `consulta|usuario:${auth!.id}`, ...CONSULTA_LIMITE }]);
      if (wait > 0) throw tooManyRequests(wait, MESSAGES.limite);
      const codigo = request.params.codigo.trim();
      if (!isValidCodigoIdentificacion(codigo)) throw badRequest(MESSAGES.microchip);

      const found = await consultas.coloniaCat(codigo);
      const id = await consultas.log(quien, codigo, found);
      if (partner) await claves.used(partner.claveId);
      const { municipio, contactEmail } = await settings.current();
      if (!found) return { colonia: false, municipio: municipio.nombre };
      await aviso.queue(partner?.municipio ?? auth!.municipio, id, found.colonia_id);
      return { colonia: true, municipio: municipio.nombre, colonia_nombre: found.colonia_nombre, ...(contactEmail ? { contacto: contactEmail } : {}) };
    },
  );

  app.get(
    '/consultas-microchip/',
    {
      config: { access: 'consultas.leer' },
      schema: { tags: ['consulta'], security: [{ bearer: [] }], summary: 'El registro de consultas de microchip, la más reciente primero', querystring: PageQuery, response: { 200: Type.Array(ConsultaMicrochip) } },
    },
    async (request, reply) => {
      const { skip, limit } = pageOf(request.query, CONSULTAS_PAGINA);
      const { items, total } = await consultas.list(skip, limit);
      return sendPage(reply, items, total, skip);
    },
  );

  await app.register(entidadesRoutes);
};

export default consultaRoutes;
