/**
 * "Exportar CSV" of the full list: every cat that matches the current filters,
 * fetched from the server page by page, written with our own field names so
 * the file can be imported again.
 */
import { MAX_PAGE_LIMIT } from '../../domain/constants';
import { csvLine, type CsvValue } from '../../domain/csv';
import type { Gato } from '../../domain/types';
import type { DataProvider } from 'react-admin';
import { saveBlob } from '../providers/httpClient';

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

/** Every cat of the filtered list, in the list's order. */
export async function fetchAllGatos(dataProvider: DataProvider, filter: Record<string, unknown>, sort: { field: string; order: string }): Promise<Gato[]> {
  const all: Gato[] = [];
  for (let page = 1; ; page++) {
    const { data, total = all.length } = await dataProvider.getList<Gato>('gatos', { pagination: { page, perPage: MAX_PAGE_LIMIT }, sort: { field: sort.field, order: sort.order === 'DESC' ? 'DESC' : 'ASC' }, filter });
    all.push(...data);
    if (data.length < MAX_PAGE_LIMIT || all.length >= total) return all;
  }
}

export function downloadCsv(text: string, name: string): void {
  // The byte-order mark lets spreadsheet programs read the accents as UTF-8.
  saveBlob(new Blob(['\uFEFF', text], { type: 'text/csv;charset=utf-8' }), name);
}

export async function exportGatos(dataProvider: DataProvider, filter: Record<string, unknown>, sort: { field: string; order: string }, today = new Date()): Promise<number> {
  const gatos = await fetchAllGatos(dataProvider, filter, sort);
  downloadCsv(gatosToCsv(gatos), `gatos-${today.toISOString().slice(0, 10)}.csv`);
  return gatos.length;
}
