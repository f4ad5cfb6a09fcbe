import type { FastifyRequest } from 'fastify';
import { FIRST_MUNICIPIO } from '../db/tenantTables';
import { hostOf } from '../tenancy/hosts';

/**
 * The API path a public answer was asked under: `/api`, or `/api/m/<slug>` on a
 * municipality's own public path (modules/municipioPublico). A link in the
 * answer (the coat of arms) stays on the same municipality's pages.
 */
export function publicApiBase(request: FastifyRequest): string {
  const slug = slugOfPath(request);
  return slug ? `/api/m/${encodeURIComponent(slug.toLowerCase())}` : '/api';
}

/** The slug a municipality's own public path names, undefined on the plain paths. */
function slugOfPath(request: FastifyRequest): string | undefined {
  return request.pathMunicipio !== null ? (request.params as { slug?: string }).slug : undefined;
}

/**
 * Where the site a public answer was asked at starts: the municipality's own host name when the plain paths were
 * asked there (tenancy/hosts.ts), else PUBLIC_URL. An absolute link in the answer (the open-data catalogue's)
 * then leads to the same municipality's pages.
 */
export function publicSiteOf(request: FastifyRequest, publicUrl: string): string {
  return request.pathMunicipio !== null && !slugOfPath(request) ? `https://${hostOf(request)}` : publicUrl;
}

/**
 * Where a municipality's public pages start, for a link in an e-mail: its own host name when it has one (served
 * over HTTPS by the council's proxy), else PUBLIC_URL, at /m/<slug> for any municipality but the first.
 */
export function municipioSiteUrl(publicUrl: string, municipio: { id: number; slug: string | null; dominio: string | null }): string {
  if (municipio.dominio) return `https://${municipio.dominio}`;
  return municipio.id === FIRST_MUNICIPIO || !municipio.slug ? publicUrl : `${publicUrl}/m/${municipio.slug}`;
}
