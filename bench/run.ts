/**
 * `npm run bench`: builds a synthetic municipality with the project's own code,
 * starts the real server on a fresh data directory and measures it on loopback
 * beside the machine's own ceiling. Prints one markdown table; writes
 * bench/results.json. See bench/README.md.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { migrateToLatest, openDatabase } from '../src/server/db/index';
import { seedSynthetic } from '../src/server/db/seed/synthetic';
import { pathsOf } from '../src/server/context';
import { memorySampler, startNode, waitForUrl } from './processes';
import { medianOf } from './stats';
import { pgSchemaUrl } from './pgSchema';
import { measureClient, type ClientFigures } from './client';
import { renderReport, type LoadFigure, type SingleFigure } from './report';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values: args } = parseArgs({
  options: {
    colonies: { type: 'string', default: '200' },
    cats: { type: 'string', default: '5000' },
    db: { type: 'string', default: 'sqlite' },
    duration: { type: 'string', default: '5' },
    connections: { type: 'string', default: '10,50' },
    repeats: { type: 'string', default: '5' },
    'csv-large': { type: 'string', default: '100000' },
    'skip-client': { type: 'boolean', default: false },
    'skip-single': { type: 'boolean', default: false },
    output: { type: 'string', default: path.join(root, 'bench', 'results.json') },
  },
});

const colonies = Number(args.colonies);
const cats = Number(args.cats);
const duration = Number(args.duration);
const connectionLevels = args.connections!.split(',').map(Number);
const repeats = Number(args.repeats);
const PASSWORD = 'Bench-Gatera-2025!';
const log = (message: string) => process.stderr.write(`[bench] ${message}\n`);

async function load(url: string, connections: number, headers: Record<string, string>) {
  const result = await autocannon({ url, connections, duration, headers });
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

async function ceiling() {
  const port = 8290 + Math.floor(Math.random() * 100);
  const server = startNode(['--import', 'tsx', path.join(root, 'bench', 'ceilingServer.ts'), String(port)], {});
  await waitForUrl(`http://127.0.0.1:${port}/json`);
  const figures: Record<number, { rps: number; p50: number; p99: number }> = {};
  await autocannon({ url: `http://127.0.0.1:${port}/json`, connections: 10, duration: 1 });
  for (const c of connectionLevels) figures[c] = await load(`http://127.0.0.1:${port}/json`, c, {});
  await server.stop();
  return figures;
}

async function main(): Promise<void> {
  const started = Date.now();
  // The server as `npm start` runs it (and the client it serves).
  const { buildIfNeeded } = await import('../scripts/build-if-needed.mjs');
  await buildIfNeeded(args['skip-client'] ? ['server'] : ['client', 'server']);
  log(`techo de la máquina (Fastify desnudo), ${duration} s por nivel`);
  const ceilingFigures = await ceiling();

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gatera-bench-'));
  const pgDb = args.db === 'postgres' ? await pgSchemaUrl('bench') : null;
  const databaseUrl = pgDb?.url ?? null;
  log(`municipio sintético: ${colonies} colonias, ${cats} gatos (${args.db})`);
  const center = { lat: 41.0686, lon: -2.6427 };
  const database = await openDatabase({ databaseUrl, dataDir });
  await migrateToLatest(database);
  const seedStart = performance.now();
  const synthetic = await seedSynthetic({ db: database.db, mediaDir: pathsOf(dataDir).mediaDir, colonies, cats, center, password: PASSWORD });
  log(`datos creados en ${Math.round(performance.now() - seedStart)} ms`);
  await database.destroy();

  const port = 8390 + Math.floor(Math.random() * 100);
  const base = `http://127.0.0.1:${port}`;
  const server = startNode([path.join(root, 'dist', 'server', 'main.mjs')], {
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    DEMO_DATA: 'false',
    LOG_LEVEL: 'warn',
    AUTH_RATE_LIMIT_MAX: '100000',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { DATABASE_URL: '' }),
  });
  const results: { load: LoadFigure[]; single: SingleFigure[]; client: ClientFigures | null } = { load: [], single: [], client: null };
  let memory = { peakMb: 0, afterWarmupMb: 0, afterLoadMb: 0, peakDuringLoadMb: 0, endMb: 0 };
  let afterLoadMb = 0;
  let singlePeaks = (): number[] => [];
  let peakDuringLoadMb = 0;
  try {
    await waitForUrl(`${base}/api/health`);
    const sampler = memorySampler(server.child.pid!);
    const login = async (username: string) => {
      const res = await fetch(`${base}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username, password: PASSWORD }) });
      if (!res.ok) throw new Error(`No se pudo iniciar sesión como ${username}: ${res.status}`);
      return ((await res.json()) as { access_token: string }).access_token;
    };
    const staff = await login(synthetic.usernames.admin);
    const volunteer = await login(synthetic.usernames.voluntario);
    const colonyId = synthetic.coloniaIds[Math.floor(synthetic.coloniaIds.length / 2)];
    const catId = synthetic.gatoIds[Math.floor(synthetic.gatoIds.length / 2)];
    const endpoints = [
      { name: 'Gatos, página de 100', path: '/api/gatos/gatos/?skip=0&limit=100', token: staff },
      { name: 'Gatos, página de 20', path: '/api/gatos/gatos/?skip=0&limit=20', token: staff },
      { name: 'Gatos asignados', path: '/api/gatos/gatos/mis-gatos?skip=0&limit=10', token: volunteer },
      { name: 'Ficha de un gato', path: `/api/gatos/gatos/${catId}/ficha`, token: staff },
      { name: 'Listado de colonias', path: '/api/colonias/colonias/?skip=0&limit=10', token: staff },
      { name: 'Porcentaje de esterilizados', path: `/api/colonias/colonias/${colonyId}/esterilizados`, token: staff },
      { name: 'Gatos de una colonia', path: `/api/colonias/colonias/${colonyId}/gatos`, token: staff },
      { name: 'Datos del mapa', path: '/api/colonias/colonias/mapa/colonias', token: staff },
      { name: 'Datos del gráfico', path: '/api/informes/informes/datos/colonias', token: null },
    ];
    log('calentamiento');
    for (const e of endpoints) {
      await autocannon({ url: `${base}${e.path}`, connections: 10, duration: 1, headers: e.token ? { authorization: `Bearer ${e.token}` } : {} });
    }
    const afterWarmupMb = sampler.current();
    for (const e of endpoints) {
      const headers: Record<string, string> = e.token ? { authorization: `Bearer ${e.token}` } : {};
      const probe = await fetch(`${base}${e.path}`, { headers });
      for (const c of connectionLevels) {
        if (!probe.ok) {
          results.load.push({ name: e.name, path: e.path, connections: c, status: probe.status, rps: 0, p50: 0, p99: 0, errors: 0, non2xx: 0, ceilingRatio: 0 });
          continue;
        }
        log(`${e.name} a ${c} conexiones`);
        const figure = await load(`${base}${e.path}`, c, headers);
        results.load.push({ name: e.name, path: e.path, connections: c, status: probe.status, ...figure, ceilingRatio: figure.rps / ceilingFigures[c].rps });
      }
    }

    afterLoadMb = sampler.current();
    peakDuringLoadMb = sampler.peak();
    if (!args['skip-single']) {
      const auth = { authorization: `Bearer ${staff}` };
      const timeRequest = async (name: string, method: string, url: string, body?: () => FormData | string, count = repeats) => {
        const probe = await fetch(`${base}${url}`, { method, headers: auth, body: body?.() });
        if (!probe.ok) {
          results.single.push({ name, medianMs: 0, runs: [], status: probe.status });
          return;
        }
        await probe.arrayBuffer();
        log(name);
        const overallPeak = sampler.resetPeak();
        const { median, runs } = await medianOf(count, async () => {
          const res = await fetch(`${base}${url}`, { method, headers: auth, body: body?.() });
          await res.arrayBuffer();
          if (!res.ok) throw new Error(`${name}: ${res.status}`);
        });
        const peakMb = Math.round(sampler.resetPeak());
        results.single.push({ name, medianMs: Math.round(median), runs: runs.map(Math.round), status: 200, peakMb });
        peaks.push(overallPeak, peakMb);
      };
      const peaks: number[] = [];
      singlePeaks = () => peaks;
      await timeRequest('Informe PDF de colonias', 'GET', '/api/informes/informes/colonias');
      await timeRequest('Informe PDF de campañas', 'GET', '/api/informes/informes/campanas');
      await timeRequest('Informe PDF del gráfico', 'GET', '/api/informes/informes/graficos/colonias');
      await timeRequest('Panel CER', 'GET', '/api/informes/informes/panel');
      await timeRequest('Memoria CER (PDF)', 'GET', '/api/informes/informes/memoria');
      await timeRequest('Memoria CER (CSV)', 'GET', '/api/informes/informes/memoria?formato=csv');

      peaks.push(sampler.resetPeak());
      const backupRuns: number[] = [];
      const restoreRuns: number[] = [];
      for (let i = 0; i < repeats; i++) {
        // Backup names carry the second: leave one between runs.
        await new Promise((r) => setTimeout(r, 1100));
        const t0 = performance.now();
        const res = await fetch(`${base}/api/backup/backup`, { method: 'POST', headers: { ...auth, 'content-type': 'application/json' }, body: JSON.stringify({ backup_type: 'full', format: 'sql' }) });
        const t1 = performance.now();
        if (!res.ok) break;
        backupRuns.push(t1 - t0);
        const list = (await (await fetch(`${base}/api/backup/backup/list`, { headers: auth })).json()) as { backups: string[] };
        await new Promise((r) => setTimeout(r, 1100));
        const r0 = performance.now();
        const restored = await fetch(`${base}/api/backup/restore?backup_filename=${encodeURIComponent(list.backups[0])}`, { method: 'POST', headers: auth });
        const r1 = performance.now();
        if (!restored.ok) break;
        restoreRuns.push(r1 - r0);
      }
      const { median } = await import('./stats');
      const backupPeakMb = Math.round(sampler.resetPeak());
      peaks.push(backupPeakMb);
      results.single.push({ name: 'Copia de seguridad', peakMb: backupPeakMb, medianMs: backupRuns.length ? Math.round(median(backupRuns)) : 0, runs: backupRuns.map(Math.round), status: backupRuns.length ? 200 : 0 });
      results.single.push({ name: 'Restauración', peakMb: backupPeakMb, medianMs: restoreRuns.length ? Math.round(median(restoreRuns)) : 0, runs: restoreRuns.map(Math.round), status: restoreRuns.length ? 200 : 0 });

      let csvRun = 0;
      const csv = (rows: number) => () => {
        csvRun += 1;
        // Compact rows, so 100,000 of them stay under the importer's 5 MB limit.
        const lines = ['nombre,sexo,ubicacion,codigo_identificacion'];
        for (let i = 0; i < rows; i++) {
          lines.push(`I${i},${i % 2 ? 'M' : 'H'},C,${String(800000000000000 + csvRun * 1_000_000 + i)}`);
        }
        const form = new FormData();
        form.set('file', new Blob([lines.join('\n')], { type: 'text/csv' }), `gatos-${rows}.csv`);
        form.set('colonia_id', String(colonyId));
        return form;
      };
      await timeRequest('Importación CSV de 1.000 filas', 'POST', '/api/gatos/gatos/importar-csv', csv(1000));
      await timeRequest(`Importación CSV de ${Number(args['csv-large']).toLocaleString('es-ES')} filas`, 'POST', '/api/gatos/gatos/importar-csv', csv(Number(args['csv-large'])), Math.min(repeats, 3));
    }

    if (!args['skip-client']) {
      log('cliente en Chromium');
      try {
        results.client = await measureClient(base, path.join(root, 'dist', 'client'), staff, '/gatos', /^Gato \d+$/);
      } catch (error) {
        log(`no se pudo medir el cliente: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    memory = {
      peakMb: Math.round(Math.max(sampler.peak(), peakDuringLoadMb, ...singlePeaks())),
      afterWarmupMb: Math.round(afterWarmupMb),
      afterLoadMb: Math.round(afterLoadMb),
      peakDuringLoadMb: Math.round(peakDuringLoadMb),
      endMb: Math.round(sampler.current()),
    };
    sampler.stop();
  } finally {
    await server.stop();
    await pgDb?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }

  const report = {
    meta: {
      date: new Date().toISOString(),
      db: args.db,
      colonies,
      cats,
      durationPerRunS: duration,
      cpus: os.cpus().length,
      cpuModel: os.cpus()[0]?.model ?? '',
      memoryGb: Math.round(os.totalmem() / 2 ** 30),
      node: process.version,
      totalS: Math.round((Date.now() - started) / 1000),
    },
    ceiling: ceilingFigures,
    ...results,
    memory,
  };
  fs.mkdirSync(path.dirname(args.output!), { recursive: true });
  fs.writeFileSync(args.output!, `${JSON.stringify(report, null, 2)}\n`);
  process.stdout.write(renderReport(report));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
