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
import { sql } from 'kysely';
import { migrateToLatest, openDatabase } from '../src/server/db/index';
import { seedSynthetic } from '../src/server/db/seed/synthetic';
import { hashPassword } from '../src/server/lib/passwords';
import { withScope } from '../src/server/tenancy/scope';
import { pathsOf } from '../src/server/context';
import { memorySampler, startNode, waitForUrl } from './processes';
import { medianOf } from './stats';
import { pgSchemaUrl } from './pgSchema';
import { measureClient, type ClientFigures } from './client';
import { BOOKING_RACE_NAME, measureBookingRace, prepareBookingRace, type BookingRaceFigure } from './jornadaReservas';
import { MIXED_NAME, renderReport, type LoadFigure, type SingleFigure } from './report';

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
    'skip-repeated': { type: 'boolean', default: false },
    workers: { type: 'string', default: '1' },
    // `--municipios 150`: a province, each municipality a copy of the synthetic one; the loads are the first's.
    municipios: { type: 'string', default: '1' },
    only: { type: 'string' },
    // `--profile carpeta`: the server writes a CPU profile there when it stops (node --cpu-prof).
    profile: { type: 'string' },
    output: { type: 'string', default: path.join(root, 'bench', 'results.json') },
  },
});

const colonies = Number(args.colonies);
const cats = Number(args.cats);
const duration = Number(args.duration);
const connectionLevels = args.connections!.split(',').map(Number);
const repeats = Number(args.repeats);
const municipios = Number(args.municipios);
const PROVINCE_ACCOUNT = 'bench-provincia';
const PASSWORD = 'Bench-Gatera-2025!';
const log = (message: string) => process.stderr.write(`[bench] ${message}\n`);

/** A request autocannon sends: a new path (or body) drawn before each one when `next` is given. */
interface Shot {
  method?: string;
  headers?: Record<string, string>;
  next?: () => { path: string; body?: string };
}

