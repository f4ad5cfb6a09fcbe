/**
 * Replaces all the data with a backup's, all or nothing: inside ONE
 * transaction the write lock is taken first (no write of any process can run
 * until the restore commits or rolls back), the safety copy is read through
 * that same transaction (so it is exactly the state replaced), every table but
 * the audit log is emptied (children first; the tables backups leave out too), the file is read again
 * statement by statement (with every check of reader.ts) and its rows are
 * inserted in batches with bound parameters (the file's text is never
 * executed; a column whose values a later migration rewrote is normalised as
 * the catalogue says), then PostgreSQL's identity sequences are moved past
 * the restored ids. The municipality's settings (its `municipios` row) are
 * written over the restoring municipality's, never inserted nor deleted.
 * The audit log is never emptied: the file's audit rows already there are
 * skipped and the others are added under new ids, so no entry is ever lost
 * through a restore or an import. Any error, or a crash, leaves the database as it was. Uploaded files
 * are written to the media folder first; a file already there (names are
 * random and never reused) is left alone.
 */
import crypto from 'node:crypto';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type SqliteDatabase from 'better-sqlite3';
import { sql, type Transaction } from 'kysely';
import type { DatabaseHandle } from '../db/index';
import type { Database, TableName } from '../db/schema';
import { schemaVersion } from '../db/migrations/index';
import { BACKUP_TABLES, catalogueOf, SETTINGS_TABLE, UNSAVED_TABLES, normalizedRows, type TableSpec } from './catalog';
import { readBackupFile, type BackupSummary } from './reader';
import { BackupFormatError, type MediaFile, type Value } from './statements';
import { BackupDataError } from './errors';
import { renumbering, type Renumbering } from './renumber';
import { keysetReader } from './snapshot';
import { keyOf, SORT_KEY_COLUMNS } from '../db/sortKeys';
import type { Language } from '../../domain/i18n/languages';
import type { SnapshotSource } from './writer';
import { rowsOf, sharedBackupHolds, WHOLE_DATABASE, type BackupExtent } from './extent';
import { FIRST_MUNICIPIO, isTenantTable, MUNICIPIO_COLUMN } from '../db/tenantTables';
import { PROVINCE_ROLE } from '../../domain/roles';

export { BackupDataError };

export interface RestoreOptions {
  database: DatabaseHandle;
  mediaDir: string;
  file: string;
  /** Whose records the file replaces (the whole database when not said): the municipality its rows go to. */
  extent?: BackupExtent;
  /** Runs inside the transaction with the write lock held, before anything changes: the safety copy. */
  beforeReplace?: (snapshot: SnapshotSource) => Promise<void>;
  /** Runs inside the transaction once the data is in, e.g. to write the audit row; `renumbered`: the records got new ids. */
  finish?: (trx: Transaction<Database>, renumbered: boolean) => Promise<void>;
  /** Called after each batch with the rows inserted so far. */
  onProgress?: (rows: number) => void | Promise<void>;
}

/** Bound parameters per INSERT: below SQLite's 32,766 and PostgreSQL's 65,535. */
const MAX_PARAMETERS = 30_000;

async function writeMedia(mediaDir: string, file: MediaFile): Promise<void> {
  const target = path.join(mediaDir, file.name);
  const existing = await fsp.stat(target).catch(() => null);
  if (existing && existing.size === file.bytes.length) return;
  const temp = `${target}.${crypto.randomBytes(4).toString('hex')}.part`;
  await fsp.writeFile(temp, file.bytes, { mode: 0o640 });
  await fsp.rename(temp, target);
}

/** The table whose rows a restore adds to and never replaces. */
const AUDIT_TABLE = 'audit_log';
const REPLACED_TABLES = BACKUP_TABLES.filter((t) => t.name !== AUDIT_TABLE && t.name !== SETTINGS_TABLE);
/** The settings a backup carries: every column of its row but the id. */
const SETTINGS_COLUMNS = BACKUP_TABLES.find((t) => t.name === SETTINGS_TABLE)!.columns.map((c) => c.name).filter((name) => name !== 'id');

