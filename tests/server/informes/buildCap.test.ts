/**
 * Reports used to block the server. Builds are capped
 * (REPORTS_MAX_CONCURRENT, 1 here): above the cap a report answers 503 with a
 * Spanish `detail` and `Retry-After`, and the slot is free again once a
 * document has been sent. (The latency figures are measured by
 * bench/reportsResponsiveness.ts, not asserted here: the machine is shared.)
 */
import { expect, it } from 'vitest';
import { describeEachEngine, json } from '../helper';
import { createColonia } from '../fixtures';
import { nowIso } from '../../../src/server/lib/time';
import { REPORTS_BUSY_MESSAGE } from '../../../src/server/reports/buildSlots';
import { serverText } from '../../../src/server/i18n/index';

const URLS = ['/api/informes/informes/colonias', '/api/informes/informes/campanas', '/api/informes/informes/graficos/colonias', '/api/informes/informes/memoria'];

describeEachEngine(
  'informes: concurrent builds are capped',
  (t) => {
    it('above the cap a report answers 503 with Retry-After; a finished one frees its slot', async () => {
      const now = nowIso();
      for (let c = 0; c < 10; c++) {
        const colonia = await createColonia(t().db, { nombre: `Colonia ${c}` });
        const rows = Array.from({ length: 100 }, (_, i) => ({ nombre: `Gato ${c}-${i}`, sexo: 'H', ubicacion: 'Calle Mayor, 1', colonia_id: colonia.id, created_at: now, updated_at: now }));
        await t().db.insertInto('gatos').values(rows).execute();
      }
      for (const url of URLS) {
        // Bursts of four at once until one overlaps a build: on a loaded machine a build may finish
        // before the next request is authenticated. Without the cap no burst is ever refused.
        let answers: Awaited<ReturnType<ReturnType<typeof t>['request']>>[] = [];
        for (let burst = 0; burst < 5; burst++) {
          answers = await Promise.all(Array.from({ length: 4 }, () => t().request({ method: 'GET', url, as: 'admin' })));
          if (answers.some((r) => r.statusCode === 503)) break;
        }
        const ok = answers.filter((r) => r.statusCode === 200);
        const busy = answers.filter((r) => r.statusCode === 503);
        expect(ok.length + busy.length, url).toBe(4);
        expect(ok.length, url).toBeGreaterThanOrEqual(1);
        expect(busy.length, url).toBeGreaterThanOrEqual(1);
        for (const res of ok) expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
        for (const res of busy) {
          expect(json(res)).toEqual({ detail: serverText('es', REPORTS_BUSY_MESSAGE) });
          expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
        }
        // Every slot is free again: one after another, each report is built.
        for (let i = 0; i < 3; i++) expect((await t().request({ method: 'GET', url, as: 'admin' })).statusCode, url).toBe(200);
      }
    }, 60_000);
  },
  { env: { REPORTS_MAX_CONCURRENT: '1' } },
);
