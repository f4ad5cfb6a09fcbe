/** The server the browser suite runs against (the bundle `npm start` runs): a fresh data directory with the demo data, every run. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildIfNeeded } from './build-if-needed.mjs';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gatera-e2e-'));
process.env.DATA_DIR = dataDir;
process.env.PORT ??= '8181';
process.env.HOST ??= '127.0.0.1';
process.env.DEMO_DATA = 'true';
process.env.AUTH_RATE_LIMIT_MAX ??= '1000';
process.env.LOG_LEVEL ??= 'warn';
process.env.PUBLIC_URL ??= `http://127.0.0.1:${process.env.PORT}`;
console.log(`Servidor de pruebas de navegador con datos en ${dataDir}`);
process.on('exit', () => fs.rmSync(dataDir, { recursive: true, force: true }));
await buildIfNeeded(['server']);
await import('../dist/server/main.mjs');