/**
 * Gives the restoring municipality the file's settings; a file without them (made before settings were per
 * municipality) leaves it with none of its own, so it shows what that file's installation showed.
 */
async function restoreSettings(trx: Transaction<Database>, extent: BackupExtent, file: { spec: TableSpec; rows: Value[][] } | null): Promise<void> {
  const rows = file?.rows ?? null;
  if (rows && rows.length !== 1) throw new BackupDataError(`la copia tiene los ajustes de ${rows.length} municipios y no de uno`);
  const values = Object.fromEntries(SETTINGS_COLUMNS.map((name) => [name, rows ? (rows[0][file!.spec.columns.findIndex((c) => c.name === name)] ?? null) : null]));
  await trx.updateTable(SETTINGS_TABLE).set(values).where('id', '=', extent.municipio).execute();
}

/**
 * Takes the write lock of the whole database for this transaction, waiting for
 * writes already running (in any process) to commit. PostgreSQL: EXCLUSIVE mode
 * on every table (reads go on, writes wait). SQLite: a write statement that
 * changes nothing takes the database's single write lock (other connections wait
 * up to busy_timeout, then answer 503).
 */
async function lockForRestore(trx: Transaction<Database>, engine: DatabaseHandle['engine']): Promise<void> {
  if (engine === 'postgres') {
    const names = [...BACKUP_TABLES.map((t) => t.name), ...UNSAVED_TABLES];
    await sql`LOCK TABLE ${sql.join(names.map((name) => sql.table(name)))} IN EXCLUSIVE MODE`.execute(trx);
    return;
  }
  await sql`DELETE FROM ${sql.table(AUDIT_TABLE)} WHERE 0 = 1`.execute(trx);
}

/**
 * Empties the tables the backup replaces and those it leaves out (they refer to the accounts, so they go first):
 * of the extent's municipality only when the installation serves others too.
 */
async function emptyTables(trx: Transaction<Database>, engine: DatabaseHandle['engine'], extent: BackupExtent): Promise<void> {
  // The whole installation's file brings the municipalities themselves: they go last, once nothing names them.
  const names: TableName[] = [...UNSAVED_TABLES, ...[...REPLACED_TABLES].reverse().map((t) => t.name), ...(extent.installation ? [SETTINGS_TABLE as TableName] : [])];
  if (!extent.alone) {
    for (const name of names.filter(sharedBackupHolds)) await sql`DELETE FROM ${sql.table(name)} WHERE ${sql.raw(rowsOf(name, extent)!)}`.execute(trx);
    return;
  }
  if (engine === 'postgres') {
    await sql`TRUNCATE TABLE ${sql.join(names.map((name) => sql.table(name)))}`.execute(trx);
    return;
  }
  for (const name of names) await sql`DELETE FROM ${sql.table(name)}`.execute(trx);
}

type Inserter = (table: TableSpec, rows: Value[][]) => Promise<void>;

/**
 * SQLite: one prepared single-row INSERT per table, run on the raw connection.
 * Safe inside the Kysely transaction, which holds that same connection for itself.
 * Bypassing Kysely, it bypasses the sort-key plugin too, so it adds the keys of
 * the sorted texts itself (PostgreSQL's inserts go through Kysely and get them there).
 */
function sqliteInserter(sqlite: SqliteDatabase.Database, language: Language, municipio: number | null): Inserter {
  const statements = new Map<string, { statement: SqliteDatabase.Statement; texts: number[] }>();
  return async (table, rows) => {
    let prepared = statements.get(table.name);
    if (!prepared) {
      const names = table.columns.map((c) => c.name);
      const keyed = SORT_KEY_COLUMNS[table.name] ?? [];
      const columns = [...names, ...keyed.map((k) => k.key)];
      // A municipality's rows carry no municipio_id in the file: they are the restoring municipality's
      // (the whole installation's carry theirs, `municipio` null).
      const placeholders = columns.map(() => '?');
      if (municipio !== null && isTenantTable(table.name)) {
        columns.push(MUNICIPIO_COLUMN);
        placeholders.push(String(Math.trunc(municipio)));
      }
      const statement = sqlite.prepare(`INSERT INTO ${table.name} (${columns.join(', ')}) VALUES (${placeholders.join(', ')})`);
      prepared = { statement, texts: keyed.map((k) => names.indexOf(k.text)) };
      statements.set(table.name, prepared);
    }
    const { statement, texts } = prepared;
    for (const row of rows) statement.run(texts.length ? [...row, ...texts.map((i) => keyOf(row[i], language))] : row);
  };
}

