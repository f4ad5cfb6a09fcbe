/**
 * A municipality's own host name (`municipios.dominio`): a visitor who opens
 * its pages at gatos.villaverde.es gets that municipality's public pages at
 * the plain paths, exactly as at /m/<slug>/. Any other host gets the first
 * municipality's, as always, so an installation of one municipality needs no
 * setting. The host is the one Fastify reads: the Host header, or the
 * proxy's X-Forwarded-Host when TRUST_PROXY trusts the proxy that sent it.
 */
import type { FastifyRequest } from 'fastify';
import type { MunicipiosRepository } from '../modules/municipios/repository';
import { MESSAGES, notFound } from '../lib/errors';

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
