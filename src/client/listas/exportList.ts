/**
 * "Exportar CSV" of a staff list: every record that matches the list's
 * current filters, in its current order, fetched from the server page by page
 * (the largest page the server gives), written through the one CSV cell writer
 * (src/domain/csv.ts) so a text a person typed never runs as a formula.
 */
import type { DataProvider, RaRecord, SortPayload } from 'react-admin';
import { MAX_PAGE_LIMIT } from '../../domain/constants';
import { csvLine, type CsvValue } from '../../domain/csv';
import { saveBlob } from '../providers/httpClient';

/** A column of the file: the record field and its header (already translated). */
export interface ExportColumn {
  source: string;
  label: string;
}

/** Every record of `resource` matching `filter`, in `sort`'s order. */
export async function fetchAllRecords<T extends RaRecord = RaRecord>(
  dataProvider: DataProvider,
  resource: string,
  filter: Record<string, unknown>,
  sort: SortPayload,
): Promise<T[]> {
  const all: T[] = [];
  for (let page = 1; ; page++) {
    const { data, total = all.length } = await dataProvider.getList<T>(resource, {
      pagination: { page, perPage: MAX_PAGE_LIMIT },
      sort: { field: sort.field, order: sort.order === 'DESC' ? 'DESC' : 'ASC' },
      filter,
    });
    all.push(...data);
    if (data.length < MAX_PAGE_LIMIT || all.length >= total) return all;
  }
}

/** A value as the API gives it, as a cell: flags and nested values as plain text. */
function cellValue(value: unknown): CsvValue {
  if (value === null || value === undefined || typeof value === 'string' || typeof value === 'number') return value;
  if (typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

/** The CSV text of `records`: a header line of the columns' labels, then one line per record. */
export function recordsToCsv(records: readonly RaRecord[], columns: readonly ExportColumn[]): string {
  const lines = [csvLine(columns.map((column) => column.label), ',')];
  for (const record of records) lines.push(csvLine(columns.map((column) => cellValue(record[column.source])), ','));
  return `${lines.join('\r\n')}\r\n`;
}

/** `<name>-YYYY-MM-DD.csv`, the day of the export (a resource's path, `adopciones/solicitudes`, with dashes). */
export function csvFileName(name: string, today = new Date()): string {
  return `${name.replace(/\//g, '-')}-${today.toISOString().slice(0, 10)}.csv`;
}

export function downloadCsv(text: string, name: string): void {
  // The byte-order mark lets spreadsheet programs read the accents as UTF-8.
  saveBlob(new Blob(['\uFEFF', text], { type: 'text/csv;charset=utf-8' }), name);
}
