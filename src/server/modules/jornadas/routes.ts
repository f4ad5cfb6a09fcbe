/**
 * Clinic days: the veterinary providers, the days they offer, and the bookings
 * of colony cats into a day until its capacity (by weight) is full.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { Jornada, JornadaBody, Proveedor, ProveedorBody, Reserva, ReservaBody, ResumenJornadas } from '../../../domain/schemas/jornada';
import { JORNADA_KEYS, RESERVA_SEXOS, reservaSexoDe, type ReservaSexo } from '../../../domain/jornadas';
import type { Sexo } from '../../../domain/types';
import { conflict, notFound, unprocessable } from '../../lib/errors';
import { DbId, IdParams } from '../../lib/schemas';
import { todayIso } from '../../lib/time';
import type { AuthUser } from '../../plugins/auth';
import { jornadasRepository, type JornadaReach, type ReservaValues } from './repository';
import { resultadoRoutes } from './resultadoRoutes';
import { edicionRoutes } from './edicionRoutes';
import { avisarAColonia } from '../notificaciones/destinatarios';
import { serverText } from '../../i18n/index';
import { JORNADA_FIELD_MESSAGES, PROVEEDOR_FIELD_MESSAGES, jornadaValues, proveedorValues } from './input';

const ReservaParams = Type.Object({ id: DbId(), reserva_id: DbId() });
const tags = ['jornadas'];
const security = [{ bearer: [] }];

const trimmed = (value: string | null | undefined) => (value ?? '').trim();

/** A veterinario reaches only the days of the providers linked to their account. */
export const reachOf = (auth: AuthUser): JornadaReach => ({ veterinarioId: auth.role === 'veterinario' ? auth.id : null });

const jornadasRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, engine } = app.gatera.database;
  const { notificador } = app.gatera;
  const jornadas = jornadasRepository(db, engine);

  async function jornadaOr404(id: number, auth: AuthUser): Promise<Jornada> {
    const jornada = await jornadas.findJornada(id, reachOf(auth));
    if (!jornada) throw notFound(JORNADA_KEYS.notFound);
    return jornada;
  }

  app.get(
    '/proveedores/',
    { config: { access: 'proveedores.leer' }, schema: { tags, security, response: { 200: Type.Array(Proveedor) } } },
    async () => jornadas.listProveedores(),
  );

  app.post(
    '/proveedores/',
    { config: { access: 'proveedores.gestionar', messages: PROVEEDOR_FIELD_MESSAGES }, schema: { tags, security, body: ProveedorBody, response: { 200: Proveedor } } },
    async (request) => jornadas.createProveedor(await proveedorValues(db, request.body), request.auth!),
  );

  app.get(
    '/jornadas/',
    { config: { access: 'jornadas.leer' }, schema: { tags, security, response: { 200: Type.Array(Jornada) } } },
    async (request, reply) => {
      const items = await jornadas.listJornadas(reachOf(request.auth!), todayIso());
      reply.header('X-Total-Count', String(items.length));
      return items;
    },
  );

  app.get(
    '/jornadas/resumen',
    { config: { access: 'jornadas.leer' }, schema: { tags, security, response: { 200: ResumenJornadas } } },
    async (request) => {
      const reach = reachOf(request.auth!);
      const today = todayIso();
      const proximas = (await jornadas.listJornadas(reach, today)).filter((j) => j.fecha >= today).map(({ id, fecha, proveedor_nombre, capacidad, libres }) => ({ id, fecha, proveedor_nombre, capacidad, libres }));
      // The cats waiting are the municipality's (staff plan the next days with them); a vet sees those of their days.
      const esperando = reach.veterinarioId === null ? await jornadas.esperandoPorColonia() : [];
      return { proximas, esperando, ...(await jornadas.operadosConPrueba(reach)) };
    },
  );

  app.get(
    '/jornadas/:id',
    { config: { access: 'jornadas.leer' }, schema: { tags, security, params: IdParams, response: { 200: Jornada } } },
    async (request) => jornadaOr404(request.params.id, request.auth!),
  );

  app.post(
    '/jornadas/',
    { config: { access: 'jornadas.gestionar', messages: JORNADA_FIELD_MESSAGES }, schema: { tags, security, body: JornadaBody, response: { 200: Jornada } } },
    async (request) => {
      const id = await jornadas.createJornada(await jornadaValues(db, request.body), request.auth!);
      return jornadaOr404(id, request.auth!);
    },
  );

  app.get(
    '/jornadas/:id/reservas',
    { config: { access: 'jornadas.leer' }, schema: { tags, security, params: IdParams, response: { 200: Type.Array(Reserva) } } },
    async (request, reply) => {
      const jornada = await jornadaOr404(request.params.id, request.auth!);
      const items = await jornadas.listReservas(jornada.id);
      reply.header('X-Total-Count', String(items.length));
      return items;
    },
  );

  /** What a booking stores: a known cat's colony and sex, or the colony and sex of one still to trap. */
  async function reservaValues(body: ReservaBody): Promise<ReservaValues> {
    const cachorro = body.cachorro ?? false;
    if ((body.gato_id === undefined) === (body.colonia_id === undefined)) throw unprocessable(JORNADA_KEYS.reservaKindInvalid);
    if (body.gato_id !== undefined) {
      const gato = await db.selectFrom('gatos').select(['id', 'activo', 'sexo', 'colonia_id', 'fecha_esterilizacion']).where('id', '=', body.gato_id).executeTakeFirst();
      if (!gato) throw notFound(JORNADA_KEYS.gatoNotFound);
      if (gato.activo !== 1) throw unprocessable(JORNADA_KEYS.gatoInactive);
      if (gato.fecha_esterilizacion) throw conflict(JORNADA_KEYS.gatoEsterilizado);
      const sexo = reservaSexoDe(gato.sexo as Sexo);
      return { gato_id: gato.id, colonia_id: gato.colonia_id, sexo, cachorro };
    }
    const colonia = await db.selectFrom('colonias').select('id').where('id', '=', body.colonia_id!).executeTakeFirst();
    if (!colonia) throw notFound(JORNADA_KEYS.coloniaNotFound);
    const sexo = trimmed(body.sexo) as ReservaSexo;
    if (!RESERVA_SEXOS.includes(sexo)) throw unprocessable(JORNADA_KEYS.sexoInvalid);
    return { gato_id: null, colonia_id: colonia.id, sexo, cachorro };
  }

  app.post(
    '/jornadas/:id/reservas',
    { config: { access: 'jornadas.reservar' }, schema: { tags, security, params: IdParams, body: ReservaBody, response: { 200: Reserva } } },
    async (request) => {
      const jornada = await jornadaOr404(request.params.id, request.auth!);
      if (jornada.fecha < todayIso()) throw unprocessable(JORNADA_KEYS.jornadaPasada);
      const values = await reservaValues(request.body);
      const id = await jornadas.reservar(jornada.id, values, request.auth!);
      const reserva = (await jornadas.findReserva(jornada.id, id))!;
      // The booking stands whatever happens to its notices.
      await avisarAColonia(db, notificador, {
        municipio: request.auth!.municipio,
        coloniaId: reserva.colonia_id,
        excepto: request.auth!.id,
        tipo: 'jornada_reservada',
        clave: String(reserva.id),
        datos: (language) => ({
          fecha: jornada.fecha.split('-').reverse().join('/'),
          gato: reserva.gato_nombre ?? serverText(language, 'notificaciones.gatoSinNombre'),
          colonia: reserva.colonia_nombre,
          proveedor: jornada.proveedor_nombre,
        }),
        url: (role) => (role === 'voluntario' ? '/mis-colonias' : `/jornadas/${jornada.id}`),
      }).catch((error: unknown) => request.log.error({ err: error }, 'No se pudo avisar de una reserva'));
      return reserva;
    },
  );

  app.delete(
    '/jornadas/:id/reservas/:reserva_id',
    { config: { access: 'jornadas.reservar' }, schema: { tags, security, params: ReservaParams, response: { 200: Jornada } } },
    async (request) => {
      const jornada = await jornadaOr404(request.params.id, request.auth!);
      const reserva = await jornadas.findReserva(jornada.id, request.params.reserva_id);
      if (!reserva) throw notFound(JORNADA_KEYS.reservaNotFound);
      if (reserva.resultado_at) throw conflict(JORNADA_KEYS.reservaConResultado);
      await jornadas.anular(jornada.id, reserva.id, request.auth!);
      return jornadaOr404(jornada.id, request.auth!);
    },
  );

  await app.register(resultadoRoutes(jornadas, jornadaOr404));
  await app.register(edicionRoutes(jornadas, jornadaOr404));
};

export default jornadasRoutes;
