/**
 * Citizens' sightings for administration and responsables: the list (newest
 * first, by state, kind and colony), one sighting with its exact point and
 * the viewer's private link to its photo, the decision (accept into the
 * colony's history, a census, a new cat or a new colony, or dismiss; with an
 * optional public answer e-mailed to the citizen) and the RGPD erasure of the
 * citizen's data. The public report and tracking are publicRoutes.ts,
 * registered from here.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { Avistamiento, AvistamientoDecisionBody } from '../../../domain/schemas/avistamiento';
import { AVISTAMIENTO_ESTADOS, AVISTAMIENTO_TIPOS } from '../../../domain/avistamientos';
import { DbId, IdParams } from '../../lib/schemas';
import { PageQuery, pageOf, sendPage } from '../../lib/pagination';
import { notFound } from '../../lib/errors';
import { municipioSiteUrl } from '../../lib/publicBase';
import { removeUpload } from '../../lib/uploads';
import { recordAudit } from '../../lib/audit';
import { municipiosRepository } from '../municipios/repository';
import { sendNotice } from '../quejas/notices';
import { eraseAvistamiento } from '../rgpd/erasure';
import { avistamientosRepository, toAvistamiento, type AvistamientoRow } from './repository';
import { decideAvistamiento } from './decision';
import { decisionMessage } from './notices';
import { AVISTAMIENTO_MESSAGES } from './messages';
import avistamientosPublicRoutes from './publicRoutes';

const secured = { tags: ['avistamientos'], security: [{ bearer: [] }] };

const ListQuery = Type.Object({
  ...PageQuery.properties,
  estado: Type.Optional(Type.Enum([...AVISTAMIENTO_ESTADOS])),
  tipo: Type.Optional(Type.Enum([...AVISTAMIENTO_TIPOS])),
  colonia_id: Type.Optional(DbId()),
});

const avistamientosRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { database, config, mailer, attachmentLinks, paths } = app.gatera;
  const db = database.db;
  const avistamientos = avistamientosRepository(db);
  const municipios = municipiosRepository(db);

  await app.register(avistamientosPublicRoutes);

  const answer = (row: AvistamientoRow, viewerId: number) => toAvistamiento(row, (name) => attachmentLinks.urlOf(name, viewerId));
  const found = async (id: number) => {
    const row = await avistamientos.findById(id);
    if (!row) throw notFound(AVISTAMIENTO_MESSAGES.notFound);
    return row;
  };

  app.get(
    '/avistamientos/',
    { config: { access: 'avistamientos.gestionar' }, schema: { ...secured, summary: 'Avistamientos, los más recientes primero', querystring: ListQuery, response: { 200: Type.Array(Avistamiento) } } },
    async (request, reply) => {
      const { skip, limit } = pageOf(request.query);
      const { items, total } = await avistamientos.list({ estado: request.query.estado, tipo: request.query.tipo, coloniaId: request.query.colonia_id }, skip, limit);
      return sendPage(reply, items.map((row) => answer(row, request.auth!.id)), total, skip);
    },
  );

  app.get(
    '/avistamientos/:id',
    { config: { access: 'avistamientos.gestionar' }, schema: { ...secured, summary: 'Un avistamiento, con su punto exacto y su foto', params: IdParams, response: { 200: Avistamiento } } },
    async (request) => answer(await found(request.params.id), request.auth!.id),
  );

  app.put(
    '/avistamientos/:id',
    {
      config: { access: 'avistamientos.gestionar' },
      schema: {
        ...secured,
        summary: 'Aceptar o descartar un avistamiento',
        description:
          'decision: aceptar (con destino: historia con nota; censo con gatos_vistos, crias, marcados_vistos y fecha; gato con nombre y sexo; colonia con nombre) o descartar. ' +
          'respuesta_publica (opcional) se muestra en el seguimiento y se envía por correo a quien avisó. Un avistamiento ya decidido responde 409.',
        params: IdParams,
        body: AvistamientoDecisionBody,
        response: { 200: Avistamiento },
      },
    },
    async (request) => {
      const row = await found(request.params.id);
      await decideAvistamiento(db, row, request.body, request.auth!);
      const decided = await found(row.id);
      if (decided.email) {
        const municipio = await municipios.get(request.auth!.municipio);
        const site = municipio ? municipioSiteUrl(config.publicUrl, municipio) : config.publicUrl;
        await sendNotice(mailer, request.log, decisionMessage(site, { ...decided, email: decided.email }));
      }
      return answer(decided, request.auth!.id);
    },
  );

  app.post(
    '/avistamientos/:id/anonimizar',
    { config: { access: 'rgpd.anonimizar' }, schema: { ...secured, summary: 'Anonimizar los datos de quien avisó (RGPD)', params: IdParams, response: { 200: Avistamiento } } },
    async (request) => {
      const row = await found(request.params.id);
      if (row.anonimizado_at === null) {
        await db.transaction().execute(async (trx) => {
          await eraseAvistamiento(trx, row.id);
          await recordAudit(trx, request.auth, 'anonimizar', 'avistamientos', row.id);
        });
        await removeUpload(paths.mediaDir, row.foto);
      }
      return answer(await found(row.id), request.auth!.id);
    },
  );
};

export default avistamientosRoutes;
