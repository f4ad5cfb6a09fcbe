import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { fileURLToPath } from 'node:url';

/**
 * react-admin's router adapter imports react-router's data routers
 * (createHashRouter, createMemoryRouter, RouterProvider) to build a router of
 * its own when it is not inside one. Ours always is (App.tsx), but react-router
 * is one module, so those imports would pull the whole data-router code into
 * the chunk the public pages share with the staff app. This plugin hands
 * react-admin a react-router whose data-router constructors are stubs
 * (src/client/routing/raRouterShim.ts), keeping the landing page light.
 */
const raRouterShim = fileURLToPath(new URL('./src/client/routing/raRouterShim.ts', import.meta.url));
function reactAdminRouterShim() {
  return {
    name: 'gatera-react-admin-router-shim',
    enforce: 'pre' as const,
    resolveId(source: string, importer: string | undefined) {
      if (source === 'react-router-dom' && importer && /[\\/]node_modules[\\/]ra-core[\\/]/.test(importer)) return raRouterShim;
      return null;
    },
  };
}

const apiTarget = process.env.VITE_API_PROXY ?? 'http://localhost:8080';

/**
 * The installable app (issue 14): the manifest with our icons, and a Workbox
 * service worker (generateSW) registered from the volunteer's screens only
 * (src/client/calle/pwa.ts). It precaches the app shell, so /hoy opens
 * without signal; the volunteer's GET answers (today's shifts, feeding points,
 * rota, colonies, cats, censuses, visits, settings) are NetworkFirst: always
 * from the server when it answers, from the cache only when it cannot be
 * reached. No other /api call and nothing under /media passes through a cache.
 */
const pwa = VitePWA({
  strategies: 'generateSW',
  registerType: 'autoUpdate',
  injectRegister: false,
  filename: 'sw.js',
  includeAssets: ['favicon.svg', 'icons/apple-touch-icon.png'],
  manifest: {
    id: '/hoy',
    name: 'Gatera: colonias felinas',
    short_name: 'Gatera',
    description: 'Turnos, comederos y visitas de las colonias felinas del municipio',
    lang: 'es',
    start_url: '/hoy',
    scope: '/',
    display: 'standalone',
    orientation: 'portrait',
    theme_color: '#2e5e4e',
    background_color: '#f6f3ec',
    icons: [
      { src: '/icons/gatera-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/gatera-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/gatera-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  workbox: {
    globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
    maximumFileSizeToCacheInBytes: 8 * 1024 * 1024,
    navigateFallback: '/index.html',
    // The API, uploaded files and any file by name are never answered with the app shell.
    navigateFallbackDenylist: [/^\/api(\/|$)/, /^\/media\//, /\.[a-z0-9]+$/i],
    cleanupOutdatedCaches: true,
    clientsClaim: true,
    skipWaiting: true,
    runtimeCaching: [
      {
        // Written out here: Workbox copies this function into the worker by its text, without what surrounds it.
        urlPattern: ({ url, request, sameOrigin }) =>
          sameOrigin &&
          request.method === 'GET' &&
          /^\/api\/(settings|turnos\/hoy|visitas\/?(\?.*)?$|colonias\/comederos$|colonias\/colonias\/mis-colonias|colonias\/colonias\/\d+\/(gatos|comederos|turnos|equipo|censos|poblacion|esterilizados)|gatos\/gatos\/(mis-gatos|\d+))/.test(url.pathname + url.search),
        handler: 'NetworkFirst',
        options: {
          cacheName: 'gatera-api',
          expiration: { maxEntries: 300, maxAgeSeconds: 14 * 24 * 60 * 60 },
          cacheableResponse: { statuses: [200] },
        },
      },
    ],
  },
});

export default defineConfig({
  plugins: [react(), reactAdminRouterShim(), pwa],
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 1500,
    // Every browser we support preloads modules natively; the polyfill would only add weight to the landing page.
    modulePreload: { polyfill: false },
  },
  server: {
    port: 5173,
    proxy: { '/api': apiTarget, '/media': apiTarget },
  },
});
