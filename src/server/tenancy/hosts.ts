/**
 * A municipality's own host name (`municipios.dominio`): a visitor who opens
 * its pages at gatos.villaverde.es gets that municipality's public pages at
 * the plain paths, exactly as at /m/<slug>/. Any other host gets the first
 * municipality's, as always, so an installation of one municipality needs no
 * setting. The host is the one Fastify reads: the Host header, or the
 * proxy's X-Forwarded-Host when TRUST_PROXY trusts the proxy that sent it.
 *
 * Only the routes a municipality also serves at its own path look the host
 * up (their plain paths are noted as modules/municipioPublico registers them):
 * the others (signing in, health, the legal texts…) cost no query more, so a
 * storm of logins still cannot queue on the database.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { MunicipiosRepository } from '../modules/municipios/repository';
import { MESSAGES, notFound } from '../lib/errors';

declare module 'fastify' {
  interface FastifyInstance {
    /** The plain paths (`/api/adopciones/`…) of the routes a municipality also serves at /api/m/<slug>/. */
    hostRoutes: Set<string>;
  }
}

/** Notes the route registered at a municipality's own path `url` (under `prefix`) as served by host name at its plain path. */
export function addHostRoute(app: FastifyInstance, prefix: string, url: string): void {
  app.hostRoutes.add(`/api${url.slice(prefix.length)}`);
}

/** Whether the request's route answers by host name at its plain path. */
export function answersByHost(request: FastifyRequest): boolean {
  return request.server.hostRoutes.has(request.routeOptions.url ?? '');
}

/** The host a request was sent to, as a municipality's `dominio` is kept: lower case, without port or the root's final dot. */
export function hostOf(request: FastifyRequest): string {
  return request.hostname.toLowerCase().replace(/\.$/, '');
}

/** The municipality whose host name the request was sent to, null for any other host; 404 for a deactivated one's. */
export async function municipioOfHost(municipios: MunicipiosRepository, request: FastifyRequest): Promise<number | null> {
  const host = hostOf(request);
  if (!host) return null;
  const named = await municipios.porDominio(host);
  if (named && !named.activo) throw notFound(MESSAGES.municipioNotFound);
  return named?.id ?? null;
}
