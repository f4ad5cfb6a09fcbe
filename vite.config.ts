import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
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

export default defineConfig({
  plugins: [react(), reactAdminRouterShim()],
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
