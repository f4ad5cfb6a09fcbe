/**
 * The current LTS Node for the second server pass of `npm test` in CI, taken
 * from the npm registry (package `node-<platform>-<arch>`, the official binary
 * with its headers) into `.tmp/node-lts/<version>/`. better-sqlite3 is built
 * for it in a separate copy there, with that package's headers (node-gyp
 * `--nodedir`, no other download), so node_modules keeps the machine Node's
 * build. `sqlite-hook.mjs` makes the LTS pass load that copy.
 *
 *   node scripts/node-lts.mjs     prepares it (reused while this version and
 *                                 the installed better-sqlite3 stay the same)
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * The newest release of the line that is LTS today (Node 26, Active LTS since
 * October 2026). Change it here when a newer LTS release is published.
 */
export const NODE_LTS_VERSION = process.env.NODE_LTS_VERSION?.trim() || '26.10.0';

export function nodeLtsPaths(version = NODE_LTS_VERSION) {
  const dir = path.join(root, '.tmp', 'node-lts', version);
  return {
    dir,
    node: path.join(dir, 'node', 'bin', 'node'),
    sqliteCopy: path.join(dir, 'node_modules', 'better-sqlite3'),
    stamp: path.join(dir, 'ready.json'),
  };
}

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: ['ignore', 'inherit', 'inherit'], ...options });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} terminó con el código ${result.status ?? result.signal}`);
}

/** node-gyp as npm ships it (npm runs it for native packages; it is not a dependency of ours). */
function nodeGypScript() {
  const candidates = [];
  if (process.env.npm_execpath) candidates.push(path.join(path.dirname(process.env.npm_execpath), '..', 'node_modules', 'node-gyp', 'bin', 'node-gyp.js'));
  const npm = spawnSync('npm', ['root', '-g'], { encoding: 'utf8' });
  if (npm.status === 0) candidates.push(path.join(npm.stdout.trim(), 'npm', 'node_modules', 'node-gyp', 'bin', 'node-gyp.js'));
  const found = candidates.find((file) => fs.existsSync(file));
  if (!found) throw new Error('No se encuentra node-gyp (viene con npm).');
  return found;
}

/** What the LTS build depends on: that Node and the better-sqlite3 it compiles. */
function fingerprint(version) {
  const sqlite = fs.readFileSync(path.join(root, 'node_modules', 'better-sqlite3', 'package.json'));
  return crypto.createHash('sha256').update(version).update(sqlite).digest('hex');
}

/** Downloads the LTS Node and builds better-sqlite3 for it, unless already done. Returns its paths. */
export function prepareNodeLts(version = NODE_LTS_VERSION) {
  const paths = nodeLtsPaths(version);
  const wanted = fingerprint(version);
  if (fs.existsSync(paths.stamp) && JSON.parse(fs.readFileSync(paths.stamp, 'utf8')).fingerprint === wanted && fs.existsSync(paths.node)) {
    return paths;
  }
  fs.rmSync(paths.dir, { recursive: true, force: true });
  fs.mkdirSync(paths.dir, { recursive: true });

  const pkg = `node-${process.platform}-${process.arch}@${version}`;
  console.log(`Descargando Node ${version} del registro de npm (${pkg})...`);
  const packed = spawnSync('npm', ['pack', pkg, '--pack-destination', paths.dir, '--silent'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
  if (packed.status !== 0) throw new Error(`npm pack ${pkg} ha fallado`);
  const tarball = path.join(paths.dir, packed.stdout.trim().split('\n').pop());
  const nodeDir = path.dirname(path.dirname(paths.node));
  fs.mkdirSync(nodeDir, { recursive: true });
  run('tar', ['-xzf', tarball, '-C', nodeDir, '--strip-components=1']);
  fs.rmSync(tarball);
  const reported = spawnSync(paths.node, ['--version'], { encoding: 'utf8' }).stdout.trim();
  if (reported !== `v${version}`) throw new Error(`El Node descargado dice ser ${reported || 'nada'}, no v${version}`);

  console.log(`Compilando better-sqlite3 para Node ${version} (copia aparte; node_modules no cambia)...`);
  const source = path.join(root, 'node_modules', 'better-sqlite3');
  const machineBuild = path.join(source, 'build');
  fs.cpSync(source, paths.sqliteCopy, { recursive: true, filter: (file) => file !== machineBuild && !file.startsWith(machineBuild + path.sep) });
  // Only this Node's headers: the npm settings (nodedir of the machine) must not leak in.
  const env = { ...process.env, npm_config_nodedir: nodeDir, NODE_OPTIONS: '' };
  run(paths.node, [nodeGypScript(), 'rebuild', '--release', `--nodedir=${nodeDir}`, '--jobs=max'], { cwd: paths.sqliteCopy, env });
  fs.rmSync(path.join(paths.sqliteCopy, 'build', 'Release', 'obj.target'), { recursive: true, force: true });

  fs.writeFileSync(paths.stamp, JSON.stringify({ version, fingerprint: wanted }));
  return paths;
}

/** Environment that makes a process of the LTS Node (and its children) load the LTS copy of better-sqlite3. */
export function ltsEnvironment(paths, env = process.env) {
  const hook = pathToFileURL(path.join(root, 'scripts', 'sqlite-hook.mjs')).href;
  return {
    ...env,
    GATERA_SQLITE_ORIGINAL: path.join(root, 'node_modules', 'better-sqlite3'),
    GATERA_SQLITE_COPY: paths.sqliteCopy,
    // Commands started by name (`tsx`, whose first line is `#!/usr/bin/env node`) must run on this Node too.
    PATH: [path.dirname(paths.node), env.PATH ?? ''].join(path.delimiter),
    NODE_OPTIONS: `${env.NODE_OPTIONS ?? ''} --import=${hook}`.trim(),
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  try {
    const paths = prepareNodeLts();
    console.log(`Node LTS listo: ${paths.node}`);
  } catch (error) {
    console.error(`No se pudo preparar Node ${NODE_LTS_VERSION}: ${error.message}`);
    process.exit(1);
  }
}