/** PostgreSQL: multi-row INSERTs with bound parameters. */
async function insertRows(trx: Transaction<Database>, table: TableSpec, rows: Value[][], municipio: number | null): Promise<void> {
  const names = table.columns.map((c) => c.name);
  const tenant = municipio !== null && isTenantTable(table.name);
  const perInsert = Math.max(1, Math.floor(MAX_PARAMETERS / names.length));
  for (let start = 0; start < rows.length; start += perInsert) {
    const objects = rows.slice(start, start + perInsert).map((row) => {
      const object: Record<string, Value> = {};
      for (let i = 0; i < names.length; i++) object[names[i]] = row[i];
      if (tenant) object[MUNICIPIO_COLUMN] = municipio!;
      return object;
    });
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    await trx.insertInto(table.name).values(objects as any).execute();
  }
}

const sameValue = (a: unknown, b: unknown) => (a === null || a === undefined ? b === null || b === undefined : String(a) === String(b));

/**
 * Adds the file's audit rows that the log does not hold yet: a row whose id is
 * there with the same content is skipped; any other gets the next free id.
 */
function auditMerger(trx: Transaction<Database>, insert: Inserter, firstFreeId: () => Promise<number>) {
  let nextId: number | null = null;
  return async (table: TableSpec, rows: Value[][]) => {
    nextId ??= await firstFreeId();
    const ids = rows.map((r) => Number(r[0]));
    const present = await trx.selectFrom('audit_log').selectAll().where('id', 'in', ids).execute();
    const byId = new Map(present.map((r) => [r.id, r as unknown as Record<string, unknown>]));
    const novel: Value[][] = [];
    for (const row of rows) {
      const existing = byId.get(Number(row[0]));
      if (existing && table.columns.every((c, i) => sameValue(existing[c.name], row[i]))) continue;
      novel.push([nextId++, ...row.slice(1)]);
    }
    if (novel.length) await insert(table, novel);
  };
}

/**
 * The audit id after every entry of the installation: the log's highest id it sees and, when it sees
 * one municipality's entries only (PostgreSQL's row-level security), past the ids the sequence gave the others.
 */
async function firstFreeAuditId(trx: Transaction<Database>, extent: BackupExtent, sqlite: SqliteDatabase.Database | null): Promise<number> {
  if (sqlite) return firstFreeId(trx, AUDIT_TABLE, sqlite);
  const max = await trx.selectFrom('audit_log').select((eb) => eb.fn.max('id').as('max')).executeTakeFirst();
  const visible = Number(max?.max ?? 0) + 1;
  if (extent.alone) return visible;
  return Math.max(visible, await firstFreeId(trx, AUDIT_TABLE, null));
}

/**
 * Moves each identity sequence past the restored ids. A municipality's restore in an installation of several
 * only moves them forward, past the highest id it inserted: the other municipalities' ids, which it does not
 * see (and which reading backwards through the whole table to find its own highest would cost), stay taken.
 */
async function moveSequences(trx: Transaction<Database>, extent: BackupExtent, highestInserted: ReadonlyMap<string, number>): Promise<void> {
  for (const table of catalogueOf(extent.installation === true).filter((t) => t.identity)) {
    if (extent.alone) {
      await sql`SELECT setval(pg_get_serial_sequence(${table.name}, 'id'), COALESCE((SELECT MAX(id) FROM ${sql.table(table.name)}), 0) + 1, false)`.execute(trx);
      continue;
    }
    const highest = highestInserted.get(table.name);
    if (highest === undefined) continue;
    await sql`SELECT setval(pg_get_serial_sequence(${table.name}, 'id'), GREATEST(${highest + 1}::bigint, nextval(pg_get_serial_sequence(${table.name}, 'id'))), false)`.execute(trx);
  }
}

