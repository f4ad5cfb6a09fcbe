/**
 * The open-data files cost one build per change of the data, however many
 * visitors ask: each is built in a report worker holding one of the
 * REPORTS_MAX_CONCURRENT slots (1 here: with it taken, a file to build
 * answers 503 with Retry-After) and remembered until the next write.
 */
import { expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { describeEachEngine, json, type TestApp } from '../helper';
import { createColonia } from '../fixtures';
import { REPORTS_BUSY_MESSAGE } from '../../../src/server/reports/buildSlots';
import { serverText } from '../../../src/server/i18n/index';

const FILES = ['colonias.geojson', 'colonias.csv', 'programa.csv', 'catalogo.jsonld'];
const url = (file: string) => `/api/datos-abiertos/${file}`;

/** Counts the open-data files the report workers build. */
function countBuilds(t: TestApp): { readonly count: number; reset(): void } {
  const workers = t.app.gatera.reportWorkers;
  const value = workers.value.bind(workers);
  let count = 0;
  workers.value = ((job, params) => {
    if (job === 'datosAbiertos') count += 1;
    return value(job, params);
  }) as typeof workers.value;
  return {
    get count() {
      return count;
    },
    reset: () => {
      count = 0;
    },
  };
}

/**
 * Runs `attempt` until it sees no write by anyone else between its requests: on PostgreSQL the data version is the
 * server's snapshot, which another test file writing to another database of the same server moves too.
 */
async function withoutOtherWrites(attempt: () => Promise<boolean>) {
  for (let i = 0; i < 5; i += 1) if (await attempt()) return;
  throw new Error('Otra escritura se coló entre las peticiones en cinco intentos');
}

describeEachEngine(
  'open data: one build per change',
  (t) => {
    it('a burst of visitors after a write costs one build of each file, and all get the same answer', async () => {
      const builds = countBuilds(t());
      let colonias = 0;
      for (const file of FILES) {
        let answers: LightMyRequestResponse[] = [];
        await withoutOtherWrites(async () => {
          await createColonia(t().db, { nombre: `Colonia ${(colonias += 1)}` });
          builds.reset();
          answers = await Promise.all(Array.from({ length: 8 }, () => t().request({ method: 'GET', url: url(file) })));
          // Another write in between (on PostgreSQL the data version is the whole database's, other suites' too) asks
          // for a second build: it gets the slot, or a 503 while the first holds it.
          return builds.count === 1 && answers.every((a) => a.statusCode !== 503);
        });
        expect(answers.map((a) => a.statusCode), file).toEqual(Array(8).fill(200));
        expect(new Set(answers.map((a) => a.body)).size, file).toBe(1);
      }
    });

    it('with the report slot taken, a file to build answers 503 with Retry-After at once; a file already built is answered without a slot', async () => {
      await withoutOtherWrites(async () => {
        await createColonia(t().db, { nombre: 'Colonia del tope' });
        const built = await t().request({ method: 'GET', url: url('colonias.geojson') });
        expect(built.statusCode).toBe(200);
        const free = t().app.gatera.reportSlots.acquire();
        try {
          const busy = await t().request({ method: 'GET', url: url('colonias.csv') });
          const again = await t().request({ method: 'GET', url: url('colonias.geojson') });
          if (again.statusCode !== 200) return false;
          expect(busy.statusCode).toBe(503);
          expect(json(busy)).toEqual({ detail: serverText('es', REPORTS_BUSY_MESSAGE) });
          expect(Number(busy.headers['retry-after'])).toBeGreaterThan(0);
          expect(again.body).toBe(built.body);
          // A write: the file must be built again, and the slot is still taken.
          await createColonia(t().db, { nombre: 'Colonia nueva' });
          expect((await t().request({ method: 'GET', url: url('colonias.geojson') })).statusCode).toBe(503);
        } finally {
          free();
        }
        const fresh = await t().request({ method: 'GET', url: url('colonias.geojson') });
        expect(fresh.statusCode).toBe(200);
        expect(json(fresh).features.length).toBe(json(built).features.length + 1);
        expect(t().app.gatera.reportSlots.inUse).toBe(0);
        return true;
      });
    });
  },
  { env: { REPORTS_MAX_CONCURRENT: '1' } },
);
