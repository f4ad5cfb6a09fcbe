/**
 * SQLite group commit: a 2xx still means the write is on disk, without one
 * disk flush per commit on the server's only thread.
 *
 * `synchronous=FULL` flushed the WAL inside every COMMIT: about 440 commits a
 * second on this disk, and while the disk flushed no other request was served.
 * Here SQLite commits with `synchronous=NORMAL` (the WAL frames are written,
 * not flushed) and lets the next query in at once; the request that wrote then
 * waits for an fsync of the WAL file, run on libuv's thread pool. Commits made
 * while one fsync runs share the next one. WAL mode stays consistent after a
 * power cut with NORMAL: recovery keeps, in order, the commits whose frames
 * reached the disk, and every answered commit had its frames flushed. (SQLite
 * itself still flushes the WAL and the database around each checkpoint.)
 *
 * The price, said in docs/FIABILIDAD.md: a commit is visible to other requests
 * a moment before it is on disk, so after a power cut a reader may have seen a
 * change that nobody was told had been saved, and that is gone.
 *
 * Written by hand because Kysely's SQLite driver has no hook after it releases
 * its connection, and the flush must wait outside the connection's lock.
 */
import fs from 'node:fs/promises';
import { SqliteDialect, SqliteDriver, type Driver, type SqliteDatabase as KyselySqliteDatabase } from 'kysely';
import { sharedNextRun } from '../lib/nextRun';

/** Makes every write committed before the call durable (flushes the WAL file). */
export type WalFlush = () => Promise<void>;

/** The error code of a failed flush: the database classifies it as unavailable (503). */
export const WAL_FLUSH_ERROR = 'SQLITE_IOERR_FSYNC';

/** What the driver flushes with: a WAL flush and how to let go of what it holds. */
export interface WalFlusher {
  flush: WalFlush;
  close(): Promise<void>;
}

/**
 * Flushes the database's WAL file through a descriptor opened once (opening it
 * for each flush cost two more trips to the thread pool). The WAL file stays
 * the same file while this process holds the database open: SQLite removes it
 * only when the last connection closes, and rewrites it in place otherwise.
 */
export function walFileFlush(databaseFile: string): WalFlusher {
  let file: Promise<fs.FileHandle> | null = null;
  const release = async () => {
    const open = file;
    file = null;
    await open?.then((handle) => handle.close()).catch(() => undefined);
  };
  return {
    async flush() {
      try {
        file ??= fs.open(`${databaseFile}-wal`, 'r+');
        await (await file).sync();
      } catch (error) {
        // Not kept: the next flush opens the file again.
        void release();
        throw Object.assign(new Error(`No se ha podido guardar en disco el diario de la base de datos: ${String(error)}`), {
          code: WAL_FLUSH_ERROR,
          cause: error,
        });
      }
    },
    close: release,
  };
}

export class GroupCommitSqliteDialect extends SqliteDialect {
  readonly #database: KyselySqliteDatabase;
  readonly #flusher: WalFlusher;

  constructor(database: KyselySqliteDatabase, flusher: WalFlusher) {
    super({ database });
    this.#database = database;
    this.#flusher = flusher;
  }

  override createDriver(): Driver {
    const flusher = this.#flusher;
    const flush = sharedNextRun(flusher.flush);
    const database = this.#database;
    // Kysely runs one holder at a time on its single connection, from acquireConnection to
    // releaseConnection, so what the statements prepared meanwhile did belongs to that holder.
    let wrote = false;
    const watched: KyselySqliteDatabase = {
      prepare(sql) {
        const statement = database.prepare(sql);
        if (!(statement as unknown as { readonly: boolean }).readonly) wrote = true;
        return statement;
      },
      close: () => database.close(),
    };
    return new (class extends SqliteDriver {
      override async releaseConnection(): Promise<void> {
        const mustFlush = wrote;
        wrote = false;
        await super.releaseConnection();
        if (mustFlush) await flush();
      }

      override async destroy(): Promise<void> {
        await super.destroy();
        await flusher.close();
      }
    })({ database: watched });
  }
}
