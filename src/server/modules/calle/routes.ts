/** Work in the street: feeding points, the rota and its swap requests, check-ins and the missed-shift notice. */
import type { FastifyPluginAsync } from 'fastify';
import comederosRoutes from './comederosRoutes';
import cambiosRoutes from './cambiosRoutes';
import visitasRoutes from './visitasRoutes';
import { createAvisosTurnos } from './avisos';

const calleRoutes: FastifyPluginAsync = async (app) => {
  const { database, mailQueue, notificador, config } = app.gatera;
  const avisos = createAvisosTurnos({ db: database.db, mailQueue, notificador, config, log: app.log });
  app.addHook('onReady', async () => avisos.start());
  app.addHook('onClose', async () => avisos.stop());
  await app.register(comederosRoutes);
  await app.register(cambiosRoutes);
  await app.register(visitasRoutes);
};

export default calleRoutes;
