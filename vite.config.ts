import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { fileURLToPath } from 'node:url';
import { streetApiCaching } from './src/client/calle/offlineApiCache.ts';

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

/**
 * node-polyglot (ra-i18n-polyglot's engine, on every page) calls
 * Object.entries and Object.hasOwn through the es-shims packages object.entries
 * and hasown, which bring get-intrinsic and a dozen helpers (about 6 kB gzip)
 * into the landing page for two functions every browser we support has. This
 * hands node-polyglot the browser's own.
 */
const NATIVE_FOR_POLYGLOT: Record<string, string> = { 'object.entries': 'Object.entries', hasown: 'Object.hasOwn' };
const NATIVE_PREFIX = '\0gatera-native:';
function nativeFunctionsForPolyglot() {
  return {
    name: 'gatera-native-functions-for-polyglot',
    enforce: 'pre' as const,
    resolveId(source: string, importer: string | undefined) {
      if (source in NATIVE_FOR_POLYGLOT && importer && /[\\/]node_modules[\\/]node-polyglot[\\/]/.test(importer)) return NATIVE_PREFIX + source;
      return null;
    },
    load(id: string) {
      return id.startsWith(NATIVE_PREFIX) ? `module.exports = ${NATIVE_FOR_POLYGLOT[id.slice(NATIVE_PREFIX.length)]};` : null;
    },
  };
}

const apiTarget = process.env.VITE_API_PROXY ?? 'http://localhost:8080';

/**
 * The installable app: the manifest with our icons, and a Workbox service
 * worker (generateSW) registered from the volunteer's screens only
 * (src/client/calle/pwa.ts). It precaches the app shell, so /hoy opens without
 * signal. Of the API it keeps only the street answers of
 * src/domain/offlineRoutes.ts (src/client/calle/offlineApiCache.ts):
 * NetworkFirst, so always from the server when it answers; kept for the
 * session that asked for them only (a digest of its token in the key), never
 * answered to another token or to a request without a live one, and deleted
 * when another session writes and whenever the page ends a session. Nothing
 * else of /api (certificates, cat cards and histories, the council's logo...)
 * and nothing under /media passes through a cache
 * (tests/client/offlineApiCache.test.ts, tests/e2e/calle.spec.ts).
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
    runtimeCaching: [streetApiCaching],
    // The push and notification-click handlers, which Workbox does not write (public/avisos-sw.js).
    importScripts: ['/avisos-sw.js'],
  },
});

export default defineConfig({
  plugins: [react(), reactAdminRouterShim(), nativeFunctionsForPolyglot(), pwa],
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
