/**
 * Reads the cat fields of a form (multipart strings), a JSON body or a CSV row
 * into column values, with the Spanish messages of domain/validation.ts. One reader
 * for create, edit and import, so the three apply the same rules.
 */
import { EDAD_UNIDADES, ESTADOS_SALUD } from '../../../domain/types';
import { CODIGO_IDENTIFICACION_MESSAGE, REQUIRED_MESSAGES, isValidCodigoIdentificacion, toIsoDate } from '../../../domain/validation';
import { EDAD_MAX, invalidDateMessage } from '../../../domain/gatos';
import { GATO_SERVER_MESSAGES } from './messages';
import { GATO_FIELD_MAX, type GatoDateField, type GatoInputField, type GatoTextField } from '../../../domain/schemas/gato';
import type { GatoRow } from '../../db/schema';
import { unprocessable } from '../../lib/errors';
import { adoptabilidadFromFreeText, readAdoptabilidad } from '../../../domain/adopciones';
import { SERVER_KEYS } from '../../i18n/keys';

/** The column values read from the input: the fields it sent, checked. */
export type GatoValues = Partial<Pick<GatoRow, GatoInputField>>;

export interface ReadOptions {
  /** Every required field must be there (create) or only those sent are checked (edit). */
  mode: 'create' | 'update';
  /** CSV rows: day-first dates, sex words, spaces inside the code. */
  lenient?: boolean;
}

const REQUIRED = REQUIRED_MESSAGES.gato;

const DATE_LABELS: Record<GatoDateField, string> = {
  fecha_vacunacion: 'fecha de vacunación',
  fecha_desparasitacion: 'fecha de desparasitación',
  fecha_esterilizacion: 'fecha de esterilización',
  fecha_identificacion: 'fecha de identificación',
};

/** The free texts read as they come (any other field has a reader of its own below): blank is null. */
const REQUIRED_TEXTS = ['nombre', 'ubicacion'] as const;
const OPTIONAL_TEXTS = (Object.keys(GATO_FIELD_MAX) as GatoTextField[]).filter(
  (field): field is Exclude<GatoTextField, (typeof REQUIRED_TEXTS)[number] | 'adoptabilidad'> =>
    field !== 'adoptabilidad' && !(REQUIRED_TEXTS as readonly string[]).includes(field),
);

function isBlank(value: unknown): boolean {
  return value === null || value === undefined || (typeof value === 'string' && value.trim() === '');
}

function asText(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  throw unprocessable('Uno de los campos tiene un valor no válido: se esperaba un texto o un número.');
}

function checkLength(field: GatoTextField, value: string): string {
  if (value.length > GATO_FIELD_MAX[field]) {
    throw unprocessable(`El campo «${field}» no puede superar ${GATO_FIELD_MAX[field]} caracteres.`);
  }
  return value;
}

/** `dd/mm/yyyy` (or with `-` or `.`), as clinic programs write dates, to `YYYY-MM-DD`. */
export function dayFirstToIso(value: string): string | null {
  const match = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})(?:\s+\d{1,2}:\d{2}(?::\d{2})?)?$/.exec(value.trim());
  if (!match) return null;
  const iso = `${match[3]}-${match[2].padStart(2, '0')}-${match[1].padStart(2, '0')}`;
  return toIsoDate(iso);
}

function readDate(field: keyof typeof DATE_LABELS, value: unknown, lenient: boolean): string {
  const text = asText(value);
  const iso = toIsoDate(text) ?? (lenient ? dayFirstToIso(text) : null);
  if (!iso) throw unprocessable(invalidDateMessage(DATE_LABELS[field]));
  return iso;
}

function readSexo(value: unknown, lenient: boolean): string {
  const text = asText(value).toUpperCase();
  if (text === 'M' || text === 'H') return text;
  if (lenient || text === 'MACHO' || text === 'HEMBRA') {
    if (/^(M|MACHO|MASCULINO)\b/.test(text)) return 'M';
    if (/^(H|F|HEMBRA|FEMENINO)\b/.test(text)) return 'H';
  }
  throw unprocessable(GATO_SERVER_MESSAGES.sexoInvalid);
}

function readEdad(value: unknown): number {
  const text = asText(value);
  const number = typeof value === 'number' ? value : /^\d+$/.test(text) ? Number(text) : Number.NaN;
  if (!Number.isInteger(number) || number < 0 || number > EDAD_MAX) throw unprocessable(GATO_SERVER_MESSAGES.edadInvalid);
  return number;
}

