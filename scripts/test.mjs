/**
 * `npm test`: every test, on a machine with nothing installed by hand.
 *
 *   1. The browser suite needs Debian's Chromium and the DejaVu fonts: when they
 *      are missing, installed here with apt-get if we are root, or the run stops
 *      at once with the command to run (scripts/test-browser.mjs).
 *   2. PostgreSQL: the database in TEST_DATABASE_URL, or else a throwaway server
 *      started here and removed at the end, Ctrl-C included
 *      (scripts/test-postgres.mjs).
 *   3. Unit and server suites (Vitest; every server suite on SQLite and PostgreSQL).
 *   4. The browser suite (Playwright in Debian's Chromium), unless
 *      GATERA_TEST_SIN_NAVEGADOR=1 (never in CI), when the summary counts it as skipped.
 *   5. In CI (or with TEST_NODE_LTS=true), the server suite again on the current
 *      LTS Node (scripts/node-lts.mjs): each suite on SQLite, whose native
 *      binding is what changes with Node, and PostgreSQL's own suites
 *      (tests/server/helper.ts).
 *   The browser suite mostly waits on the browser: it runs from the start,
 *   beside the Vitest passes (3, then 5), whose output is kept apart and
 *   printed whole when each ends.
 *
 * Each stage says when it began; at the end the failed tests of every stage are
 * printed once more, then each stage's counts and the closing line
 * `Total: N passed, N failed, N skipped`.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { buildIfNeeded } from './build-if-needed.mjs';
import { NODE_LTS_VERSION, ltsEnvironment, prepareNodeLts } from './node-lts.mjs';
import { browserPlanHere, countListedTests, installBrowser } from './test-browser.mjs';
import { closingLine, playwrightCounts, totalCounts, vitestCounts } from './test-counts.mjs';
import { playwrightFailures, vitestFailures } from './test-failures.mjs';
import { startThrowawayPostgres, stopAllThrowawayPostgres } from './test-postgres.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ci = process.env.CI === 'true';
const begun = Date.now();
/** Where the stages write their JSON reports (read back by test-failures.mjs and test-counts.mjs). */
const reports = fs.mkdtempSync(path.join(os.tmpdir(), 'gatera-test-'));
/** Each stage that ran or was skipped: label, start, whether it passed, its counts and failures. */
const stages = [];
/** The stages' processes now running, and the throwaway PostgreSQL, for the clean-up on Ctrl-C. */
const running = new Set();
let postgres = null;
let interrupted = false;

/** A moment in UTC and in Madrid (some screens depend on the hour there). */
const when = (date) => `${date.toISOString().slice(11, 19)} UTC, ${date.toLocaleTimeString('es-ES', { timeZone: 'Europe/Madrid' })} en Madrid`;
const duration = (ms) => `${Math.floor(ms / 60_000)} min ${Math.round((ms % 60_000) / 1000)} s`;

async function cleanUp() {
  await stopAllThrowawayPostgres();
  fs.rmSync(reports, { recursive: true, force: true });
}

async function finish(code) {
  await cleanUp();
  process.exit(code);
}

// Ctrl-C reaches the whole foreground group (the stage's runner and PostgreSQL stop on it by
// themselves); a signal sent to this process alone is passed on. Either way nothing is left behind.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, async () => {
    if (interrupted) return;
    interrupted = true;
    console.log(`\nnpm test interrumpido (${signal}): se para lo que está en marcha${postgres ? ' y se borra el PostgreSQL de pruebas' : ''}.`);
    const alive = [...running].filter((child) => child.exitCode === null && child.signalCode === null);
    const exited = alive.map((child) => new Promise((resolve) => child.once('exit', resolve)));
    for (const child of alive) child.kill(signal);
    await Promise.all(exited);
    await finish(128 + os.constants.signals[signal]);
  });
}

/**
 * Runs one stage and records how it went. With `apart`, a file to write its output to, the
 * stage can run beside another: its output is printed whole when it ends, not mixed in.
 */
function run(label, args, { node = process.execPath, env = process.env, counts = () => null, failures = () => [], apart = null } = {}) {
  const started = new Date();
  const heading = `=== ${label} (empieza a las ${when(started)}) ===`;
  console.log(`\n${heading}${apart ? ' (su salida, al terminar)' : ''}`);
  return new Promise((resolve) => {
    const output = apart ? fs.openSync(apart, 'w') : null;
    const child = spawn(node, args, { cwd: root, stdio: output === null ? 'inherit' : ['ignore', output, output], env });
    running.add(child);
    child.on('error', (error) => console.error(`No se pudo ejecutar «${label}»: ${error.message}`));
    child.on('close', (status) => {
      running.delete(child);
      if (output !== null) fs.closeSync(output);
      // Interrupted: the signal handler ends the run; no further stage starts.
      if (interrupted) return;
      if (apart) console.log(`\n${heading}\n${fs.readFileSync(apart, 'utf8')}`);
      const ok = status === 0;
      console.log(`=== ${label}: ${ok ? 'correcto' : 'con fallos'} en ${Math.round((Date.now() - started.getTime()) / 1000)} s ===`);
      stages.push({ label, started, ok, counts: counts(), failures: ok ? [] : failures() });
      resolve(ok);
    });
  });
}

