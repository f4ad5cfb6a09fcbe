/**
 * Every report counts in REPORTS_MAX_CONCURRENT (1 here): the PDFs, the CER
 * annual report (PDF and CSV), the microchip register CSV and the CER
 * dashboard. With the slot held, each answers 503 at once with a Spanish
 * `detail` and `Retry-After`; freed, each is built. The dashboard's figures
 * are kept until the next write: asking again needs no slot.
 */
import { expect, it } from 'vitest';
import { describeEachEngine, json } from '../helper';
import { createColonia, createGato } from '../fixtures';
import { REPORTS_BUSY_MESSAGE } from '../../../src/server/reports/buildSlots';
import { serverText } from '../../../src/server/i18n/index';

const REPORTS = [
  { url: '/api/informes/informes/colonias', starts: '%PDF-' },
  { url: '/api/informes/informes/campanas', starts: '%PDF-' },
  { url: '/api/informes/informes/graficos/colonias', starts: '%PDF-' },
  { url: '/api/informes/informes/memoria', starts: '%PDF-' },
  { url: '/api/informes/informes/memoria?formato=csv', starts: '\uFEFF' },
  { url: '/api/gatos/gatos/registro-identificacion.csv', starts: '\uFEFF' },
  { url: '/api/informes/informes/panel', starts: '{' },
];

describeEachEngine(
  'informes: every report counts in the cap',
  (t) => {
    it('with every slot taken, each report answers 503 with Retry-After at once; with it free, each is built', async () => {
      const colonia = await createColonia(t().db, { nombre: 'Colonia del tope' });
      await createGato(t().db, colonia.id, { codigo_identificacion: '941000000000001', fecha_esterilizacion: '2025-03-01' });
      for (const { url, starts } of REPORTS) {
        const free = t().app.gatera.reportSlots.acquire();
        const busy = await t().request({ method: 'GET', url, as: 'admin' });
        expect(busy.statusCode, url).toBe(503);
        expect(json(busy), url).toEqual({ detail: serverText('es', REPORTS_BUSY_MESSAGE) });
        expect(Number(busy.headers['retry-after']), url).toBeGreaterThan(0);
        free();
        const built = await t().request({ method: 'GET', url, as: 'admin' });
        expect(built.statusCode, url).toBe(200);
        expect(built.body.startsWith(starts), url).toBe(true);
        // The slot is free again once the answer has gone.
        expect(t().app.gatera.reportSlots.inUse, url).toBe(0);
      }
    }, 60_000);

    it('the dashboard asked again before any write is answered without a slot; after a write it needs one', async () => {
      // Accounts are made on first use: made before, so that no write falls between the two requests.
      await t().user('veterinario');
      // On PostgreSQL the data version is the server's snapshot, which a write by another test file on the
      // same server moves too: the pair of requests is tried again until no such write falls between them.
      const askTwice = async () => {
        const first = await t().request({ method: 'GET', url: '/api/informes/informes/panel', as: 'responsable' });
        expect(first.statusCode).toBe(200);
        const free = t().app.gatera.reportSlots.acquire();
        const again = await t().request({ method: 'GET', url: '/api/informes/informes/panel', as: 'veterinario' });
        return { first, again, free };
      };
      let pair = await askTwice();
      for (let attempt = 1; attempt < 5 && pair.again.statusCode !== 200; attempt++) {
        pair.free();
        pair = await askTwice();
      }
      const { first, again, free } = pair;
      try {
        expect(again.statusCode).toBe(200);
        expect(json(again)).toEqual(json(first));
        await createColonia(t().db, { nombre: 'Colonia nueva' });
        const afterWrite = await t().request({ method: 'GET', url: '/api/informes/informes/panel', as: 'veterinario' });
        expect(afterWrite.statusCode).toBe(503);
        expect(json(afterWrite)).toEqual({ detail: serverText('es', REPORTS_BUSY_MESSAGE) });
      } finally {
        free();
      }
      const fresh = await t().request({ method: 'GET', url: '/api/informes/informes/panel', as: 'veterinario' });
      expect(fresh.statusCode).toBe(200);
      expect(json(fresh).colonias).toBe(json(first).colonias + 1);
    });
  },
  { env: { REPORTS_MAX_CONCURRENT: '1' } },
);
