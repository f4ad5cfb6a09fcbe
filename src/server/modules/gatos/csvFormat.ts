/**
 * Reads a cat CSV in either accepted format into rows of our field names, a
 * few at a time (a file of 100,000 rows never lives as 100,000 objects):
 * - the veterinary clinic export the original importer read: 3 preamble lines, then a
 *   header with `Nombre`, `Raza`, `Sexo`, `Fe.Vacunación`, `Fe.Desparasitación`,
 *   `Código de identificación`; day-first dates; `;` or `,`;
 * - a plain CSV whose first line names our own fields (`nombre,sexo,ubicacion,colonia_id,...`).
 * Blank cells stay blank strings; they never break a row.
 */
import { isUtf8 } from 'node:buffer';
import { Readable } from 'node:stream';
import { CsvError, parse } from 'csv-parse';
import { undoDefuse } from '../../../domain/csv';
import { GATO_SERVER_MESSAGES } from './messages';
import { GATO_INPUT_FIELDS, type GatoInputField } from '../../../domain/schemas/gato';
import { unprocessable } from '../../lib/errors';
import { sniffType } from '../../lib/uploads';

export type CsvFormat = 'clinica' | 'propio';

export interface CsvRow {
  /** Line of the file the row ends on, counting from 1 (preamble and header included). */
  fila: number;
  cells: Record<string, string>;
}

export interface CsvSource {
  format: CsvFormat;
  /** The data rows, read as they are asked for; a malformed file throws a 422 on the row it breaks. */
  rows(): AsyncIterable<CsvRow>;
}

const PREAMBLE_LINES = 3;
/** Bytes decoded and handed to the parser at a time: the rows of one slice are all that waits in memory. */
const SLICE = 16 * 1024;
/** Bytes decoded to find the header (the preamble and header lines are short). */
const HEAD = 64 * 1024;
const UTF8_BOM = Buffer.from([0xef, 0xbb, 0xbf]);

/**
 * Header names, compared without accents, case, spaces or punctuation: every
 * field a person writes (src/domain/schemas/gato.ts) under its own name, and
 * these other names clinic programs and spreadsheets use.
 */
const OTHER_NAMES: Partial<Record<GatoInputField, string[]>> = {
  edad_num: ['edad'],
  edad_unidad: ['unidadedad', 'unidad'],
  estado_salud: ['estadodesalud'],
  fecha_vacunacion: ['fevacunacion', 'fechadevacunacion'],
  tipo_vacuna: ['tipodevacuna'],
  fecha_desparasitacion: ['fedesparasitacion', 'fechadedesparasitacion'],
  fecha_esterilizacion: ['feesterilizacion', 'fechadeesterilizacion'],
  codigo_identificacion: ['codigodeidentificacion', 'microchip'],
  fecha_identificacion: ['fechadeidentificacion', 'fechaimplantacion', 'fechadeimplantacion'],
};
const ALIASES = Object.fromEntries(GATO_INPUT_FIELDS.map((field) => [field, [normalizeHeader(field), ...(OTHER_NAMES[field] ?? [])]]));

const FIELD_BY_ALIAS = new Map(Object.entries(ALIASES).flatMap(([field, names]) => names.map((name) => [name, field] as const)));

export function normalizeHeader(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}

/** UTF-8 when the bytes are valid UTF-8, else Windows-1252 (what spreadsheet programs in Spain write). */
function encodingOf(bytes: Buffer): 'utf-8' | 'windows-1252' {
  return isUtf8(bytes) ? 'utf-8' : 'windows-1252';
}

function looksBinary(bytes: Buffer): boolean {
  if (sniffType(bytes) !== null) return true;
  const sample = bytes.subarray(0, 8192);
  return sample.includes(0);
}

function guessDelimiter(line: string): ';' | ',' {
  const semicolons = line.split(';').length - 1;
  const commas = line.split(',').length - 1;
  return semicolons > commas ? ';' : ',';
}