async function load(url: string, connections: number, headers: Record<string, string>, shots?: Shot[]) {
  const requests = shots?.map((shot) => ({
    method: shot.method ?? 'GET',
    headers: { ...headers, ...shot.headers },
    setupRequest: (request: { path?: string; body?: string | Buffer }) => {
      if (!shot.next) return request;
      const drawn = shot.next();
      return { ...request, path: drawn.path, ...(drawn.body !== undefined ? { body: drawn.body } : {}) };
    },
  }));
  const result = await autocannon({ url, connections, duration, headers, ...(requests ? { requests } : {}) });
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
  if (municipios > 1) {
    log(`provincia: ${municipios - 1} municipios más como el primero`);
    for (let m = 2; m <= municipios; m++) {
      await database.db.insertInto('municipios').values({ id: m, nombre: `Municipio ${m}`, slug: `municipio-${m}`, created_at: new Date().toISOString() }).execute();
      await withScope({ municipios: [m] }, () => seedSynthetic({ db: database.db, mediaDir: pathsOf(dataDir).mediaDir, colonies, cats, center, password: PASSWORD, accountPrefix: `bench-m${m}` }));
    }
    const password_hash = await hashPassword(PASSWORD);
    await withScope({ municipios: [1] }, () =>
      database.db
        .insertInto('users')
        .values({ username: PROVINCE_ACCOUNT, email: `${PROVINCE_ACCOUNT}@bench.gatera.es`, nombre: 'Provincia', password_hash, role: 'provincia', accepted_terms: 1, accepted_demo_terms: 1, created_at: new Date().toISOString() })
        .execute(),
    );
  }
  const bookingRace = await withScope({ municipios: [1] }, () => prepareBookingRace(database.db, PASSWORD));
  log(`datos creados en ${Math.round(performance.now() - seedStart)} ms`);
  // A database in service has long been vacuumed and analysed; freshly loaded data has not (no statistics for the
  // planner, no visibility map for index-only scans), and autovacuum would otherwise do it in the middle of the
  // first measurement (its ANALYZE also takes a transaction id, which forgets every remembered answer).
  if (pgDb) await sql`vacuum (analyze)`.execute(database.db);
  await database.destroy();

  const port = 8390 + Math.floor(Math.random() * 100);
  const base = `http://127.0.0.1:${port}`;
  const profiling = args.profile ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(args.profile)}`] : [];
  const server = startNode([...profiling, path.join(root, 'dist', 'server', 'main.mjs')], {
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    DEMO_DATA: 'false',
    LOG_LEVEL: 'warn',
    AUTH_RATE_LIMIT_MAX: '100000',
    // As `npm start` runs it (package.json), unless the caller chose otherwise.
    MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? '2',
    WORKERS: args.workers,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { DATABASE_URL: '' }),
  });
  const results: { load: LoadFigure[]; single: SingleFigure[]; client: ClientFigures | null; bookingRace: BookingRaceFigure | null } = { load: [], single: [], client: null, bookingRace: null };
  let memory = { peakMb: 0, afterWarmupMb: 0, afterLoadMb: 0, peakDuringLoadMb: 0, endMb: 0 };
  let afterLoadMb = 0;
  let singlePeaks = (): number[] => [];
  let peakDuringLoadMb = 0;
  try {
    await waitForUrl(`${base}/api/health`);
    const sampler = memorySampler(server.child.pid!);
    // With WORKERS > 1 the workers may still be starting after the first answers.
    if (Number(args.workers) > 1) await new Promise((r) => setTimeout(r, 3000));
    const login = async (username: string) => {
      const res = await fetch(`${base}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username, password: PASSWORD }) });
      if (!res.ok) throw new Error(`No se pudo iniciar sesión como ${username}: ${res.status}`);
      return ((await res.json()) as { access_token: string }).access_token;
    };
    const staff = await login(synthetic.usernames.admin);
    const volunteer = await login(synthetic.usernames.voluntario);
    const colonyId = synthetic.coloniaIds[Math.floor(synthetic.coloniaIds.length / 2)];
    const catId = synthetic.gatoIds[Math.floor(synthetic.gatoIds.length / 2)];
    const totalOf = async (url: string, token: string) => Number((await fetch(`${base}${url}`, { headers: { authorization: `Bearer ${token}` } })).headers.get('x-total-count') ?? 0);
    const activeCats = await totalOf('/api/gatos/gatos/?skip=0&limit=1', staff);
    const assignedCats = await totalOf('/api/gatos/gatos/mis-gatos?skip=0&limit=1', volunteer);
    const colonyCount = await totalOf('/api/colonias/colonias/?skip=0&limit=1', staff);
    const pick = <T>(items: T[]) => items[Math.floor(Math.random() * items.length)];
    /** A page drawn from the whole list: its offset, a multiple of the page size. */
    const randomSkip = (total: number, size: number) => Math.floor(Math.random() * Math.max(1, Math.ceil(total / size))) * size;
    const endpoints: { name: string; path: string; token: string | null; vary?: () => string }[] = [
      { name: 'Gatos, página de 100', path: '/api/gatos/gatos/?skip=0&limit=100', token: staff, vary: () => `/api/gatos/gatos/?skip=${randomSkip(activeCats, 100)}&limit=100` },
      { name: 'Gatos, página de 20', path: '/api/gatos/gatos/?skip=0&limit=20', token: staff, vary: () => `/api/gatos/gatos/?skip=${randomSkip(activeCats, 20)}&limit=20` },
      { name: 'Gatos asignados', path: '/api/gatos/gatos/mis-gatos?skip=0&limit=10', token: volunteer, vary: () => `/api/gatos/gatos/mis-gatos?skip=${randomSkip(assignedCats, 10)}&limit=10` },
      { name: 'Ficha de un gato', path: `/api/gatos/gatos/${catId}/ficha`, token: staff, vary: () => `/api/gatos/gatos/${pick(synthetic.gatoIds)}/ficha` },
      { name: 'Listado de colonias', path: '/api/colonias/colonias/?skip=0&limit=10', token: staff, vary: () => `/api/colonias/colonias/?skip=${randomSkip(colonyCount, 10)}&limit=10` },
      { name: 'Porcentaje de esterilizados', path: `/api/colonias/colonias/${colonyId}/esterilizados`, token: staff, vary: () => `/api/colonias/colonias/${pick(synthetic.coloniaIds)}/esterilizados` },
      { name: 'Gatos de una colonia', path: `/api/colonias/colonias/${colonyId}/gatos`, token: staff, vary: () => `/api/colonias/colonias/${pick(synthetic.coloniaIds)}/gatos` },
      // One answer for everyone: varied and repeated are the same request.
      { name: 'Datos del mapa', path: '/api/colonias/colonias/mapa/colonias', token: staff },
      { name: 'Datos del gráfico', path: '/api/informes/informes/datos/colonias', token: null },
    ];
    // `--only texto`: just the loads whose name contains it (the mixed workload included), to profile one of them.
    const chosen = (name: string) => !args.only || name.toLowerCase().includes(args.only.toLowerCase());
    const measured = endpoints.filter((e) => chosen(e.name));
    log('calentamiento');
    for (const e of measured) {
      await autocannon({ url: `${base}${e.path}`, connections: 10, duration: 1, headers: e.token ? { authorization: `Bearer ${e.token}` } : {} });
    }
    const afterWarmupMb = sampler.current();
    for (const e of measured) {
      const headers: Record<string, string> = e.token ? { authorization: `Bearer ${e.token}` } : {};
      const probe = await fetch(`${base}${e.vary?.() ?? e.path}`, { headers });
      const modes = [...(e.vary ? (['variada'] as const) : []), ...(!e.vary || !args['skip-repeated'] ? (['repetida'] as const) : [])];
      for (const c of connectionLevels) {
        for (const mode of modes) {
          if (!probe.ok) {
            results.load.push({ name: e.name, path: e.path, mode, connections: c, status: probe.status, rps: 0, p50: 0, p99: 0, errors: 0, non2xx: 0, ceilingRatio: 0 });
            continue;
          }
          log(`${e.name} a ${c} conexiones (petición ${mode})`);
          const shots = mode === 'variada' ? [{ next: () => ({ path: e.vary!() }) }] : undefined;
          const figure = await load(`${base}${e.path}`, c, headers, shots);
          // Map and chart take no parameter: their one request counts as varied too.
          results.load.push({ name: e.name, path: e.path, mode: e.vary ? mode : 'única', connections: c, status: probe.status, ...figure, ceilingRatio: figure.rps / ceilingFigures[c].rps });
        }
      }
    }

    // The mixed workload: nine random cards to one new colony, each connection in turn.
    let created = 0;
    const card: Shot = { next: () => ({ path: `/api/gatos/gatos/${pick(synthetic.gatoIds)}/ficha` }) };
    const write: Shot = {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      next: () => {
        created += 1;
        return { path: '/api/colonias/colonias/', body: JSON.stringify({ nombre: `Banco ${process.pid}-${created}-${Math.random().toString(36).slice(2, 8)}`, ubicacion: 'Calle del Banco', latitude: 41.07, longitude: -2.64 }) };
      },
    };
    for (const c of chosen(MIXED_NAME) ? connectionLevels : []) {
      log(`mezcla 9 fichas : 1 colonia nueva a ${c} conexiones`);
      const figure = await load(`${base}/api/gatos/gatos/${catId}/ficha`, c, { authorization: `Bearer ${staff}` }, [...Array<Shot>(9).fill(card), write]);
      results.load.push({ name: MIXED_NAME, path: '9 × GET ficha, 1 × POST colonia', mode: 'variada', connections: c, status: 200, ...figure, ceilingRatio: figure.rps / ceilingFigures[c].rps });
    }

    if (chosen(BOOKING_RACE_NAME)) {
      log(BOOKING_RACE_NAME);
      const race = await measureBookingRace(base, login, bookingRace);
      results.bookingRace = race;
      log(`${race.responsables} responsables × ${race.days} jornadas de ${race.capacity} plazas: ${race.booked} reservas, ${race.refused} rechazadas (409), ${race.other} otras; jornadas desbordadas: ${race.overbooked}; p50 ${race.p50Ms} ms, p99 ${race.p99Ms} ms`);
    }

    if (created > 0) {
      // The colonies the mix created go again, so the reports, backups and imports below work on the same
      // municipality as in every run (a 5 s mix adds some 1,500 colonies: the colonies report took twice as long).
      const cleanup = await openDatabase({ databaseUrl, dataDir });
      await cleanup.db.deleteFrom('colonias').where('nombre', 'like', `Banco ${process.pid}-%`).execute();
      await cleanup.destroy();
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
      if (municipios > 1) {
        // The province's figures after a write (the remembered answer forgotten): what its account waits after any change.
        const provincia = { authorization: `Bearer ${await login(PROVINCE_ACCOUNT)}` };
        for (const [name, url] of [['Panel de la provincia', '/api/informes/informes/provincia'], ['Mapa de la provincia', '/api/informes/informes/provincia/mapa']]) {
          log(name);
          sampler.resetPeak();
          const runs: number[] = [];
          let status = 200;
          for (let i = 0; i < repeats; i++) {
            const body = JSON.stringify({ nombre: `Banco ${process.pid}-p${i}-${Math.random().toString(36).slice(2, 8)}`, ubicacion: 'Calle del Banco' });
            await (await fetch(`${base}/api/colonias/colonias/`, { method: 'POST', headers: { ...auth, 'content-type': 'application/json' }, body })).arrayBuffer();
            const t0 = performance.now();
            const res = await fetch(`${base}${url}`, { headers: provincia });
            await res.arrayBuffer();
            runs.push(performance.now() - t0);
            if (!res.ok) status = res.status;
          }
          const { median } = await import('./stats');
          const peakMb = Math.round(sampler.resetPeak());
          peaks.push(peakMb);
          results.single.push({ name, medianMs: status === 200 ? Math.round(median(runs)) : 0, runs: runs.map(Math.round), status, peakMb });
        }
      }
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
        if (!restored.ok) { log(`restauración: ${restored.status} ${await restored.text()}`); break; }
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
      workers: Number(args.workers),
      loadAverage: os.loadavg().map((n) => Math.round(n * 100) / 100),
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
