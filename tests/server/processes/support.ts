/**
 * Real server processes (src/server/main.ts through tsx) on one data folder
 * and one database: a SQLite file, or a fresh PostgreSQL schema of
 * TEST_DATABASE_URL. What the multi-process tests start.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { migrateToLatest, openDatabase } from '../../../src/server/db/index';
import { hashPassword } from '../../../src/server/lib/passwords';
import { nowIso } from '../../../src/server/lib/time';
import type { Role } from '../../../src/domain/roles';
import type { EngineName } from '../helper';

export interface Shared {
  dataDir: string;
  databaseUrl: string;
  /** Adds an account straight to the database. */
  addUser(username: string, password: string, role: Role): Promise<void>;
  remove(): Promise<void>;
}

async function withClient(url: string, run: (client: pg.Client) => Promise<void>): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await run(client);
  } finally {
    await client.end();
  }
}

/** One data folder and one database for several processes, migrated. */
export async function sharedData(engine: { name: EngineName; url: string | null }): Promise<Shared> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gatera-procs-'));
  let databaseUrl = '';
  let schema: string | null = null;
  if (engine.url) {
    schema = `p_${crypto.randomBytes(6).toString('hex')}`;
    await withClient(engine.url, (c) => c.query(`CREATE SCHEMA ${schema}`).then(() => undefined));
    const url = new URL(engine.url);
    url.searchParams.set('options', `-c search_path=${schema}`);
    databaseUrl = url.toString();
  }
  const database = await openDatabase({ databaseUrl: databaseUrl || null, dataDir });
  await migrateToLatest(database);
  await database.destroy();
  return {
    dataDir,
    databaseUrl,
    async addUser(username, password, role) {
      const handle = await openDatabase({ databaseUrl: databaseUrl || null, dataDir });
      try {
        await handle.db
          .insertInto('users')
          .values({ username, email: `${username}@prueba.gatera.es`, nombre: username, password_hash: await hashPassword(password), role, accepted_terms: 1, accepted_demo_terms: 1, created_at: nowIso() })
          .execute();
      } finally {
        await handle.destroy();
      }
    },
    async remove() {
      if (schema && engine.url) await withClient(engine.url, (c) => c.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`).then(() => undefined));
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export interface ServerProcess {
  base: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

/** How a server process is started: Node's arguments (from the sources through tsx unless told). */
export const SOURCES = ['--import', 'tsx', 'src/server/main.ts'];

/** Starts one server process on the shared data and waits until it answers. */
export async function startProcess(shared: Shared, env: Record<string, string> = {}, command: { file: string; args: string[] } = { file: process.execPath, args: SOURCES }): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(command.file, command.args, {
    env: {
      ...process.env,
      DATA_DIR: shared.dataDir,
      DATABASE_URL: shared.databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      DEMO_DATA: 'false',
      LOG_LEVEL: 'error',
      SERVE_CLIENT: 'false',
      JWT_SECRET: '',
      WORKERS: '1',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    errors += chunk.toString();
  });
  const base = `http://127.0.0.1:${port}`;
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  const deadline = Date.now() + 40_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`El servidor terminó al arrancar: ${errors}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return { base, child, stop };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  await stop();
  throw new Error(`El servidor no respondió a tiempo: ${errors}`);
}
