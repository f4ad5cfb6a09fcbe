/**
 * Requests Fastify refuses before any hook runs: a URL that does not decode
 * (`GET /%ZZ`), a parameter over the length limit, a request line or headers
 * Node cannot parse. Fastify's own answers echo the path in English and skip
 * the security headers; these answer a Spanish `{detail}` with the same
 * precomputed headers every other answer carries, and never echo the input.
 */
import http from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { SERVER_KEYS } from '../i18n/keys';
import { serverText, translateMessage } from '../i18n/index';
import { languageOf } from './errors';

export const MALFORMED_MESSAGES = SERVER_KEYS.malformed;

/** Fastify's `frameworkErrors`: bad URLs, over-long parameters, failed constraints. */
export function frameworkErrors(securityHeaders: Record<string, string>) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const detail = translateMessage(error.code === 'FST_ERR_BAD_URL' ? MALFORMED_MESSAGES.badUrl : MALFORMED_MESSAGES.badRequest, languageOf(request));
    const status = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : 400;
    reply.headers(securityHeaders).status(status).type('application/json; charset=utf-8').send({ detail });
  };
}

/** The server's `clientError`: the request could not even be parsed, so the answer is written on the socket. */
export function clientErrorHandler(securityHeaders: Record<string, string>) {
  const headerLines = Object.entries(securityHeaders)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  return (error: Error & { code?: string }, socket: Socket) => {
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    const [status, detail] =
      error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, MALFORMED_MESSAGES.timeout]
        : error.code === 'HPE_HEADER_OVERFLOW'
          ? [431, MALFORMED_MESSAGES.headersTooLarge]
          : [400, MALFORMED_MESSAGES.badRequest];
    // No request was read, so no language either: the council's original Spanish.
    const body = Buffer.from(JSON.stringify({ detail: serverText('es', detail) }), 'utf8');
    if (socket.writable) {
      socket.write(
        `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\n${headerLines}Content-Type: application/json; charset=utf-8\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n`,
      );
      socket.write(body);
    }
    socket.destroy(error);
  };
}
