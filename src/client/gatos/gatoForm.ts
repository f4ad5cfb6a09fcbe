/**
 * The cat form's rules, apart from the inputs: defaults, the
 * exact messages, and what each call sends. Create sends multipart with the
 * dates as ISO timestamps; edit cuts dates to the date, leaves empty values
 * out of JSON, and goes multipart only with a new photo.
 */
import { DEFAULTS } from '../../domain/constants';
import type { Gato } from '../../domain/types';
import { CODIGO_IDENTIFICACION_MESSAGE, REQUIRED_MESSAGES, isValidCodigoIdentificacion, toIsoDate } from '../../domain/validation';

export interface GatoFormValues {
  nombre: string;
  raza: string;
  sexo: string;
  edad_num: number | string | null;
  edad_unidad: string;
  estado_salud: string;
  ubicacion: string;
  colonia_id: number | string | null;
  evaluacion_sanitaria: string;
  adoptabilidad: string;
  fecha_vacunacion: string;
  tipo_vacuna: string;
  fecha_desparasitacion: string;
  fecha_esterilizacion: string;
  codigo_identificacion: string;
  fecha_identificacion: string;
  /** The photo chosen in the form (not a field of the record). */
  imagen_file?: File | null;
}

const TEXT_FIELDS = ['nombre', 'raza', 'sexo', 'edad_unidad', 'estado_salud', 'ubicacion', 'evaluacion_sanitaria', 'adoptabilidad', 'tipo_vacuna', 'codigo_identificacion'] as const;
const NUMBER_FIELDS = ['edad_num', 'colonia_id'] as const;
export const DATE_FIELDS = ['fecha_vacunacion', 'fecha_desparasitacion', 'fecha_esterilizacion', 'fecha_identificacion'] as const;

export function emptyGatoForm(): GatoFormValues {
  return {
    nombre: '',
    raza: '',
    sexo: '',
    edad_num: null,
    edad_unidad: DEFAULTS.edadUnidad,
    estado_salud: '',
    ubicacion: '',
    colonia_id: null,
    evaluacion_sanitaria: '',
    adoptabilidad: '',
    fecha_vacunacion: '',
    tipo_vacuna: '',
    fecha_desparasitacion: '',
    fecha_esterilizacion: '',
    codigo_identificacion: '',
    fecha_identificacion: '',
    imagen_file: null,
  };
}

/** A stored cat as the edit form holds it: empty strings for missing values, dates as dates. */
export function gatoToForm(gato: Gato): GatoFormValues {
  const date = (value: string | null) => (value ? (toIsoDate(value) ?? '') : '');
  return {
    nombre: gato.nombre ?? '',
    raza: gato.raza ?? '',
    sexo: gato.sexo ?? '',
    edad_num: gato.edad_num,
    edad_unidad: gato.edad_unidad || DEFAULTS.edadUnidad,
    estado_salud: gato.estado_salud ?? '',
    ubicacion: gato.ubicacion ?? '',
    colonia_id: gato.colonia_id,
    evaluacion_sanitaria: gato.evaluacion_sanitaria ?? '',
    adoptabilidad: gato.adoptabilidad ?? '',
    fecha_vacunacion: date(gato.fecha_vacunacion),
    tipo_vacuna: gato.tipo_vacuna ?? '',
    fecha_desparasitacion: date(gato.fecha_desparasitacion),
    fecha_esterilizacion: date(gato.fecha_esterilizacion),
    codigo_identificacion: gato.codigo_identificacion ?? '',
    fecha_identificacion: date(gato.fecha_identificacion),
    imagen_file: null,
  };
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
  for (const field of NUMBER_FIELDS) {
    const value = values[field];
    if (!blank(value) && Number.isFinite(Number(value))) out[field] = Number(value);
  }
  for (const field of DATE_FIELDS) {
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
