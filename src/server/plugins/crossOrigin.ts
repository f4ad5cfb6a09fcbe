/**
 * Callers from other origins. A front end served from an origin named in
 * CORS_ORIGINS (the original one included, built with absolute URLs) may call
 * every method the API uses with the headers the clients send, and the
 * browser keeps the preflight's answer for a while; any other origin gets no
 * CORS header at all (its preflight is an unknown route). Cat photos and
 * signed attachment links are also embedded by those pages as <img> and
 * download links, which CORS does not cover: their Cross-Origin-Resource-Policy
 * comes from MEDIA_RESOURCE_POLICY, while every other answer keeps helmet's
 * same-origin. The open-data files, the same for everyone, are the exception
 * their routes make (modules/datosAbiertos/routes.ts): any origin may read them.
 */
import fp from 'fastify-plugin';
import cors from '@fastify/cors';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { MediaResourcePolicy } from '../config';
import { MUNICIPIO_HEADER } from '../../domain/constants';

export const CORS_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

/**
 * What our client and the original one (axios) send (ours also names the municipality an account of several works
 * on: X-Municipio), plus the conditional and language headers a browser or proxy may add.
 */
export const CORS_REQUEST_HEADERS = [
  'Authorization',
  'Content-Type',
  'Accept',
  'Accept-Language',
  'Content-Language',
  'If-None-Match',
  'If-Modified-Since',
  'X-Requested-With',
  MUNICIPIO_HEADER,
] as const;

/** What a cross-origin client reads of our answers: the list totals and a download's file name. */
export const CORS_EXPOSED_HEADERS = ['X-Total-Count', 'Content-Range', 'Content-Disposition'] as const;

/** Two hours: Chromium keeps a preflight no longer than that whatever it is told. */
export const CORS_MAX_AGE_SECONDS = 7200;

export default fp<{ origins: readonly string[] }>(async function crossOriginPlugin(app: FastifyInstance, { origins }) {
  const allowed = new Set(origins);
  await app.register(cors, {
    // false for an origin not in the list: the plugin then writes no CORS header, the preflight included.
    origin: allowed.size ? (origin, callback) => callback(null, origin !== undefined && (allowed.has(origin) || allowed.has('*'))) : false,
    methods: [...CORS_METHODS],
    allowedHeaders: [...CORS_REQUEST_HEADERS],
    exposedHeaders: [...CORS_EXPOSED_HEADERS],
    maxAge: CORS_MAX_AGE_SECONDS,
    credentials: false,
  });
});

/** For an answer another origin's page may embed: a public cat photo or a signed attachment (the link is its own credential). */
export function embeddableAcrossOrigins(reply: FastifyReply, policy: MediaResourcePolicy): FastifyReply {
  return reply.header('Cross-Origin-Resource-Policy', policy);
}
