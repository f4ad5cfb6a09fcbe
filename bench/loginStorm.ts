/**
 * Issue 19, item 2: how a storm of logins affects the other requests. Starts
 * the server (demo data, SQLite), fires LOGINS wrong-password logins at once
 * (each for another username, so no rate limit answers first) and, meanwhile,
 * times /api/health and a cat photo under /media every 25 ms.
 *   npx tsx bench/loginStorm.ts [logins=200]
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startNode, waitForUrl } from './processes';

const LOGINS = Number(process.argv[2] ?? 200);
const root = path.resolve(import.meta.dirname, '..');

function summary(samples: number[]): string {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]?.toFixed(1);
  return `n=${sorted.length} p50=${at(0.5)} ms p95=${at(0.95)} ms max=${sorted.at(-1)?.toFixed(1)} ms`;
}

async function timed(url: string): Promise<number> {
  const start = performance.now();
  const res = await fetch(url);
  await res.arrayBuffer();
  if (!res.ok) throw new Error(`${url}: ${res.status}`);
  return performance.now() - start;
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gatera-storm-'));
const port = 8700 + Math.floor(Math.random() * 100);
const base = `http://127.0.0.1:${port}`;
const server = startNode(['--import', 'tsx', path.join(root, 'src/server/main.ts')], {
  DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', DEMO_DATA: 'true', LOG_LEVEL: 'warn', AUTH_RATE_LIMIT_MAX: '100000', DATABASE_URL: '',
});
try {
  await waitForUrl(`${base}/api/health`);
  const photo = fs.readdirSync(path.join(dataDir, 'media')).find((name) => /\.(jpg|png|webp)$/.test(name))!;
  for (let i = 0; i < 20; i++) await timed(`${base}/media/${photo}`);
  const health: number[] = [];
  const media: number[] = [];
  let storming = true;
  const sampler = (async () => {
    while (storming) {
      const [h, m] = await Promise.all([timed(`${base}/api/health`), timed(`${base}/media/${photo}`)]);
      health.push(h);
      media.push(m);
      await new Promise((r) => setTimeout(r, 25));
    }
  })();
  const start = performance.now();
  const statuses = await Promise.all(
    Array.from({ length: LOGINS }, (_, i) =>
      fetch(`${base}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: `nadie${i}`, password: 'Mala-Clave-1' }) }).then((r) => r.status),
    ),
  );
  const stormMs = performance.now() - start;
  storming = false;
  await sampler;
  console.log(`${LOGINS} inicios de sesión en ${Math.round(stormMs)} ms (${[...new Set(statuses)].join(', ')})`);
  console.log(`/api/health durante la avalancha: ${summary(health)}`);
  console.log(`/media (foto) durante la avalancha: ${summary(media)}`);
} finally {
  await server.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
