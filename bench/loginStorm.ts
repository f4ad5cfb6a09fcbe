/**
 * `npx tsx bench/loginStorm.ts`: what a storm of wrong logins does to a real
 * person signing in, and to the other requests. The server of this checkout
 * (src/server/main.ts) on a synthetic municipality (60,000 cats by default),
 * SQLite or PostgreSQL (`--db postgres`, DATABASE_URL), with the default
 * limits and TRUST_PROXY=true, so each attacker speaks from its own address
 * (X-Forwarded-For). The real person (bench-responsable) signs in once
 * before the storms, from a browser that keeps the cookies it is given.
 *
 * 1. `--addresses` (30) addresses send `--per-address` (50) wrong logins each,
 *    all at once, each for a name of its own: every address stays within its
 *    limits (AUTH_RATE_LIMIT_IP_MAX, 50 a minute).
 * 2. `--attackers` (200) attackers from as many addresses, each sending its
 *    next wrong login as soon as the last is answered, for `--duration` s.
 *
 * During each storm the person signs in from the same browser (another
 * address, its cookies) and from a new device (a new address, no cookies),
 * and /api/health and a cat photo are timed every 25 ms. Prints what each
 * login answered and how long it took; a refused new device also tries again
 * after each Retry-After until it gets in or the storm ends.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { migrateToLatest, openDatabase } from '../src/server/db/index';
import { seedSynthetic } from '../src/server/db/seed/synthetic';
import { pathsOf } from '../src/server/context';
import { startNode, waitForUrl } from './processes';
import { pgSchemaUrl } from './pgSchema';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values: args } = parseArgs({
  options: {
    db: { type: 'string', default: 'sqlite' },
    colonies: { type: 'string', default: '1000' },
    cats: { type: 'string', default: '60000' },
    // At most 250: the attackers of storm 1 are 203.0.113.1 and on.
    addresses: { type: 'string', default: '30' },
    'per-address': { type: 'string', default: '50' },
    attackers: { type: 'string', default: '200' },
    duration: { type: 'string', default: '15' },
  },
});
const PASSWORD = 'Bench-Gatera-2025!';
const PERSON = 'bench-responsable';
const log = (message: string) => process.stderr.write(`[avalancha] ${message}\n`);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function summary(samples: number[]): string {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]?.toFixed(1);
  return `n=${sorted.length} p50=${at(0.5)} ms p95=${at(0.95)} ms max=${sorted.at(-1)?.toFixed(1)} ms`;
}

function tally(statuses: number[]): string {
  const counts = new Map<number, number>();
  for (const status of statuses) counts.set(status, (counts.get(status) ?? 0) + 1);
  return [...counts].sort((a, b) => a[0] - b[0]).map(([status, n]) => `${n} × ${status}`).join(', ');
}

async function main(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gatera-storm-'));
  const pgDb = args.db === 'postgres' ? await pgSchemaUrl('avalancha') : null;
  const databaseUrl = pgDb?.url ?? null;
  log(`municipio sintético: ${args.colonies} colonias, ${args.cats} gatos (${args.db})`);
  const database = await openDatabase({ databaseUrl, dataDir });
  await migrateToLatest(database);
  await seedSynthetic({ db: database.db, mediaDir: pathsOf(dataDir).mediaDir, colonies: Number(args.colonies), cats: Number(args.cats), center: { lat: 41.0686, lon: -2.6427 }, password: PASSWORD });
  if (pgDb) await sql`vacuum (analyze)`.execute(database.db);
  await database.destroy();

  const port = 8700 + Math.floor(Math.random() * 100);
  const base = `http://127.0.0.1:${port}`;
  const server = startNode(['--import', 'tsx', path.join(root, 'src/server/main.ts')], {
    DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', DEMO_DATA: 'false', LOG_LEVEL: 'warn', TRUST_PROXY: 'true',
    DATABASE_URL: databaseUrl ?? '',
  });
  try {
    await waitForUrl(`${base}/api/health`, 120_000);
    const photo = fs.readdirSync(pathsOf(dataDir).mediaDir).find((name) => /\.(jpg|png|webp)$/.test(name))!;
    const timed = async (url: string) => {
      const start = performance.now();
      const res = await fetch(url);
      await res.arrayBuffer();
      if (!res.ok) throw new Error(`${url}: ${res.status}`);
      return performance.now() - start;
    };
    for (let i = 0; i < 20; i++) await timed(`${base}/media/${photo}`);

    const login = async (username: string, password: string, address: string, cookie = '') => {
      const start = performance.now();
      const res = await fetch(`${base}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': address, ...(cookie ? { cookie } : {}) },
        body: JSON.stringify({ username, password }),
      });
      await res.arrayBuffer();
      const cookies = res.headers.getSetCookie().map((line) => line.split(';')[0]).join('; ');
      return { status: res.status, ms: performance.now() - start, retryAfter: Number(res.headers.get('retry-after') ?? 0), cookies };
    };
    const first = await login(PERSON, PASSWORD, '198.51.100.1');
    if (first.status !== 200) throw new Error(`la persona no pudo entrar antes de la avalancha: ${first.status}`);
    const browser = first.cookies;
    log(`la persona entra sin avalancha en ${first.ms.toFixed(0)} ms (${browser ? 'su navegador recibe una cookie' : 'sin cookie'})`);

    let newAddress = 0;
    /** The person signs in from the known browser and from a new device, at once. */
    const person = async () => {
      newAddress += 1;
      const [known, fresh] = await Promise.all([login(PERSON, PASSWORD, `198.51.100.${100 + newAddress}`, browser), login(PERSON, PASSWORD, `192.0.2.${newAddress}`)]);
      return `navegador conocido ${known.status} en ${known.ms.toFixed(0)} ms; dispositivo nuevo ${fresh.status} en ${fresh.ms.toFixed(0)} ms`;
    };
    /** A new device that tries again after each Retry-After (1 s at least) until it gets in or `stop` says the storm is over. */
    const persistent = async (stop: () => boolean) => {
      newAddress += 1;
      const start = performance.now();
      for (let tries = 1; ; tries++) {
        const res = await login(PERSON, PASSWORD, `192.0.2.${newAddress}`);
        if (res.status === 200) return `dispositivo nuevo insistiendo: entra al intento ${tries}, ${(performance.now() - start).toFixed(0)} ms`;
        if (stop()) return `dispositivo nuevo insistiendo: ${tries} intentos sin entrar (último ${res.status}) mientras duró la avalancha`;
        await sleep(Math.max(1, res.retryAfter) * 1000);
      }
    };
    /** Times /api/health and the photo every 25 ms until `stop`. */
    const sampler = (stop: () => boolean) => {
      const health: number[] = [];
      const media: number[] = [];
      const done = (async () => {
        while (!stop()) {
          const [h, m] = await Promise.all([timed(`${base}/api/health`), timed(`${base}/media/${photo}`)]);
          health.push(h);
          media.push(m);
          await sleep(25);
        }
      })();
      return { done, report: () => [`  /api/health: ${summary(health)}`, `  foto de /media: ${summary(media)}`] };
    };

    // 1. Many addresses, each within its limits, all at once.
    const addresses = Number(args.addresses);
    const perAddress = Number(args['per-address']);
    log(`avalancha 1: ${addresses} direcciones × ${perAddress} intentos a la vez`);
    let stormOn = true;
    const samples1 = sampler(() => !stormOn);
    const start1 = performance.now();
    const storm1 = Promise.all(
      Array.from({ length: addresses * perAddress }, (_, i) =>
        login(`nadie-${i}`, 'Mala-Clave-1', `203.0.113.${1 + (i % addresses)}`).then((r) => r.status),
      ),
    ).then((statuses) => {
      stormOn = false;
      return statuses;
    });
    await sleep(1000);
    const [during1, insist1] = await Promise.all([person(), persistent(() => !stormOn)]);
    const statuses1 = await storm1;
    const storm1Ms = performance.now() - start1;
    await samples1.done;

    // 2. Attackers that each send the next login as soon as the last is answered.
    const attackers = Number(args.attackers);
    const durationMs = Number(args.duration) * 1000;
    log(`avalancha 2: ${attackers} atacantes durante ${args.duration} s`);
    const deadline = performance.now() + durationMs;
    const over = () => performance.now() > deadline;
    const samples2 = sampler(over);
    const statuses2: number[] = [];
    let attempt = 0;
    const storm2 = Promise.all(
      Array.from({ length: attackers }, async (_, a) => {
        while (!over()) {
          attempt += 1;
          statuses2.push((await login(`otro-${attempt}`, 'Mala-Clave-1', `10.${1 + Math.floor(a / 250)}.${a % 250}.1`)).status);
        }
      }),
    );
    const during2: string[] = [];
    const insist2 = persistent(over);
    // Every 3 s while the storm lasts (a login that took longer starts the next one late).
    for (let at = 3000; at < durationMs; at += 3000) {
      await sleep(Math.max(0, deadline - durationMs + at - performance.now()));
      if (over()) break;
      const startedAt = (performance.now() - (deadline - durationMs)) / 1000;
      during2.push(`la persona a los ${startedAt.toFixed(1)} s: ${await person()}`);
    }
    const insisted2 = await insist2;
    await storm2;
    await samples2.done;

    const lines = [
      `## Avalancha de inicios de sesión (${args.db}, ${args.cats} gatos)`,
      `1. ${addresses} direcciones × ${perAddress} intentos a la vez: ${addresses * perAddress} respuestas en ${Math.round(storm1Ms)} ms (${tally(statuses1)})`,
      `  la persona, 1 s después: ${during1}`,
      `  ${insist1}`,
      ...samples1.report(),
      `2. ${attackers} atacantes durante ${args.duration} s: ${statuses2.length} respuestas (${tally(statuses2)})`,
      ...during2.map((line) => `  ${line}`),
      `  ${insisted2}`,
      ...samples2.report(),
    ];
    console.log(lines.join('\n'));
  } finally {
    await server.stop();
    await pgDb?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
