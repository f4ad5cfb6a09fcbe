/**
 * Reads a backup file from start to end, checking it as it goes: the header
 * (format, schema, engine), every statement against the grammar of
 * statements.ts, the tables in the catalogue's order, the trailer with the row
 * count and the SHA-256 of every byte above it. A truncated, altered or foreign
 * file is refused with a Spanish reason naming the line. Streamed: only one
 * statement is in memory at a time.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import { forbiddenControl } from '../lib/controlCharacters';
import { catalogueAt, OLDEST_RESTORABLE_SCHEMA, type TableSpec } from './catalog';
import { backupSchemaVersions } from '../db/migrations/index';
import { READABLE_FORMAT_VERSIONS, isCommentLine, parseHeader, parseTrailer, type BackupHeader } from './format';
import { BackupFormatError, parseStatement, type Statement } from './statements';

/** Longest statement accepted: a 10 MB upload in base64 fits with room to spare. */
export const MAX_STATEMENT_BYTES = 64 * 1024 * 1024;

export interface ReadOptions {
  /** The schema version this server runs; a backup of another one is refused. */
  schema: string;
  /**
   * Whose backup the file must be: the whole installation's (true) or one municipality's (false); the other
   * kind is refused, so a restore never replaces every municipality when asked for one, nor the reverse.
   * Either is read when not said.
   */
  installation?: boolean;
  /** Called for every statement, in order; awaited before the next is read. */
  onStatement?: (statement: Statement) => Promise<void> | void;
}

export interface BackupSummary {
  header: BackupHeader;
  rows: number;
  tables: Record<string, number>;
  mediaFiles: number;
  /** The SHA-256 of the file's content, as its last line states and the reader checked. */
  sha256: string;
}

/**
 * Whether this server restores a backup of `schema`: its own, or an older one since OLDEST_RESTORABLE_SCHEMA
 * (read with the tables and columns of then), never a newer one.
 */
function checkSchema(schema: string, current: string): void {
  if (schema === current) return;
  if (schema > current || !backupSchemaVersions().includes(schema)) {
    throw new BackupFormatError(`La copia es del esquema «${schema}» y este servidor usa «${current}».`);
  }
  if (schema < OLDEST_RESTORABLE_SCHEMA) {
    throw new BackupFormatError(`La copia es del esquema «${schema}», anterior a «${OLDEST_RESTORABLE_SCHEMA}», el más antiguo cuyas copias restaura este servidor.`);
  }
}

function countQuotes(text: string): number {
  let n = 0;
  for (let i = text.indexOf("'"); i !== -1; i = text.indexOf("'", i + 1)) n += 1;
  return n;
}

