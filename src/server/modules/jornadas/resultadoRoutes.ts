/**
 * A booking's outcome (PUT …/resultado) and the intake's microchip check
 * (POST …/comprobacion-microchip), for whoever records a day's outcomes;
 * what was checked and decided about a possibly owned cat, staff only.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { Comprobacion, ComprobacionBody, Reserva, ResultadoBody, type Jornada } from '../../../domain/schemas/jornada';
import { COMPROBACION_DECISIONES, JORNADA_KEYS, type ComprobacionDecision } from '../../../domain/jornadas';
import { can } from '../../../domain/roles';
import { isValidCodigoIdentificacion } from '../../../domain/validation';
import { conflict, forbidden, notFound, unprocessable } from '../../lib/errors';
import { DbId } from '../../lib/schemas';
import { todayIso } from '../../lib/time';
import type { AuthUser } from '../../plugins/auth';
import { languageOf } from '../../plugins/errors';
import { translateMessage } from '../../i18n';
import type { JornadasRepository } from './repository';
import { resultadoOf } from './resultadoInput';
import { registrarResultado } from './resultado';
import { bloqueaOperado, buscarMicrochip, guardarComprobacion } from './comprobacion';

const ReservaParams = Type.Object({ id: DbId(), reserva_id: DbId() });
const tags = ['jornadas'];
const security = [{ bearer: [] }];

export function resultadoRoutes(jornadas: JornadasRepository, jornadaOr404: (id: number, auth: AuthUser) => Promise<Jornada>): FastifyPluginAsyncTypebox {
  return async (app) => {
    const { db, engine } = app.gatera.database;

    async function reservaOr404(jornadaId: number, reservaId: number) {
      const reserva = await jornadas.findReserva(jornadaId, reservaId);
      if (!reserva) throw notFound(JORNADA_KEYS.reservaNotFound);
      return reserva;
    }

    app.put(
      '/jornadas/:id/reservas/:reserva_id/resultado',
      { config: { access: 'jornadas.resultados' }, schema: { tags, security, params: ReservaParams, body: ResultadoBody, response: { 200: Reserva } } },
      async (request) => {
        const jornada = await jornadaOr404(request.params.id, request.auth!);
        if (jornada.fecha > todayIso()) throw unprocessable(JORNADA_KEYS.resultadoAntesDeJornada);
        const reserva = await reservaOr404(jornada.id, request.params.reserva_id);
        if (reserva.resultado_at) throw conflict(JORNADA_KEYS.reservaConResultado);
        const resultado = resultadoOf(request.body, jornada.fecha);
        if (resultado.operado) {
          // A chip read at intake is looked up before anyone operates.
          if (resultado.microchip_accion === 'leido' && reserva.comprobacion_microchip !== resultado.microchip) {
            throw conflict(reserva.comprobacion_microchip ? JORNADA_KEYS.comprobacionMicrochipDistinto : JORNADA_KEYS.comprobacionPendiente);
          }
          if (bloqueaOperado(reserva.comprobacion_resultado)) {
            if (reserva.comprobacion_decision === null) throw conflict(JORNADA_KEYS.comprobacionPendiente);
            if (reserva.comprobacion_decision === 'no_intervenir') throw conflict(JORNADA_KEYS.comprobacionNoIntervenir);
          }
        }
        await registrarResultado(db, engine, jornada.id, reserva.id, resultado, request.auth!);
        return (await jornadas.findReserva(jornada.id, reserva.id))!;
      },
    );

    app.post(
      '/jornadas/:id/reservas/:reserva_id/comprobacion-microchip',
      { config: { access: 'jornadas.resultados' }, schema: { tags, security, params: ReservaParams, body: ComprobacionBody, response: { 200: Comprobacion } } },
      async (request) => {
        const jornada = await jornadaOr404(request.params.id, request.auth!);
        const reserva = await reservaOr404(jornada.id, request.params.reserva_id);
        if (reserva.resultado_at) throw conflict(JORNADA_KEYS.reservaConResultado);
        const microchip = request.body.microchip.trim();
        if (!isValidCodigoIdentificacion(microchip)) throw unprocessable(JORNADA_KEYS.microchipInvalid);
        const consulta = (request.body.consulta ?? '').trim();
        const decisionText = (request.body.decision ?? '').trim();
        let decision: { consulta: string; decision: ComprobacionDecision } | null = null;
        if (consulta || decisionText) {
          if (!can(request.auth!.role, 'jornadas.decidirMicrochip')) throw forbidden();
          if (!consulta || !(COMPROBACION_DECISIONES as readonly string[]).includes(decisionText)) throw unprocessable(JORNADA_KEYS.comprobacionIncompleta);
          decision = { consulta, decision: decisionText as ComprobacionDecision };
        }
        const hallazgo = await buscarMicrochip(db, microchip);
        await guardarComprobacion(db, reserva, microchip, hallazgo, decision, request.auth!);
        const bloquea = bloqueaOperado(hallazgo.resultado);
        return {
          resultado: hallazgo.resultado,
          aviso: bloquea ? translateMessage(JORNADA_KEYS.posiblePropietario, languageOf(request)) : null,
          gato_id: hallazgo.gato_id,
          bloquea_operado: bloquea && decision?.decision !== 'intervenir',
          reserva: (await jornadas.findReserva(jornada.id, reserva.id))!,
        };
      },
    );
  };
}