const FOREIGN_KEY = new Set(['SQLITE_CONSTRAINT_FOREIGNKEY', '23503']);
const UNIQUE = new Set(['SQLITE_CONSTRAINT_UNIQUE', 'SQLITE_CONSTRAINT_PRIMARYKEY', '23505']);
const OTHER_DATA = new Set(['SQLITE_CONSTRAINT_NOTNULL', 'SQLITE_CONSTRAINT_CHECK', 'SQLITE_MISMATCH', '23502', '23514', '22P02', '22003', '22001', '22021', '22P05']);

/**
 * A municipality's row whose id another municipality of this installation already has: the file was made in
 * another installation, and its records are restored again under new ids (renumber.ts).
 */
class IdsTaken extends BackupDataError {}

function dataError(error: unknown, table: string, extent: BackupExtent, renumbered: boolean): BackupDataError | null {
  const code = (error as { code?: string })?.code ?? '';
  if (FOREIGN_KEY.has(code)) return new BackupDataError(`una fila de «${table}» hace referencia a un registro que no está en la copia`);
  if (UNIQUE.has(code) && !extent.alone) {
    const primaryKey = code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || /_pkey$/.test((error as { constraint?: string }).constraint ?? '');
    if (primaryKey && !renumbered) return new IdsTaken(`una fila de «${table}» repite un identificador de otro municipio de esta instalación`);
    if (primaryKey) return new BackupDataError(`la tabla «${table}» tiene filas repetidas`);
    return new BackupDataError(
      `una fila de «${table}» repite un valor que no puede repetirse en la instalación (un nombre de usuario, un correo, un código) y que ya tiene otro municipio`,
    );
  }
  if (UNIQUE.has(code)) return new BackupDataError(`la tabla «${table}» tiene filas repetidas`);
  if (OTHER_DATA.has(code)) return new BackupDataError(`la base de datos rechaza un valor de la tabla «${table}»`);
  return null;
}

/** PostgreSQL's deadlock_detected. */
const DEADLOCK = '40P01';
/** Times the restore takes its locks again after a deadlock before giving up (503 then). */
const LOCK_ATTEMPTS = 5;

/**
 * Ends the attempt when the locking itself met a deadlock: the restore's
 * EXCLUSIVE locks are taken table by table, so another process's transaction
 * that writes a later table and then an earlier one waits on it while it waits
 * on that one, and PostgreSQL ends one of the two. Nothing has been changed
 * yet at that point: the transaction is rolled back and the locks taken again.
 */
class LockDeadlock extends Error {}

export async function restoreBackup(options: RestoreOptions): Promise<BackupSummary> {
  await fsp.mkdir(options.mediaDir, { recursive: true });
  let renumber = false;
  for (let attempt = 1; ; attempt++) {
    try {
      return await restoreOnce(options, renumber);
    } catch (error) {
      if (error instanceof IdsTaken && !renumber) {
        renumber = true;
        continue;
      }
      if (!(error instanceof LockDeadlock)) throw error;
      if (attempt >= LOCK_ATTEMPTS) throw error.cause;
      await new Promise((resolve) => setTimeout(resolve, 20 * attempt + Math.random() * 50));
    }
  }
}

/** The first id after every id the installation has given in `table` (its sequence on PostgreSQL, which sees no other municipality's rows). */
async function firstFreeId(trx: Transaction<Database>, table: string, sqlite: SqliteDatabase.Database | null): Promise<number> {
  if (sqlite) return Number((sqlite.prepare(`SELECT MAX(id) AS max FROM ${table}`).get() as { max: number | null }).max ?? 0) + 1;
  const next = await sql<{ n: number }>`SELECT nextval(pg_get_serial_sequence(${table}, 'id'))::integer AS n`.execute(trx);
  return Number(next.rows[0].n);
}

