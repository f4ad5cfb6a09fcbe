/**
 * `npm run bench:client -- --baseline <ref>`: the client of a git ref beside
 * this checkout's, measured in the same run. Both builds are served by the
 * same server bundle (this checkout's), each from its own process and its own
 * copy of one synthetic municipality, so only the client differs. The first
 * load of /gatos for a signed-in admin is measured alternately (before, after,
 * after, before, before, after...) and the staff bundle of each build is weighed. Prints a
 * table (or JSON with --json) and exits with 1 when a median grew by more than
 * --max-ratio. See bench/README.md.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import { migrateToLatest, openDatabase } from '../src/server/db/index';
import { seedSynthetic } from '../src/server/db/seed/synthetic';
import { pathsOf } from '../src/server/context';
import { freePort } from '../scripts/test-postgres.mjs';
import { startNode, waitForUrl, type Started } from './processes';
import { launchChromium } from './client';
import { buildCommit, buildCurrent, describeCheckout, resolveCommit, type ServedBuild } from './clientBuilds';
import { measureFirstLoad, type FirstLoad } from './firstLoad';
import { staffBundleSize, type BundleSize } from './staffBundle';
import { anyExceeds, compare, DEFAULT_MAX_RATIO, renderComparison } from './comparison';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values: args } = parseArgs({
  options: {
    baseline: { type: 'string' },
    rounds: { type: 'string', default: '5' },
    colonies: { type: 'string', default: '200' },
    cats: { type: 'string', default: '5000' },
    'max-ratio': { type: 'string', default: String(DEFAULT_MAX_RATIO) },
    json: { type: 'boolean', default: false },
  },
});

const PASSWORD = 'Bench-Gatera-2025!';
const LIST_PATH = '/gatos';
const FIRST_ROW = /^Gato \d+$/;
const log = (message: string) => process.stderr.write(`[bench:client] ${message}\n`);
/** The servers started, stopped again if the run is interrupted. */
const servers: Started[] = [];

/** One municipality, seeded once with the project's code; each server gets its own copy of it. */
async function seedMunicipality(dataDir: string) {
  const database = await openDatabase({ databaseUrl: null, dataDir });
  try {
    await migrateToLatest(database);
    return await seedSynthetic({ db: database.db, mediaDir: pathsOf(dataDir).mediaDir, colonies: Number(args.colonies), cats: Number(args.cats), center: { lat: 41.0686, lon: -2.6427 }, password: PASSWORD });
  } finally {
    await database.destroy();
  }
}

interface Side {
  label: 'antes' | 'después';
  build: ServedBuild;
  server: Started;
  baseUrl: string;
  token: string;
  loads: FirstLoad[];
  bundle: BundleSize;
}

