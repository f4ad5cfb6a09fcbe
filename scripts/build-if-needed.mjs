/** Builds the client when its sources changed since the last build (a hash of them is kept beside the build). */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDir = path.join(root, 'dist', 'client');
const stamp = path.join(outDir, '.build-hash');
const inputs = ['src/client', 'src/domain', 'public', 'index.html', 'vite.config.ts', 'package-lock.json'];

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

export function sourceHash() {
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
function withLock(fn) {
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
    return fn();
  } finally {
    fs.rmSync(lockDir, { recursive: true, force: true });
  }
}

export function buildIfNeeded() {
  return withLock(build);
}

function build() {
  const wanted = sourceHash();
  if (fs.existsSync(stamp) && fs.readFileSync(stamp, 'utf8').trim() === wanted) return false;
  console.log('Construyendo la aplicación web (solo la primera vez o tras un cambio)...');
  const result = spawnSync(process.execPath, [path.join(root, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error('La construcción de la aplicación web ha fallado');
  fs.writeFileSync(stamp, `${wanted}\n`);
  return true;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) buildIfNeeded();
