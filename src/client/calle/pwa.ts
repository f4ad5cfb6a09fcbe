/**
 * The service worker (built by vite-plugin-pwa/Workbox, see vite.config.ts)
 * is registered from the volunteer's screens only: the public pages and the
 * staff screens never depend on it. A new version takes over at once and the
 * page reloads onto it, so nobody keeps running an old build. What it keeps
 * of the API, and for whom, is offlineApiCache.ts.
 */
import { API_CACHE } from './offlineApiCache';

export const SERVICE_WORKER_URL = '/sw.js';

let registered = false;

export function registerServiceWorker(): void {
  if (registered || !('serviceWorker' in navigator) || import.meta.env.DEV) return;
  registered = true;
  const hadController = Boolean(navigator.serviceWorker.controller);
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (hadController) window.location.reload();
  });
  navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' }).catch((error: unknown) => console.error('No se pudo instalar la aplicación sin conexión:', error));
}

/**
 * Forgets the street answers the worker kept (offlineApiCache.ts). Called
 * whenever a session ends and before a new one is stored (providers/session.ts).
 */
export async function clearApiCache(): Promise<void> {
  if (typeof caches !== 'undefined') await caches.delete(API_CACHE).catch(() => false);
}
