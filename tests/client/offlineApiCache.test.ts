/**
 * The service worker's cache of street answers, run as the worker runs it:
 * Workbox's own converter writes the entry of src/client/calle/offlineApiCache.ts
 * out as the worker's code (callbacks copied by their text), and that code is
 * run with Workbox's real NetworkFirst and route matching over a fake network
 * and fake caches. (The expiration plugin keeps its dates in IndexedDB, which
 * jsdom lacks: it is left out here.)
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NetworkFirst, type Strategy } from 'workbox-strategies';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { RegExpRoute } from 'workbox-routing';
import { runtimeCachingConverter } from 'workbox-build/build/lib/runtime-caching-converter.js';
import type { ModuleRegistry } from 'workbox-build/build/lib/module-registry.js';
import type { ManualHandlerCallbackOptions } from 'workbox-core/types.js';
import { API_CACHE, streetApiCaching } from '../../src/client/calle/offlineApiCache';
import { OFFLINE_API_ROUTES } from '../../src/domain/offlineRoutes';
import { fakeCaches, tokenExpiringIn, type FakeCaches } from './fakes';

class FakeExtendableEvent {
  readonly pending: Promise<unknown>[] = [];
  waitUntil(promise: Promise<unknown>): void {
    this.pending.push(promise);
  }
}

/** The worker's route for the street answers, built from the code Workbox writes for it. */
function workerRoute(): { pattern: RegExp; strategy: Strategy } {
  const registry = { use: (_module: string, name: string) => name } as unknown as ModuleRegistry;
  const [code] = runtimeCachingConverter(registry, [streetApiCaching]);
  let route: { pattern: RegExp; strategy: Strategy } | null = null;
  const registerRoute = (pattern: RegExp, strategy: Strategy) => {
    route = { pattern, strategy };
  };
  class ExpirationPlugin {}
  new Function('registerRoute', 'NetworkFirst', 'ExpirationPlugin', 'CacheableResponsePlugin', code)(registerRoute, NetworkFirst, ExpirationPlugin, CacheableResponsePlugin);
  return route!;
}

const ORIGIN = 'http://localhost:3000';
let network: 'online' | 'offline';
let caches: FakeCaches;

/** The server of these tests: answers whose body names the token that asked. */
function fakeNetwork(): void {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      if (network === 'offline') throw new TypeError('Failed to fetch');
      const body = { url: new URL(request.url).pathname, para: request.headers.get('Authorization'), municipio: request.headers.get('X-Municipio') };
      return new Response(JSON.stringify(body), { status: 200 });
    }),
  );
}

/** Asks the worker's strategy for `path` with `token` (or none), in `municipio` when named: the body's text, or null when nothing answers. */
async function ask(strategy: Strategy, path: string, token: string | null, municipio?: string): Promise<string | null> {
  const event = new FakeExtendableEvent();
  const headers: Record<string, string> = token ? { Authorization: `Bearer ${token}` } : {};
  if (municipio !== undefined) headers['X-Municipio'] = municipio;
  const request = new Request(`${ORIGIN}${path}`, { headers });
  const [response, done] = strategy.handleAll({ request, event } as unknown as ManualHandlerCallbackOptions);
  const text = await response.then((r) => (r ? r.text() : null), () => null);
  await done.catch(() => undefined);
  await Promise.allSettled(event.pending);
  return text;
}

beforeEach(() => {
  (self as unknown as { __WB_DISABLE_DEV_LOGS: boolean }).__WB_DISABLE_DEV_LOGS = true;
  vi.stubGlobal('ExtendableEvent', FakeExtendableEvent);
  vi.stubGlobal('FetchEvent', class extends FakeExtendableEvent {});
  caches = fakeCaches();
  network = 'online';
  fakeNetwork();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the addresses the worker keeps', () => {
  it('are the street answers of this origin, and nothing else', () => {
    const { pattern } = workerRoute();
    const kept = (path: string, origin = ORIGIN) => Boolean(new RegExpRoute(pattern, () => Promise.resolve(new Response())).match({ url: new URL(`${origin}${path}`) } as never));
    for (const path of [
      '/api/settings',
      '/api/turnos/hoy',
      '/api/visitas/?skip=0&limit=50',
      '/api/visitas?colonia_id=3&desde=2025-01-01',
      '/api/colonias/comederos',
      '/api/colonias/colonias/mis-colonias/?limit=500&sort=nombre',
      '/api/colonias/colonias/12/equipo',
      '/api/colonias/colonias/12/comederos',
      '/api/colonias/colonias/12/turnos',
    ]) {
      expect(kept(path), path).toBe(true);
    }
    for (const path of [
      '/api/settings/escudo',
      '/api/gatos/gatos/7',
      '/api/gatos/gatos/mis-gatos',
      '/api/gatos/gatos/7/certificado',
      '/api/gatos/gatos/7/historia',
      '/api/colonias/colonias/12/gatos',
      '/api/colonias/colonias/12/censos',
      '/api/colonias/colonias/12/comederos/3',
      '/api/colonias/colonias/',
      '/api/visitas/pendientes?fecha=2025-01-01',
      '/api/visitas/5/foto',
      '/api/auth/me',
      '/media/foto.jpg',
    ]) {
      expect(kept(path), path).toBe(false);
    }
    expect(kept('/api/turnos/hoy', 'https://otro.example')).toBe(false);
    expect(OFFLINE_API_ROUTES.length).toBe(8);
  });
});

