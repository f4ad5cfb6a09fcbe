/**
 * A person's notices: the installation's VAPID public key (a browser
 * subscribes with it), their devices' subscriptions, and the channel of each
 * kind their role may receive. Every signed-in person of a municipality, for
 * their own data only. Changes write the audit log (never a device's
 * endpoint or keys, which are its secrets). The daily shift reminder is
 * started and stopped here too.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AVISOS, isCanalAviso, isTipoAviso, suscripcionProblem, tiposDeRol, type TipoAviso } from '../../../domain/notificaciones';
import { ClavePublica, EstadoSuscripcion, Preferencias, PreferenciasBody, Suscripcion, SuscripcionBaja } from '../../../domain/schemas/notificacion';
import type { Role } from '../../../domain/roles';
import { recordAudit } from '../../lib/audit';
import { notFound, unprocessable } from '../../lib/errors';
import type { AuthUser } from '../../plugins/auth';
import { notificacionesRepository } from './repository';
import { createRecordatorioTurnos } from './recordatorio';

const tags = ['notificaciones'];
const security = [{ bearer: [] }];
const access = 'notificaciones.propias';

const notificacionesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { database, notificador, config } = app.gatera;
  const db = database.db;
  const repo = notificacionesRepository(db);
  const recordatorio = createRecordatorioTurnos({ db, notificador, config, log: app.log });
  app.addHook('onReady', async () => recordatorio.start());
  app.addHook('onClose', async () => recordatorio.stop());

  async function preferenciasDe(auth: AuthUser): Promise<Preferencias> {
    const elegidas = await repo.preferencias(auth.id);
    return tiposDeRol(auth.role as Role).map((tipo) => {
      const canal = elegidas.get(tipo);
      return { tipo, canal: canal ?? AVISOS[tipo].porDefecto, elegido: canal !== undefined };
    });
  }

  app.get(
    '/notificaciones/clave-publica',
    { config: { access }, schema: { tags, security, summary: 'Clave pública VAPID de la instalación', response: { 200: ClavePublica } } },
    async () => ({ clave: notificador.clavePublica }),
  );

  app.post(
    '/notificaciones/suscripcion',
    {
      config: { access },
      schema: {
        tags,
        security,
        summary: 'Guarda la suscripción push de este dispositivo (PushSubscription.toJSON() del navegador)',
        body: Suscripcion,
        response: { 200: EstadoSuscripcion },
      },
    },
    async (request) => {
      const auth = request.auth!;
      const endpoint = request.body.endpoint.trim();
      const { p256dh, auth: secret } = request.body.keys;
      const problem = suscripcionProblem(endpoint, p256dh.trim(), secret.trim());
      if (problem) throw unprocessable(problem);
      const id = await repo.suscribir(auth.id, endpoint, p256dh.trim(), secret.trim());
      await recordAudit(db, auth, 'crear', 'suscripciones_push', id, new URL(endpoint).host);
      return { suscrito: true };
    },
  );

  app.delete(
    '/notificaciones/suscripcion',
    { config: { access }, schema: { tags, security, summary: 'Deja de enviar avisos a este dispositivo', body: SuscripcionBaja, response: { 200: EstadoSuscripcion } } },
    async (request) => {
      const auth = request.auth!;
      const id = await repo.desuscribir(auth.id, request.body.endpoint.trim());
      if (id === null) throw notFound('notificaciones.errores.noEncontrada');
      await recordAudit(db, auth, 'eliminar', 'suscripciones_push', id);
      return { suscrito: false };
    },
  );

  app.get(
    '/notificaciones/preferencias',
    { config: { access }, schema: { tags, security, summary: 'Los tipos de aviso de tu cuenta, cada uno con su canal', response: { 200: Preferencias } } },
    async (request) => preferenciasDe(request.auth!),
  );

  app.put(
    '/notificaciones/preferencias',
    {
      config: { access },
      schema: { tags, security, summary: 'Elige el canal (push, email o ninguno) de uno o más tipos de aviso', body: PreferenciasBody, response: { 200: Preferencias } },
    },
    async (request) => {
      const auth = request.auth!;
      const own = tiposDeRol(auth.role as Role);
      // Every item is checked before any is written: a bad one changes nothing.
      const changes = request.body.map(({ tipo, canal }) => {
        const t = tipo.trim();
        const c = canal.trim();
        if (!isTipoAviso(t) || !own.includes(t)) throw unprocessable('notificaciones.errores.tipo');
        if (!isCanalAviso(c)) throw unprocessable('notificaciones.errores.canal');
        return { tipo: t as TipoAviso, canal: c };
      });
      const before = await repo.preferencias(auth.id);
      for (const { tipo, canal } of changes) {
        if (before.get(tipo) === canal) continue;
        await repo.guardarPreferencia(auth.id, tipo, canal);
        await recordAudit(db, auth, 'editar', 'preferencias_aviso', auth.id, `${tipo}: ${canal}`);
      }
      return preferenciasDe(auth);
    },
  );
};

export default notificacionesRoutes;
