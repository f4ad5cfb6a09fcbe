/** Test doubles for the client: tokens with a chosen expiry and a fake API behind fetch. */
import { vi } from 'vitest';
import type { StoredUser } from '../../src/client/providers/session';

function base64url(value: object): string {
  return btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** A JWT-shaped token with this `exp` (seconds since the epoch). */
export function tokenWithExp(exp: number): string {
  return `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url({ sub: '1', username: 'ana', role: 'admin', exp })}.firma`;
}

/** A JWT-shaped token whose `exp` is `secondsFromNow` away. */
export function tokenExpiringIn(secondsFromNow: number): string {
  return tokenWithExp(Math.floor(Date.now() / 1000) + secondsFromNow);
}

export function user(overrides: Partial<StoredUser> = {}): StoredUser {
  return { id: 1, username: 'ana', role: 'admin', email: 'ana@ayto.es', accepted_demo_terms: true, ...overrides };
}

export function storeRaw(token: string | null, stored: unknown): void {
  if (token !== null) localStorage.setItem('token', token);
  if (stored !== undefined) localStorage.setItem('user', typeof stored === 'string' ? stored : JSON.stringify(stored));
}

export interface FakeCall {
  method: string;
  url: string;
  body: unknown;
  authorization: string | null;
}

type Handler = (call: FakeCall) => { status?: number; body?: unknown } | undefined;

/** Replaces fetch: each request goes to `handler` (404 when it answers nothing); answers the calls made. */
export function fakeApi(handler: Handler): FakeCall[] {
  const calls: FakeCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const headers = new Headers(init.headers);
      const call: FakeCall = {
        method: (init.method ?? 'GET').toUpperCase(),
        url: String(url),
        body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
        authorization: headers.get('Authorization'),
      };
      calls.push(call);
      const answer = handler(call) ?? { status: 404, body: { detail: 'La ruta solicitada no existe.' } };
      return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
        status: answer.status ?? 200,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  return calls;
}
