/**
 * Reports are read and built in worker threads (src/server/reports/workers/):
 * while one is built, the server's connection reads none of its data and its
 * thread draws no page, and every answer is what the same code builds in this
 * process: the PDFs byte for byte (but for their file ID, which pdfkit derives
 * from the creation time in milliseconds), the CSV files and the dashboard
 * exactly. The files are big enough (8,000 cats) to come in many chunks.
 */
import fs from 'node:fs';
import type { KyselyPlugin } from 'kysely';
import { afterEach, beforeAll, expect, it, vi } from 'vitest';
import { describeEachEngine, json, type TestApp } from '../helper';
import { createColonia } from '../fixtures';
import { nowIso } from '../../../src/server/lib/time';
import { hoyEnEspana } from '../../../src/domain/cer';
import { ReportDocument } from '../../../src/server/reports/document';
import { fill, REPORT_TEXTS } from '../../../src/server/reports/texts';
import { FILE_CHUNK_BYTES, FILE_JOBS, type FileJob, type FileParams } from '../../../src/server/reports/workers/jobs';
import { createReportWorkers, threadReportWorkers } from '../../../src/server/reports/workers/pool';
import { cerService } from '../../../src/server/modules/cer/service';
import { cerRepository } from '../../../src/server/modules/cer/repository';
import { PANEL_LISTED_MAX } from '../../../src/server/modules/cer/routes';
import { reportThreadNice } from '../../../src/server/reports/workers/protocol';

const today = hoyEnEspana();
const anio = Number(today.slice(0, 4));
const ES = REPORT_TEXTS.es;

/** The tables of the reports' data that the server's own connection was asked about while `watching`. */
const readOnServerConnection = new Set<string>();
let watching = false;
const DATA_TABLES = ['gatos', 'colonias', 'censos', 'campanas', 'campana_gatos', 'quejas'];
const recorder: KyselyPlugin = {
  transformQuery({ node }) {
    if (watching) {
      const text = JSON.stringify(node);
      for (const table of DATA_TABLES) if (text.includes(`"name":"${table}"`)) readOnServerConnection.add(table);
    }
    return node;
  },
  transformResult: async ({ result }) => result,
};

/** The PDFs of the API, the title each is drawn with and the worker job that draws it. */
const PDFS: { url: string; job: FileJob; title: string }[] = [
  { url: '/api/informes/informes/colonias', job: 'colonias', title: ES.colonias.titulo },
  { url: '/api/informes/informes/campanas', job: 'campanas', title: ES.campanas.titulo },
  { url: '/api/informes/informes/graficos/colonias', job: 'grafico', title: ES.grafico.titulo },
  { url: '/api/informes/informes/memoria', job: 'memoria', title: `${ES.memoria.titulo} ${anio}` },
];

/** The generation time a PDF says (its creation date, to the second: the only date string pdfkit writes). */
function createdAt(pdf: Buffer): Date {
  const [, y, mo, d, h, mi, s] = /\(D:(\d{4})(\d\d)(\d\d)(\d\d)(\d\d)(\d\d)Z\)/.exec(pdf.toString('latin1'))!.map(Number);
  return new Date(Date.UTC(y, mo - 1, d, h, mi, s));
}

/** The PDF without its file ID (the same length either way, so every offset after it is compared too). */
const withoutId = (pdf: Buffer) => pdf.toString('latin1').replace(/\/ID \[<[0-9a-f]+> <[0-9a-f]+>\]/, '/ID []');

async function bytesOf(stream: AsyncIterable<Buffer>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk);
  return Buffer.concat(chunks);
}

