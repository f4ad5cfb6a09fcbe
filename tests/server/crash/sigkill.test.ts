/**
 * Crashes: the real server, as a child process on SQLite, killed with SIGKILL
 * during a burst of writes, a CSV import and a restore. After the kill the
 * database passes its integrity check, every write answered 2xx is there, and
 * no import or restore is half-applied.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { migrateToLatest, openDatabase, type DatabaseHandle } from '../../../src/server/db/index';
import { seedSynthetic, type SyntheticResult } from '../../../src/server/db/seed/synthetic';
import { pathsOf } from '../../../src/server/context';

const PASSWORD = 'Caida-Gatera-2025!';
const children: ChildProcess[] = [];
const dirs: string[] = [];

afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

async function municipality(colonies: number, cats: number): Promise<{ dataDir: string; synthetic: SyntheticResult }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gatera-crash-'));
  dirs.push(dataDir);
  const database = await openDatabase({ databaseUrl: null, dataDir });
  await migrateToLatest(database);
  const synthetic = await seedSynthetic({ db: database.db, mediaDir: pathsOf(dataDir).mediaDir, colonies, cats, center: { lat: 41.07, lon: -2.64 }, password: PASSWORD });
  await database.destroy();
  return { dataDir, synthetic };
}

async function startServer(dataDir: string): Promise<{ base: string; child: ChildProcess; token: string }> {
  const port = 9100 + Math.floor(Math.random() * 800);
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', DEMO_DATA: 'false', LOG_LEVEL: 'error', AUTH_RATE_LIMIT_MAX: '10000', DATABASE_URL: '' },
    stdio: 'ignore',
  });
  children.push(child);
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 200; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      // not yet listening
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  const login = await fetch(`${base}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'bench-admin', password: PASSWORD }) });
  const { access_token } = (await login.json()) as { access_token: string };
  return { base, child, token: `Bearer ${access_token}` };
}

function kill(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });
}

async function reopen(dataDir: string): Promise<DatabaseHandle> {
  const handle = await openDatabase({ databaseUrl: null, dataDir });
  expect(handle.sqlite!.pragma('integrity_check', { simple: true })).toBe('ok');
  expect(handle.sqlite!.pragma('foreign_key_check')).toEqual([]);
  return handle;
}

async function countOf(handle: DatabaseHandle, table: 'gatos' | 'partes'): Promise<number> {
  const row = await handle.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

describe('SIGKILL', () => {
  it('during a burst of writes keeps every write answered 2xx', async () => {
    const { dataDir } = await municipality(5, 20);
    const server = await startServer(dataDir);
    const answered: number[] = [];
    let refused = 0;
    // Twenty writers each send a parte after another until the server is gone, so writes are in flight
    // whenever the kill lands (a fixed burst could be answered whole before it, on a fast machine).
    const writer = async (w: number) => {
      for (let i = 0; ; i++) {
        try {
          const res = await fetch(`${server.base}/api/partes/partes/`, {
            method: 'POST',
            headers: { authorization: server.token, 'content-type': 'application/json' },
            body: JSON.stringify({ descripcion: `Parte ráfaga ${w}-${i}`, estado: 'pendiente' }),
          });
          if (res.ok) answered.push(((await res.json()) as { id: number }).id);
        } catch {
          refused += 1;
          return;
        }
      }
    };
    const writers = Array.from({ length: 20 }, (_, w) => writer(w));
    while (answered.length < 60) await new Promise((r) => setTimeout(r, 5));
    await kill(server.child);
    await Promise.all(writers);
    expect(refused).toBe(20);
    const handle = await reopen(dataDir);
    const stored = new Set((await handle.db.selectFrom('partes').select('id').execute()).map((r) => r.id));
    expect(answered.filter((id) => !stored.has(id))).toEqual([]);
    await handle.destroy();
  });

  it('during a CSV import leaves either none or all of its rows', async () => {
    const { dataDir, synthetic } = await municipality(3, 10);
    const server = await startServer(dataDir);
    const rows = 60_000;
    const lines = ['nombre,sexo,ubicacion,codigo_identificacion'];
    for (let i = 0; i < rows; i++) lines.push(`Importado ${i},${i % 2 ? 'M' : 'H'},Calle ${i},${String(700000000000000 + i)}`);
    const form = new FormData();
    form.set('colonia_id', String(synthetic.coloniaIds[0]));
    form.set('file', new Blob([lines.join('\n')], { type: 'text/csv' }), 'gatos.csv');
    const pending = fetch(`${server.base}/api/gatos/gatos/importar-csv`, { method: 'POST', headers: { authorization: server.token }, body: form }).catch(() => null);
    await new Promise((r) => setTimeout(r, 400));
    await kill(server.child);
    await pending;
    const handle = await reopen(dataDir);
    expect([10, 10 + rows]).toContain(await countOf(handle, 'gatos'));
    await handle.destroy();
  });

  it('during a restore leaves either the earlier data or the whole backup', async () => {
    const { dataDir } = await municipality(50, 20_000);
    const server = await startServer(dataDir);
    const made = await fetch(`${server.base}/api/backup/backup`, { method: 'POST', headers: { authorization: server.token, 'content-type': 'application/json' }, body: JSON.stringify({ backup_type: 'full', format: 'sql' }) });
    expect(made.ok).toBe(true);
    const { backups } = (await (await fetch(`${server.base}/api/backup/backup/list`, { headers: { authorization: server.token } })).json()) as { backups: string[] };
    // Change the data after the backup, so the two states differ.
    for (let i = 0; i < 5; i++) {
      const res = await fetch(`${server.base}/api/partes/partes/`, { method: 'POST', headers: { authorization: server.token, 'content-type': 'application/json' }, body: JSON.stringify({ descripcion: `Después de la copia ${i}` }) });
      expect(res.ok).toBe(true);
    }
    const pending = fetch(`${server.base}/api/backup/restore?backup_filename=${encodeURIComponent(backups[0])}`, { method: 'POST', headers: { authorization: server.token } }).catch(() => null);
    await new Promise((r) => setTimeout(r, 300));
    await kill(server.child);
    await pending;
    const handle = await reopen(dataDir);
    expect(await countOf(handle, 'gatos')).toBe(20_000);
    expect([0, 5]).toContain(await countOf(handle, 'partes'));
    await handle.destroy();
  });
});
