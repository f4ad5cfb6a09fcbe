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

export function buildIfNeeded() {
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
