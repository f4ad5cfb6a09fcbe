/**
 * Builds the real app on a fresh data directory for each suite, on SQLite and,
 * when TEST_DATABASE_URL is set, on PostgreSQL (each suite in its own schema).
 * With CI=true a missing PostgreSQL fails the run instead of being skipped.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe } from 'vitest';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { buildApp } from '../../src/server/app';
import { loadConfig, type Config } from '../../src/server/config';
import { migrateToLatest, openDatabase, type DatabaseHandle } from '../../src/server/db/index';
import type { Db, NewUser } from '../../src/server/db/schema';
import type { Mailer } from '../../src/server/lib/mailer';
import { hashPassword } from '../../src/server/lib/passwords';
import { nowIso } from '../../src/server/lib/time';
import type { Role } from '../../src/domain/roles';
import { pathsOf, type Paths } from '../../src/server/context';

export type EngineName = 'sqlite' | 'postgres';

export function testEngines(): { name: EngineName; url: string | null }[] {
  const url = process.env.TEST_DATABASE_URL?.trim();
  if (!url && process.env.CI === 'true') {
    throw new Error('CI=true exige TEST_DATABASE_URL: la batería de PostgreSQL no se puede omitir en CI');
  }
  return [{ name: 'sqlite', url: null }, ...(url ? [{ name: 'postgres' as const, url }] : [])];
}

export const TEST_PASSWORD = 'Prueba-Segura-1';

export interface TestUser {
  id: number;
  username: string;
  email: string;
  role: Role;
  password: string;
}

export interface TestApp {
  engine: EngineName;
  app: FastifyInstance;
  db: Db;
  database: DatabaseHandle;
  config: Config;
  paths: Paths;
  /** Creates an account (terms accepted unless told otherwise). */
  createUser(role: Role, overrides?: Partial<NewUser> & { password?: string }): Promise<TestUser>;
  /** One account per role, made on first use. */
  user(role: Role): Promise<TestUser>;
  /** A fresh token for the user, as login would issue it. */
  token(user: TestUser | Role): Promise<string>;
  /** app.inject with the bearer token of a user or role; `as: null` sends none. */
  request(options: InjectOptions & { as?: TestUser | Role | null }): Promise<LightMyRequestResponse>;
}

export interface TestAppOptions {
  env?: Record<string, string>;
  mailer?: Mailer;
  /** Changes the database handle (migrated) before the app is built on it, e.g. to watch its data version. */
  beforeBuild?: (database: DatabaseHandle) => void;
}

export async function createTestApp(engine: { name: EngineName; url: string | null }, options: TestAppOptions = {}): Promise<TestApp & { close(): Promise<void> }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gatera-test-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    DEMO_DATA: 'false',
    JWT_SECRET: 'secreto-de-pruebas-con-longitud-suficiente-0123456789',
    AUTH_RATE_LIMIT_MAX: '10000',
    PUBLIC_URL: 'http://gatera.test',
    ...(engine.url ? { DATABASE_URL: engine.url } : {}),
    ...options.env,
  });
  const schema = engine.url ? `t_${crypto.randomBytes(6).toString('hex')}` : undefined;
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir, pgSchema: schema, sortLanguage: config.idiomas.fallback });
  await migrateToLatest(database);
  options.beforeBuild?.(database);
  const app = await buildApp({ config, database, logger: false, mailer: options.mailer, clientDir: null });
  await app.ready();

  const users = new Map<Role, TestUser>();
  let counter = 0;
  const createUser: TestApp['createUser'] = async (role, overrides = {}) => {
    counter += 1;
    const { password = TEST_PASSWORD, ...rest } = overrides;
    const username = rest.username ?? `${role}${counter}-${crypto.randomBytes(3).toString('hex')}`;
    const email = rest.email ?? `${username}@prueba.gatera.es`;
    const row = await database.db
      .insertInto('users')
      .values({
        username,
        email,
        nombre: `Persona ${username}`,
        password_hash: await hashPassword(password),
        role,
        accepted_terms: 1,
        accepted_demo_terms: 1,
        created_at: nowIso(),
        ...rest,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { id: row.id, username, email, role, password };
  };
  const user: TestApp['user'] = async (role) => {
    let existing = users.get(role);
    if (!existing) {
      existing = await createUser(role);
      users.set(role, existing);
    }
    return existing;
  };
  const token: TestApp['token'] = async (who) => {
    const target = typeof who === 'string' ? await user(who) : who;
    const row = await database.db.selectFrom('users').selectAll().where('id', '=', target.id).executeTakeFirstOrThrow();
    return app.issueToken(row);
  };
  const request: TestApp['request'] = async ({ as, ...options }) => {
    const headers = { ...(options.headers ?? {}) } as Record<string, string>;
    if (as) headers.authorization = `Bearer ${await token(as)}`;
    return app.inject({ ...options, headers });
  };

  return {
    engine: engine.name,
    app,
    db: database.db,
    database,
    config,
    paths: pathsOf(dataDir),
    createUser,
    user,
    token,
    request,
    async close() {
      await app.close();
      // The app's own connections go first: one still inside a background job's transaction would
      // hold locks that DROP SCHEMA then waits on (seen as a deadlock on PostgreSQL).
      await database.destroy().catch(() => undefined);
      if (schema && engine.url) {
        const client = new pg.Client({ connectionString: engine.url });
        await client.connect();
        try {
          await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
        } finally {
          await client.end();
        }
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The engines a suite of both is repeated on. The server suite's second pass, on the current LTS Node
 * (scripts/test.mjs, GATERA_TEST_SOLO_SQLITE=1), repeats them on SQLite alone: what a Node version changes under
 * us is the native SQLite binding, while PostgreSQL's driver is plain JavaScript the first pass already runs
 * against the same server. PostgreSQL's own suites (testEngines) still run in that pass.
 */
function enginesOfEachSuite(): ReturnType<typeof testEngines> {
  const engines = testEngines();
  return process.env.GATERA_TEST_SOLO_SQLITE === '1' ? engines.filter((engine) => engine.name === 'sqlite') : engines;
}

/**
 * Runs the suite once per engine. The callback receives a getter for the
 * suite's app, built before its tests and closed after them.
 */
export function describeEachEngine(title: string, suite: (t: () => TestApp) => void, options: TestAppOptions = {}): void {
  for (const engine of enginesOfEachSuite()) {
    describe(`${title} [${engine.name}]`, () => {
      let current: (TestApp & { close(): Promise<void> }) | null = null;
      beforeAll(async () => {
        current = await createTestApp(engine, options);
      });
      afterAll(async () => {
        await current?.close();
      });
      suite(() => {
        if (!current) throw new Error('La aplicación de pruebas no está lista');
        return current;
      });
    });
  }
}

/** The parsed JSON body of a response. */
export function json<T = any>(response: LightMyRequestResponse): T { // eslint-disable-line @typescript-eslint/no-explicit-any
  return response.json() as T;
}
