/** The Kysely factory: a SQLite file by default, PostgreSQL when the URL says so. */
import fs from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, Migrator, PostgresDialect, SqliteDialect, sql, type MigrationResultSet } from 'kysely';
import type { Database, Db } from './schema';
import { engineOf, type Engine } from './engine';
import { allMigrations } from './migrations/index';
import { withStatementCache } from './statementCache';
import { GroupCommitSqliteDialect, walFileFlush, type WalFlush } from './groupCommit';
import { postgresPool } from './postgresPool';
import { postgresDataVersion, sqliteDataVersion, type DataVersion } from '../lib/dataVersion';
import { DEFAULT_LANGUAGE, type Language } from '../../domain/i18n/languages';
import { sortKeyPlugin } from './sortKeyPlugin';
import { tenantPlugin } from './tenantPlugin';
import { PING_SQL, tenantScopedPool } from './tenantSession';
import { syncSortKeys, type SortKeyLanguage } from './sortKeys';
import { nowIso } from '../lib/time';

export interface DatabaseHandle {
  db: Db;
  engine: Engine;
  /** Raw SQLite handle, for integrity checks and backups; null on PostgreSQL. */
  sqlite: SqliteDatabase.Database | null;
  /** Changes with every committed write of any process (lib/dataVersion.ts): what remembered answers are keyed on. */
  dataVersion: DataVersion;
  /** How another connection (a report worker's, db/reader.ts) reaches the same data. */
  location: DatabaseLocation;
  /** The language every write's sort keys are computed in (db/sortKeys.ts): the council's, IDIOMA_POR_DEFECTO. */
  sortKeys: SortKeyLanguage;
  destroy(): Promise<void>;
}

/** Where the data lives: what a second connection to it needs. Plain data, so it can be sent to a worker thread. */
export interface DatabaseLocation {
  engine: Engine;
  databaseUrl: string | null;
  /** The SQLite file; null on PostgreSQL. */
  sqliteFile: string | null;
  /** PostgreSQL schema (tests give each suite its own). */
  pgSchema?: string;
  /** SQLite: whether the file is in WAL mode, where readers on other connections never hold up a writer. */
  wal: boolean;
}

export interface DatabaseOptions {
  databaseUrl: string | null;
  dataDir: string;
  /** PostgreSQL schema to work in (tests give each suite its own). */
  pgSchema?: string;
  /** SQLite file name inside dataDir. */
  sqliteFile?: string;
  /** PostgreSQL: connections kept at most (Config.databasePoolMax); 10 when not told. */
  poolMax?: number;
  /** SQLite: how a commit is made durable before it is answered (db/groupCommit.ts); the WAL file's fsync when not told. */
  walFlush?: WalFlush;
  /** The language of the stored sort keys (Config.idiomas.fallback); Spanish when not told. */
  sortLanguage?: Language;
}

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  const engine = engineOf(options.databaseUrl);
  const sortKeys: SortKeyLanguage = { language: options.sortLanguage ?? DEFAULT_LANGUAGE };
  const plugins = [sortKeyPlugin(sortKeys), tenantPlugin()];
  if (engine === 'postgres') {
    const schema = options.pgSchema;
    // synchronous_commit=on whatever the server's default: a 2xx means the commit is on disk, as with SQLite's FULL.
    const pool = await postgresPool(options.databaseUrl, schema, options.poolMax ?? 10, ['-c synchronous_commit=on']);
    if (schema) {
      const client = await pool.connect();
      try {
        await client.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
      } finally {
        client.release();
      }
    }
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: tenantScopedPool(pool) }), plugins });
    const location: DatabaseLocation = { engine, databaseUrl: options.databaseUrl, sqliteFile: null, pgSchema: schema, wal: false };
    return { db, engine, sqlite: null, dataVersion: postgresDataVersion(db), location, sortKeys, destroy: () => db.destroy() };
  }

  fs.mkdirSync(options.dataDir, { recursive: true });
  const file = path.join(options.dataDir, options.sqliteFile ?? 'gatera.db');
  const sqlite = new SqliteDatabase(file);
  const wal = sqlite.pragma('journal_mode = WAL', { simple: true }) === 'wal';
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const database = withStatementCache(sqlite);
  // A 2xx must survive a power cut. In WAL mode a write's request waits for a flush of the WAL shared
  // with the commits made meanwhile (db/groupCommit.ts); without WAL (a file system that cannot share
  // memory) each COMMIT flushes by itself, as NORMAL would not keep the database consistent there.
  sqlite.pragma(`synchronous = ${wal ? 'NORMAL' : 'FULL'}`);
  const dialect = wal ? new GroupCommitSqliteDialect(database, options.walFlush ? { flush: options.walFlush, close: async () => undefined } : walFileFlush(file)) : new SqliteDialect({ database });
  const db = new Kysely<Database>({ dialect, plugins });
  const location: DatabaseLocation = { engine, databaseUrl: null, sqliteFile: file, wal };
  return { db, engine, sqlite, dataVersion: sqliteDataVersion(sqlite), location, sortKeys, destroy: () => db.destroy() };
}

/**
 * PostgreSQL errors of Kysely's look at the catalogue before it migrates: it lists every column of
 * every table of the database (all schemas) with `pg_get_serial_sequence`, which fails when another
 * session drops a table or schema meanwhile (undefined table, column or schema). Nothing has been
 * migrated then, so trying again is safe.
 */
const CATALOGUE_RACE_CODES = new Set(['42P01', '42703', '3F000']);
const MIGRATION_ATTEMPTS = 10;

/**
 * Brings the database up to date: its migrations, then its sort keys
 * (db/sortKeys.ts: any key missing or not matching its text in the handle's
 * language is written again, so a change of IDIOMA_POR_DEFECTO takes effect here).
 */
export async function migrateToLatest(handle: DatabaseHandle): Promise<void> {
  await migrateSchema(handle);
  await syncSortKeys(handle.db.withoutPlugins(), handle.sortKeys.language, nowIso());
}

async function migrateSchema(handle: DatabaseHandle): Promise<void> {
  // Kysely looks for its migration tables in every schema unless told which one: with
  // several schemas in one PostgreSQL database (parallel test suites) it would find
  // another schema's tables and skip creating its own.
  const schema =
    handle.engine === 'postgres' ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(handle.db)).rows[0]?.schema : undefined;
  const migrator = new Migrator({
    // Migrations write the tables as they were then: the sort-key plugin knows only today's columns.
    db: handle.db.withoutPlugins(),
    provider: { getMigrations: async () => allMigrations(handle.engine, handle.sortKeys.language) },
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  const { error, results } = await runMigrator(migrator);
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`La migración ${failed?.migrationName ?? ''} ha fallado: ${String(error)}`);
  }
}

/**
 * Runs the migrations up to `target` (all of them when not said), trying again when Kysely's first look at every
 * schema of the database met another session dropping one (nothing was migrated yet then).
 */
export async function runMigrator(migrator: Migrator, target?: string): Promise<MigrationResultSet> {
  for (let attempt = 1; ; attempt++) {
    const outcome = target === undefined ? await migrator.migrateToLatest() : await migrator.migrateTo(target);
    const code = (outcome.error as { code?: string } | undefined)?.code ?? '';
    if (outcome.error && outcome.results === undefined && CATALOGUE_RACE_CODES.has(code) && attempt < MIGRATION_ATTEMPTS) {
      await new Promise((resolve) => setTimeout(resolve, 10 * attempt));
      continue;
    }
    return outcome;
  }
}

export async function ping(db: Db): Promise<void> {
  await sql.raw(PING_SQL).execute(db);
}
