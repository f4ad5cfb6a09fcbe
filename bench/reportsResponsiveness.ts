/**
 * `npx tsx bench/reportsResponsiveness.ts`: does the server stay responsive
 * while reports are built? The real server (dist/server/main.mjs, as `npm
 * start` runs it) on a synthetic council (1,000 colonies, 60,000 cats by
 * default), on SQLite or PostgreSQL (`--db postgres` with DATABASE_URL).
 * `/api/health` is timed every 50 ms first with nothing else running (the
 * quiet value), then while `--concurrent` clients ask for one report over and
 * over, report after report (`--reports`, all by default). Prints, per report,
 * the health latencies (p50, p99, max), p99 against the quiet p99, the reports
 * built and the ones refused with 503 above REPORTS_MAX_CONCURRENT (`--cap`),
 * and the server's largest resident memory (its report threads included).
 * The justification pack of a grant (`justificacion-pdf`, `-csv`, `-zip`)
 * is of a grant of `--actos` acts (5,000 by default; bench/subvencion.ts).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import { migrateToLatest, openDatabase } from '../src/server/db/index';
import { seedSynthetic } from '../src/server/db/seed/synthetic';
import { pathsOf } from '../src/server/context';
import { rssMb, startNode, waitForUrl } from './processes';
import { pgSchemaUrl } from './pgSchema';
import { sembrarSubvencion } from './subvencion';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Every report the server builds, by the name `--reports` takes: its URL and how a good answer starts. */
const REPORTS: Record<string, { url: string; starts: string }> = {
  colonias: { url: '/api/informes/informes/colonias', starts: '%PDF-' },
  campanas: { url: '/api/informes/informes/campanas', starts: '%PDF-' },
  grafico: { url: '/api/informes/informes/graficos/colonias', starts: '%PDF-' },
  memoria: { url: '/api/informes/informes/memoria', starts: '%PDF-' },
  'memoria-csv': { url: '/api/informes/informes/memoria?formato=csv', starts: '\uFEFF' },
  registro: { url: '/api/gatos/gatos/registro-identificacion.csv', starts: '\uFEFF' },
  panel: { url: '/api/informes/informes/panel', starts: '{' },
  'justificacion-pdf': { url: '/api/subvenciones/%{subvencion}/justificacion?formato=pdf', starts: '%PDF-' },
  'justificacion-csv': { url: '/api/subvenciones/%{subvencion}/justificacion?formato=csv', starts: '\uFEFF' },
  'justificacion-zip': { url: '/api/subvenciones/%{subvencion}/justificacion?formato=zip', starts: 'PK' },
};

const { values: args } = parseArgs({
  options: {
    colonies: { type: 'string', default: '1000' },
    cats: { type: 'string', default: '60000' },
    concurrent: { type: 'string', default: '4' },
    duration: { type: 'string', default: '10' },
    cap: { type: 'string', default: '2' },
    reports: { type: 'string', default: Object.keys(REPORTS).join(',') },
    db: { type: 'string', default: 'sqlite' },
    'data-dir': { type: 'string', default: '' },
    actos: { type: 'string', default: '5000' },
  },
});
const PASSWORD = 'Informes-Gatera-2025!';
const log = (m: string) => process.stderr.write(`[informes] ${m}\n`);
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};
const round = (n: number | undefined) => (n === undefined ? null : Math.round(n * 10) / 10);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The seeded data: a data folder (`--data-dir` reuses one between runs: seeding 60,000 cats takes a
 * while) and, on PostgreSQL, a schema whose name the folder keeps (dropped at the end only when fresh).
 */
