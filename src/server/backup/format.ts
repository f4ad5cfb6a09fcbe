/**
 * The backup file format, version 2 (documented in docs/COPIAS_DE_SEGURIDAD.md):
 *
 *   -- gatera-backup format=2 schema=0035_jornadas engine=sqlite created=2025-03-29T17:45:12.345Z
 *   INSERT INTO users (id, username, ...) VALUES
 *   (1, 'admin', ...),
 *   (2, 'ana', ...);
 *   ...
 *   INSERT INTO media (name, data) VALUES ('<stored name>', '<base64>');
 *   -- gatera-backup-end rows=1234 sha256=<hex of every byte before this line>
 *
 * The whole installation's backup of an installation of several municipalities says so at the end of its
 * header (` alcance=instalacion`) and holds the tables of catalog.ts's INSTALLATION_BACKUP_TABLES; a server
 * that does not know that word refuses the file as having no header rather than read it as one municipality's.
 *
 * Literals are NULL, integers, decimals and single-quoted strings with '' for a quote.
 */
import { BACKUP_ALCANCE_INSTALACION } from '../../domain/constants';
import type { Engine } from '../db/engine';
import type { ColumnSpec } from './catalog';

/**
 * The version this server writes. Version 2 has version 1's syntax; it was raised when copies began to
 * hold the trap bank, the clinic days and the litters, so that a server of version 1 refuses such a copy
 * by its first line, naming the version, instead of failing on a table it has never heard of.
 */
export const FORMAT_VERSION = 2;

/** The versions this server restores: every copy an earlier Gatera wrote still restores. */
export const READABLE_FORMAT_VERSIONS: readonly number[] = [1, 2];

export interface BackupHeader {
  format: number;
  schema: string;
  engine: Engine;
  created: string;
  /** The whole installation's backup (every municipality); absent in one municipality's. */
  installation?: boolean;
}

export interface BackupTrailer {
  rows: number;
  sha256: string;
}

const ALCANCE = ` alcance=${BACKUP_ALCANCE_INSTALACION}`;
const HEADER = new RegExp(
  `^-- gatera-backup format=(\\d+) schema=([A-Za-z0-9_]+) engine=(sqlite|postgres) created=(\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(?:\\.\\d{3})?Z)(${ALCANCE})?$`,
);
const TRAILER = /^-- gatera-backup-end rows=(\d+) sha256=([0-9a-f]{64})$/;

export function headerLine(header: BackupHeader): string {
  return `-- gatera-backup format=${header.format} schema=${header.schema} engine=${header.engine} created=${header.created}${header.installation ? ALCANCE : ''}\n`;
}

export function trailerLine(trailer: BackupTrailer): string {
  return `-- gatera-backup-end rows=${trailer.rows} sha256=${trailer.sha256}\n`;
}

export function parseHeader(line: string): BackupHeader | null {
  const m = HEADER.exec(line);
  if (!m) return null;
  return { format: Number(m[1]), schema: m[2], engine: m[3] as Engine, created: m[4], ...(m[5] ? { installation: true } : {}) };
}

export function parseTrailer(line: string): BackupTrailer | null {
  const m = TRAILER.exec(line);
  return m ? { rows: Number(m[1]), sha256: m[2] } : null;
}

export function isCommentLine(line: string): boolean {
  return line.startsWith('--');
}

/** Rows per INSERT statement: a readable file and few round trips on restore. */
export const ROWS_PER_STATEMENT = 500;

/** The SQL literal of one value, checked against its column; throws on a value the column cannot hold. */
export function literal(value: unknown, column: ColumnSpec): string {
  if (value === null || value === undefined) {
    if (!column.nullable) throw new TypeError('null');
    return 'NULL';
  }
  switch (column.type) {
    case 'integer':
      // Both engines must hold it: PostgreSQL's integer is 32-bit.
      if (typeof value !== 'number' || !Number.isInteger(value) || value < -(2 ** 31) || value > 2 ** 31 - 1) throw new TypeError(typeof value);
      return String(value);
    case 'real':
      if (typeof value !== 'number' || !Number.isFinite(value)) throw new TypeError(typeof value);
      return String(value);
    case 'text':
      if (typeof value !== 'string') throw new TypeError(typeof value);
      return `'${value.replaceAll("'", "''")}'`;
  }
}

export function insertPrefix(table: string, columns: readonly string[]): string {
  return `INSERT INTO ${table} (${columns.join(', ')}) VALUES\n`;
}
