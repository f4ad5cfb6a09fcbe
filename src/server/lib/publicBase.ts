import type { FastifyRequest } from 'fastify';

/**
 * The API path a public answer was asked under: `/api`, or `/api/m/<slug>` on a
 * municipality's own public path (modules/municipioPublico). A link in the
 * answer (the coat of arms) stays on the same municipality's pages.
 */
export function publicApiBase(request: FastifyRequest): string {
  const slug = request.pathMunicipio !== null ? (request.params as { slug?: string }).slug : undefined;
  return slug ? `/api/m/${encodeURIComponent(slug.toLowerCase())}` : '/api';
}
