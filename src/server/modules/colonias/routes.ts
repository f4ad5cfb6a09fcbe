/**
 * Colonies: the list (everyone's for staff, the assigned ones for a scoped
 * role), one colony (with the same reach), mis-colonias, creation (placed by its address when a geocoder is
 * configured: placement.ts), the sterilised share and the cats of one
 * colony. The public map and chart data and the assignments are registered
 * from here too (publicRoutes.ts, asignacionesRoutes.ts).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { isScoped } from '../../../domain/roles';
import { DEFAULTS } from '../../../domain/constants';
import { REQUIRED_MESSAGES, coordinatesError } from '../../../domain/validation';
import type { AuthUser } from '../../plugins/auth';
import { conflict, notFound, unprocessable } from '../../lib/errors';
import { pageOf, sendPage } from '../../lib/pagination';
import { sortOf } from '../../lib/sorting';
import { recordAudit } from '../../lib/audit';
import { createVersionedCache } from '../../lib/versionedCache';
import { COLONIA_SORTS, coloniasRepository, type Reach } from './repository';
import { Colonia, ColoniaCreada, ColoniaCreate, ColoniaGatosQuery, ColoniaListQuery, Esterilizados, IdParams } from './schemas';
import { COLONIA_MESSAGES } from './messages';
import { gatosRepository } from '../gatos/repository';
import { createCountCache } from '../gatos/countCache';
import { GatoList } from '../gatos/schemas';
import { createGeocoder } from '../../lib/geocoder';
import { municipioSettings } from '../ajustes/settings';
import { placeColonia } from './placement';
import publicRoutes from './publicRoutes';
import asignacionesRoutes from './asignacionesRoutes';

export function reachOf(auth: AuthUser): Reach {
  return isScoped(auth.role) ? { scope: 'assigned', usuarioId: auth.id } : { scope: 'all' };
}

/** Rounded to two decimals; 0 for a colony with no cats. */
export function percentage(part: number, total: number): number {
  return total === 0 ? 0 : Math.round((part / total) * 10_000) / 100;
}

const coloniasRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { database, config } = app.gatera;
  const geocoder = config.geocoder ? createGeocoder(config.geocoder, `Gatera (${config.publicUrl})`) : null;
  // The municipality the address is looked up in: the requesting one's name, centre and radius.
  const settings = municipioSettings(database.db, config);
  const municipalArea = async () => {
    const { nombre, lat, lon, radioKm } = (await settings.current()).municipio;
    return { nombre, lat, lon, radioKm };
  };
  // Pages, totals and sterilisation counts are remembered until the next write by any process, as the cat list's are.
  const colonias = coloniasRepository(database.db, createVersionedCache(database.dataVersion, 3000));
  // A colony's cats are the cat list filtered by colony: the same query, shape and counted totals as /gatos.
  const gatos = gatosRepository(database.db, { counts: createCountCache(database.dataVersion) });
  // A colony's page of cats (and whether the caller reaches the colony) is remembered until the next write, as the /gatos pages are.
  const catPages = createVersionedCache(database.dataVersion, 200);
  const secured = { tags: ['colonias'], security: [{ bearer: [] }] };

  app.get(
    '/colonias/colonias/',
    { config: { access: 'colonias.listar' }, schema: { ...secured, querystring: ColoniaListQuery, response: { 200: Type.Array(Colonia) } } },
    async (request, reply) => {
      const { skip, limit } = pageOf(request.query);
      const { q, estado } = request.query;
      const page = { skip, limit, ...sortOf(COLONIA_SORTS, request.query, 'id') };
      const { items, total } = await colonias.list(reachOf(request.auth!), { q, estado }, page, request.dataVersionOnArrival);
      return sendPage(reply, items, total, skip);
    },
  );

  app.get(
    '/colonias/colonias/mis-colonias/',
    { config: { access: 'colonias.misColonias' }, schema: { ...secured, querystring: ColoniaListQuery, response: { 200: Type.Array(Colonia) } } },
    async (request, reply) => {
      const { skip, limit } = pageOf(request.query);
      const { q, estado } = request.query;
      const reach: Reach = { scope: 'assigned', usuarioId: request.auth!.id };
      const page = { skip, limit, ...sortOf(COLONIA_SORTS, request.query, 'id') };
      const { items, total } = await colonias.list(reach, { q, estado }, page, request.dataVersionOnArrival);
      return sendPage(reply, items, total, skip);
    },
  );

  app.post(
    '/colonias/colonias/',
    {
      config: { access: 'colonias.gestionar', messages: REQUIRED_MESSAGES.colonia },
      schema: { ...secured, body: ColoniaCreate, response: { 200: ColoniaCreada } },
    },
    async (request) => {
      const body = request.body;
      const nombre = body.nombre.trim();
      const ubicacion = body.ubicacion.trim();
      if (!nombre) throw unprocessable(REQUIRED_MESSAGES.colonia.nombre);
      if (!ubicacion) throw unprocessable(REQUIRED_MESSAGES.colonia.ubicacion);
      const latitude = body.latitude ?? null;
      const longitude = body.longitude ?? null;
      const coordinates = coordinatesError(latitude, longitude);
      if (coordinates) throw unprocessable(coordinates);
      if (await colonias.nameTaken(nombre)) throw conflict(COLONIA_MESSAGES.duplicateName);
      const placed = await placeColonia(geocoder, { ubicacion, latitude, longitude }, municipalArea, request.log);
      const values = {
        nombre,
        ubicacion,
        latitude: placed.latitude,
        longitude: placed.longitude,
        responsable_voluntario: body.responsable_voluntario?.trim() || null,
        estado: body.estado?.trim() || DEFAULTS.coloniaEstado,
      };
      return database.db.transaction().execute(async (trx) => {
        const created = await colonias.create(trx, values);
        await recordAudit(trx, request.auth, 'crear', 'colonias', created.id);
        return { ...created, geocodificacion: placed.geocodificacion };
      });
    },
  );

  app.get(
    '/colonias/colonias/:id',
    { config: { access: 'colonias.leer' }, schema: { ...secured, params: IdParams, response: { 200: Colonia } } },
    async (request) => {
      // A scoped role's colony outside its reach is as unknown as one that does not exist.
      const colonia = await colonias.find(request.params.id, reachOf(request.auth!));
      if (!colonia) throw notFound(COLONIA_MESSAGES.notFound);
      return colonia;
    },
  );

  app.get(
    '/colonias/colonias/:id/esterilizados',
    { config: { access: 'colonias.verEsterilizados' }, schema: { ...secured, params: IdParams, response: { 200: Esterilizados } } },
    async (request) => {
      // Every colony for every signed-in role (the original's map asks it for each marker).
      const counts = await colonias.sterilised(request.params.id, { scope: 'all' }, request.dataVersionOnArrival);
      if (!counts) throw notFound(COLONIA_MESSAGES.notFound);
      return {
        total_gatos: counts.total,
        gatos_esterilizados: counts.esterilizados,
        porcentaje_esterilizados: percentage(counts.esterilizados, counts.total),
      };
    },
  );

  app.get(
    '/colonias/colonias/:id/gatos',
    { config: { access: 'colonias.verGatos' }, schema: { ...secured, params: IdParams, querystring: ColoniaGatosQuery, response: { 200: GatoList } } },
    async (request, reply) => {
      const reach = reachOf(request.auth!);
      const { skip, limit } = pageOf(request.query);
      const filters = { coloniaId: request.params.id, incluirInactivos: request.query.incluir_inactivos === true };
      const at = request.dataVersionOnArrival;
      const page = await catPages.get(
        JSON.stringify([reach, filters, skip, limit]),
        async () => ((await colonias.findRef(request.params.id, reach)) ? gatos.list(filters, { skip, limit }, { field: 'id', order: 'asc' }, at) : null),
        at,
      );
      if (!page) throw notFound(COLONIA_MESSAGES.notFound);
      return sendPage(reply, page.items, page.total, skip);
    },
  );

  await app.register(publicRoutes);
  await app.register(asignacionesRoutes);
};

export default coloniasRoutes;
