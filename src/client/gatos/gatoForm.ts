/**
 * The cat form's rules, apart from the inputs: defaults, the
 * exact messages, and what each call sends. Create sends multipart with the
 * dates as ISO timestamps; edit cuts dates to the date, leaves empty values
 * out of JSON, and goes multipart only with a new photo.
 */
import { DEFAULTS } from '../../domain/constants';
import type { Gato } from '../../domain/types';
import { GATO_DATE_FIELDS, GATO_INPUT_FIELDS, GATO_NUMBER_FIELDS, type GatoInputField } from '../../domain/schemas/gato';
import { CODIGO_IDENTIFICACION_MESSAGE, REQUIRED_MESSAGES, isValidCodigoIdentificacion, toIsoDate } from '../../domain/validation';

type GatoNumberField = (typeof GATO_NUMBER_FIELDS)[number];

/**
 * The form holds every input field of a cat (the cat's schema in src/domain):
 * a number as typed (or empty), anything else as text ('' when empty); plus
 * the photo chosen, which is not a field of the record.
 */
export type GatoFormValues = { [K in GatoInputField]: K extends GatoNumberField ? number | string | null : string } & { imagen_file?: File | null };

const isNumberField = (field: GatoInputField): field is GatoNumberField => (GATO_NUMBER_FIELDS as readonly string[]).includes(field);
const isDateField = (field: GatoInputField) => (GATO_DATE_FIELDS as readonly string[]).includes(field);
const TEXT_FIELDS = GATO_INPUT_FIELDS.filter((field) => !isNumberField(field) && !isDateField(field));

export function emptyGatoForm(): GatoFormValues {
  const values = Object.fromEntries(GATO_INPUT_FIELDS.map((field) => [field, isNumberField(field) ? null : ''])) as GatoFormValues;
  return { ...values, edad_unidad: DEFAULTS.edadUnidad, imagen_file: null };
}

/** A stored cat as the edit form holds it: empty strings for missing values, dates as dates. */
export function gatoToForm(gato: Gato): GatoFormValues {
  const values = emptyGatoForm();
  const form = values as Record<GatoInputField, unknown>;
  for (const field of GATO_INPUT_FIELDS) {
    const value = gato[field];
    if (isNumberField(field)) form[field] = value ?? null;
    else if (isDateField(field)) form[field] = value ? (toIsoDate(String(value)) ?? '') : '';
    else form[field] = value ?? '';
  }
  return { ...values, edad_unidad: gato.edad_unidad || DEFAULTS.edadUnidad };
}

const blank = (value: unknown) => value === null || value === undefined || String(value).trim() === '';

/** The Spanish message of each broken field; empty when the form may be sent. */
export function validateGatoForm(values: Partial<GatoFormValues>, mode: 'create' | 'edit'): Record<string, string> {
  const errors: Record<string, string> = {};
  const required = REQUIRED_MESSAGES.gato;
  if (blank(values.nombre)) errors.nombre = required.nombre;
  if (blank(values.sexo)) errors.sexo = required.sexo;
  if (blank(values.ubicacion)) errors.ubicacion = required.ubicacion;
  if (blank(values.colonia_id)) errors.colonia_id = required.colonia_id;
  const codigo = String(values.codigo_identificacion ?? '').trim();
  // The creation form marks the code as required; an edit may leave it empty.
  if ((mode === 'create' || codigo) && !isValidCodigoIdentificacion(codigo)) errors.codigo_identificacion = CODIGO_IDENTIFICACION_MESSAGE;
  if (mode === 'create' && !values.imagen_file) errors.imagen_file = required.imagen;
  return errors;
}

/** Only the digits of what was typed, at most 15. */
export function digitsOnly(value: unknown, max = 15): string {
  return String(value ?? '').replace(/\D/g, '').slice(0, max);
}

type Sendable = Record<string, string | number>;

/** The non-empty fields, trimmed; dates as `YYYY-MM-DD` or, with `isoTimestamps`, as UTC midnight timestamps. */
function filledFields(values: Partial<GatoFormValues>, isoTimestamps: boolean): Sendable {
  const out: Sendable = {};
  for (const field of TEXT_FIELDS) {
    const value = values[field];
    if (!blank(value)) out[field] = String(value).trim();
  }
  for (const field of GATO_NUMBER_FIELDS) {
    const value = values[field];
    if (!blank(value) && Number.isFinite(Number(value))) out[field] = Number(value);
  }
  for (const field of GATO_DATE_FIELDS) {
    const date = blank(values[field]) ? null : toIsoDate(String(values[field]));
    if (date) out[field] = isoTimestamps ? `${date}T00:00:00.000Z` : date;
  }
  return out;
}

function toFormData(fields: Sendable, file: File | null, fileField: string): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, String(value));
  if (file) form.append(fileField, file, file.name);
  return form;
}

/** POST /gatos/gatos/: multipart, photo under `file`, dates as ISO timestamps. */
export function createFormData(values: Partial<GatoFormValues>, photo: File): FormData {
  return toFormData(filledFields(values, true), photo, 'file');
}

/** PUT /gatos/gatos/{id} as JSON: dates cut to the date, empty values left out; `only` keeps those fields. */
export function updatePayload(values: Partial<GatoFormValues>, only?: readonly string[]): Sendable {
  const fields = filledFields(values, false);
  return only ? Object.fromEntries(Object.entries(fields).filter(([key]) => only.includes(key))) : fields;
}

/** PUT /gatos/gatos/{id} as multipart, when a new photo was chosen (under `imagen`). */
export function updateFormData(values: Partial<GatoFormValues>, photo: File): FormData {
  return toFormData(filledFields(values, false), photo, 'imagen');
}
