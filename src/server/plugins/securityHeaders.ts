/**
 * Security headers (helmet), worked out once at start-up: helmet's own code
 * computes them from our policy, and every answer then carries the same
 * precomputed set instead of helmet rebuilding it on each request.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import type { FastifyInstance } from 'fastify';

export function helmetHeaders(options: Readonly<HelmetOptions>): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let done = false;
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
    done = true;
  });
  if (!done) throw new Error('helmet no terminó de calcular las cabeceras');
  return headers;
}

/** `headers`: the set helmetHeaders() worked out, shared with the answers to malformed requests (plugins/malformedRequests.ts). */
export default fp<{ headers: Record<string, string> }>(async function securityHeadersPlugin(app: FastifyInstance, { headers }) {
  app.addHook('onRequest', async (_request, reply) => {
    reply.headers(headers);
  });
});
