/** The server the browser suite runs against (the bundle `npm start` runs): a fresh data directory with the demo data, every run. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildIfNeeded } from './build-if-needed.mjs';

process.env.PORT ??= '8181';
// A fixed folder per port (or E2E_DATA_DIR), emptied on every start, so the browser tests can read the mail outbox (tests/e2e/support.ts).
const dataDir = process.env.E2E_DATA_DIR ?? path.join(os.tmpdir(), `gatera-e2e-${process.env.PORT}`);
fs.rmSync(dataDir, { recursive: true, force: true });
fs.mkdirSync(dataDir, { recursive: true });
process.env.DATA_DIR = dataDir;
process.env.HOST ??= '127.0.0.1';
process.env.DEMO_DATA = 'true';
process.env.AUTH_RATE_LIMIT_MAX ??= '1000';
process.env.LOG_LEVEL ??= 'warn';
process.env.PUBLIC_URL ??= `http://127.0.0.1:${process.env.PORT}`;
console.log(`Servidor de pruebas de navegador con datos en ${dataDir}`);
process.on('exit', () => fs.rmSync(dataDir, { recursive: true, force: true }));
await buildIfNeeded(['server']);
await import('../dist/server/main.mjs');
