/** "Exportar CSV" on a staff list (the partes list): the whole list of its filters as a file, the notice, and no export of an empty list. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Notification } from 'react-admin';
import { PartesPage } from '../../../src/client/partes/PartesPage';
import { fakeDataProvider } from '../fakeDataProvider';
import { renderStaff } from '../renderStaff';

function captureDownloads() {
  const blobs: Blob[] = [];
  const names: string[] = [];
  URL.createObjectURL = vi.fn((blob: Blob) => {
    blobs.push(blob);
    return 'blob:export';
  });
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    names.push(this.download);
  });
  return { blobs, names };
}

/** jsdom's Blob has no text(): its bytes through a FileReader, decoded keeping the byte-order mark. */
function blobText(blob: Blob): Promise<string> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new TextDecoder('utf-8', { ignoreBOM: true }).decode(reader.result as ArrayBuffer));
    reader.readAsArrayBuffer(blob);
  });
}

afterEach(() => vi.restoreAllMocks());

describe('Exportar CSV on a staff list', () => {
  it('downloads every record of the list (beyond the page shown), with the columns as header and typed formulas defused', async () => {
    const partes = Array.from({ length: 12 }, (_, i) => ({ id: i + 1, descripcion: i === 0 ? '=HYPERLINK("http://x")' : `Parte ${i + 1}`, estado: 'pendiente', created_at: '2025-03-01' }));
    const downloads = captureDownloads();
    renderStaff(
      <>
        <PartesPage />
        <Notification />
      </>,
      { role: 'admin', dataProvider: fakeDataProvider({ partes }) },
    );
    const list = await screen.findByRole('region', { name: 'Listado de partes' });
    await within(list).findByRole('table', { name: 'Partes' });
    await userEvent.click(within(list).getByRole('button', { name: 'Exportar CSV' }));
    expect(await screen.findByText('12 registros exportados a CSV')).toBeInTheDocument();
    expect(downloads.names).toEqual([`partes-${new Date().toISOString().slice(0, 10)}.csv`]);
    const lines = (await blobText(downloads.blobs[0])).split('\r\n');
    expect(lines[0]).toBe('\uFEFFDescripción,Estado,Creado');
    expect(lines).toContain(`"'=HYPERLINK(""http://x"")",pendiente,2025-03-01`);
    expect(lines.filter((line) => line.startsWith('Parte '))).toHaveLength(11);
  });

  it('is disabled when the list is empty', async () => {
    renderStaff(<PartesPage />, { role: 'admin', dataProvider: fakeDataProvider({ partes: [] }) });
    const list = await screen.findByRole('region', { name: 'Listado de partes' });
    await within(list).findByText(/no hay partes/i);
    await waitFor(() => expect(within(list).getByRole('button', { name: 'Exportar CSV' })).toBeDisabled());
  });
});