describe('the answers kept for the street', () => {
  const ana = tokenExpiringIn(3600, { sub: '1', username: 'ana' });
  const bea = tokenExpiringIn(3600, { sub: '2', username: 'bea' });

  it('are answered without signal to the same session', async () => {
    const { strategy } = workerRoute();
    const online = await ask(strategy, '/api/turnos/hoy', ana);
    expect(online).toContain(ana);
    network = 'offline';
    expect(await ask(strategy, '/api/turnos/hoy', ana)).toBe(online);
  });

  it('are never answered to another token, to a request without one, nor to the same token once expired', async () => {
    const { strategy } = workerRoute();
    await ask(strategy, '/api/turnos/hoy', ana);
    await ask(strategy, '/api/colonias/colonias/4/equipo', ana);
    network = 'offline';
    expect(await ask(strategy, '/api/turnos/hoy', bea)).toBeNull();
    expect(await ask(strategy, '/api/colonias/colonias/4/equipo', bea)).toBeNull();
    expect(await ask(strategy, '/api/turnos/hoy', null)).toBeNull();
    expect(await ask(strategy, '/api/turnos/hoy', 'no-es-un-token')).toBeNull();
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 3601 * 1000 });
    expect(await ask(strategy, '/api/turnos/hoy', ana)).toBeNull();
  });

  it('answer nothing without a valid token even while an answer written without one is still there', async () => {
    const { strategy } = workerRoute();
    const cache = await caches.open(API_CACHE);
    await cache.put(`${ORIGIN}/api/turnos/hoy?gatera-sesion=ninguna`, new Response('de nadie'));
    network = 'offline';
    expect(await ask(strategy, '/api/turnos/hoy', null)).toBeNull();
  });

  it('are one session\'s only: the next session\'s first answer deletes all of the last one\'s', async () => {
    const { strategy } = workerRoute();
    await ask(strategy, '/api/turnos/hoy', ana);
    await ask(strategy, '/api/colonias/colonias/4/equipo', ana);
    await ask(strategy, '/api/turnos/hoy', bea);
    const kept = await caches.bodies(API_CACHE);
    expect(kept).toHaveLength(1);
    expect(kept[0]).toContain(bea);
    network = 'offline';
    expect(await ask(strategy, '/api/colonias/colonias/4/equipo', ana)).toBeNull();
    expect(await ask(strategy, '/api/turnos/hoy', bea)).toContain(bea);
  });

  it('are not kept for a request without a valid token, and such a request leaves nothing of anybody', async () => {
    const { strategy } = workerRoute();
    await ask(strategy, '/api/turnos/hoy', ana);
    expect(await ask(strategy, '/api/settings', null)).toContain('/api/settings');
    expect(await caches.bodies(API_CACHE)).toEqual([]);
    await ask(strategy, '/api/turnos/hoy', tokenExpiringIn(-1, { sub: '3' }));
    expect(await caches.bodies(API_CACHE)).toEqual([]);
  });

  it('keys the answers by a digest of the token, never by the token itself', async () => {
    const { strategy } = workerRoute();
    await ask(strategy, '/api/turnos/hoy', ana);
    const [key] = [...caches.stores.get(API_CACHE)!.entries.keys()];
    expect(key).toMatch(/^http:\/\/localhost:3000\/api\/turnos\/hoy\?gatera-sesion=[0-9a-f]{64}&gatera-municipio=propio$/);
    expect(key).not.toContain(ana.split('.')[2]);
  });

  it('are kept by municipality: an answer kept for one is never answered for another, nor for the account\'s own', async () => {
    const { strategy } = workerRoute();
    const own = await ask(strategy, '/api/turnos/hoy', ana);
    const segundo = await ask(strategy, '/api/turnos/hoy', ana, '2');
    expect(JSON.parse(segundo!)).toMatchObject({ municipio: '2' });
    network = 'offline';
    expect(await ask(strategy, '/api/turnos/hoy', ana, '2')).toBe(segundo);
    expect(await ask(strategy, '/api/turnos/hoy', ana)).toBe(own);
    expect(await ask(strategy, '/api/turnos/hoy', ana, '3')).toBeNull();
    const keys = [...caches.stores.get(API_CACHE)!.entries.keys()].map((key) => new URL(key).searchParams.get('gatera-municipio'));
    expect(keys.sort()).toEqual(['2', 'propio']);
  });
});
