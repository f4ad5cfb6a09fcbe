/**
 * The CER programme's calls: the censuses of a colony (list, create, edit,
 * delete), its population estimate and 24-month history, the council's
 * dashboard, the annual report (PDF or CSV) and a campaign made from the
 * colonies below target. A voluntario reaches only the colonies assigned to
 * them (others answer 404, as for cats).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { CER_API_KEYS, CER_API_MESSAGES, censoProblem, hoyEnEspana, type CensoValues } from '../../../domain/cer';
import { recordAudit } from '../../lib/audit';
import { conflict, notFound, unprocessable } from '../../lib/errors';
import { isUuid } from '../../../domain/calle';
import { CALLE_MESSAGES } from '../calle/messages';
import { IdParams } from '../../lib/schemas';
import { reportReader } from '../../reports/reader';
import { whileHoldingSlot } from '../../reports/buildSlots';
import { sendFile } from '../../reports/workers/answers';
import { createVersionedCache } from '../../lib/versionedCache';
import { fileDate } from '../../reports/spanish';
import { reachableColonias } from '../colonias/reachable';
import { campanasRepository } from '../campanas/repository';
import { cerRepository, type CensoRow } from './repository';
import { cerService } from './service';
import { memoriaAnio } from './memoriaAnio';
import { municipioSettings } from '../ajustes/settings';
import { CampanaDesdeColonias, Censo, CensoBody, CensoParams, Historia, MemoriaQuery, Panel, Poblacion } from './schemas';
import { recordReader } from '../../db/records';
import { nowIso } from '../../lib/time';

/** Colonies listed under "below target" and under "census due" on the dashboard (the rest are counted). */
export const PANEL_LISTED_MAX = 50;

const tags = ['cer'];
const security = [{ bearer: [] }];

/** A stored census as the API answers it (its client_id stays on the server). */
const toCenso = recordReader(Censo);

/** The client's UUID of a census made offline (a retried sync stores it once), or a 422. */
function censoClientId(value: string | null | undefined): string | null {
  if (value === undefined || value === null || value === '') return null;
  if (!isUuid(value)) throw unprocessable(CALLE_MESSAGES.visitaClientId);
  return value.toLowerCase();
}

/** A census sent again with its client_id: the stored one, when it is the same person's for the same colony (none: another municipality's). */
function sameCenso(row: CensoRow | undefined, coloniaId: number, usuarioId: number) {
  if (!row || row.colonia_id !== coloniaId || row.usuario_id !== usuarioId) throw conflict(CALLE_MESSAGES.visitaClientIdAjeno);
  return toCenso(row);
}

/** The census to store, or a 422 naming the field at fault. */
function censoValues(body: CensoValues) {
  const problem = censoProblem(body, hoyEnEspana());
  if (problem) throw unprocessable(CER_API_KEYS[problem]);
  const observaciones = body.observaciones?.trim() || null;
  return { fecha: body.fecha, gatos_vistos: body.gatos_vistos, crias: body.crias, marcados_vistos: body.marcados_vistos, observaciones };
}

const cerRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { database, config } = app.gatera;
  const db = database.db;
  const reachableColonia = reachableColonias(db);
  const repo = cerRepository(db);
  const settings = municipioSettings(db, config);
  /** The CER figures against the requesting municipality's target. */
  const cerOf = async () => cerService(repo, (await settings.current()).cerObjetivo);
  const campanas = campanasRepository(db);
  // The dashboard's figures of today, until the next write (a new day is a new key).
  const panelCache = createVersionedCache(database.dataVersion, 2);


  async function censoOr404(coloniaId: number, censoId: number) {
    const censo = await repo.findCenso(coloniaId, censoId);
    if (!censo) throw notFound(CER_API_KEYS.notFound);
    return censo;
  }

  app.get(
    '/colonias/colonias/:id/censos',
    { config: { access: 'cer.leer' }, schema: { tags, security, params: IdParams, response: { 200: Type.Array(Censo) } } },
    async (request) => {
      const colonia = await reachableColonia(request, request.params.id);
      return (await repo.listCensos(colonia.id)).map(toCenso);
    },
  );

  app.post(
    '/colonias/colonias/:id/censos',
    { config: { access: 'cer.censar' }, schema: { tags, security, params: IdParams, body: CensoBody, response: { 200: Censo } } },
    async (request) => {
      const colonia = await reachableColonia(request, request.params.id);
      const values = censoValues(request.body);
      const clientId = censoClientId(request.body.client_id);
      const known = clientId ? await repo.findCensoByClientId(clientId) : undefined;
      if (known) return sameCenso(known, colonia.id, request.auth!.id);
      const outcome = await db.transaction().execute(async (trx) => {
        const result = await repo.insertCensoOnce(trx, colonia.id, values, request.auth!.id, clientId);
        if (result.created) await recordAudit(trx, request.auth, 'crear', 'censos', result.row.id, `colonia ${colonia.id}`);
        return result;
      });
      return outcome.created ? toCenso(outcome.row) : sameCenso(outcome.row, colonia.id, request.auth!.id);
    },
  );

  app.put(
    '/colonias/colonias/:id/censos/:censo_id',
    { config: { access: 'cer.censar' }, schema: { tags, security, params: CensoParams, body: CensoBody, response: { 200: Censo } } },
    async (request) => {
      const colonia = await reachableColonia(request, request.params.id);
      const current = await censoOr404(colonia.id, request.params.censo_id);
      const values = censoValues(request.body);
      return db.transaction().execute(async (trx) => {
        const updated = await repo.updateCenso(trx, current.id, values);
        await recordAudit(trx, request.auth, 'editar', 'censos', current.id, `colonia ${colonia.id}`);
        return toCenso(updated);
      });
    },
  );

  app.delete(
    '/colonias/colonias/:id/censos/:censo_id',
    { config: { access: 'cer.censar' }, schema: { tags, security, params: CensoParams, response: { 200: Type.Object({ message: Type.String() }) } } },
    async (request) => {
      const colonia = await reachableColonia(request, request.params.id);
      const current = await censoOr404(colonia.id, request.params.censo_id);
      await db.transaction().execute(async (trx) => {
        await repo.deleteCenso(trx, current.id);
        await recordAudit(trx, request.auth, 'eliminar', 'censos', current.id, `colonia ${colonia.id}`);
      });
      return { message: CER_API_KEYS.deleted };
    },
  );

  app.get(
    '/colonias/colonias/:id/poblacion',
    { config: { access: 'cer.leer' }, schema: { tags, security, params: IdParams, response: { 200: Poblacion } } },
    async (request) => {
      const colonia = await reachableColonia(request, request.params.id);
      const { cerObjetivo, vigencia } = await settings.current();
      return cerService(repo, cerObjetivo).poblacion(colonia.id, hoyEnEspana(), vigencia);
    },
  );

  app.get(
    '/colonias/colonias/:id/historia',
    { config: { access: 'cer.leer' }, schema: { tags, security, params: IdParams, response: { 200: Historia } } },
    async (request) => (await cerOf()).historia((await reachableColonia(request, request.params.id)).id, hoyEnEspana()),
  );

  app.get(
    '/informes/informes/panel',
    { config: { access: 'cer.panel' }, schema: { tags, security, response: { 200: Panel } } },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const today = hoyEnEspana();
      // Read in a worker, holding a report slot; the figures are kept until the next write as the UTF-8 bytes of their
      // JSON, serialized once by the route's schema: served thousands of times a second, serializing each answer again
      // kept the requests' thread busy enough to slow every other request.
      const { cerObjetivo: objetivo, vigencia } = await settings.current();
      const { vigenciaDias } = vigencia;
      // The target and the census's validity are in the key: a municipality's new setting is a new answer.
      const body = await panelCache.get(
        `panel:${today}:${objetivo}:${vigenciaDias}`,
        async () => {
          const figures = await whileHoldingSlot(app.gatera.reportSlots, () =>
            app.gatera.reportWorkers.value('panel', { today, objetivo, vigenciaDias, maxListed: PANEL_LISTED_MAX }),
          );
          return Buffer.from(String(reply.serialize(figures)), 'utf8');
        },
        request.dataVersionOnArrival,
      );
      return reply.type('application/json; charset=utf-8').send(body as never);
    },
  );

  app.post(
    '/campanas/campanas/desde-colonias',
    { config: { access: 'campanas.gestionar' }, schema: { tags, security, body: CampanaDesdeColonias } },
    async (request) => {
      const ids = [...new Set(request.body.colonia_ids)];
      const known = new Set((await repo.colonias()).map((c) => c.id));
      const missing = ids.find((id) => !known.has(id));
      if (missing !== undefined) throw unprocessable(`${CER_API_MESSAGES.coloniaIds} (${missing})`);
      const gatos = await repo.unsterilisedCats(ids);
      if (gatos.length === 0) throw unprocessable(CER_API_KEYS.sinGatos);
      const today = hoyEnEspana();
      const nombre = request.body.nombre?.trim() || `${CER_API_MESSAGES.campanaNombre} ${today.split('-').reverse().join('/')}`;
      const campana = await campanas.create(
        { nombre, fecha_inicio: today, fecha_fin: null, estatus: 'planeada', voluntarios_involucrados: null, gatos_objetivo: gatos.length },
        request.auth!,
      );
      await db.transaction().execute(async (trx) => {
        const created_at = nowIso();
        // In slices: one INSERT with thousands of rows would pass the engines' parameter limits.
        for (let i = 0; i < gatos.length; i += 500) {
          await trx.insertInto('campana_gatos').values(gatos.slice(i, i + 500).map((gato_id) => ({ campana_id: campana.id, gato_id, created_at }))).execute();
        }
        await recordAudit(trx, request.auth, 'asignar', 'campanas', campana.id, `${gatos.length} gatos de las colonias ${ids.join(', ')}`);
      });
      return { ...campana, numero_gatos: gatos.length };
    },
  );

  app.get(
    '/informes/informes/memoria',
    {
      config: { access: 'informes.descargar' },
      schema: { tags: ['informes'], security, querystring: MemoriaQuery, produces: ['application/pdf', 'text/csv'] },
    },
    async (request, reply) => {
      const { anio, today } = memoriaAnio(request.query.anio);
      const generatedAt = new Date();
      const own = await settings.current();
      const reader = reportReader(request, own.municipio);
      const year = { anio, today, objetivo: own.cerObjetivo };
      // Built in a worker, counted in REPORTS_MAX_CONCURRENT with every other report.
      if (request.query.formato === 'csv') {
        return sendFile(app, request, reply, 'memoriaCsv', { ...year, language: reader.language }, `memoria_cer_${anio}_${fileDate(generatedAt)}.csv`);
      }
      const frame = reader.frame(`${reader.texts.memoria.titulo} ${anio}`, generatedAt);
      return sendFile(app, request, reply, 'memoria', { ...year, frame, subtitle: reader.subtitle }, `memoria_cer_${anio}_${fileDate(generatedAt)}.pdf`);
    },
  );
};

export default cerRoutes;