async function restoreOnce(options: RestoreOptions, renumber: boolean): Promise<BackupSummary> {
  const { database, mediaDir } = options;
  const extent = options.extent ?? WHOLE_DATABASE;
  return database.db.transaction().execute(async (trx) => {
    try {
      await lockForRestore(trx, database.engine);
    } catch (error) {
      if ((error as { code?: string })?.code === DEADLOCK) throw new LockDeadlock('deadlock', { cause: error });
      throw error;
    }
    const reader = keysetReader(trx, extent);
    await options.beforeReplace?.((read) => read(reader));
    await emptyTables(trx, database.engine, extent);
    const installation = extent.installation === true;
    if (!installation) await restoreSettings(trx, extent, null);
    const sqlite = database.sqlite;
    const fixedMunicipio = installation ? null : extent.municipio;
    const highestInserted = new Map<string, number>();
    const insertRow: Inserter = sqlite
      ? sqliteInserter(sqlite, database.sortKeys.language, fixedMunicipio)
      : (table, rows) => insertRows(trx, table, rows, fixedMunicipio);
    // The highest id written to each table, the audit log's new ids included: where its sequence must go on from.
    const insert: Inserter = async (table, rows) => {
      await insertRow(table, rows);
      if (table.identity) highestInserted.set(table.name, rows.reduce((max, row) => Math.max(max, Number(row[0])), highestInserted.get(table.name) ?? 0));
    };
    const renumbered: Renumbering | null = renumber ? renumbering((table) => firstFreeId(trx, table, sqlite ?? null)) : null;
    const mergeAudit = auditMerger(trx, insert, () => firstFreeAuditId(trx, extent, sqlite ?? null));
    let inserted = 0;
    const summary = await readBackupFile(options.file, {
      schema: schemaVersion(database.engine),
      installation,
      onStatement: async (statement) => {
        if (statement.kind === 'media') {
          for (const file of statement.files) await writeMedia(mediaDir, file);
          return;
        }
        // The installation's shared state a whole installation's file carries stays as it is in an installation of several.
        if (!extent.alone && !sharedBackupHolds(statement.table.name)) return;
        if (statement.table.name === 'users') refuseProvinceAccounts(statement.rows, extent);
        const settings = statement.table.name === SETTINGS_TABLE && !installation;
        const rows = renumbered && !settings ? await renumbered.rows(statement.table, statement.rows) : statement.rows;
        try {
          if (statement.table.name === AUDIT_TABLE) await mergeAudit(statement.table, rows);
          else if (settings) await restoreSettings(trx, extent, { spec: statement.table, rows });
          else await insert(statement.table, normalizedRows(statement.table, rows));
        } catch (error) {
          throw dataError(error, statement.table.name, extent, renumber) ?? error;
        }
        inserted += statement.rows.length;
        await options.onProgress?.(inserted);
      },
    });
    if (database.engine === 'postgres') await moveSequences(trx, extent, highestInserted);
    await options.finish?.(trx, renumber);
    return summary;
  });
}

const ROLE_COLUMN = BACKUP_TABLES.find((t) => t.name === 'users')!.columns.findIndex((c) => c.name === 'role');

/**
 * The province's account reads every municipality: only the installation's own backups, or its first
 * municipality's (where the province's accounts live, managed by its administrator), may bring one. A file
 * restored into another municipality of an installation of several could otherwise make its administrator the province.
 */
function refuseProvinceAccounts(rows: Value[][], extent: BackupExtent): void {
  if (extent.alone || extent.municipio === FIRST_MUNICIPIO) return;
  if (rows.some((row) => row[ROLE_COLUMN] === PROVINCE_ROLE)) {
    throw new BackupDataError('la copia trae una cuenta de la provincia, que solo puede estar en el primer municipio de la instalación');
  }
}

export function isBackupProblem(error: unknown): error is BackupFormatError | BackupDataError {
  return error instanceof BackupFormatError || error instanceof BackupDataError;
}