async function serve(label: Side['label'], build: ServedBuild, dataDir: string, username: string): Promise<Side> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const server = startNode([build.serverEntry], { DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', DEMO_DATA: 'false', LOG_LEVEL: 'warn', AUTH_RATE_LIMIT_MAX: '100000', DATABASE_URL: '', WORKERS: '1' });
  servers.push(server);
  try {
    await waitForUrl(`${baseUrl}/api/health`);
    const res = await fetch(`${baseUrl}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username, password: PASSWORD }) });
    if (!res.ok) throw new Error(`No se pudo iniciar sesión como ${username} (${label}): ${res.status}`);
    const { access_token: token } = (await res.json()) as { access_token: string };
    return { label, build, server, baseUrl, token, loads: [], bundle: staffBundleSize(build.clientDir) };
  } catch (error) {
    await server.stop();
    throw error;
  }
}

async function main(): Promise<number> {
  if (!args.baseline) throw new Error('Falta --baseline <ref>: el commit con el que comparar (por ejemplo, el anterior a la reconstrucción del cliente)');
  const rounds = Number(args.rounds);
  const maxRatio = Number(args['max-ratio']);
  if (!Number.isInteger(rounds) || rounds < 1) throw new Error('--rounds debe ser un entero positivo');
  if (!(maxRatio > 0)) throw new Error('--max-ratio debe ser un número positivo');
  const baselineCommit = resolveCommit(root, args.baseline);
  const current = describeCheckout(root);
  const started = Date.now();
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'gatera-client-compare-'));
  const cleanups: (() => Promise<void> | void)[] = [() => fs.rmSync(work, { recursive: true, force: true })];
  try {
    // The server both clients are served by: this checkout's bundle, as `npm start` builds it.
    const { buildIfNeeded } = await import('../scripts/build-if-needed.mjs');
    await buildIfNeeded(['server']);
    log(`construyendo el cliente de ${args.baseline} (${baselineCommit.slice(0, 7)}) en un worktree temporal`);
    const baseline = buildCommit(root, baselineCommit, path.join(work, 'baseline-source'), path.join(work, 'before'));
    cleanups.unshift(baseline.remove);
    // Interrupted (Ctrl+C, or a signal to this process alone), the servers stop and the temporary worktree and folders go (Playwright closes Chromium on exit).
    for (const signal of ['SIGINT', 'SIGTERM'] as const) {
      process.once(signal, () => {
        for (const server of servers) server.child.kill('SIGTERM');
        baseline.remove();
        fs.rmSync(work, { recursive: true, force: true });
        process.exit(130);
      });
    }
    log(`construyendo el cliente de esta copia (${current})`);
    const after = buildCurrent(root, path.join(work, 'after'));

    log(`municipio sintético: ${args.colonies} colonias, ${args.cats} gatos (SQLite), el mismo para los dos`);
    const beforeData = path.join(work, 'data-before');
    const afterData = path.join(work, 'data-after');
    const synthetic = await seedMunicipality(beforeData);
    fs.cpSync(beforeData, afterData, { recursive: true });

    const sides: Side[] = [];
    cleanups.unshift(async () => {
      for (const side of sides) await side.server.stop();
    });
    sides.push(await serve('antes', baseline.build, beforeData, synthetic.usernames.admin));
    sides.push(await serve('después', after, afterData, synthetic.usernames.admin));

    const browser = await launchChromium();
    cleanups.unshift(() => browser.close());
    const load = (side: Side) => measureFirstLoad(browser, { baseUrl: side.baseUrl, token: side.token, clientDir: side.build.clientDir, listPath: LIST_PATH, firstRow: FIRST_ROW });
    // One load each first, not counted: the servers' first answers read the disk and fill their caches.
    for (const side of sides) await load(side);
    // Alternate who goes first (before-after, after-before, ...), so neither side always loads right after the other.
    for (let round = 1; round <= rounds; round++) {
      for (const side of round % 2 ? sides : [...sides].reverse()) {
        const figure = await load(side);
        side.loads.push(figure);
        log(`ronda ${round}/${rounds}, ${side.label}: ${Math.round(figure.ms)} ms, ${(figure.gzipBytes / 1024).toFixed(1)} kB gzip en ${figure.files} archivos`);
      }
    }

    const [before, afterSide] = sides;
    const comparisons = [
      compare(`Primera carga de ${LIST_PATH} hasta la primera fila`, 'ms', before.loads.map((l) => l.ms), afterSide.loads.map((l) => l.ms), maxRatio),
      compare(`JS + CSS descargados en esa carga (gzip)`, 'bytes', before.loads.map((l) => l.gzipBytes), afterSide.loads.map((l) => l.gzipBytes), maxRatio),
      compare('Paquete del personal completo (gzip)', 'bytes', [before.bundle.totalGzipBytes], [afterSide.bundle.totalGzipBytes], maxRatio),
    ];
    const meta = {
      date: new Date().toISOString(),
      baseline: { ref: args.baseline, commit: baselineCommit },
      current,
      rounds,
      maxRatio,
      colonies: Number(args.colonies),
      cats: Number(args.cats),
      loadAverage: os.loadavg().map((n) => Math.round(n * 100) / 100),
      cpus: os.cpus().length,
      node: process.version,
      totalS: Math.round((Date.now() - started) / 1000),
    };
    if (args.json) {
      const staffBundle = { before: before.bundle, after: afterSide.bundle };
      const lastLoad = { before: before.loads.at(-1), after: afterSide.loads.at(-1) };
      process.stdout.write(`${JSON.stringify({ meta, comparisons: comparisons.map((c) => ({ ...c, ratio: Number.isFinite(c.ratio) ? c.ratio : null })), staffBundle, lastLoad, passed: !anyExceeds(comparisons) }, null, 2)}\n`);
    } else {
      const heading = `## Cliente: ${args.baseline} (${baselineCommit.slice(0, 7)}) frente a ${current}, ${rounds} rondas alternas, carga media ${meta.loadAverage.join(' / ')}`;
      process.stdout.write(renderComparison(comparisons, maxRatio, heading));
      process.stdout.write(`\nPaquete del personal: antes ${before.bundle.files} archivos (JS ${(before.bundle.jsGzipBytes / 1024).toFixed(1)} kB, CSS ${(before.bundle.cssGzipBytes / 1024).toFixed(1)} kB); después ${afterSide.bundle.files} archivos (JS ${(afterSide.bundle.jsGzipBytes / 1024).toFixed(1)} kB, CSS ${(afterSide.bundle.cssGzipBytes / 1024).toFixed(1)} kB).\n`);
    }
    return anyExceeds(comparisons) ? 1 : 0;
  } finally {
    for (const cleanup of cleanups) {
      try {
        await cleanup();
      } catch (error) {
        log(`no se pudo limpiar: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(2);
  },
);