function readEdadUnidad(value: unknown): string {
  const text = asText(value).toLowerCase();
  const unit = text === 'anos' || text === 'año' || text === 'ano' ? 'años' : text === 'mes' ? 'meses' : text;
  if (!(EDAD_UNIDADES as readonly string[]).includes(unit)) throw unprocessable(GATO_SERVER_MESSAGES.edadUnidadInvalid);
  return unit;
}

function readEstadoSalud(value: unknown): string {
  const text = asText(value).toLowerCase();
  const match = ESTADOS_SALUD.find((estado) => estado.toLowerCase() === text);
  if (!match) throw unprocessable(GATO_SERVER_MESSAGES.estadoSaludInvalid);
  return match;
}

function readColoniaId(value: unknown): number {
  const text = asText(value);
  const id = typeof value === 'number' ? value : /^\d+$/.test(text) ? Number(text) : Number.NaN;
  if (!Number.isSafeInteger(id) || id <= 0) throw unprocessable(GATO_SERVER_MESSAGES.coloniaMissing);
  return id;
}

function readCodigo(value: unknown, lenient: boolean): string {
  const text = lenient ? asText(value).replace(/[\s.-]/g, '') : asText(value);
  if (!isValidCodigoIdentificacion(text)) throw unprocessable(CODIGO_IDENTIFICACION_MESSAGE);
  return text;
}

/** The cat's column values from raw input; throws 422 with the first broken rule. */
export function readGatoFields(raw: Record<string, unknown>, options: ReadOptions): GatoValues {
  const lenient = options.lenient ?? false;
  const creating = options.mode === 'create';
  const has = (field: string) => Object.prototype.hasOwnProperty.call(raw, field);
  const values: GatoValues = {};

  // Required fields, in the order of the form's messages.
  for (const field of ['nombre', 'sexo', 'ubicacion', 'colonia_id'] as const) {
    if ((creating || has(field)) && isBlank(raw[field])) throw unprocessable(REQUIRED[field]);
  }
  if (has('nombre')) values.nombre = checkLength('nombre', asText(raw.nombre));
  if (has('sexo')) values.sexo = readSexo(raw.sexo, lenient);
  if (has('ubicacion')) values.ubicacion = checkLength('ubicacion', asText(raw.ubicacion));
  if (has('colonia_id')) values.colonia_id = readColoniaId(raw.colonia_id);

  for (const field of OPTIONAL_TEXTS) {
    if (has(field)) values[field] = isBlank(raw[field]) ? null : checkLength(field, asText(raw[field]));
  }
  if (has('adoptabilidad') && lenient) {
    // A CSV from another program: any text is taken, and kept in the assessment when the list cannot say it.
    const mapped = adoptabilidadFromFreeText(isBlank(raw.adoptabilidad) ? '' : asText(raw.adoptabilidad), values.evaluacion_sanitaria ?? null);
    values.adoptabilidad = mapped.adoptabilidad;
    if (mapped.evaluacion !== (values.evaluacion_sanitaria ?? null)) values.evaluacion_sanitaria = checkLength('evaluacion_sanitaria', mapped.evaluacion ?? '');
  } else if (has('adoptabilidad')) {
    // A fixed list now; the free texts the original clients sent ('No adoptable (feral)', 'sí') still map onto it.
    const adoptabilidad = isBlank(raw.adoptabilidad) ? null : readAdoptabilidad(asText(raw.adoptabilidad));
    if (!isBlank(raw.adoptabilidad) && !adoptabilidad) throw unprocessable(SERVER_KEYS.fields.adoptabilidad);
    values.adoptabilidad = adoptabilidad;
  }
  if (has('edad_num')) values.edad_num = isBlank(raw.edad_num) ? null : readEdad(raw.edad_num);
  if (has('edad_unidad') && !isBlank(raw.edad_unidad)) values.edad_unidad = readEdadUnidad(raw.edad_unidad);
  if (has('estado_salud')) values.estado_salud = isBlank(raw.estado_salud) ? null : readEstadoSalud(raw.estado_salud);
  for (const field of Object.keys(DATE_LABELS) as (keyof typeof DATE_LABELS)[]) {
    if (has(field)) values[field] = isBlank(raw[field]) ? null : readDate(field, raw[field], lenient);
  }
  if (has('codigo_identificacion')) {
    values.codigo_identificacion = isBlank(raw.codigo_identificacion) ? null : readCodigo(raw.codigo_identificacion, lenient);
  }
  return values;
}
