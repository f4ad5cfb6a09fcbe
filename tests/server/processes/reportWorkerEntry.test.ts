/**
 * The report worker threads start however the server is run: from the sources
 * through the `tsx` command (`npm run dev:server`), through Node with tsx's
 * loader, and bundled as `npm start` runs it (dist/server/main.mjs with
 * dist/server/reportWorker.mjs beside it). (Vitest, the fourth way, is what
 * every other report test runs.) In each, a PDF and a CSV built by a worker
 * come back whole, and an open-data file made by one.
 */
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from '../helper';
import { SOURCES, sharedData, startProcess, type Shared } from './support';

const root = path.resolve(import.meta.dirname, '../../..');
const PASSWORD = 'Informes-En-Hilos-1';

const MODES = [
  { name: 'tsx src/server/main.ts', command: { file: path.join(root, 'node_modules', '.bin', 'tsx'), args: ['src/server/main.ts'] } },
  { name: 'node --import tsx src/server/main.ts', command: { file: process.execPath, args: SOURCES } },
  { name: 'node dist/server/main.mjs (npm start)', command: { file: process.execPath, args: [path.join(root, 'dist', 'server', 'main.mjs')] } },
];

for (const engine of testEngines()) {
  describe(`report workers in every way of running the server [${engine.name}]`, () => {
    let shared: Shared;

    beforeAll(async () => {
      const { buildIfNeeded } = await import('../../../scripts/build-if-needed.mjs');
      await buildIfNeeded(['server']);
      shared = await sharedData(engine);
      await shared.addUser('informes-admin', PASSWORD, 'admin');
    }, 120_000);

    afterAll(async () => {
      await shared?.remove();
    });

    for (const mode of MODES) {
      it(`${mode.name}: a PDF, a CSV and an open-data file built in a worker thread`, async () => {
        const server = await startProcess(shared, {}, mode.command);
        try {
          const login = await fetch(`${server.base}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'informes-admin', password: PASSWORD }) });
          const headers = { authorization: `Bearer ${((await login.json()) as { access_token: string }).access_token}` };
          const pdf = await fetch(`${server.base}/api/informes/informes/colonias`, { headers });
          expect(pdf.status).toBe(200);
          const bytes = Buffer.from(await pdf.arrayBuffer());
          expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
          expect(bytes.subarray(-6).toString('latin1')).toContain('%%EOF');
          const csv = await fetch(`${server.base}/api/gatos/gatos/registro-identificacion.csv`, { headers });
          expect(csv.status).toBe(200);
          expect((await csv.text()).split('\r\n')[0]).toContain('Microchip');
          // A value made in a worker too: an open-data file, public.
          const geojson = await fetch(`${server.base}/api/datos-abiertos/colonias.geojson`);
          expect(geojson.status).toBe(200);
          expect(((await geojson.json()) as { type: string }).type).toBe('FeatureCollection');
        } finally {
          await server.stop();
        }
      }, 90_000);
    }
  });
}
