/**
 * Caching headers of personal answers, set here once for every route. Every
 * answer of a route that needs a session (its declared access is not
 * 'public') carries somebody's data: `Cache-Control: private, no-store`, so
 * neither a shared cache nor the browser keeps it for the next person on the
 * device. The street answers the phone's service worker keeps for its
 * signed-in person (src/domain/offlineRoutes.ts) are `private, no-cache` with
 * `Vary: Authorization, X-Municipio`: kept only by the person's own browser, checked with
 * the server before each use, and never matched to another token. Public
 * answers (the settings, the public map and chart, the legal PDFs) keep the
 * headers their routes set; those of a municipality's public pages vary by
 * Host too: at their plain paths they are the municipality's whose host name
 * was asked for (tenancy/hosts.ts), so a shared cache that keys on the path
 * alone must not give one municipality's to another's host.
 */
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { OFFLINE_API_ROUTES } from '../../domain/offlineRoutes';
import { MUNICIPIO_HEADER } from '../../domain/constants';
import { addVary } from '../lib/vary';
import { answersByHost } from '../tenancy/hosts';

const KEPT_OFFLINE = new Set(OFFLINE_API_ROUTES);

export default fp(async function privateAnswersPlugin(app: FastifyInstance) {
  // onSend: after the route, so a route's own header (a download's no-store, a photo's max-age) cannot loosen it.
  app.addHook('onSend', async (request, reply) => {
    const access = request.routeOptions.config?.access;
    if (!access || access === 'public') {
      if (answersByHost(request)) addVary(reply, 'Host');
      return;
    }
    if ((request.method === 'GET' || request.method === 'HEAD') && KEPT_OFFLINE.has(request.routeOptions.url ?? '')) {
      reply.header('Cache-Control', 'private, no-cache');
      // By the municipality too: an account that works in several gets each one's answers at the same address.
      addVary(reply, 'Authorization', MUNICIPIO_HEADER);
    } else {
      reply.header('Cache-Control', 'private, no-store');
    }
  });
});