/** Vitest with its usual output and a JSON report of the run. */
function vitestStage(name, extra = []) {
  const report = path.join(reports, `${name}.json`);
  return {
    args: [path.join(root, 'node_modules', 'vitest', 'vitest.mjs'), 'run', ...extra, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`],
    counts: () => vitestCounts(report),
    failures: () => vitestFailures(report),
  };
}

const playwrightCli = path.join(root, 'node_modules', '@playwright', 'test', 'cli.js');

/** The browser tests there are, as Playwright lists them (nothing runs). */
function listBrowserTests() {
  return new Promise((resolve) => {
    let output = '';
    const child = spawn(process.execPath, [playwrightCli, 'test', '--list', '--reporter=json'], { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] });
    child.stdout.on('data', (chunk) => (output += chunk));
    child.on('close', () => {
      try {
        resolve(countListedTests(JSON.parse(output)));
      } catch {
        resolve(null);
      }
    });
  });
}

/** The server project once more on the current LTS Node (its own better-sqlite3 build). */
async function runServerOnLts() {
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
  const vitest = vitestStage('vitest-lts', ['--project', 'server']);
  return run(`Pruebas de servidor en Node ${NODE_LTS_VERSION} (LTS, SQLite)`, vitest.args, {
    node: paths.node,
    env: { ...ltsEnvironment(paths), GATERA_TEST_SOLO_SQLITE: '1' },
    counts: vitest.counts,
    failures: vitest.failures,
    apart: path.join(reports, 'vitest-lts.log'),
  });
}

// 1. The browser: decided (and installed) before anything runs, so a missing one stops the run at once.
let browser = browserPlanHere();
if (browser.action === 'install') {
  if (!installBrowser(browser)) {
    console.error(`No se pudo instalar. Ejecuta tú mismo: ${browser.commands.map((command) => command.join(' ')).join(' && ')}`);
    await finish(1);
  }
  browser = browserPlanHere();
  if (browser.action !== 'run') {
    console.error(`Tras instalar, sigue faltando algo para las pruebas de navegador.${browser.message ? `\n${browser.message}` : ''}`);
    await finish(1);
  }
}
if (browser.action === 'stop') {
  console.error(browser.message);
  await finish(1);
}

// 2. PostgreSQL: the one given, or a throwaway one of our own.
if (process.env.TEST_DATABASE_URL?.trim()) {
  console.log('PostgreSQL: la base de datos de TEST_DATABASE_URL.');
} else {
  console.log('PostgreSQL: sin TEST_DATABASE_URL, se arranca uno desechable para esta ejecución...');
  try {
    postgres = await startThrowawayPostgres();
  } catch (error) {
    // Interrupted while it started: the signal handler cleans up and ends the run.
    if (interrupted) await new Promise(() => undefined);
    console.error(`No se pudo arrancar el PostgreSQL de pruebas: ${error.message}`);
    await finish(1);
  }
  console.log(`PostgreSQL de pruebas: ${postgres.description} (se borra al terminar).`);
  process.env.TEST_DATABASE_URL = postgres.url;
}

// 3-5. The browser suite mostly waits on the browser, the Vitest passes keep both cores busy: the browser suite
// runs beside them, from the start, and the LTS pass after the first Vitest pass (the two Vitest passes at once
// would only share the cores). One after another they took 34 minutes of CI.
const withLts = ci || process.env.TEST_NODE_LTS === 'true';
let browserPass = Promise.resolve(true);
if (browser.action === 'skip') {
  const count = await listBrowserTests();
  const label = 'Pruebas de navegador (Playwright + Chromium)';
  console.log(`\n=== ${label}: se omiten porque se pidió (GATERA_TEST_SIN_NAVEGADOR=1): ${count ?? 'no se pudieron contar las'} pruebas ===`);
  stages.push({ label, started: new Date(), ok: count !== null, skippedOnRequest: true, counts: { passed: 0, failed: 0, skipped: count ?? 0 }, failures: count === null ? ['(Playwright no pudo listar las pruebas de navegador)'] : [] });
  if (count === null) browserPass = Promise.resolve(false);
} else {
  await buildIfNeeded();
  const report = path.join(reports, 'playwright.json');
  browserPass = run('Pruebas de navegador (Playwright + Chromium)', [playwrightCli, 'test', '--reporter=list,json'], {
    env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_FILE: report },
    counts: () => playwrightCounts(report),
    failures: () => playwrightFailures(report),
  });
}
const vitest = vitestStage('vitest');
const serverPasses = run('Pruebas unitarias y de servidor (Vitest)', vitest.args, { ...vitest, apart: path.join(reports, 'vitest.log') }).then(async (passed) =>
  (withLts ? await runServerOnLts() : true) && passed,
);
const [serversOk, browserOk] = await Promise.all([serverPasses, browserPass]);
const ok = serversOk && browserOk;

for (const stage of stages.filter((s) => !s.ok)) {
  console.log(`\n=== Fallos de «${stage.label}» (empezó a las ${when(stage.started)}) ===`);
  for (const failure of stage.failures) console.log(`\n✗ ${failure}`);
  if (stage.failures.length === 0) console.log('\n✗ (la fase terminó con error sin ninguna prueba fallida en su informe: mira su salida más arriba)');
}

console.log(`\n=== Resumen (${duration(Date.now() - begun)}${postgres ? `; ${postgres.name}` : ''}) ===`);
for (const stage of stages) {
  const c = stage.counts;
  if (stage.skippedOnRequest) console.log(`${stage.label}: ${c.skipped} omitidas porque se pidió (GATERA_TEST_SIN_NAVEGADOR=1)`);
  else console.log(`${stage.label}: ${c ? `${c.passed} correctas, ${c.failed} fallidas, ${c.skipped} omitidas` : 'sin informe'}${stage.ok ? '' : ' (con fallos)'}`);
}
console.log(closingLine(totalCounts(stages)));
await finish(ok ? 0 : 1);