export async function readBackupFile(file: string, options: ReadOptions): Promise<BackupSummary> {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  const hash = crypto.createHash('sha256');
  const tables: Record<string, number> = {};
  let header: BackupHeader | null = null;
  let rows = 0;
  let mediaFiles = 0;
  let order = -1;
  let lineNo = 0;
  // The newest complete line waits here: the last one is the trailer, which is not hashed.
  let held: Buffer | null = null;
  let statement = '';
  let statementLine = 0;
  let inQuote = false;
  let installation = false;
  /** The file's tables by name, and each one's place (the media after them all): of its kind and its schema version. */
  let tablesByName = new Map<string, TableSpec>();
  let ranks = new Map<string, number>();

  const at = (line: number, message: string) => new BackupFormatError(`Línea ${line}: ${message}.`);

  const handleStatement = async () => {
    let parsed: Statement;
    try {
      parsed = parseStatement(statement, (name) => tablesByName.get(name));
    } catch (error) {
      if (error instanceof BackupFormatError) throw at(statementLine + error.lineOffset, error.message);
      throw error;
    }
    const rank = parsed.kind === 'media' ? ranks.size : (ranks.get(parsed.table.name) as number);
    if (rank < order) throw at(statementLine, 'las tablas no están en el orden de la copia (primero las tablas de las que dependen otras)');
    order = rank;
    if (parsed.kind === 'media') {
      mediaFiles += parsed.files.length;
      rows += parsed.files.length;
    } else {
      tables[parsed.table.name] = (tables[parsed.table.name] ?? 0) + parsed.rows.length;
      rows += parsed.rows.length;
    }
    statement = '';
    await options.onStatement?.(parsed);
  };

  const processLine = async (bytes: Buffer, number: number) => {
    hash.update(bytes);
    let text: string;
    try {
      text = decoder.decode(bytes);
    } catch {
      throw number === 1
        ? new BackupFormatError('El archivo no es una copia de seguridad de Gatera (no es un archivo de texto).')
        : at(number, 'el archivo no es texto UTF-8 válido');
    }
    if (number === 1) {
      header = parseHeader(text.replace(/\n$/, ''));
      if (!header) throw new BackupFormatError('El archivo no es una copia de seguridad de Gatera: falta su cabecera.');
      installation = header.installation === true;
      if (options.installation === false && installation) {
        throw new BackupFormatError('Es la copia de toda la instalación, que se restaura desde «Copias de toda la instalación» y no como la de un municipio.');
      }
      if (options.installation === true && !installation) {
        throw new BackupFormatError('Es la copia de un municipio y no la de toda la instalación; se restaura desde las copias de ese municipio.');
      }
      if (!READABLE_FORMAT_VERSIONS.includes(header.format)) {
        throw new BackupFormatError(
          `La copia usa la versión ${header.format} del formato y este servidor solo admite las versiones ${new Intl.ListFormat('es', { type: 'conjunction' }).format(READABLE_FORMAT_VERSIONS.map(String))}.`,
        );
      }
      checkSchema(header.schema, options.schema);
      const tables = catalogueAt(header.schema, installation);
      tablesByName = new Map(tables.map((t) => [t.name, t]));
      ranks = new Map(tables.map((t, i) => [t.name, i]));
      return;
    }
    const control = forbiddenControl(text);
    if (control) throw at(number, `contiene un carácter de control no permitido (${control}); solo se admiten el tabulador, el salto de línea y el retorno de carro`);
    if (!statement) {
      if (text.trim() === '') return;
      if (isCommentLine(text)) throw at(number, 'solo se admiten comentarios en la primera y en la última línea');
      statementLine = number;
    }
    statement += text;
    if (statement.length > MAX_STATEMENT_BYTES) throw at(statementLine, 'la sentencia es demasiado larga');
    if (countQuotes(text) % 2 === 1) inQuote = !inQuote;
    if (!inQuote && text.trimEnd().endsWith(';')) await handleStatement();
  };

  const takeLine = async (line: Buffer) => {
    lineNo += 1;
    if (held) await processLine(held, lineNo - 1);
    held = line;
  };

  const stream = fs.createReadStream(file, { highWaterMark: 1 << 20 });
  let carry: Buffer[] = [];
  let carryBytes = 0;
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      let start = 0;
      for (;;) {
        const newline = chunk.indexOf(10, start);
        if (newline === -1) {
          if (start < chunk.length) {
            carry.push(chunk.subarray(start));
            carryBytes += chunk.length - start;
            if (carryBytes > MAX_STATEMENT_BYTES) throw at(lineNo + 1, 'la línea es demasiado larga');
          }
          break;
        }
        const piece = chunk.subarray(start, newline + 1);
        const line = carry.length ? Buffer.concat([...carry, piece]) : piece;
        carry = [];
        carryBytes = 0;
        start = newline + 1;
        await takeLine(line);
      }
    }
  } finally {
    stream.destroy();
  }

  if (lineNo === 0 && carryBytes === 0) throw new BackupFormatError('El archivo está vacío.');
  const incomplete = () => new BackupFormatError('La copia está incompleta: el archivo termina antes de su línea final.');
  const last = held as Buffer | null;
  if (carryBytes > 0 || !last || lineNo < 2) {
    if (lineNo === 0 && carryBytes > 0 && !parseHeader(Buffer.concat(carry).toString('utf8'))) {
      throw new BackupFormatError('El archivo no es una copia de seguridad de Gatera: falta su cabecera.');
    }
    throw incomplete();
  }
  if (statement) throw incomplete();
  const trailer = parseTrailer(last.toString('utf8').replace(/\n$/, ''));
  if (!trailer) throw incomplete();
  if (!header) throw new BackupFormatError('El archivo no es una copia de seguridad de Gatera: falta su cabecera.');
  if (hash.digest('hex') !== trailer.sha256) {
    throw new BackupFormatError('La copia está dañada o ha sido modificada: su suma de comprobación no coincide.');
  }
  if (trailer.rows !== rows) {
    throw new BackupFormatError(`La copia está incompleta: anuncia ${trailer.rows} filas y contiene ${rows}.`);
  }
  return { header, rows, tables, mediaFiles, sha256: trailer.sha256 };
}
