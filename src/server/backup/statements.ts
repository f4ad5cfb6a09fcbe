/**
 * The grammar of one statement of a backup, and nothing more:
 *
 *   INSERT INTO <table> (<columns>) VALUES (<literal>, ...), (<literal>, ...);
 *
 * where the table and its columns (all of them, in the catalogue's order) are
 * those of src/server/backup/catalog.ts and each literal is NULL, an integer, a
 * decimal or a single-quoted string ('' for a quote), of the column's type.
 * Anything else is refused with a Spanish reason.
 */
import { isStoredName, sniffType } from '../lib/uploads';
import { MEDIA_COLUMNS, MEDIA_TABLE, tableSpec, type ColumnSpec, type TableSpec } from './catalog';

export class BackupFormatError extends Error {
  /** Lines between the start of the statement and the fault, when the fault is inside a row. */
  constructor(message: string, readonly lineOffset = 0) {
    super(message);
  }
}

export type Value = number | string | null;

export interface TableStatement {
  kind: 'table';
  table: TableSpec;
  rows: Value[][];
}

export interface MediaFile {
  name: string;
  bytes: Buffer;
}

export interface MediaStatement {
  kind: 'media';
  files: MediaFile[];
}

export type Statement = TableStatement | MediaStatement;

const PREFIX = /\s*INSERT\s+INTO\s+([A-Za-z_][A-Za-z0-9_]*)\s*\(([^)]*)\)\s*VALUES\s*/y;
const NUMBER = /-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
/** Where the last literal read ended (a variable, not a returned pair: this runs for every value). */
let cursor = 0;

function skipSpace(text: string, pos: number): number {
  for (;;) {
    const c = text.charCodeAt(pos);
    if (c === 32 || c === 10 || c === 13 || c === 9) pos += 1;
    else return pos;
  }
}
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;
const INT32_MIN = -(2 ** 31);
const INT32_MAX = 2 ** 31 - 1;
const MEDIA_SPECS: readonly ColumnSpec[] = [
  { name: 'name', type: 'text', nullable: false },
  { name: 'data', type: 'text', nullable: false },
];
const EXTENSION_TYPES: Record<string, string> = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp', pdf: 'application/pdf' };

function fail(message: string): never {
  throw new BackupFormatError(message);
}

/**
 * Parses one statement (its text, without anything after the final semicolon but blanks); `tableOf` gives the
 * tables of the file's kind and schema version (catalog.ts's catalogueAt), today's municipality's by default.
 */
export function parseStatement(text: string, tableOf: (name: string) => TableSpec | undefined = tableSpec): Statement {
  PREFIX.lastIndex = 0;
  const head = PREFIX.exec(text);
  if (!head) fail('sentencia no permitida: una copia solo contiene sentencias INSERT INTO de las tablas de Gatera');
  const tableName = head[1];
  const columns = head[2].split(',').map((c) => c.trim());
  let specs: readonly ColumnSpec[];
  let table: TableSpec | null = null;
  if (tableName === MEDIA_TABLE) {
    specs = MEDIA_SPECS;
    if (columns.join(',') !== MEDIA_COLUMNS.join(',')) fail(`las columnas de «${MEDIA_TABLE}» no son las esperadas (${MEDIA_COLUMNS.join(', ')})`);
  } else {
    table = tableOf(tableName) ?? fail(`la tabla «${tableName}» no existe en Gatera`);
    specs = table.columns;
    const expected = specs.map((c) => c.name);
    if (columns.join(',') !== expected.join(',')) {
      fail(`las columnas de la tabla «${tableName}» no coinciden con las de esta versión (${expected.join(', ')})`);
    }
  }

  const rows: Value[][] = [];
  // Where each row starts, kept only for a table with fixed lists: a refused value names its row's line.
  const checked = specs.some((c) => c.allowed);
  const rowStarts: number[] = [];
  let pos = skipSpace(text, PREFIX.lastIndex);
  for (;;) {
    if (text.charCodeAt(pos) !== 40 /* ( */) fail(`se esperaba «(» con los valores de una fila de «${tableName}»`);
    const rowStart = pos;
    pos += 1;
    const row = new Array<Value>(specs.length);
    for (let i = 0; i < specs.length; i++) {
      row[i] = readLiteral(text, skipSpace(text, pos), specs[i], tableName);
      pos = skipSpace(text, cursor);
      const expected = i === specs.length - 1 ? 41 /* ) */ : 44; /* , */
      if (text.charCodeAt(pos) !== expected) {
        fail(i === specs.length - 1
          ? `la fila de «${tableName}» tiene más valores que columnas`
          : `la fila de «${tableName}» tiene menos valores que columnas`);
      }
      pos += 1;
    }
    rows.push(row);
    if (checked) rowStarts.push(rowStart);
    pos = skipSpace(text, pos);
    const c = text.charCodeAt(pos);
    if (c === 44 /* , */) {
      pos = skipSpace(text, pos + 1);
      continue;
    }
    if (c !== 59 /* ; */) fail(`se esperaba «,» o «;» tras una fila de «${tableName}»`);
    pos += 1;
    break;
  }
  if (text.slice(pos).trim() !== '') fail('hay texto después del final de la sentencia');
  if (checked) rows.forEach((row, r) => checkAllowed(row, specs, tableName, text, rowStarts[r]));

  if (table) return { kind: 'table', table, rows };
  return { kind: 'media', files: rows.map(mediaFile) };
}

