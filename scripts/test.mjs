/**
 * `npm test`: every test. Unit and server suites (Vitest, SQLite and, with
 * TEST_DATABASE_URL, PostgreSQL), then the browser suite (Playwright in Debian's
 * Chromium), then, in CI (or with TEST_NODE_LTS=true), the server suite again on
 * the current LTS Node (scripts/node-lts.mjs). With CI=true a missing
 * PostgreSQL, Chromium or LTS Node fails the run. The failed tests of every
 * stage are printed once more at the very end, with the time each stage began.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { buildIfNeeded } from './build-if-needed.mjs';
import { NODE_LTS_VERSION, ltsEnvironment, prepareNodeLts } from './node-lts.mjs';
import { playwrightFailures, vitestFailures } from './test-failures.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ci = process.env.CI === 'true';
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** Where the stages write their JSON reports (read back by test-failures.mjs). */
const reports = fs.mkdtempSync(path.join(os.tmpdir(), 'gatera-test-'));
/** What failed, by stage, to print again at the end. */
const failed = [];

/** A moment in UTC and in Madrid (some screens depend on the hour there). */
const when = (date) => `${date.toISOString().slice(11, 19)} UTC, ${date.toLocaleTimeString('es-ES', { timeZone: 'Europe/Madrid' })} en Madrid`;

function run(label, args, { node = process.execPath, env = process.env, failures = () => [] } = {}) {
  const started = new Date();
  console.log(`\n=== ${label} (empieza a las ${when(started)}) ===`);
  const result = spawnSync(node, args, { cwd: root, stdio: 'inherit', env });
  console.log(`=== ${label}: ${result.status === 0 ? 'correcto' : 'con fallos'} en ${Math.round((Date.now() - started.getTime()) / 1000)} s ===`);
  if (result.status !== 0) failed.push({ label, started, failures: failures() });
  return result.status === 0;
}

/** Vitest with its usual output and a JSON report of the run. */
function vitestArgs(name, extra = []) {
  const report = path.join(reports, `${name}.json`);
  return { args: [path.join(root, 'node_modules', 'vitest', 'vitest.mjs'), 'run', ...extra, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`], failures: () => vitestFailures(report) };
}

/** The server project once more on the current LTS Node (its own better-sqlite3 build). */
function runServerOnLts() {
  let paths;
  try {
    paths = prepareNodeLts();
  } catch (error) {
    const message = `no se pudo preparar Node ${NODE_LTS_VERSION} (LTS): ${error.message}`;
    if (ci) {
      console.error(`CI=true: ${message}`);
      return false;
    }
    console.warn(`Aviso: ${message}; se omite la pasada en la LTS.`);
    return true;
  }
  const vitest = vitestArgs('vitest-lts', ['--project', 'server']);
  return run(`Pruebas de servidor en Node ${NODE_LTS_VERSION} (LTS)`, vitest.args, { node: paths.node, env: ltsEnvironment(paths), failures: vitest.failures });
}

if (ci && !process.env.TEST_DATABASE_URL) {
  console.error('CI=true: falta TEST_DATABASE_URL; la batería de PostgreSQL no se omite en CI.');
  process.exit(1);
}
if (!process.env.TEST_DATABASE_URL) console.warn('Aviso: sin TEST_DATABASE_URL, las pruebas de servidor solo se ejecutan sobre SQLite.');

const vitest = vitestArgs('vitest');
let ok = run('Pruebas unitarias y de servidor (Vitest)', vitest.args, { failures: vitest.failures });

if (!fs.existsSync(chromium)) {
  if (ci) {
    console.error(`CI=true: no se encuentra Chromium en ${chromium}; las pruebas de navegador no se omiten en CI.`);
    process.exit(1);
  }
  console.warn(`Aviso: no se encuentra Chromium en ${chromium}; se omiten las pruebas de navegador (instala el paquete chromium).`);
} else {
  await buildIfNeeded();
  const report = path.join(reports, 'playwright.json');
  ok =
    run('Pruebas de navegador (Playwright + Chromium)', [path.join(root, 'node_modules', '@playwright', 'test', 'cli.js'), 'test', '--reporter=list,json'], {
      env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_FILE: report },
      failures: () => playwrightFailures(report),
    }) && ok;
}

if (ci || process.env.TEST_NODE_LTS === 'true') ok = runServerOnLts() && ok;

for (const stage of failed) {
  console.log(`\n=== Fallos de «${stage.label}» (empezó a las ${when(stage.started)}) ===`);
  for (const failure of stage.failures) console.log(`\n✗ ${failure}`);
}
fs.rmSync(reports, { recursive: true, force: true });
process.exit(ok ? 0 : 1);
