/**
 * `npm test`: every test. Unit and server suites (Vitest, SQLite and, with
 * TEST_DATABASE_URL, PostgreSQL), then the browser suite (Playwright in Debian's
 * Chromium), then, in CI (or with TEST_NODE_LTS=true), the server suite again on
 * the current LTS Node (scripts/node-lts.mjs). With CI=true a missing
 * PostgreSQL, Chromium or LTS Node fails the run.
 */
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { buildIfNeeded } from './build-if-needed.mjs';
import { NODE_LTS_VERSION, ltsEnvironment, prepareNodeLts } from './node-lts.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ci = process.env.CI === 'true';
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

function run(label, args, { node = process.execPath, env = process.env } = {}) {
  console.log(`\n=== ${label} ===`);
  const started = Date.now();
  const result = spawnSync(node, args, { cwd: root, stdio: 'inherit', env });
  console.log(`=== ${label}: ${result.status === 0 ? 'correcto' : 'con fallos'} en ${Math.round((Date.now() - started) / 1000)} s ===`);
  return result.status === 0;
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
  const vitest = path.join(root, 'node_modules', 'vitest', 'vitest.mjs');
  return run(`Pruebas de servidor en Node ${NODE_LTS_VERSION} (LTS)`, [vitest, 'run', '--project', 'server'], { node: paths.node, env: ltsEnvironment(paths) });
}

if (ci && !process.env.TEST_DATABASE_URL) {
  console.error('CI=true: falta TEST_DATABASE_URL; la batería de PostgreSQL no se omite en CI.');
  process.exit(1);
}
if (!process.env.TEST_DATABASE_URL) console.warn('Aviso: sin TEST_DATABASE_URL, las pruebas de servidor solo se ejecutan sobre SQLite.');

let ok = run('Pruebas unitarias y de servidor (Vitest)', [path.join(root, 'node_modules', 'vitest', 'vitest.mjs'), 'run']);

if (!fs.existsSync(chromium)) {
  if (ci) {
    console.error(`CI=true: no se encuentra Chromium en ${chromium}; las pruebas de navegador no se omiten en CI.`);
    process.exit(1);
  }
  console.warn(`Aviso: no se encuentra Chromium en ${chromium}; se omiten las pruebas de navegador (instala el paquete chromium).`);
} else {
  await buildIfNeeded();
  ok = run('Pruebas de navegador (Playwright + Chromium)', [path.join(root, 'node_modules', '@playwright', 'test', 'cli.js'), 'test']) && ok;
}

if (ci || process.env.TEST_NODE_LTS === 'true') ok = runServerOnLts() && ok;

process.exit(ok ? 0 : 1);
