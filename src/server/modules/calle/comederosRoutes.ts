/**
 * Feeding points of a colony and its weekly rota. Everyone who reaches the
 * colony reads its feeding points; admin, responsable and the colony's own
 * voluntarios write them. Staff manage the rota; a voluntario reads it and may
 * ask to swap one of their own shifts with another volunteer's, who accepts or
 * refuses it (cambiosRoutes.ts). Feeding points are
 * never part of the public map (they attract people who poison cats).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type, type Static } from 'typebox';
import { FRANJAS, distanciaKm } from '../../../domain/calle';
import { CALLE_MESSAGES } from './messages';
import { can, isScoped } from '../../../domain/roles';
import { recordAudit } from '../../lib/audit';
import { conflict, notFound, unprocessable } from '../../lib/errors';
import { IdParams } from '../../lib/schemas';
import { languageOf } from '../../plugins/errors';
import { sortByText } from '../../../domain/collation';
import { reachOf } from '../colonias/routes';
import { reachableColonias } from '../colonias/reachable';
import { coloniasSinAcreditacion } from '../acreditaciones/vigencia';
import { hoyEnEspana } from '../../../domain/cer';
import { calleRepository, type ComederoRow, type TurnoConPersona } from './repository';
import { CambioBody, CambioTurno, Comedero, Equipo, ComederoBody, ComederoEnMapa, ComederoParams, Turno, TurnoBody, TurnoParams } from './schemas';
import { cambiosRepository } from './cambiosRepository';
import { checkSwap, swapTurnos } from './cambios';
import { municipioSettings } from '../ajustes/settings';

const tags = ['calle'];
const security = [{ bearer: [] }];

export function toComedero(row: ComederoRow) {
  return { ...row, activo: row.activo === 1 };
}

/** Rota order: day, then slot in the day's order (mañana, tarde, noche). */
export function byDayAndSlot<T extends { dia_semana: number; franja: string; id: number }>(a: T, b: T): number {
  return a.dia_semana - b.dia_semana || FRANJAS.indexOf(a.franja as never) - FRANJAS.indexOf(b.franja as never) || a.id - b.id;
}

const comederosRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { database, config } = app.gatera;
  const db = database.db;
  const reachableColonia = reachableColonias(db);
  const repo = calleRepository(db);
  const cambios = cambiosRepository(db);
  const settings = municipioSettings(db, config);


  /** A feeding point's values, checked; it must lie within the municipality's radius of its map's centre. */
  async function comederoValues(body: Static<typeof ComederoBody>) {
    const nombre = body.nombre.trim();
    if (!nombre) throw unprocessable(CALLE_MESSAGES.comederoNombre);
    const { lat, lon, radioKm } = (await settings.current()).municipio;
    if (distanciaKm(lat, lon, body.latitude, body.longitude) > radioKm) throw unprocessable(CALLE_MESSAGES.comederoFuera(radioKm));
    return { nombre, latitude: body.latitude, longitude: body.longitude, descripcion: body.descripcion?.trim() || null, activo: body.activo === false ? 0 : 1 } as const;
  }

  async function comederoOr404(coloniaId: number, id: number) {
    const row = await repo.findComedero(coloniaId, id);
    if (!row) throw notFound(CALLE_MESSAGES.comederoNotFound);
    return row;
  }

  async function turnoOr404(coloniaId: number, id: number) {
    const row = await repo.findTurno(coloniaId, id);
    if (!row) throw notFound(CALLE_MESSAGES.turnoNotFound);
    return row;
  }

  const turnosOf = async (coloniaId: number): Promise<TurnoConPersona[]> => (await repo.listTurnos(coloniaId)).sort(byDayAndSlot);

  app.get(
    '/colonias/comederos',
    { config: { access: 'comederos.leer' }, schema: { tags, security, summary: 'Comederos activos de las colonias que ve el usuario (capa del mapa del personal)', response: { 200: Type.Array(ComederoEnMapa) } } },
    async (request) => (await repo.comederosOf(reachOf(request.auth!))).map((row) => ({ ...toComedero(row), colonia_nombre: row.colonia_nombre })),
  );

  app.get(
    '/colonias/colonias/:id/comederos',
    { config: { access: 'comederos.leer' }, schema: { tags, security, params: IdParams, response: { 200: Type.Array(Comedero) } } },
    async (request) => {
      const colonia = await reachableColonia(request, request.params.id);
      return (await repo.listComederos(colonia.id)).map(toComedero);
    },
  );

  app.post(
    '/colonias/colonias/:id/comederos',
    { config: { access: 'comederos.gestionar' }, schema: { tags, security, params: IdParams, body: ComederoBody, response: { 200: Comedero } } },
    async (request) => {
      const colonia = await reachableColonia(request, request.params.id);
      const values = await comederoValues(request.body);
      return db.transaction().execute(async (trx) => {
        const created = await repo.insertComedero(trx, colonia.id, values);
        await recordAudit(trx, request.auth, 'crear', 'comederos', created.id, `colonia ${colonia.id}`);
        return toComedero(created);
      });
    },
  );

  app.put(
    '/colonias/colonias/:id/comederos/:comedero_id',
    { config: { access: 'comederos.gestionar' }, schema: { tags, security, params: ComederoParams, body: ComederoBody, response: { 200: Comedero } } },
    async (request) => {
      const colonia = await reachableColonia(request, request.params.id);
      const current = await comederoOr404(colonia.id, request.params.comedero_id);
      const values = await comederoValues(request.body);
      return db.transaction().execute(async (trx) => {
        const updated = await repo.updateComedero(trx, current.id, values);
        await recordAudit(trx, request.auth, 'editar', 'comederos', current.id, `colonia ${colonia.id}`);
        return toComedero(updated);
      });
    },
  );

  app.delete(
    '/colonias/colonias/:id/comederos/:comedero_id',
    { config: { access: 'comederos.gestionar' }, schema: { tags, security, params: ComederoParams, response: { 200: Type.Object({ message: Type.String() }) } } },
    async (request) => {
      const colonia = await reachableColonia(request, request.params.id);
      const current = await comederoOr404(colonia.id, request.params.comedero_id);
      await db.transaction().execute(async (trx) => {
        await repo.deleteComedero(trx, current.id);
        await recordAudit(trx, request.auth, 'eliminar', 'comederos', current.id, `colonia ${colonia.id}`);
      });
      return { message: CALLE_MESSAGES.comederoEliminado };
    },
  );

  app.get(
    '/colonias/colonias/:id/equipo',
    {
      config: { access: 'turnos.leer' },
      schema: { tags, security, summary: 'La colonia y sus voluntarios (quién puede tener turnos)', params: IdParams, response: { 200: Equipo } },
    },
    async (request) => {
      const colonia = await reachableColonia(request, request.params.id);
      return { id: colonia.id, nombre: colonia.nombre, voluntarios: sortByText(await repo.colonyVolunteers(colonia.id), (v) => v.nombre, languageOf(request)) };
    },
  );

  app.get(
    '/colonias/colonias/:id/turnos',
    { config: { access: 'turnos.leer' }, schema: { tags, security, params: IdParams, response: { 200: Type.Array(Turno) } } },
    async (request) => {
      const colonia = await reachableColonia(request, request.params.id);
      // The rota of a colony whose accreditation the person let expire is not theirs to follow until renewed.
      const auth = request.auth!;
      if (isScoped(auth.role) && (await coloniasSinAcreditacion(db, auth.id, hoyEnEspana(), [colonia.id])).has(colonia.id)) return [];
      return turnosOf(colonia.id);
    },
  );

  app.post(
    '/colonias/colonias/:id/turnos',
    { config: { access: 'turnos.gestionar' }, schema: { tags, security, params: IdParams, body: TurnoBody, response: { 200: Turno } } },
    async (request) => {
      const colonia = await reachableColonia(request, request.params.id);
      const { dia_semana, franja, usuario_id } = request.body;
      if (!(await repo.isColonyVolunteer(colonia.id, usuario_id))) throw unprocessable(CALLE_MESSAGES.turnoUsuario);
      if (await repo.turnoTaken(colonia.id, dia_semana, franja, usuario_id)) throw conflict(CALLE_MESSAGES.turnoDuplicado);
      const created = await db.transaction().execute(async (trx) => {
        const row = await repo.insertTurno(trx, colonia.id, { dia_semana, franja, usuario_id });
        await recordAudit(trx, request.auth, 'crear', 'turnos', row.id, `colonia ${colonia.id}, día ${dia_semana}, ${franja}, usuario ${usuario_id}`);
        return row;
      });
      return (await turnosOf(colonia.id)).find((t) => t.id === created.id)!;
    },
  );

  app.delete(
    '/colonias/colonias/:id/turnos/:turno_id',
    { config: { access: 'turnos.gestionar' }, schema: { tags, security, params: TurnoParams, response: { 200: Type.Object({ message: Type.String() }) } } },
    async (request) => {
      const colonia = await reachableColonia(request, request.params.id);
      const turno = await turnoOr404(colonia.id, request.params.turno_id);
      await db.transaction().execute(async (trx) => {
        await repo.deleteTurno(trx, turno.id);
        await recordAudit(trx, request.auth, 'eliminar', 'turnos', turno.id, `colonia ${colonia.id}`);
      });
      return { message: CALLE_MESSAGES.turnoEliminado };
    },
  );

  app.post(
    '/colonias/colonias/:id/turnos/:turno_id/cambio',
    {
      config: { access: 'turnos.cambiar' },
      schema: {
        tags,
        security,
        summary: 'Cambio de turno: un voluntario lo pide (202, la solicitud) y el compañero lo acepta; el personal lo hace en el acto (200, la lista de turnos)',
        params: TurnoParams,
        body: CambioBody,
        response: { 200: Type.Array(Turno), 202: CambioTurno },
      },
    },
    async (request, reply) => {
      const auth = request.auth!;
      const colonia = await reachableColonia(request, request.params.id);
      const mine = await turnoOr404(colonia.id, request.params.turno_id);
      const other = await turnoOr404(colonia.id, request.body.con_turno_id);
      if (isScoped(auth.role) && mine.usuario_id !== auth.id) throw unprocessable(CALLE_MESSAGES.cambioPropio);
      if (other.usuario_id === mine.usuario_id) throw unprocessable(CALLE_MESSAGES.cambioMismo);
      await checkSwap(repo, mine, other);
      if (can(auth.role, 'turnos.gestionar')) {
        // Staff manage the rota: their swap is made at once.
        await db.transaction().execute((trx) => swapTurnos(trx, { repo, cambios }, auth, mine, other, 'hecho por el personal'));
        return turnosOf(colonia.id);
      }
      // A voluntario's swap waits for the colleague (or staff) to accept it.
      if (await cambios.findPendiente(mine.id, other.id)) throw conflict(CALLE_MESSAGES.cambioRepetido);
      const id = await db.transaction().execute(async (trx) => {
        const created = await cambios.insert(trx, { colonia_id: colonia.id, turno_id: mine.id, con_turno_id: other.id, solicitante_id: mine.usuario_id, destinatario_id: other.usuario_id });
        await recordAudit(trx, auth, 'crear', 'cambios_turno', created, `turno ${mine.id} por el turno ${other.id} (colonia ${colonia.id}), pedido al usuario ${other.usuario_id}`);
        return created;
      });
      const [cambio] = await cambios.list({ scope: 'all' }, { id });
      return reply.status(202).send(cambio);
    },
  );
};

export default comederosRoutes;