async function seedTown(t: TestApp) {
  const now = nowIso();
  const colonias: { id: number }[] = [];
  // A name with the CSV separator and quotes, so quoting goes through the worker too.
  for (const nombre of ['Plaza Mayor; junto a la fuente', 'El "Castillo"', 'Ñandú', 'Alameda']) colonias.push(await createColonia(t.db, { nombre }));
  const gatos = Array.from({ length: 8000 }, (_, i) => ({
    nombre: `Gato ${i} con un nombre algo largo`,
    sexo: i % 2 ? 'H' : 'M',
    ubicacion: 'Calle Mayor, 1',
    colonia_id: colonias[i % colonias.length].id,
    codigo_identificacion: i % 5 ? String(941000000000000 + i) : null,
    fecha_identificacion: i % 5 ? `2025-0${1 + (i % 9)}-1${i % 10}` : null,
    fecha_esterilizacion: i % 3 ? `${anio}-01-0${1 + (i % 9)}` : null,
    created_at: now,
    updated_at: now,
  }));
  for (let i = 0; i < gatos.length; i += 500) await t.db.insertInto('gatos').values(gatos.slice(i, i + 500)).execute();
  await t.db.insertInto('censos').values({ colonia_id: colonias[0].id, fecha: `${anio}-01-02`, gatos_vistos: 30, crias: 2, marcados_vistos: 10, observaciones: null, usuario_id: null, created_at: now, updated_at: now }).execute();
  const campana = await t.db.insertInto('campanas').values({ nombre: 'Invierno', fecha_inicio: `${anio}-01-01`, estatus: 'en progreso', gatos_objetivo: 40, created_at: now }).returning('id').executeTakeFirstOrThrow();
  const ids = await t.db.selectFrom('gatos').select('id').orderBy('id').limit(300).execute();
  await t.db.insertInto('campana_gatos').values(ids.map(({ id }) => ({ campana_id: campana.id, gato_id: id, created_at: now }))).execute();
  await t.db.insertInto('quejas').values({ fecha: today, descripcion: 'Ruido', colonia_id: colonias[1].id, estatus: 'pendiente' }).execute();
}

