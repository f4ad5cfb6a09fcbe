/**
 * Bodies the original clients send where no body is needed. Its axios sends a
 * `null` body as an EMPTY body labelled `application/x-www-form-urlencoded`
 * (accept the demo terms, resolve, restore), other callers an empty
 * `application/json` or a leftover text. Fastify would answer 415 or 400
 * before the route runs, so:
 *  - an empty body is no body, whatever its Content-Type says (every route:
 *    a route that needs a body still validates it and answers 422);
 *  - a route that declares neither a body schema nor a content type it
 *    consumes (an action such as accept-demo-terms, resolver, restore, baja,
 *    delete) ignores whatever body it is sent.
 * Both are decided before Content-Type parsing, once for every route.
 */
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set for routes that read no body: whatever body arrives is ignored. */
    takesNoBody?: boolean;
  }
}

function isEmptyBody(request: FastifyRequest): boolean {
  const headers = request.raw.headers;
  return headers['transfer-encoding'] === undefined && (headers['content-length'] === undefined || headers['content-length'] === '0');
}

/** Makes Fastify treat the request as one without a body: nothing is parsed or validated as body. */
function dropBody(request: FastifyRequest): void {
  const headers = request.raw.headers;
  delete headers['content-type'];
  delete headers['transfer-encoding'];
  headers['content-length'] = '0';
}

export default fp(async function bodylessActionsPlugin(app: FastifyInstance) {
  app.addHook('onRoute', (route) => {
    const schema = route.schema as { body?: unknown; consumes?: unknown } | undefined;
    if (!schema?.body && !schema?.consumes) route.config = { ...route.config, takesNoBody: true };
  });

  app.addHook('preParsing', async (request) => {
    if (request.headers['content-type'] === undefined) return;
    if (request.routeOptions.config?.takesNoBody || isEmptyBody(request)) dropBody(request);
  });
});
