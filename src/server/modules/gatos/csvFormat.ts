/**
 * Reads a cat CSV in either accepted format into rows of our field names:
 * - the veterinary clinic export of ORIGINAL-NOTES: 3 preamble lines, then a
 *   header with `Nombre`, `Raza`, `Sexo`, `Fe.Vacunación`, `Fe.Desparasitación`,
 *   `Código de identificación`; day-first dates; `;` or `,`;
 * - a plain CSV whose first line names our own fields (`nombre,sexo,ubicacion,colonia_id,...`).
 * Blank cells stay blank strings; they never break a row.
 */
import { parse } from 'csv-parse/sync';
import { GATO_SERVER_MESSAGES } from '../../../domain/gatos';
import { unprocessable } from '../../lib/errors';
import { sniffType } from '../../lib/uploads';

export type CsvFormat = 'clinica' | 'propio';

export interface CsvRow {
  /** Line of the file the row ends on, counting from 1 (preamble and header included). */
  fila: number;
  cells: Record<string, string>;
}

export interface ParsedCsv {
  format: CsvFormat;
  rows: CsvRow[];
}

const PREAMBLE_LINES = 3;

/** Header names, compared without accents, case, spaces or punctuation. */
const ALIASES: Record<string, string[]> = {
  nombre: ['nombre'],
  raza: ['raza'],
  sexo: ['sexo'],
  edad_num: ['edadnum', 'edad'],
  edad_unidad: ['edadunidad', 'unidadedad', 'unidad'],
  estado_salud: ['estadosalud', 'estadodesalud'],
  ubicacion: ['ubicacion'],
  colonia_id: ['coloniaid'],
  evaluacion_sanitaria: ['evaluacionsanitaria'],
  adoptabilidad: ['adoptabilidad'],
  fecha_vacunacion: ['fechavacunacion', 'fevacunacion', 'fechadevacunacion'],
  tipo_vacuna: ['tipovacuna', 'tipodevacuna'],
  fecha_desparasitacion: ['fechadesparasitacion', 'fedesparasitacion', 'fechadedesparasitacion'],
  fecha_esterilizacion: ['fechaesterilizacion', 'feesterilizacion', 'fechadeesterilizacion'],
  codigo_identificacion: ['codigoidentificacion', 'codigodeidentificacion', 'microchip'],
};

const FIELD_BY_ALIAS = new Map(Object.entries(ALIASES).flatMap(([field, names]) => names.map((name) => [name, field] as const)));

export function normalizeHeader(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}

/** UTF-8 when the bytes are valid UTF-8, else Windows-1252 (what spreadsheet programs in Spain write). */
function decode(bytes: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
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

export function parseGatosCsv(bytes: Buffer): ParsedCsv {
  if (looksBinary(bytes)) throw unprocessable(GATO_SERVER_MESSAGES.csvNotCsv);
  const text = decode(bytes).replace(/^\uFEFF/, '');
  const lines = text.split(/\r\n|\n|\r/);

  let headerIndex = -1;
  let format: CsvFormat = 'propio';
  for (const [index, candidate] of [[0, 'propio'], [PREAMBLE_LINES, 'clinica']] as const) {
    const line = lines[index];
    if (line !== undefined && headerCells(line, guessDelimiter(line)).includes('nombre')) {
      headerIndex = index;
      format = candidate;
      break;
    }
  }
  if (headerIndex < 0) throw unprocessable(GATO_SERVER_MESSAGES.csvNoHeader);
  const delimiter = guessDelimiter(lines[headerIndex]);

  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(lines.slice(headerIndex).join('\n'), {
      delimiter,
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
      trim: true,
      info: true,
    }) as unknown as { record: string[]; info: { lines: number } }[];
  } catch (error) {
    const line = (error as { lines?: number }).lines;
    throw unprocessable(`El archivo CSV no se puede leer${line ? ` (línea ${line + headerIndex})` : ''}: revisa las comillas y los separadores.`);
  }

  const [header, ...body] = records;
  const columns = header.record.map((name) => FIELD_BY_ALIAS.get(normalizeHeader(name)) ?? null);
  const rows: CsvRow[] = [];
  for (const { record, info } of body) {
    if (record.every((cell) => cell.trim() === '')) continue;
    const cells: Record<string, string> = {};
    columns.forEach((field, index) => {
      if (field && !(field in cells)) cells[field] = (record[index] ?? '').trim();
    });
    rows.push({ fila: info.lines + headerIndex, cells });
  }
  return { format, rows };
}
