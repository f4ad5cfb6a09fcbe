/**
 * `npm run soak`: a bounded soak of the real server on loopback. A mix of reads
 * and writes from five roles at 50 connections for 60 s (after a warm-up),
 * on SQLite or PostgreSQL (`--db postgres` with DATABASE_URL). Halfway through
 * the load an administrator restores the backup taken after seeding:
 * writes answer 503 while it runs, and every write answered 2xx must be in the
 * database afterwards or in the safety copy the restore took. It checks zero
 * errors, no non-2xx but those 503, that every accepted write is in one of the
 * two (the report says how many in each), and that memory after the run stays
 * within 20 % of memory after the warm-up. Exits 1 when any check fails.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { migrateToLatest, openDatabase } from '../src/server/db/index';
import { seedSynthetic } from '../src/server/db/seed/synthetic';
import { pathsOf } from '../src/server/context';
import { memorySampler, startNode, waitForUrl } from './processes';
import { pgSchemaUrl } from './pgSchema';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values: args } = parseArgs({
  options: {
    db: { type: 'string', default: 'sqlite' },
    duration: { type: 'string', default: '60' },
    warmup: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
    colonies: { type: 'string', default: '200' },
    cats: { type: 'string', default: '5000' },
    output: { type: 'string', default: '' },
  },
});
const PASSWORD = 'Soak-Gatera-2025!';
const log = (m: string) => process.stderr.write(`[soak] ${m}\n`);

type Request = {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string;
  setupRequest?: (req: Request) => Request;
  onResponse?: (status: number, body: string) => void;
};

async function main() {
  const { buildIfNeeded } = await import('../scripts/build-if-needed.mjs');
  await buildIfNeeded(['server']);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gatera-soak-'));
  const pg = args.db === 'postgres' ? await pgSchemaUrl('soak') : null;
  const databaseUrl = pg?.url ?? null;
  const database = await openDatabase({ databaseUrl, dataDir });
  await migrateToLatest(database);
  const synthetic = await seedSynthetic({ db: database.db, mediaDir: pathsOf(dataDir).mediaDir, colonies: Number(args.colonies), cats: Number(args.cats), center: { lat: 41.07, lon: -2.64 }, password: PASSWORD });
  await database.destroy();

  const port = 8490 + Math.floor(Math.random() * 100);
  const base = `http://127.0.0.1:${port}`;
  const env = { DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', DEMO_DATA: 'false', LOG_LEVEL: 'warn', AUTH_RATE_LIMIT_MAX: '100000', DATABASE_URL: databaseUrl ?? '' };
  const server = startNode([path.join(root, 'dist', 'server', 'main.mjs')], env);
  // Writes answered 2xx, by their unique description (ids are reused after the restore).
  const accepted = { partes: [] as string[], actividades: [] as string[] };
  const restore: Record<string, unknown> = {};
  let failed = false;
  const outcome: Record<string, unknown> = {};
  try {
    await waitForUrl(`${base}/api/health`);
    const sampler = memorySampler(server.child.pid!);
    const token = async (username: string) => {
      const res = await fetch(`${base}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username, password: PASSWORD }) });
      return `Bearer ${((await res.json()) as { access_token: string }).access_token}`;
    };
    const t = Object.fromEntries(await Promise.all(Object.entries(synthetic.usernames).map(async ([role, name]) => [role, await token(name)])));
    const json = (auth: string) => ({ authorization: auth, 'content-type': 'application/json' });
    const gato = (i: number) => synthetic.gatoIds[i % synthetic.gatoIds.length];
    let counter = 0;
    const requests: Request[] = [
      { method: 'GET', path: '/api/gatos/gatos/?skip=0&limit=20', headers: { authorization: t.admin } },
      { method: 'GET', path: `/api/gatos/gatos/${gato(7)}/ficha`, headers: { authorization: t.veterinario } },
      { method: 'GET', path: '/api/colonias/colonias/?skip=0&limit=10', headers: { authorization: t.responsable } },
      { method: 'GET', path: '/api/gatos/gatos/mis-gatos?skip=0&limit=10', headers: { authorization: t.voluntario } },
      {
        method: 'POST', path: '/api/partes/partes/', headers: json(t.admin),
        setupRequest: (req) => ({ ...req, body: JSON.stringify({ descripcion: `Parte de carga ${++counter}`, estado: 'pendiente' }) }),
        onResponse: (status, body) => { if (status === 200) accepted.partes.push(JSON.parse(body).descripcion); },
      },
      {
        method: 'POST', path: '/api/actividades/actividades/', headers: json(t.veterinario),
        setupRequest: (req) => ({ ...req, body: JSON.stringify({ tipo: 'Revisión', descripcion: `Revisión de carga ${++counter}`, gato_id: gato(counter) }) }),
        onResponse: (status, body) => { if (status === 200) accepted.actividades.push(JSON.parse(body).descripcion); },
      },
      { method: 'GET', path: '/api/colonias/colonias/mapa/colonias', headers: {} },
      {
        method: 'PUT', path: `/api/gatos/gatos/${gato(11)}`, headers: json(t.responsable),
        setupRequest: (req) => ({ ...req, body: JSON.stringify({ nombre: `Editado ${++counter}` }) }),
      },
      { method: 'GET', path: '/api/quejas/quejas/mis-quejas/', headers: { authorization: t.usuario } },
      { method: 'GET', path: '/api/informes/informes/datos/colonias', headers: {} },
    ];
    const run = (duration: number) => autocannon({ url: base, connections: Number(args.connections), duration, requests } as never);

    log(`calentamiento ${args.warmup} s`);
    await run(Number(args.warmup));
    const afterWarmup = sampler.current();
    // The copy the restore goes back to: the seeded data, taken before any load.
    const backup = await fetch(`${base}/api/backup/backup`, { method: 'POST', headers: json(t.admin), body: '{}' });
    const backupName = ((await backup.json()) as { filename: string }).filename;
    log(`carga ${args.duration} s a ${args.connections} conexiones (${args.db}), con una restauración a la mitad`);
    const restoring = new Promise<void>((resolve) => {
      setTimeout(async () => {
        const start = performance.now();
        try {
          const res = await fetch(`${base}/api/backup/restore?backup_filename=${backupName}`, { method: 'POST', headers: { authorization: t.admin } });
          const body = (await res.json()) as { copia_previa?: string; detail?: string };
          Object.assign(restore, { status: res.status, ms: Math.round(performance.now() - start), atSecond: Number(args.duration) / 2, backup: backupName, safetyBackup: body.copia_previa ?? null, detail: body.detail });
        } catch (error) {
          Object.assign(restore, { status: 0, error: String(error) });
        }
        log(`restauración: ${JSON.stringify(restore)}`);
        resolve();
      }, (Number(args.duration) * 1000) / 2);
    });
    const result = await run(Number(args.duration));
    await restoring;
    await new Promise((r) => setTimeout(r, 2000));
    const afterRun = sampler.current();
    const peak = sampler.peak();
    sampler.stop();
    const writes = accepted.partes.length + accepted.actividades.length;
    Object.assign(outcome, {
      db: args.db,
      requests: result.requests.total,
      rps: Math.round(result.requests.average),
      p99: result.latency.p99,
      errors: result.errors + result.timeouts,
      non2xx: result.non2xx,
      refused503: (result as unknown as { statusCodeStats: Record<string, { count: number }> }).statusCodeStats['503']?.count ?? 0,
      acceptedCreates: writes,
      memoryAfterWarmupMb: Math.round(afterWarmup),
      memoryAfterRunMb: Math.round(afterRun),
      memoryPeakMb: Math.round(peak),
      memoryGrowth: Number(((afterRun - afterWarmup) / afterWarmup).toFixed(3)),
    });
  } finally {
    await server.stop();
  }

  // Every accepted write must be in the database after a clean stop, or in the safety copy the restore took.
  const check = await openDatabase({ databaseUrl, dataDir });
  const partes = new Set((await check.db.selectFrom('partes').select('descripcion').execute()).map((r) => r.descripcion));
  const actividades = new Set((await check.db.selectFrom('actividades').select('descripcion').execute()).map((r) => r.descripcion));
  if (check.sqlite) outcome.integrity = check.sqlite.pragma('integrity_check', { simple: true });
  await check.destroy();
  const safetyFile = typeof restore.safetyBackup === 'string' ? path.join(pathsOf(dataDir).backupDir, restore.safetyBackup) : null;
  const safety = safetyFile && fs.existsSync(safetyFile) ? fs.readFileSync(safetyFile, 'utf8') : '';
  const inSafety = (text: string) => safety.includes(`'${text.replaceAll("'", "''")}'`);
  let inDatabase = 0;
  let inSafetyCopy = 0;
  let missing = 0;
  for (const [list, table] of [[accepted.partes, partes], [accepted.actividades, actividades]] as const) {
    for (const descripcion of list) {
      if (table.has(descripcion)) inDatabase += 1;
      else if (inSafety(descripcion)) inSafetyCopy += 1;
      else missing += 1;
    }
  }
  await pg?.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
  Object.assign(outcome, { restore, acceptedInDatabase: inDatabase, acceptedInSafetyCopyOnly: inSafetyCopy, missingWrites: missing });

  const checks = {
    'sin errores': outcome.errors === 0,
    'restauración completada a mitad de la carga': restore.status === 200,
    'sin respuestas no 2xx salvo los 503 de la restauración': outcome.non2xx === outcome.refused503,
    'toda escritura aceptada está en la base o en la copia previa': missing === 0 && Number(outcome.acceptedCreates) > 0,
    'hubo escrituras aceptadas antes y después de la restauración': inSafetyCopy > 0 && inDatabase > 0,
    'memoria tras la carga dentro del 20 % de la del calentamiento': Number(outcome.memoryGrowth) <= 0.2,
  };
  for (const [name, ok] of Object.entries(checks)) {
    if (!ok) failed = true;
    log(`${ok ? 'OK ' : 'FALLO'} ${name}`);
  }
  process.stdout.write(`${JSON.stringify({ ...outcome, checks }, null, 2)}\n`);
  if (args.output) fs.writeFileSync(args.output, `${JSON.stringify({ ...outcome, checks }, null, 2)}\n`);
  process.exit(failed ? 1 : 0);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
