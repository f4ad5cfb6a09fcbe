/** Test doubles for the client: tokens with a chosen expiry and a fake API behind fetch. */
import { vi } from 'vitest';
import type { StoredUser } from '../../src/client/providers/session';

function base64url(value: object): string {
  return btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** A JWT-shaped token with this `exp` (seconds since the epoch), for Ana unless `claims` say otherwise. */
export function tokenWithExp(exp: number, claims: Record<string, unknown> = {}): string {
  return `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url({ sub: '1', username: 'ana', role: 'admin', exp, ...claims })}.firma`;
}

/** A JWT-shaped token whose `exp` is `secondsFromNow` away. */
export function tokenExpiringIn(secondsFromNow: number, claims: Record<string, unknown> = {}): string {
  return tokenWithExp(Math.floor(Date.now() / 1000) + secondsFromNow, claims);
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
  /** The X-Municipio header, null when not sent. */
  municipio: string | null;
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
        municipio: headers.get('X-Municipio'),
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

const urlOf = (request: RequestInfo | URL) => (typeof request === 'string' ? request : request instanceof URL ? request.href : request.url);

/** One cache of FakeCaches: answers by address (what Workbox's keys are here). */
class FakeCache {
  readonly entries = new Map<string, Response>();
  async match(request: RequestInfo | URL): Promise<Response | undefined> {
    return this.entries.get(urlOf(request))?.clone();
  }
  async put(request: RequestInfo | URL, response: Response): Promise<void> {
    this.entries.set(urlOf(request), response.clone());
  }
  async delete(request: RequestInfo | URL): Promise<boolean> {
    return this.entries.delete(urlOf(request));
  }
  async keys(): Promise<Request[]> {
    return [...this.entries.keys()].map((url) => new Request(url));
  }
}

/** An in-memory CacheStorage as the page and the service worker see it (window.caches). */
export class FakeCaches {
  readonly stores = new Map<string, FakeCache>();
  async open(name: string): Promise<FakeCache> {
    let cache = this.stores.get(name);
    if (!cache) this.stores.set(name, (cache = new FakeCache()));
    return cache;
  }
  async has(name: string): Promise<boolean> {
    return this.stores.has(name);
  }
  async delete(name: string): Promise<boolean> {
    return this.stores.delete(name);
  }
  async keys(): Promise<string[]> {
    return [...this.stores.keys()];
  }
  async match(request: RequestInfo | URL, options: { cacheName?: string } = {}): Promise<Response | undefined> {
    const names = options.cacheName ? [options.cacheName] : [...this.stores.keys()];
    for (const name of names) {
      const found = await this.stores.get(name)?.match(request);
      if (found) return found;
    }
    return undefined;
  }
  /** The bodies kept in one cache, as text. */
  async bodies(name: string): Promise<string[]> {
    return Promise.all([...(this.stores.get(name)?.entries.values() ?? [])].map((response) => response.clone().text()));
  }
}

/** Installs a FakeCaches as the global `caches` and answers it. */
export function fakeCaches(): FakeCaches {
  const fake = new FakeCaches();
  vi.stubGlobal('caches', fake);
  return fake;
}