async function seeded(): Promise<{ dataDir: string; databaseUrl: string; usernames: Record<string, string>; subvencion: number; cleanUp(): Promise<void> }> {
  const dataDir = args['data-dir'] || fs.mkdtempSync(path.join(os.tmpdir(), 'gatera-informes-'));
  const marker = path.join(dataDir, `usuarios-${args.db}.json`);
  const known = fs.existsSync(marker) ? (JSON.parse(fs.readFileSync(marker, 'utf8')) as { usernames: Record<string, string>; databaseUrl: string; subvencion: number }) : null;
  if (known) return { dataDir, databaseUrl: known.databaseUrl, usernames: known.usernames, subvencion: known.subvencion, cleanUp: async () => undefined };
  const pg = args.db === 'postgres' ? await pgSchemaUrl('informes') : null;
  const databaseUrl = pg?.url ?? '';
  log(`sembrando ${args.colonies} colonias y ${args.cats} gatos (${args.db})`);
  const database = await openDatabase({ databaseUrl: databaseUrl || null, dataDir });
  await migrateToLatest(database);
  const synthetic = await seedSynthetic({ db: database.db, mediaDir: pathsOf(dataDir).mediaDir, colonies: Number(args.colonies), cats: Number(args.cats), center: { lat: 41.07, lon: -2.64 }, password: PASSWORD });
  log(`sembrando una subvención de ${args.actos} actos`);
  const subvencion = await sembrarSubvencion(database.db, pathsOf(dataDir).mediaDir, Number(args.actos));
  await database.destroy();
  fs.writeFileSync(marker, JSON.stringify({ usernames: synthetic.usernames, databaseUrl, subvencion }));
  return {
    dataDir,
    databaseUrl,
    usernames: synthetic.usernames,
    subvencion,
    cleanUp: async () => {
      if (args['data-dir']) return;
      await pg?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function main() {
  const chosen = args.reports.split(',').map((name) => name.trim()).filter(Boolean);
  const unknown = chosen.filter((name) => !REPORTS[name]);
  if (unknown.length) throw new Error(`Informes desconocidos: ${unknown.join(', ')} (hay ${Object.keys(REPORTS).join(', ')})`);
  const { buildIfNeeded } = await import('../scripts/build-if-needed.mjs');
  await buildIfNeeded(['server']);
  const data = await seeded();

  const port = 8690 + Math.floor(Math.random() * 100);
  const base = `http://127.0.0.1:${port}`;
  // MALLOC_ARENA_MAX as `npm start` runs it (package.json), unless the caller chose otherwise.
  const env = { DATA_DIR: data.dataDir, PORT: String(port), HOST: '127.0.0.1', DEMO_DATA: 'false', LOG_LEVEL: 'warn', AUTH_RATE_LIMIT_MAX: '100000', REPORTS_MAX_CONCURRENT: args.cap, DATABASE_URL: data.databaseUrl, MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? '2' };
  const server = startNode([path.join(root, 'dist', 'server', 'main.mjs')], env);
  try {
    await waitForUrl(`${base}/api/health`);
    const login = await fetch(`${base}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: data.usernames.admin, password: PASSWORD }) });
    const token = `Bearer ${((await login.json()) as { access_token: string }).access_token}`;

    /** `/api/health` every 50 ms for `seconds` while `clients` ask for `report` (none: the quiet value). */
    async function phase(report: string | null, clients: number, seconds: number) {
      const until = Date.now() + seconds * 1000;
      const counts = { built: 0, refused: 0, other: 0 };
      const buildMs: number[] = [];
      const client = async () => {
        const { starts } = REPORTS[report!];
        const url = REPORTS[report!].url.replace('%{subvencion}', String(data.subvencion));
        while (Date.now() < until) {
          const start = performance.now();
          const res = await fetch(`${base}${url}`, { headers: { authorization: token } });
          const body = Buffer.from(await res.arrayBuffer());
          if (res.status === 200 && body.subarray(0, Buffer.byteLength(starts)).toString(starts === '\uFEFF' ? 'utf8' : 'latin1') === starts) {
            counts.built += 1;
            buildMs.push(performance.now() - start);
          } else if (res.status === 503 && res.headers.get('retry-after')) {
            counts.refused += 1;
            await sleep(200);
          } else {
            counts.other += 1;
            log(`${report}: ${res.status} ${body.subarray(0, 200).toString('utf8')}`);
          }
        }
      };
      const health: number[] = [];
      const prober = async () => {
        while (Date.now() < until) {
          const start = performance.now();
          await (await fetch(`${base}/api/health`)).arrayBuffer();
          health.push(performance.now() - start);
          await sleep(50);
        }
      };
      // The server's memory, its report threads included (they live in its process).
      let rssMax = 0;
      const sampler = setInterval(() => {
        rssMax = Math.max(rssMax, rssMb(server.child.pid!));
      }, 100);
      await Promise.all([prober(), ...(report ? Array.from({ length: clients }, client) : [])]);
      clearInterval(sampler);
      return {
        report: report ?? '(sin informes)',
        built: counts.built,
        refused503: counts.refused,
        other: counts.other,
        reportMsP50: round(percentile(buildMs, 50)),
        healthSamples: health.length,
        healthMsP50: round(percentile(health, 50)),
        healthMsP99: round(percentile(health, 99)),
        healthMsMax: round(Math.max(...health)),
        rssMaxMb: Math.round(rssMax),
      };
    }

    log(`sin informes durante ${args.duration} s`);
    const quiet = await phase(null, 0, Number(args.duration));
    const rows = [quiet];
    for (const report of chosen) {
      log(`${args.concurrent} clientes pidiendo ${report} durante ${args.duration} s (tope ${args.cap})`);
      rows.push(await phase(report, Number(args.concurrent), Number(args.duration)));
      // The last builds of the phase finish before the next one is timed.
      await sleep(2000);
    }
    const ratio = (row: (typeof rows)[number]) => (row.healthMsP99 && quiet.healthMsP99 ? Math.round((row.healthMsP99 / quiet.healthMsP99) * 10) / 10 : null);
    const summary = { db: args.db, colonies: Number(args.colonies), cats: Number(args.cats), concurrent: Number(args.concurrent), cap: Number(args.cap), seconds: Number(args.duration), phases: rows.map((row) => ({ ...row, p99OverQuiet: ratio(row) })) };
    process.stdout.write(`${JSON.stringify(summary, null, 2)}\n`);
    const cell = (n: number | null) => (n === null ? '—' : String(n).replace('.', ','));
    console.error(`\n| Informe (${args.db}, ${args.concurrent} clientes, tope ${args.cap}) | Hechos | 503 | Otros | health p50 | health p99 | health máx. | p99 / p99 sin informes | RSS máx. |`);
    console.error('|---|---:|---:|---:|---:|---:|---:|---:|---:|');
    for (const row of summary.phases) {
      console.error(`| ${row.report} | ${row.built} | ${row.refused503} | ${row.other} | ${cell(row.healthMsP50)} ms | ${cell(row.healthMsP99)} ms | ${cell(row.healthMsMax)} ms | ${cell(row.p99OverQuiet)}× | ${row.rssMaxMb} MB |`);
    }
  } finally {
    await server.stop();
    await data.cleanUp();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
