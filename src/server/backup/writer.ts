/**
 * Writes a backup file: the header, every row of every table as INSERT
 * statements (parents first), the uploaded files the rows name as rows of the
 * `media` pseudo-table, and the trailer with the row count and the SHA-256 of
 * everything above it. Streamed: memory stays small whatever the size.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { once } from 'node:events';
import { finished } from 'node:stream/promises';
import type { DatabaseHandle } from '../db/index';
import { schemaVersion } from '../db/migrations/index';
import { isStoredName } from '../lib/uploads';
import { catalogueOf, MEDIA_COLUMNS, MEDIA_TABLE, type TableSpec } from './catalog';
import { FORMAT_VERSION, ROWS_PER_STATEMENT, headerLine, insertPrefix, literal, trailerLine } from './format';
import { withSnapshot, type Row, type SnapshotReader } from './snapshot';
import { WHOLE_DATABASE } from './extent';

/** Runs `read` on a consistent view of every table. */
export type SnapshotSource = <T>(read: (reader: SnapshotReader) => Promise<T>) => Promise<T>;

const FLUSH_AT = 1 << 18;

/** A file written in large chunks, hashing exactly the bytes it writes. */
class HashedFile {
  private parts: string[] = [];
  private pending = 0;
  private readonly hash = crypto.createHash('sha256');
  private readonly stream: fs.WriteStream;

  constructor(file: string) {
    this.stream = fs.createWriteStream(file, { flags: 'wx', mode: 0o640 });
    // Errors surface through the awaits below; this keeps an early one from being unhandled.
    this.stream.on('error', () => undefined);
  }

  add(text: string): void {
    this.parts.push(text);
    this.pending += text.length;
  }

  async maybeFlush(): Promise<void> {
    if (this.pending >= FLUSH_AT) await this.flush();
  }

  async flush(): Promise<void> {
    if (!this.parts.length) return;
    const bytes = Buffer.from(this.parts.join(''), 'utf8');
    this.parts = [];
    this.pending = 0;
    this.hash.update(bytes);
    if (!this.stream.write(bytes)) await once(this.stream, 'drain');
  }

  async close(trailer: (sha256: string) => string): Promise<void> {
    await this.flush();
    this.stream.end(trailer(this.hash.digest('hex')));
    await finished(this.stream);
  }

  destroy(): void {
    this.stream.destroy();
  }
}

export class BackupWriteError extends Error {}

export interface WriteResult {
  rows: number;
  mediaFiles: number;
  missingMedia: string[];
}

function encodeRow(table: TableSpec, row: Row): string {
  let out = '(';
  for (let i = 0; i < table.columns.length; i++) {
    const column = table.columns[i];
    if (i) out += ', ';
    try {
      out += literal(row[i], column);
    } catch {
      throw new BackupWriteError(
        `No se puede copiar la tabla «${table.name}»: la columna «${column.name}» de la fila ${String(row[0])} tiene un valor no válido.`,
      );
    }
  }
  return `${out})`;
}

/** The stored file a media column names ('abc.png' or '/media/abc.png'), or null. */
function mediaName(value: unknown): string | null {
  if (typeof value !== 'string' || !value) return null;
  const name = value.startsWith('/media/') ? value.slice('/media/'.length) : value;
  return isStoredName(name) ? name : null;
}

/**
 * Writes the backup to `target`, which must not exist yet; `snapshot` defaults to a fresh consistent read.
 * `installation`: the whole installation's backup, with its own header and tables (catalog.ts).
 */
export async function writeBackup(
  database: DatabaseHandle,
  mediaDir: string,
  target: string,
  snapshot: SnapshotSource = (read) => withSnapshot(database, WHOLE_DATABASE, read),
  installation = false,
): Promise<WriteResult> {
  const out = new HashedFile(target);
  try {
    const created = new Date().toISOString();
    out.add(headerLine({ format: FORMAT_VERSION, schema: schemaVersion(database.engine), engine: database.engine, created, ...(installation ? { installation } : {}) }));
    const media = new Set<string>();
    let rows = 0;
    await snapshot(async (reader) => {
      for (const table of catalogueOf(installation)) {
        const mediaColumns = table.columns.flatMap((c, i) => (c.media ? [i] : []));
        const prefix = insertPrefix(table.name, table.columns.map((c) => c.name));
        for await (const batch of reader.batches(table, ROWS_PER_STATEMENT)) {
          const encoded = new Array<string>(batch.length);
          for (let r = 0; r < batch.length; r++) {
            encoded[r] = encodeRow(table, batch[r]);
            for (const i of mediaColumns) {
              const name = mediaName(batch[r][i]);
              if (name) media.add(name);
            }
          }
          out.add(prefix);
          out.add(encoded.join(',\n'));
          out.add(';\n');
          rows += batch.length;
          await out.maybeFlush();
        }
      }
    });
    const missingMedia: string[] = [];
    let mediaFiles = 0;
    const mediaPrefix = insertPrefix(MEDIA_TABLE, MEDIA_COLUMNS);
    for (const name of [...media].sort()) {
      let bytes: Buffer;
      try {
        bytes = await fsp.readFile(path.join(mediaDir, name));
      } catch {
        missingMedia.push(name);
        continue;
      }
      out.add(`${mediaPrefix}('${name}', '${bytes.toString('base64')}');\n`);
      mediaFiles += 1;
      await out.maybeFlush();
    }
    rows += mediaFiles;
    await out.close((sha256) => trailerLine({ rows, sha256 }));
    const handle = await fsp.open(target, 'r');
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
    return { rows, mediaFiles, missingMedia };
  } catch (error) {
    out.destroy();
    await fsp.rm(target, { force: true });
    throw error;
  }
}
