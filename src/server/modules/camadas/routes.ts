/**
 * Litters and newcomers: a colony's litters (list, record, edit, delete), the
 * adults each of its censuses saw beyond its register, and the dashboard's
 * births and newcomers per year against sterilisations. A voluntario reaches
 * only the colonies assigned to them (others answer 404, as for censuses).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { CAMADA_API_KEYS, CAMADA_DESTINOS, camadaProblem, recienLlegados } from '../../../domain/camadas';
import { adultosVistos, hoyEnEspana } from '../../../domain/cer';
import { Camada, CamadaBody, CamadaConMadre, CamadasPanel, RecienLlegadosCenso } from '../../../domain/schemas/camada';
import { DbId } from '../../../domain/schemas/common';
import { recordAudit } from '../../lib/audit';
import { notFound, unprocessable } from '../../lib/errors';
import { IdParams } from '../../lib/schemas';
import { nowIso } from '../../lib/time';
import { createVersionedCache } from '../../lib/versionedCache';
import { reachableColonias } from '../colonias/reachable';
import { camadasRepository, type CamadaFields } from './repository';
import { whileHoldingSlot } from '../../reports/buildSlots';

const tags = ['camadas'];
const security = [{ bearer: [] }];
const CamadaParams = Type.Object({ id: DbId(), camada_id: DbId() });

const camadasRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { database } = app.gatera;
  const db = database.db;
  const reachableColonia = reachableColonias(db);
  const repo = camadasRepository(db);
  const panelCache = createVersionedCache(database.dataVersion, 2);


  async function camadaOr404(coloniaId: number, id: number) {
    const camada = await repo.find(coloniaId, id);
    if (!camada) throw notFound(CAMADA_API_KEYS.notFound);
    return camada;
  }

  /** The litter to store, or a 422 naming the field at fault. */
  async function camadaFields(coloniaId: number, body: CamadaBody): Promise<CamadaFields> {
    const problem = camadaProblem(body, hoyEnEspana());
    if (problem) throw unprocessable(CAMADA_API_KEYS[problem]);
    const madre = body.madre_id ?? null;
    if (madre !== null && !(await repo.isGatoOfColonia(madre, coloniaId))) throw unprocessable(CAMADA_API_KEYS.madre);
    const destinos = Object.fromEntries(CAMADA_DESTINOS.map((destino) => [destino, body[destino] ?? 0])) as Pick<CamadaFields, (typeof CAMADA_DESTINOS)[number]>;
    return { fecha: body.fecha, crias: body.crias, madre_id: madre, notas: body.notas?.trim() || null, ...destinos };
  }

  app.get(
    '/colonias/colonias/:id/camadas',
    { config: { access: 'camadas.leer' }, schema: { tags, security, params: IdParams, response: { 200: Type.Array(CamadaConMadre) } } },
    async (request) => repo.list((await reachableColonia(request, request.params.id)).id),
  );

  app.post(
    '/colonias/colonias/:id/camadas',
    { config: { access: 'camadas.registrar' }, schema: { tags, security, params: IdParams, body: CamadaBody, response: { 200: Camada } } },
    async (request) => {
      const colonia = await reachableColonia(request, request.params.id);
      const fields = await camadaFields(colonia.id, request.body);
      return db.transaction().execute(async (trx) => {
        const row = await repo.insert(trx, colonia.id, fields, nowIso());
        await recordAudit(trx, request.auth, 'crear', 'camadas', row.id, `colonia ${colonia.id}`);
        return row;
      });
    },
  );

  app.put(
    '/colonias/colonias/:id/camadas/:camada_id',
    { config: { access: 'camadas.registrar' }, schema: { tags, security, params: CamadaParams, body: CamadaBody, response: { 200: Camada } } },
    async (request) => {
      const colonia = await reachableColonia(request, request.params.id);
      const current = await camadaOr404(colonia.id, request.params.camada_id);
      const fields = await camadaFields(colonia.id, request.body);
      return db.transaction().execute(async (trx) => {
        const row = await repo.update(trx, current.id, fields, nowIso());
        await recordAudit(trx, request.auth, 'editar', 'camadas', current.id, `colonia ${colonia.id}`);
        return row;
      });
    },
  );

  app.delete(
    '/colonias/colonias/:id/camadas/:camada_id',
    { config: { access: 'camadas.registrar' }, schema: { tags, security, params: CamadaParams, response: { 200: Type.Object({ message: Type.String() }) } } },
    async (request) => {
      const colonia = await reachableColonia(request, request.params.id);
      const current = await camadaOr404(colonia.id, request.params.camada_id);
      await db.transaction().execute(async (trx) => {
        await repo.remove(trx, current.id);
        await recordAudit(trx, request.auth, 'eliminar', 'camadas', current.id, `colonia ${colonia.id}`);
      });
      return { message: CAMADA_API_KEYS.deleted };
    },
  );

  app.get(
    '/colonias/colonias/:id/recien-llegados',
    { config: { access: 'camadas.leer' }, schema: { tags, security, params: IdParams, response: { 200: Type.Array(RecienLlegadosCenso) } } },
    async (request) => {
      const colonia = await reachableColonia(request, request.params.id);
      return (await repo.censosConRegistro({ coloniaId: colonia.id })).map((censo) => {
        const adultos = adultosVistos(censo);
        return { censo_id: censo.censo_id, fecha: censo.fecha, adultos_vistos: adultos, registrados: censo.registrados, recien_llegados: recienLlegados(adultos, censo.registrados) };
      });
    },
  );

  app.get(
    '/informes/informes/panel/camadas',
    { config: { access: 'cer.panel' }, schema: { tags, security, response: { 200: CamadasPanel } } },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const today = hoyEnEspana();
      // Read in a worker, holding a report slot, and kept until the next write (a new day is a new key).
      return panelCache.get(
        `camadas:${today}`,
        () => whileHoldingSlot(app.gatera.reportSlots, () => app.gatera.reportWorkers.value('camadasPanel', { today })),
        request.dataVersionOnArrival,
      );
    },
  );
};

export default camadasRoutes;
