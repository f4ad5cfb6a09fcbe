/**
 * Sterilisation campaigns: list, one, create and edit, and the cats of a
 * campaign (list, add, remove) with the campaign's progress.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { Campana, CampanaBody, CampanaGato, CampanaUpdateBody } from '../../../domain/schemas/campana';
import { DEFAULTS } from '../../../domain/constants';
import { CAMPANA_KEYS, campanaDatesProblem } from '../../../domain/campanas';
import { ESTATUS_CAMPANA, type EstatusCampana } from '../../../domain/types';
import { REQUIRED_MESSAGES, toIsoDate } from '../../../domain/validation';
import { conflict, notFound, unprocessable } from '../../lib/errors';
import { PageQuery, pageOf, sendPage } from '../../lib/pagination';
import { DbId, IdParams } from '../../lib/schemas';
import { sortOf, sortQuery } from '../../lib/sorting';
import { CAMPANA_SORTS, campanasRepository, type CampanaRecord, type CampanaValues } from './repository';

const ListQuery = Type.Object({ ...PageQuery.properties, estatus: Type.Optional(Type.String({ maxLength: 50 })), ...sortQuery(CAMPANA_SORTS) });
const GatoBody = Type.Object({ gato_id: DbId() });
const GatoParams = Type.Object({ id: DbId(), gato_id: DbId() });

const blank = (value: string | null | undefined) => value === null || value === undefined || value.trim() === '';

/** The values to store: trimmed, dates cut to `YYYY-MM-DD`, defaults applied; the Spanish message of the first problem. */
function campanaValues(body: CampanaUpdateBody, current?: CampanaRecord): CampanaValues {
  const pick = <K extends keyof CampanaUpdateBody>(key: K) => (body[key] === undefined && current ? current[key as keyof CampanaRecord] : body[key]);
  const nombre = String(pick('nombre') ?? '').trim();
  if (!nombre) throw unprocessable(REQUIRED_MESSAGES.campana.nombre);
  const inicioText = String(pick('fecha_inicio') ?? '');
  if (blank(inicioText)) throw unprocessable(REQUIRED_MESSAGES.campana.fecha_inicio);
  const finValue = pick('fecha_fin') as string | null | undefined;
  const datesProblem = campanaDatesProblem(inicioText, finValue);
  if (datesProblem) throw unprocessable(CAMPANA_KEYS[datesProblem]);
  const estatus = String(pick('estatus') ?? '').trim();
  if (!estatus) throw unprocessable(REQUIRED_MESSAGES.campana.estatus);
  if (!(ESTATUS_CAMPANA as readonly string[]).includes(estatus)) throw unprocessable(CAMPANA_KEYS.estatusInvalid);
  const voluntarios = pick('voluntarios_involucrados') as string | null | undefined;
  const objetivo = pick('gatos_objetivo') as number | null | undefined;
  return {
    nombre,
    fecha_inicio: toIsoDate(inicioText)!,
    fecha_fin: blank(finValue) ? null : toIsoDate(finValue!),
    estatus: estatus as EstatusCampana,
    voluntarios_involucrados: blank(voluntarios) ? null : voluntarios!.trim(),
    gatos_objetivo: objetivo ?? DEFAULTS.gatosObjetivo,
  };
}

const campanasRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const campanas = campanasRepository(app.gatera.database.db);
  const messages = { ...REQUIRED_MESSAGES.campana };

  async function campanaOr404(id: number): Promise<CampanaRecord> {
    const campana = await campanas.findById(id);
    if (!campana) throw notFound(CAMPANA_KEYS.notFound);
    return campana;
  }

  app.get(
    '/campanas/campanas/',
    {
      config: { access: 'campanas.leer' },
      schema: { tags: ['campanas'], security: [{ bearer: [] }], querystring: ListQuery, response: { 200: Type.Array(Campana) } },
    },
    async (request, reply) => {
      const { skip, limit } = pageOf(request.query);
      const { items, total } = await campanas.list({ estatus: request.query.estatus }, skip, limit, sortOf(CAMPANA_SORTS, request.query));
      return sendPage(reply, items, total, skip);
    },
  );

  app.get(
    '/campanas/campanas/:id',
    {
      config: { access: 'campanas.leer' },
      schema: { tags: ['campanas'], security: [{ bearer: [] }], params: IdParams, response: { 200: Campana } },
    },
    async (request) => campanaOr404(request.params.id),
  );

  app.post(
    '/campanas/campanas/',
    {
      config: { access: 'campanas.gestionar', messages },
      schema: { tags: ['campanas'], security: [{ bearer: [] }], body: CampanaBody, response: { 200: Campana } },
    },
    async (request) => campanas.create(campanaValues(request.body), request.auth!),
  );

  app.put(
    '/campanas/campanas/:id',
    {
      config: { access: 'campanas.gestionar', messages },
      schema: { tags: ['campanas'], security: [{ bearer: [] }], params: IdParams, body: CampanaUpdateBody, response: { 200: Campana } },
    },
    async (request) => {
      const current = await campanaOr404(request.params.id);
      return campanas.update(current.id, campanaValues(request.body, current), request.auth!);
    },
  );

  app.get(
    '/campanas/campanas/:id/gatos',
    {
      config: { access: 'campanas.leer' },
      schema: { tags: ['campanas'], security: [{ bearer: [] }], params: IdParams, querystring: PageQuery, response: { 200: Type.Array(CampanaGato) } },
    },
    async (request, reply) => {
      const campana = await campanaOr404(request.params.id);
      const { skip, limit } = pageOf(request.query);
      const { items, total } = await campanas.listGatos(campana, skip, limit);
      return sendPage(reply, items, total, skip);
    },
  );

  app.post(
    '/campanas/campanas/:id/gatos',
    {
      config: { access: 'campanas.gestionar', messages: { gato_id: REQUIRED_MESSAGES.actividad.gato_id } },
      schema: { tags: ['campanas'], security: [{ bearer: [] }], params: IdParams, body: GatoBody, response: { 200: Campana } },
    },
    async (request) => {
      const campana = await campanaOr404(request.params.id);
      const gato = await campanas.findGato(request.body.gato_id);
      if (!gato) throw notFound(CAMPANA_KEYS.gatoNotFound);
      if (gato.activo !== 1) throw unprocessable(CAMPANA_KEYS.gatoInactive);
      if (await campanas.hasGato(campana.id, gato.id)) throw conflict(CAMPANA_KEYS.gatoAlreadyIn);
      await campanas.addGato(campana.id, gato.id, request.auth!);
      return campanaOr404(campana.id);
    },
  );

  app.delete(
    '/campanas/campanas/:id/gatos/:gato_id',
    {
      config: { access: 'campanas.gestionar' },
      schema: { tags: ['campanas'], security: [{ bearer: [] }], params: GatoParams, response: { 200: Campana } },
    },
    async (request) => {
      const campana = await campanaOr404(request.params.id);
      if (!(await campanas.hasGato(campana.id, request.params.gato_id))) throw notFound(CAMPANA_KEYS.gatoNotIn);
      await campanas.removeGato(campana.id, request.params.gato_id, request.auth!);
      return campanaOr404(campana.id);
    },
  );
};

export default campanasRoutes;
