/**
 * Shift swap requests: the pending ones a person sees (a voluntario those they
 * sent or received, in their colonies; staff every one), and their answers.
 * The colleague asked accepts or refuses; staff approve or refuse any; whoever
 * asked may withdraw it. Accepting swaps the shifts only if both are still
 * held by the two people of the request; otherwise the request is voided.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { CALLE_MESSAGES } from './messages';
import { can } from '../../../domain/roles';
import { recordAudit } from '../../lib/audit';
import { conflict, forbidden, notFound } from '../../lib/errors';
import { IdParams } from '../../lib/schemas';
import { reachOf } from '../colonias/routes';
import { byDayAndSlot } from './comederosRoutes';
import { calleRepository } from './repository';
import { cambiosRepository, type CambioListado } from './cambiosRepository';
import { checkSwap, swapTurnos } from './cambios';
import { CambioTurno, CambiosQuery, Turno } from './schemas';

const tags = ['calle'];
const security = [{ bearer: [] }];

const cambiosRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.gatera.database.db;
  const repo = calleRepository(db);
  const cambios = cambiosRepository(db);

  /** The pending request, if the caller reaches it; 404 as if it did not exist otherwise. */
  async function pendingOr404(request: FastifyRequest, id: number): Promise<CambioListado> {
    const [cambio] = await cambios.list(reachOf(request.auth!), { id });
    if (!cambio) throw notFound(CALLE_MESSAGES.cambioNotFound);
    if (cambio.estado !== 'pendiente') throw conflict(CALLE_MESSAGES.cambioRespondido);
    return cambio;
  }

  /** The colleague asked, or staff. */
  function mayAnswer(request: FastifyRequest, cambio: CambioListado): void {
    const auth = request.auth!;
    if (cambio.destinatario_id !== auth.id && !can(auth.role, 'turnos.gestionar')) throw forbidden(CALLE_MESSAGES.cambioAjeno);
  }

  /** Closes a pending request with an answer, audited; 409 when another answer came first. */
  async function answer(request: FastifyRequest, cambio: CambioListado, estado: 'rechazado' | 'cancelado'): Promise<CambioListado> {
    await db.transaction().execute(async (trx) => {
      if (!(await cambios.resolve(trx, cambio.id, estado, request.auth!.id))) throw conflict(CALLE_MESSAGES.cambioRespondido);
      await recordAudit(trx, request.auth, 'editar', 'cambios_turno', cambio.id, `${estado} (colonia ${cambio.colonia_id})`);
    });
    return (await cambios.list({ scope: 'all' }, { id: cambio.id }))[0];
  }

  app.get(
    '/turnos/cambios',
    {
      config: { access: 'turnos.cambiar' },
      schema: { tags, security, summary: 'Solicitudes de cambio de turno pendientes que ve quien llama', querystring: CambiosQuery, response: { 200: Type.Array(CambioTurno) } },
    },
    async (request) => cambios.list(reachOf(request.auth!), { coloniaId: request.query.colonia_id, estado: 'pendiente' }),
  );

  app.post(
    '/turnos/cambios/:id/aceptar',
    {
      config: { access: 'turnos.cambiar' },
      schema: { tags, security, summary: 'El compañero acepta (o el personal aprueba) el cambio: se intercambian los turnos', params: IdParams, response: { 200: Type.Array(Turno) } },
    },
    async (request) => {
      const auth = request.auth!;
      const cambio = await pendingOr404(request, request.params.id);
      mayAnswer(request, cambio);
      const mine = await repo.findTurno(cambio.colonia_id, cambio.turno.id);
      const other = await repo.findTurno(cambio.colonia_id, cambio.con_turno.id);
      if (!mine || !other || mine.usuario_id !== cambio.solicitante_id || other.usuario_id !== cambio.destinatario_id) {
        await db.transaction().execute(async (trx) => {
          if (await cambios.resolve(trx, cambio.id, 'anulado', null)) await recordAudit(trx, auth, 'editar', 'cambios_turno', cambio.id, `anulado (colonia ${cambio.colonia_id})`);
        });
        throw conflict(CALLE_MESSAGES.cambioAnulado);
      }
      await checkSwap(repo, mine, other);
      await db.transaction().execute(async (trx) => {
        if (!(await cambios.resolve(trx, cambio.id, 'aceptado', auth.id))) throw conflict(CALLE_MESSAGES.cambioRespondido);
        await recordAudit(trx, auth, 'editar', 'cambios_turno', cambio.id, `aceptado (colonia ${cambio.colonia_id})`);
        await swapTurnos(trx, { repo, cambios }, auth, mine, other, `solicitud ${cambio.id} aceptada`);
      });
      return (await repo.listTurnos(cambio.colonia_id)).sort(byDayAndSlot);
    },
  );

  app.post(
    '/turnos/cambios/:id/rechazar',
    {
      config: { access: 'turnos.cambiar' },
      schema: { tags, security, summary: 'El compañero (o el personal) rechaza el cambio: los turnos no cambian', params: IdParams, response: { 200: CambioTurno } },
    },
    async (request) => {
      const cambio = await pendingOr404(request, request.params.id);
      mayAnswer(request, cambio);
      return answer(request, cambio, 'rechazado');
    },
  );

  app.post(
    '/turnos/cambios/:id/cancelar',
    {
      config: { access: 'turnos.cambiar' },
      schema: { tags, security, summary: 'Quien pidió el cambio lo retira', params: IdParams, response: { 200: CambioTurno } },
    },
    async (request) => {
      const cambio = await pendingOr404(request, request.params.id);
      if (cambio.solicitante_id !== request.auth!.id) throw forbidden(CALLE_MESSAGES.cambioNoSolicitante);
      return answer(request, cambio, 'cancelado');
    },
  );
};

export default cambiosRoutes;
