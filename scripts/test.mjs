/**
 * `npm test`: every test. Unit and server suites (Vitest, SQLite and, with
 * TEST_DATABASE_URL, PostgreSQL), then the browser suite (Playwright in Debian's
 * Chromium). With CI=true a missing PostgreSQL or Chromium fails the run.
 */
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { buildIfNeeded } from './build-if-needed.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ci = process.env.CI === 'true';
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

function run(label, args) {
  console.log(`\n=== ${label} ===`);
  const result = spawnSync(process.execPath, args, { cwd: root, stdio: 'inherit', env: process.env });
  return result.status === 0;
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

process.exit(ok ? 0 : 1);
