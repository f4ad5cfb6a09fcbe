/**
 * Rules of the cat records shared by the screens and the server: how an age
 * reads, the texts of empty values, the sortable columns, field limits.
 */
import type { EdadUnidad } from './types';
import { HEALTH_ONLY_EDITOR_ROLES, isRole } from './roles';

/** Texts the cat card shows for empty values. */
export const GATO_EMPTY_TEXTS = {
  fecha: 'No registrada',
  texto: 'Sin datos',
  imagen: 'Sin Imagen',
  codigo: 'N/A',
  fechaEsterilizacion: 'Sin fecha',
} as const;

/** Columns a cat list can be sorted by: each one is served by an index of the gatos table. */
export const GATO_SORT_FIELDS = ['id', 'nombre', 'codigo_identificacion'] as const;
export type GatoSortField = (typeof GATO_SORT_FIELDS)[number];

/** Longest text each field may hold: said once, beside the cat's schema. */
export { GATO_FIELD_MAX } from './schemas/gato';

export const EDAD_MAX = 40;

/** The age as people read it: '1 mes', '3 meses', '1 año', '2 años'; without a number, 'Sin datos'. */
export function formatEdad(edadNum: number | null | undefined, edadUnidad: EdadUnidad | string | null | undefined): string {
  if (edadNum === null || edadNum === undefined) return GATO_EMPTY_TEXTS.texto;
  const years = edadUnidad === 'años';
  if (edadNum === 1) return years ? '1 año' : '1 mes';
  return `${edadNum} ${years ? 'años' : 'meses'}`;
}

/** Name of the colony that receives imported cats when the importer chooses none: the name the original importer gave it. */
export const IMPORT_COLONY = { nombre: 'Gatos importados (CSV)', ubicacion: 'Pendiente de asignar' } as const;

export function duplicateCodeMessage(codigo: string): string {
  return `Ya existe un gato con el código de identificación ${codigo}.`;
}

export function invalidDateMessage(label: string): string {
  return `La ${label} no es una fecha válida (use AAAA-MM-DD).`;
}

export function importedMessage(count: number): string {
  return `${count} gatos importados correctamente`;
}

/** The health fields of a cat: all a health-only editor (the veterinario) may change. */
export const GATO_HEALTH_FIELDS = [
  'estado_salud',
  'evaluacion_sanitaria',
  'fecha_vacunacion',
  'tipo_vacuna',
  'fecha_desparasitacion',
  'fecha_esterilizacion',
] as const;
export type GatoHealthField = (typeof GATO_HEALTH_FIELDS)[number];

/** Whether this role's cat edits are limited to GATO_HEALTH_FIELDS (the photo included: it is not one). */
export function editsOnlyHealth(role: unknown): boolean {
  return isRole(role) && HEALTH_ONLY_EDITOR_ROLES.includes(role);
}

/** Whether the role may change this field of a cat (`imagen` is the photo). */
export function canEditGatoField(role: unknown, field: string): boolean {
  return !editsOnlyHealth(role) || (GATO_HEALTH_FIELDS as readonly string[]).includes(field);
}

export function healthOnlyMessage(fields: readonly string[]): string {
  return (
    `Como veterinario solo puedes modificar los datos de salud del gato (estado de salud, evaluación sanitaria, ` +
    `vacunación, desparasitación y esterilización); no puedes cambiar ${fields.map((f) => `«${f}»`).join(', ')}.`
  );
}
