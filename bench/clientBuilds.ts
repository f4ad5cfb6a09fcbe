/**
 * The two clients the before/after comparison serves: a git ref's, built in a
 * temporary worktree with that ref's own Vite config, and this checkout's.
 * Each build gets a folder laid out as the project is (dist/client,
 * dist/server, node_modules), so the server bundle copied into it serves that
 * client (the server finds dist/client beside its own dist/server).
 */
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';

function run(command: string, args: string[], cwd: string): string {
  const result = spawnSync(command, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
  if (result.status !== 0) throw new Error(`Ha fallado «${command} ${args.join(' ')}» en ${cwd}`);
  return result.stdout.trim();
}

/** A ref's full commit hash, or a clear error when it is not a commit here. */
export function resolveCommit(root: string, ref: string): string {
  const result = spawnSync('git', ['rev-parse', '--verify', '--quiet', `${ref}^{commit}`], { cwd: root, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`«${ref}» no es un commit de este repositorio`);
  return result.stdout.trim();
}

/** This checkout's commit, with a mark when its files differ from it. */
export function describeCheckout(root: string): string {
  const head = run('git', ['rev-parse', '--short', 'HEAD'], root);
  const dirty = run('git', ['status', '--porcelain', '--', 'src', 'public', 'index.html', 'vite.config.ts', 'package-lock.json'], root);
  return dirty ? `${head} con cambios sin guardar` : head;
}

/** Vite's build of the client in `sourceDir` with its own config, into `outDir`, with the manifest the staff bundle is read from. */
function viteBuild(sourceDir: string, outDir: string): void {
  const vite = path.join(sourceDir, 'node_modules', 'vite', 'bin', 'vite.js');
  run(process.execPath, [vite, 'build', '--manifest', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], sourceDir);
}

export interface ServedBuild {
  /** The folder laid out as the project: dist/client, dist/server, node_modules. */
  root: string;
  clientDir: string;
  serverEntry: string;
}

/** Lays out a served build beside `root`'s node_modules and its server bundle (dist/server, already built). */
function layOut(projectRoot: string, served: string): ServedBuild {
  const serverDir = path.join(served, 'dist', 'server');
  fs.mkdirSync(serverDir, { recursive: true });
  for (const file of fs.readdirSync(path.join(projectRoot, 'dist', 'server'))) {
    if (file.endsWith('.mjs')) fs.copyFileSync(path.join(projectRoot, 'dist', 'server', file), path.join(serverDir, file));
  }
  fs.symlinkSync(fs.realpathSync(path.join(projectRoot, 'node_modules')), path.join(served, 'node_modules'));
  return { root: served, clientDir: path.join(served, 'dist', 'client'), serverEntry: path.join(serverDir, 'main.mjs') };
}

/** This checkout's client (its working files), built into `served`. */
export function buildCurrent(projectRoot: string, served: string): ServedBuild {
  const build = layOut(projectRoot, served);
  viteBuild(projectRoot, build.clientDir);
  return build;
}

/**
 * A commit's client: a detached worktree at `sourceDir` sharing this
 * checkout's node_modules, built with that commit's own vite.config.ts into
 * `served`. Answers a function that removes the worktree again.
 */
export function buildCommit(projectRoot: string, commit: string, sourceDir: string, served: string): { build: ServedBuild; remove: () => void } {
  run('git', ['worktree', 'add', '--detach', '--quiet', sourceDir, commit], projectRoot);
  const remove = () => {
    spawnSync('git', ['worktree', 'remove', '--force', sourceDir], { cwd: projectRoot, stdio: 'ignore' });
    fs.rmSync(sourceDir, { recursive: true, force: true });
  };
  try {
    fs.symlinkSync(fs.realpathSync(path.join(projectRoot, 'node_modules')), path.join(sourceDir, 'node_modules'));
    const build = layOut(projectRoot, served);
    viteBuild(sourceDir, build.clientDir);
    return { build, remove };
  } catch (error) {
    remove();
    throw error;
  }
}
