/**
 * The cookie a browser keeps once it has signed in: one token per account
 * signed in to from it, newest first (knownDevices.ts makes and checks them).
 * HttpOnly (scripts never read it), SameSite=Strict and only for /api/auth,
 * where it is read. Clients that ignore cookies (the original API clients)
 * lose nothing: their answers are the same JSON.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';

export const DEVICE_COOKIE = 'gatera_dispositivo';

/** A device is remembered this long after its last sign-in. */
export const DEVICE_DAYS = 90;

/** Accounts one browser is known for (a shared office computer); the oldest goes first. */
const TOKENS_PER_COOKIE = 5;

/** 16 random bytes and a 16-byte signature, in base64url. */
const TOKEN = /^[A-Za-z0-9_-]{44}$/;

export function deviceTokensOf(request: FastifyRequest): string[] {
  const header = request.headers.cookie ?? '';
  for (const pair of header.split(';')) {
    const [name, ...value] = pair.trim().split('=');
    if (name === DEVICE_COOKIE) return value.join('=').split('.').filter((token) => TOKEN.test(token)).slice(0, TOKENS_PER_COOKIE);
  }
  return [];
}

export function setDeviceCookie(request: FastifyRequest, reply: FastifyReply, tokens: string[]): void {
  const value = tokens.slice(0, TOKENS_PER_COOKIE).join('.');
  // Secure when the browser reached us over HTTPS (TRUST_PROXY: as the proxy says); plain HTTP would drop it.
  const secure = request.protocol === 'https' ? '; Secure' : '';
  reply.header('Set-Cookie', `${DEVICE_COOKIE}=${value}; Path=/api/auth; Max-Age=${DEVICE_DAYS * 86_400}; HttpOnly; SameSite=Strict${secure}`);
}
