/**
 * `npx tsx bench/reportsResponsiveness.ts`: does the server stay responsive
 * while PDF reports are built? The real server (dist/server/main.mjs) on a
 * synthetic council (2,000 colonies, 150,000 cats by default); `--concurrent`
 * clients ask for the colonies report over and over while `/api/health` is
 * timed every 50 ms. Prints the health latencies (p50, p99, max), the reports
 * built and the ones refused with 503 above REPORTS_MAX_CONCURRENT (`--cap`).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import { migrateToLatest, openDatabase } from '../src/server/db/index';
import { seedSynthetic } from '../src/server/db/seed/synthetic';
import { pathsOf } from '../src/server/context';
import { startNode, waitForUrl } from './processes';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values: args } = parseArgs({
  options: {
    colonies: { type: 'string', default: '2000' },
    cats: { type: 'string', default: '150000' },
    concurrent: { type: 'string', default: '18' },
    duration: { type: 'string', default: '20' },
    cap: { type: 'string', default: '2' },
    'data-dir': { type: 'string', default: '' },
  },
});
const PASSWORD = 'Informes-Gatera-2025!';
const log = (m: string) => process.stderr.write(`[informes] ${m}\n`);
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};

async function main() {
  const { buildIfNeeded } = await import('../scripts/build-if-needed.mjs');
  await buildIfNeeded(['server']);
  // --data-dir reuses a seeded folder between runs (seeding 150,000 cats takes a while).
  const dataDir = args['data-dir'] || fs.mkdtempSync(path.join(os.tmpdir(), 'gatera-informes-'));
  const marker = path.join(dataDir, 'usuarios.json');
  if (!fs.existsSync(marker)) {
    log(`sembrando ${args.colonies} colonias y ${args.cats} gatos`);
    const database = await openDatabase({ databaseUrl: null, dataDir });
    await migrateToLatest(database);
    const synthetic = await seedSynthetic({ db: database.db, mediaDir: pathsOf(dataDir).mediaDir, colonies: Number(args.colonies), cats: Number(args.cats), center: { lat: 41.07, lon: -2.64 }, password: PASSWORD });
    await database.destroy();
    fs.writeFileSync(marker, JSON.stringify(synthetic.usernames));
  }
  const usernames = JSON.parse(fs.readFileSync(marker, 'utf8')) as Record<string, string>;

  const port = 8690 + Math.floor(Math.random() * 100);
  const base = `http://127.0.0.1:${port}`;
  const env = { DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', DEMO_DATA: 'false', LOG_LEVEL: 'warn', AUTH_RATE_LIMIT_MAX: '100000', REPORTS_MAX_CONCURRENT: args.cap, DATABASE_URL: '' };
  const server = startNode([path.join(root, 'dist', 'server', 'main.mjs')], env);
  try {
    await waitForUrl(`${base}/api/health`);
    const login = await fetch(`${base}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: usernames.admin, password: PASSWORD }) });
    const token = `Bearer ${((await login.json()) as { access_token: string }).access_token}`;

    const until = Date.now() + Number(args.duration) * 1000;
    const counts = { built: 0, refused: 0, other: 0 };
    const buildMs: number[] = [];
    const client = async () => {
      while (Date.now() < until) {
        const start = performance.now();
        const res = await fetch(`${base}/api/informes/informes/colonias`, { headers: { authorization: token } });
        const body = Buffer.from(await res.arrayBuffer());
        if (res.status === 200 && body.subarray(0, 5).toString('latin1') === '%PDF-') {
          counts.built += 1;
          buildMs.push(performance.now() - start);
        } else if (res.status === 503 && res.headers.get('retry-after')) {
          counts.refused += 1;
          await new Promise((resolve) => setTimeout(resolve, 200));
        } else counts.other += 1;
      }
    };
    const health: number[] = [];
    const prober = async () => {
      while (Date.now() < until) {
        const start = performance.now();
        await (await fetch(`${base}/api/health`)).arrayBuffer();
        health.push(performance.now() - start);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    };
    log(`${args.concurrent} clientes pidiendo el informe de colonias durante ${args.duration} s (tope ${args.cap})`);
    await Promise.all([prober(), ...Array.from({ length: Number(args.concurrent) }, client)]);
    const round = (n: number | undefined) => (n === undefined ? null : Math.round(n * 10) / 10);
    process.stdout.write(
      `${JSON.stringify(
        {
          colonies: Number(args.colonies),
          cats: Number(args.cats),
          concurrent: Number(args.concurrent),
          cap: Number(args.cap),
          reportsBuilt: counts.built,
          reportsRefused503: counts.refused,
          otherAnswers: counts.other,
          reportMsP50: round(percentile(buildMs, 50)),
          healthSamples: health.length,
          healthMsP50: round(percentile(health, 50)),
          healthMsP99: round(percentile(health, 99)),
          healthMsMax: round(Math.max(...health)),
        },
        null,
        2,
      )}\n`,
    );
  } finally {
    await server.stop();
    if (!args['data-dir']) fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