/** A value outside its column's fixed list, named with the row's line (counted only when refusing). */
function checkAllowed(row: Value[], specs: readonly ColumnSpec[], tableName: string, text: string, rowStart: number): void {
  for (let i = 0; i < specs.length; i++) {
    const { allowed } = specs[i];
    const value = row[i];
    if (!allowed || value === null || allowed.has(value)) continue;
    let lines = 0;
    for (let at = text.indexOf('\n'); at !== -1 && at < rowStart; at = text.indexOf('\n', at + 1)) lines += 1;
    throw new BackupFormatError(`${where(specs[i], tableName)} no admite «${value}» (valores admitidos: ${[...allowed].join(', ')})`, lines);
  }
}

function where(column: ColumnSpec, tableName: string): string {
  return `la columna «${column.name}» de «${tableName}»`;
}

// No closure is created per value: this runs for every literal of the file.
function readLiteral(text: string, pos: number, column: ColumnSpec, tableName: string): Value {
  const c = text.charCodeAt(pos);
  if (c === 39 /* ' */) {
    if (column.type !== 'text') fail(`${where(column, tableName)} espera un número y contiene un texto`);
    let out = '';
    let from = pos + 1;
    for (;;) {
      const quote = text.indexOf("'", from);
      if (quote === -1) fail(`un texto de ${where(column, tableName)} no está cerrado`);
      if (text.charCodeAt(quote + 1) === 39) {
        out += text.slice(from, quote + 1);
        from = quote + 2;
        continue;
      }
      out += text.slice(from, quote);
      cursor = quote + 1;
      return out;
    }
  }
  if (text.startsWith('NULL', pos)) {
    if (!column.nullable) fail(`${where(column, tableName)} no admite NULL`);
    cursor = pos + 4;
    return null;
  }
  NUMBER.lastIndex = pos;
  const m = NUMBER.exec(text);
  if (!m) fail(`valor no válido en ${where(column, tableName)}: solo se admiten NULL, números y textos entre comillas simples`);
  if (column.type === 'text') fail(`${where(column, tableName)} espera un texto y contiene un número`);
  const value = Number(m[0]);
  if (column.type === 'integer') {
    if (!/^-?\d+$/.test(m[0]) || value < INT32_MIN || value > INT32_MAX) fail(`${where(column, tableName)} espera un número entero`);
  } else if (!Number.isFinite(value)) {
    fail(`${where(column, tableName)} contiene un número fuera de rango`);
  }
  cursor = NUMBER.lastIndex;
  return value;
}

function mediaFile(row: Value[]): MediaFile {
  const [name, data] = row as [string, string];
  if (!isStoredName(name)) fail(`«${name}» no es un nombre de archivo subido válido`);
  if (data.length % 4 !== 0 || !BASE64.test(data)) fail(`el contenido del archivo «${name}» no está en base64`);
  const bytes = Buffer.from(data, 'base64');
  const extension = name.slice(name.lastIndexOf('.') + 1);
  if (sniffType(bytes) !== EXTENSION_TYPES[extension]) fail(`el contenido del archivo «${name}» no corresponde a su tipo`);
  return { name, bytes };
}
