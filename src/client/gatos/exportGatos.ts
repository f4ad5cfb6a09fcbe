/**
 * The cat list's CSV file ("Exportar CSV" of the whole list through the shared
 * list export, and "Exportar selección"): our own field names, so the file can
 * be imported again.
 */
import { csvLine, type CsvValue } from '../../domain/csv';
import type { Gato } from '../../domain/types';

export const EXPORT_COLUMNS = [
  'id',
  'nombre',
  'raza',
  'sexo',
  'edad_num',
  'edad_unidad',
  'estado_salud',
  'ubicacion',
  'colonia_id',
  'colonia_nombre',
  'evaluacion_sanitaria',
  'adoptabilidad',
  'fecha_vacunacion',
  'tipo_vacuna',
  'fecha_desparasitacion',
  'fecha_esterilizacion',
  'codigo_identificacion',
  'activo',
] as const satisfies readonly (keyof Gato)[];

/** A cat's value as a cell: a flag in words; texts and numbers go to the shared cell rules (src/domain/csv.ts). */
function exportValue(value: Gato[(typeof EXPORT_COLUMNS)[number]]): CsvValue {
  return typeof value === 'boolean' ? (value ? 'sí' : 'no') : value;
}

export function gatosToCsv(gatos: Gato[]): string {
  const lines = [csvLine(EXPORT_COLUMNS, ',')];
  for (const gato of gatos) lines.push(csvLine(EXPORT_COLUMNS.map((column) => exportValue(gato[column])), ','));
  return `${lines.join('\r\n')}\r\n`;
}
