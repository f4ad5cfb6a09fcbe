/** The staff lists' "Exportar CSV": every page of the list's filters and order, cells safe for spreadsheets, the columns' labels as header. */
import { describe, expect, it } from 'vitest';
import { MAX_PAGE_LIMIT } from '../../../src/domain/constants';
import { csvFileName, fetchAllRecords, recordsToCsv } from '../../../src/client/listas/exportList';
import { fakeDataProvider } from '../fakeDataProvider';

describe('fetchAllRecords', () => {
  it('pages through the server until it has every record of the filter, in the asked order', async () => {
    const rows = Array.from({ length: MAX_PAGE_LIMIT * 2 + 3 }, (_, i) => ({ id: i + 1, estado: i % 2 ? 'abierta' : 'cerrada' }));
    const dataProvider = fakeDataProvider({ quejas: rows });
    const all = await fetchAllRecords(dataProvider, 'quejas', {}, { field: 'id', order: 'DESC' });
    expect(all).toHaveLength(MAX_PAGE_LIMIT * 2 + 3);
    expect(all[0].id).toBe(MAX_PAGE_LIMIT * 2 + 3);
    expect(all.at(-1)?.id).toBe(1);
    expect(dataProvider.calls.map((call) => (call.params as { pagination: { page: number } }).pagination.page)).toEqual([1, 2, 3]);

    const abiertas = await fetchAllRecords(dataProvider, 'quejas', { estado: 'abierta' }, { field: 'id', order: 'ASC' });
    expect(abiertas).toHaveLength(MAX_PAGE_LIMIT + 1);
    expect(abiertas.every((row) => row.estado === 'abierta')).toBe(true);
  });

  it('stops at the total the server gives even when the last page is full', async () => {
    const rows = Array.from({ length: MAX_PAGE_LIMIT }, (_, i) => ({ id: i + 1 }));
    const dataProvider = fakeDataProvider({ auditoria: rows });
    expect(await fetchAllRecords(dataProvider, 'auditoria', {}, { field: 'at', order: 'DESC' })).toHaveLength(MAX_PAGE_LIMIT);
    expect(dataProvider.calls).toHaveLength(1);
  });
});

describe('recordsToCsv', () => {
  const columns = [
    { source: 'id', label: 'ID' },
    { source: 'descripcion', label: 'Descripción' },
    { source: 'fecha', label: 'Fecha' },
    { source: 'activo', label: 'Activo' },
  ];

  it('writes the labels as header and the values as the API gives them', () => {
    const text = recordsToCsv([{ id: 7, descripcion: 'Gato herido, pata', fecha: '2024-05-01', activo: true }], columns);
    expect(text).toBe('ID,Descripción,Fecha,Activo\r\n7,"Gato herido, pata",2024-05-01,true\r\n');
  });

  it('neutralises a text that a spreadsheet would run as a formula, as src/domain/csv.ts does', () => {
    const text = recordsToCsv([{ id: 1, descripcion: '=HYPERLINK("http://x")', fecha: null }], columns);
    expect(text.split('\r\n')[1]).toBe(`1,"'=HYPERLINK(""http://x"")",,`);
  });

  it('names the file after the list and the day', () => {
    expect(csvFileName('partes', new Date('2025-03-09T10:00:00Z'))).toBe('partes-2025-03-09.csv');
  });
});
