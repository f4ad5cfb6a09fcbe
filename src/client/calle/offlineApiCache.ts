/**
 * The service worker's cache of the street answers (vite.config.ts hands this
 * entry to Workbox): only the routes of src/domain/offlineRoutes.ts, always
 * asked to the server first (NetworkFirst), and kept for one session only.
 *
 * Each answer is kept under its address plus a digest (SHA-256) of the bearer
 * token that asked for it. The token is what the worker sees on every request
 * and what no other person holds: another account's token, a new session of
 * the same account, or a request without a token makes another key and never
 * reaches these answers. A token that is missing or past its `exp` makes no
 * key at all ('ninguna'), and nothing kept is ever answered to it. After each
 * write, every answer of any other key is deleted, so the phone holds one
 * session's answers at most; the page also empties the whole cache whenever a
 * session ends (pwa.ts, providers/session.ts). The key also carries the
 * municipality the request names (X-Municipio, 'propio' without it): an
 * account that works in several keeps each one's answers apart, and an answer
 * kept for one is never answered for another.
 */
import type { RuntimeCaching } from 'workbox-build';
import { offlineApiPattern } from '../../domain/offlineRoutes.ts';

export const API_CACHE = 'gatera-api';

/**
 * Workbox copies these callbacks into the worker by their text, without what
 * surrounds them: each is written out whole, with the parameters' names and
 * the marks spelled in it ('gatera-sesion', 'ninguna', 'gatera-municipio',
 * 'propio', the header's name), and its test runs that copy
 * (tests/client/offlineApiCache.test.ts).
 */
const oneSessionOnly = {
  cacheKeyWillBeUsed: async ({ request }: { request: Request }): Promise<string> => {
    const header = request.headers.get('Authorization') ?? '';
    const token = /^bearer\s+/i.test(header) ? header.replace(/^bearer\s+/i, '').trim() : '';
    let session = 'ninguna';
    let exp: unknown = null;
    try {
      const payload = token.split('.')[1] ?? '';
      exp = (JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { exp?: unknown }).exp;
    } catch {
      exp = null;
    }
    if (typeof exp === 'number' && exp * 1000 > Date.now()) {
      const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token));
      session = Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
    }
    const key = new URL(request.url);
    key.searchParams.set('gatera-sesion', session);
    key.searchParams.set('gatera-municipio', (request.headers.get('X-Municipio') ?? '').trim() || 'propio');
    return key.href;
  },
  cachedResponseWillBeUsed: async ({ request, cachedResponse }: { request: Request; cachedResponse?: Response }): Promise<Response | null> =>
    cachedResponse && new URL(request.url).searchParams.get('gatera-sesion') !== 'ninguna' ? cachedResponse : null,
  cacheDidUpdate: async ({ cacheName, request }: { cacheName: string; request: Request }): Promise<void> => {
    const session = new URL(request.url).searchParams.get('gatera-sesion');
    const cache = await caches.open(cacheName);
    for (const key of await cache.keys()) {
      if (session === 'ninguna' || new URL(key.url).searchParams.get('gatera-sesion') !== session) await cache.delete(key);
    }
  },
};

export const streetApiCaching: RuntimeCaching = {
  urlPattern: offlineApiPattern(),
  handler: 'NetworkFirst',
  options: {
    cacheName: API_CACHE,
    plugins: [oneSessionOnly],
    // A day at most, whatever the token's lifetime: the street needs today's answers.
    expiration: { maxEntries: 300, maxAgeSeconds: 24 * 60 * 60 },
    cacheableResponse: { statuses: [200] },
  },
};
