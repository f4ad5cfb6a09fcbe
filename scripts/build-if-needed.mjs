/**
 * Builds what `npm start` serves, only when its sources changed since the last
 * build (a hash of them is kept beside each build): the client with Vite, and
 * the server bundled with esbuild into one file that plain Node runs (faster
 * start and a smaller process than running TypeScript through tsx), with the
 * entry of its report worker threads beside it.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const targets = {
  client: {
    outDir: path.join(root, 'dist', 'client'),
    inputs: ['src/client', 'src/domain', 'public', 'index.html', 'vite.config.ts', 'package-lock.json'],
    label: 'la aplicación web',
    async run() {
      const result = spawnSync(process.execPath, [path.join(root, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
      if (result.status !== 0) throw new Error('Ha fallado la construcción de la aplicación web');
    },
  },
  server: {
    outDir: path.join(root, 'dist', 'server'),
    inputs: ['src/server', 'src/domain', 'package-lock.json'],
    label: 'el servidor',
    async run() {
      const esbuild = await import('esbuild');
      await esbuild.build({
        absWorkingDir: root,
        // The report worker threads' entry sits beside main.mjs, where reports/workers/pool.ts looks for it.
        entryPoints: { main: 'src/server/main.ts', reportWorker: 'src/server/reports/workers/worker.ts' },
        bundle: true,
        platform: 'node',
        format: 'esm',
        target: 'node20',
        packages: 'external',
        outdir: 'dist/server',
        outExtension: { '.js': '.mjs' },
        logLevel: 'warning',
      });
    },
  },
};

function* files(entry) {
  const full = path.join(root, entry);
  if (!fs.existsSync(full)) return;
  const stat = fs.statSync(full);
  if (stat.isFile()) {
    yield entry;
    return;
  }
  for (const name of fs.readdirSync(full).sort()) yield* files(path.join(entry, name));
}

export function sourceHash(inputs = targets.client.inputs) {
  const hash = crypto.createHash('sha256');
  for (const input of inputs) {
    for (const file of files(input)) {
      hash.update(file);
      hash.update(fs.readFileSync(path.join(root, file)));
    }
  }
  return hash.digest('hex');
}

const lockDir = path.join(root, 'dist', '.build-lock');

function sleep(ms) {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

/** One build at a time: a second caller waits for the first (a lock older than 10 minutes is stale). */
async function withLock(fn) {
  fs.mkdirSync(path.dirname(lockDir), { recursive: true });
  for (;;) {
    try {
      fs.mkdirSync(lockDir);
      break;
    } catch {
      const age = Date.now() - (fs.statSync(lockDir, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
      if (age > 600_000) fs.rmSync(lockDir, { recursive: true, force: true });
      else sleep(500);
    }
  }
  try {
    return await fn();
  } finally {
    fs.rmSync(lockDir, { recursive: true, force: true });
  }
}

/** Builds the client and the server when needed; answers whether anything was built. */
export async function buildIfNeeded(which = ['client', 'server']) {
  return withLock(async () => {
    let built = false;
    for (const name of which) built = (await build(targets[name])) || built;
    return built;
  });
}

async function build(target) {
  const stamp = path.join(target.outDir, '.build-hash');
  const wanted = sourceHash(target.inputs);
  if (fs.existsSync(stamp) && fs.readFileSync(stamp, 'utf8').trim() === wanted) return false;
  console.log(`Construyendo ${target.label} (solo la primera vez o tras un cambio)...`);
  await target.run();
  fs.mkdirSync(target.outDir, { recursive: true });
  fs.writeFileSync(stamp, `${wanted}\n`);
  return true;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await buildIfNeeded();
