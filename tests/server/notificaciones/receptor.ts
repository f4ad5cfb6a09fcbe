/**
 * A push service on this machine, for tests: an HTTP server on 127.0.0.1
 * that keeps every request it gets and answers the status the test asks for,
 * and a "browser" (its own P-256 key pair and auth secret) whose subscription
 * points at it. What the server sent is checked as a push service and a
 * browser would: the VAPID JWT's ES256 signature against the installation's
 * public key and its audience, and the aes128gcm body decrypted with the
 * browser's private key (http_ece, the library web-push encrypts with).
 */
import crypto from 'node:crypto';
import http from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';

interface Ece {
  decrypt(buffer: Buffer, params: { version: 'aes128gcm'; privateKey: crypto.ECDH; authSecret: Buffer }): Buffer;
}
const ece = createRequire(import.meta.url)('http_ece') as Ece;

export interface Recibido {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

export interface Receptor {
  origin: string;
  recibidos: Recibido[];
  /** The status the next requests are answered with (201 by default). */
  responder(status: number): void;
  /** A browser's subscription (PushSubscription.toJSON()) at `path` of this receiver, with its private half. */
  navegador(path: string): Navegador;
  close(): Promise<void>;
}

export interface Navegador {
  suscripcion: { endpoint: string; keys: { p256dh: string; auth: string } };
  /** The notice a request carried, decrypted as the browser would. */
  descifrar(body: Buffer): unknown;
}

export async function startReceptor(): Promise<Receptor> {
  const recibidos: Recibido[] = [];
  let status = 201;
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      recibidos.push({ path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) });
      res.statusCode = status;
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    recibidos,
    responder(next) {
      status = next;
    },
    navegador(path) {
      const ecdh = crypto.createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = crypto.randomBytes(16);
      return {
        suscripcion: { endpoint: `${origin}${path}`, keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') } },
        descifrar: (body) => JSON.parse(ece.decrypt(body, { version: 'aes128gcm', privateKey: ecdh, authSecret: auth }).toString('utf8')),
      };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * Checks the request's `Authorization: vapid t=<JWT>, k=<key>` as a push
 * service does; answers the JWT's claims when the key is `publicKey` and the
 * ES256 signature verifies with it, else throws.
 */
export function verifyVapid(authorization: string | undefined, publicKey: string): { aud: string; exp: number; sub: string } {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(authorization ?? '');
  if (!match) throw new Error(`Cabecera Authorization sin VAPID: ${authorization}`);
  const [, jwt, k] = match;
  if (k !== publicKey) throw new Error('La clave k no es la pública de la instalación');
  const [header, payload, signature] = jwt.split('.');
  expectJson(header, { typ: 'JWT', alg: 'ES256' });
  const point = Buffer.from(publicKey, 'base64url');
  const key = crypto.createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: point.subarray(1, 33).toString('base64url'), y: point.subarray(33, 65).toString('base64url') },
    format: 'jwk',
  });
  const ok = crypto.verify('sha256', Buffer.from(`${header}.${payload}`), { key, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature, 'base64url'));
  if (!ok) throw new Error('La firma ES256 del JWT no es válida');
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { aud: string; exp: number; sub: string };
}

function expectJson(part: string, expected: Record<string, string>): void {
  const parsed = JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as Record<string, string>;
  for (const [key, value] of Object.entries(expected)) if (parsed[key] !== value) throw new Error(`JWT: ${key} es ${parsed[key]}, no ${value}`);
}