describeEachEngine(
  'informes: built in worker threads, the same answers as before',
  (t) => {
    const titular = () => ({ municipio: t().config.municipio.nombre, nif: t().config.municipio.nif, direccion: t().config.municipio.direccion });
    const frame = (title: string, generatedAt: Date) => ({ municipio: t().config.municipio.nombre, provincia: t().config.municipio.provincia, title, generatedAt, language: 'es' as const });
    const subtitle = () => `${fill(ES.ayuntamiento, { municipio: t().config.municipio.nombre })} (${t().config.municipio.provincia})`;
    /** What the same job builds here, on the test's own connection. */
    const builtHere = async <J extends FileJob>(job: J, params: FileParams<J>) => bytesOf(await FILE_JOBS[job](t().db, params as never));

    beforeAll(async () => {
      await seedTown(t());
    }, 60_000);

    afterEach(() => {
      watching = false;
      vi.restoreAllMocks();
    });

    /** Asks for `url` as an administrator, watching what the server's connection and thread do meanwhile. */
    async function watched(url: string) {
      readOnServerConnection.clear();
      const pages = vi.spyOn(ReportDocument.prototype, 'newPage');
      watching = true;
      const res = await t().request({ method: 'GET', url, as: 'admin' });
      watching = false;
      const drawnHere = pages.mock.calls.length;
      pages.mockRestore();
      expect(res.statusCode, url).toBe(200);
      return { res, read: [...readOnServerConnection], drawnHere };
    }

    it('runs its reports in worker threads', () => {
      expect(t().app.gatera.reportWorkers.mode).toBe('threads');
    });

    for (const { url, job, title } of PDFS) {
      it(`${job}: the server's connection reads none of its data, its thread draws no page, and the PDF is the one drawn here`, async () => {
        const { res, read, drawnHere } = await watched(url);
        expect(read).toEqual([]);
        expect(drawnHere).toBe(0);
        expect(res.headers['content-type']).toBe('application/pdf');
        const pdf = res.rawPayload;
        const year = job === 'memoria' ? { anio, today, objetivo: t().config.cerObjetivo } : {};
        const expected = await builtHere(job, { frame: frame(title, createdAt(pdf)), subtitle: subtitle(), ...year } as never);
        expect(pdf.byteLength).toBe(expected.byteLength);
        expect(withoutId(pdf) === withoutId(expected)).toBe(true);
      });
    }

    it('the microchip register CSV is read off the server\'s connection and is the file built here, with and without `desde`', async () => {
      for (const desde of [null, '2025-05-01']) {
        const { res, read } = await watched(`/api/gatos/gatos/registro-identificacion.csv${desde ? `?desde=${desde}` : ''}`);
        expect(read).toEqual([]);
        expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
        const expected = await builtHere('registroCsv', { desde, titular: titular() });
        // Many chunks: 6,400 cats with a microchip.
        if (!desde) expect(expected.byteLength).toBeGreaterThan(10 * FILE_CHUNK_BYTES);
        expect(res.rawPayload.equals(expected)).toBe(true);
      }
    });

    it('the annual report CSV is read off the server\'s connection and is the file built here', async () => {
      const { res, read } = await watched('/api/informes/informes/memoria?formato=csv');
      expect(read).toEqual([]);
      expect(res.rawPayload.equals(await builtHere('memoriaCsv', { anio, today, objetivo: t().config.cerObjetivo, language: 'es' }))).toBe(true);
    });

    it('the dashboard is read off the server\'s connection and gives the figures computed here', async () => {
      await createColonia(t().db, { nombre: 'Recién llegada' }); // a write: no figures kept from an earlier test
      const { res, read } = await watched('/api/informes/informes/panel');
      expect(read).toEqual([]);
      const expected = await cerService(cerRepository(t().db), t().config.cerObjetivo).panel(today, PANEL_LISTED_MAX, t().config.censoVigenciaDias);
      expect(json(res)).toEqual(JSON.parse(JSON.stringify(expected)));
    });

    it('a PDF written a few hundred bytes at a time reaches the server\'s thread in messages of 64 KB (the last one shorter)', async () => {
      const workers = threadReportWorkers(t().database.location, 1);
      try {
        const file = await workers.file('colonias', { frame: frame(ES.colonias.titulo, new Date()), subtitle: subtitle() });
        const sizes: number[] = [];
        for await (const chunk of file) sizes.push((chunk as Buffer).byteLength);
        expect(sizes.length).toBeGreaterThan(5);
        expect(sizes.slice(0, -1).every((size) => size >= FILE_CHUNK_BYTES)).toBe(true);
        expect(sizes.at(-1)).toBeGreaterThan(0);
      } finally {
        await workers.close();
      }
    });

    it('a file abandoned by its client frees its worker for the next job', async () => {
      const workers = threadReportWorkers(t().database.location, 1);
      try {
        const file = await workers.file('registroCsv', { desde: null, titular: titular() });
        const first = await new Promise<Buffer>((resolve) => file.once('data', resolve));
        expect(first.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
        file.destroy();
        // One thread only: the next job runs once the abandoned file has let it go.
        const again = await bytesOf(await workers.file('memoriaCsv', { anio, today, objetivo: t().config.cerObjetivo, language: 'es' }));
        expect(again.equals(await builtHere('memoriaCsv', { anio, today, objetivo: t().config.cerObjetivo, language: 'es' }))).toBe(true);
      } finally {
        await workers.close();
      }
    });

    it.runIf(process.platform === 'linux')('its threads give way to the requests\' thread when the cores are busy (10 nicer than the process)', async () => {
      const niceOf = (task: string) => Number(fs.readFileSync(`/proc/self/task/${task}/stat`, 'utf8').split(') ')[1].split(' ')[16]);
      const processNice = niceOf(String(process.pid));
      expect(reportThreadNice(processNice)).toBe(Math.min(19, processNice + 10));
      // Threads of earlier tests' pools may still be ending meanwhile: only the threads born during the job count.
      const tasks = () => fs.readdirSync('/proc/self/task');
      const workers = threadReportWorkers(t().database.location, 1);
      try {
        const before = new Set(tasks());
        await workers.value('panel', { today, objetivo: t().config.cerObjetivo, vigenciaDias: t().config.censoVigenciaDias, maxListed: PANEL_LISTED_MAX });
        const born = tasks().filter((task) => !before.has(task));
        expect(born.filter((task) => niceOf(task) === reportThreadNice(processNice))).toHaveLength(1);
        expect(niceOf(String(process.pid))).toBe(processNice);
      } finally {
        await workers.close();
      }
    });

    it('a thread without work ends by itself, and the next job starts another', async () => {
      const workers = threadReportWorkers(t().database.location, 2, 100);
      try {
        const params = { today, objetivo: t().config.cerObjetivo, vigenciaDias: t().config.censoVigenciaDias, maxListed: PANEL_LISTED_MAX };
        const first = await workers.value('panel', params);
        expect(workers.threads).toBe(1);
        await vi.waitFor(() => expect(workers.threads).toBe(0), { timeout: 10_000, interval: 50 });
        expect(await workers.value('panel', params)).toEqual(first);
      } finally {
        await workers.close();
      }
      expect(workers.threads).toBe(0);
    });

    it('where no second connection can read beside the writer (SQLite without WAL), the jobs run in this thread and give the same files', async () => {
      const database = t().database;
      const inline = createReportWorkers({ ...database, location: { ...database.location, engine: 'sqlite', wal: false } }, 1);
      expect(inline.mode).toBe('inline');
      const csv = await bytesOf(await inline.file('registroCsv', { desde: null, titular: titular() }));
      expect(csv.equals(await builtHere('registroCsv', { desde: null, titular: titular() }))).toBe(true);
    });
  },
  {
    beforeBuild: (database) => {
      database.db = database.db.withPlugin(recorder);
    },
  },
);