function headerCells(line: string, delimiter: string): string[] {
  return line.split(delimiter).map((cell) => normalizeHeader(cell.replace(/"/g, '')));
}

/** Where each of the first lines starts, up to `count` of them. */
function lineStarts(text: string, count: number): number[] {
  const starts = [0];
  const newline = /\r\n|\n|\r/g;
  while (starts.length < count && newline.exec(text)) starts.push(newline.lastIndex);
  return starts;
}

function lineAt(text: string, starts: number[], index: number): string | undefined {
  if (index >= starts.length) return undefined;
  const rest = text.slice(starts[index], index + 1 < starts.length ? starts[index + 1] : undefined);
  return rest.split(/\r\n|\n|\r/, 1)[0];
}

/** The bytes as text, a slice at a time (a UTF-8 character cut between slices is kept whole). */
function* slices(bytes: Buffer, encoding: string): Generator<string> {
  const decoder = new TextDecoder(encoding);
  for (let start = 0; start < bytes.length; start += SLICE) yield decoder.decode(bytes.subarray(start, start + SLICE), { stream: true });
  const rest = decoder.decode();
  if (rest) yield rest;
}

export function readGatosCsv(bytes: Buffer): CsvSource {
  if (looksBinary(bytes)) throw unprocessable(GATO_SERVER_MESSAGES.csvNotCsv);
  const encoding = encodingOf(bytes);
  const content = encoding === 'utf-8' && bytes.subarray(0, 3).equals(UTF8_BOM) ? bytes.subarray(3) : bytes;
  // The whole file is never one string: only its head is decoded to find the header.
  const head = new TextDecoder(encoding).decode(content.subarray(0, HEAD));
  // A longer file's head ends at its last complete line (never inside a character).
  const text = content.length <= HEAD ? head : head.slice(0, Math.max(head.lastIndexOf('\n'), head.lastIndexOf('\r')) + 1);
  const starts = lineStarts(text, PREAMBLE_LINES + 2);

  let headerIndex = -1;
  let format: CsvFormat = 'propio';
  for (const [index, candidate] of [[0, 'propio'], [PREAMBLE_LINES, 'clinica']] as const) {
    const line = lineAt(text, starts, index);
    if (line !== undefined && headerCells(line, guessDelimiter(line)).includes('nombre')) {
      headerIndex = index;
      format = candidate;
      break;
    }
  }
  if (headerIndex < 0) throw unprocessable(GATO_SERVER_MESSAGES.csvNoHeader);
  const delimiter = guessDelimiter(lineAt(text, starts, headerIndex)!);
  const body = content.subarray(Buffer.byteLength(text.slice(0, starts[headerIndex]), encoding === 'utf-8' ? 'utf8' : 'latin1'));

  async function* rows(): AsyncGenerator<CsvRow> {
    const parser = Readable.from(slices(body, encoding)).pipe(
      parse({ delimiter, relax_column_count: true, relax_quotes: true, skip_empty_lines: true, trim: true, info: true }),
    );
    let columns: (string | null)[] | null = null;
    const records = parser[Symbol.asyncIterator]() as AsyncIterator<{ record: string[]; info: { lines: number } }>;
    for (;;) {
      let next: IteratorResult<{ record: string[]; info: { lines: number } }>;
      try {
        next = await records.next();
      } catch (error) {
        if (!(error instanceof CsvError)) throw error;
        const line = (error as { lines?: number }).lines;
        throw unprocessable(`El archivo CSV no se puede leer${line ? ` (línea ${line + headerIndex})` : ''}: revisa las comillas y los separadores.`);
      }
      if (next.done) return;
      const { record, info } = next.value;
      if (!columns) {
        columns = record.map((name) => FIELD_BY_ALIAS.get(normalizeHeader(name)) ?? null);
        continue;
      }
      if (record.every((cell) => cell.trim() === '')) continue;
      const cells: Record<string, string> = {};
      columns.forEach((field, index) => {
        if (field && !(field in cells)) cells[field] = undoDefuse((record[index] ?? '').trim());
      });
      yield { fila: info.lines + headerIndex, cells };
    }
  }

  return { format, rows };
}
