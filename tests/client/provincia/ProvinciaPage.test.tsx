/**
 * /provincia over the fake data provider: each municipality's figures sorted
 * by name in a Spanish reader's order (either way), the sum in the last row,
 * the target and date, every colony of every municipality on the map, and
 * the province's annual report of a chosen year downloaded from the keyboard.
 */
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ProvinciaPage } from '../../../src/client/provincia/ProvinciaPage';
import type { ColoniaProvincia, PanelProvincia } from '../../../src/domain/schemas/provincia';
import type { NamedMethods } from '../../../src/client/providers/dataProvider';
import { fakeDataProvider } from '../fakeDataProvider';
import { renderStaff } from '../renderStaff';
import { HttpError } from 'react-admin';
import { hoyEnEspana } from '../../../src/domain/cer';

const municipio = (id: number, nombre: string, colonias: number, cobertura: number | null) => ({
  id, nombre, slug: nombre.toLowerCase(), colonias, registrados: colonias * 10, esterilizados: colonias * 4, poblacion_estimada: colonias * 1000, cobertura, por_esterilizar: colonias * 3,
});

// In the server's order (by id): the table sorts them by name, «Ñ» after «N» and «Ávila» with the A.
const INFORME: PanelProvincia = {
  objetivo: 75,
  fecha: '2026-11-26',
  municipios: [municipio(1, 'Sigüenza', 2, 0.5), municipio(2, 'Ñaña', 1, null), municipio(3, 'Ávila', 3, 0.25), municipio(4, 'Nava', 4, 0.125)],
  total: { municipios: 4, colonias: 10, registrados: 100, esterilizados: 40, poblacion_estimada: 10000, cobertura: 0.3, por_esterilizar: 30 },
};

const MAPA: ColoniaProvincia[] = [
  { id: 1, nombre: 'Catedral', municipio_id: 1, municipio: 'Sigüenza', latitude: 41.07, longitude: -2.64, cobertura: 0.5 },
  { id: 7, nombre: 'Catedral', municipio_id: 3, municipio: 'Ávila', latitude: 40.65, longitude: -4.69, cobertura: null },
];

function renderProvincia(methods: Partial<NamedMethods> = {}) {
  const dataProvider = fakeDataProvider({}, { informeProvincia: async () => INFORME, mapaProvincia: async () => MAPA, ...methods });
  return renderStaff(<ProvinciaPage />, { role: 'provincia', path: '/provincia', dataProvider });
}

const table = () => screen.getByRole('table', { name: 'Cifras por municipio' });
const bodyRows = () => within(table()).getAllByRole('rowgroup')[1];
/** A cell's text with the number format's narrow and non-breaking spaces as plain ones. */
const shown = (cell: Element) => (cell.textContent ?? '').replace(/[\u00a0\u202f]/g, ' ');
const names = () => within(bodyRows()).getAllByRole('rowheader').map((cell) => cell.textContent);

describe('the province dashboard', () => {
  it('shows each municipality by name in reading order, both ways, with its figures', async () => {
    renderProvincia();
    expect(await screen.findByRole('heading', { name: 'Panel de la provincia' })).toBeInTheDocument();
    await screen.findByRole('table', { name: 'Cifras por municipio' });
    expect(names()).toEqual(['Ávila', 'Nava', 'Ñaña', 'Sigüenza']);
    const header = within(table()).getByRole('columnheader', { name: 'Municipio' });
    expect(header).toHaveAttribute('aria-sort', 'ascending');
    expect(within(table()).getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Municipio', 'Colonias', 'Registrados', 'Esterilizados', 'Población estimada', 'Por esterilizar', 'Cobertura CER',
    ]);
    const avila = within(bodyRows()).getAllByRole('row')[0];
    expect(within(avila).getAllByRole('cell').map(shown)).toEqual(['3', '30', '12', '3000', '9', '25 %']);
    const nana = within(bodyRows()).getAllByRole('row')[2];
    expect(within(nana).getAllByRole('cell').at(-1)).toHaveTextContent('—');

    await userEvent.click(within(header).getByRole('button'));
    expect(names()).toEqual(['Sigüenza', 'Ñaña', 'Nava', 'Ávila']);
    expect(header).toHaveAttribute('aria-sort', 'descending');
  });

  it('ends with the sum of every municipality, the target and the date', async () => {
    renderProvincia();
    await screen.findByRole('table', { name: 'Cifras por municipio' });
    const rowgroups = within(table()).getAllByRole('rowgroup');
    const total = within(rowgroups[2]).getByRole('row');
    expect(within(total).getByRole('rowheader')).toHaveTextContent('Total (4 municipios)');
    expect(within(total).getAllByRole('cell').map(shown)).toEqual(['10', '100', '40', '10.000', '30', '30 %']);
    expect(screen.getByText((_, element) => element?.tagName === 'P' && shown(element) === 'Objetivo: 75 % · Datos a 26/11/2026')).toBeInTheDocument();
  });

  it('puts every colony of every municipality on the map, named with its municipality', async () => {
    renderProvincia();
    expect(await screen.findByText('2 colonias con ubicación')).toBeInTheDocument();
    const map = screen.getByRole('region', { name: 'Mapa de las colonias de todos los municipios' });
    // Leaflet is loaded lazily, with the map: on a busy machine that takes a while.
    await waitFor(() => expect(within(map).getAllByRole('button', { name: /^Catedral/ })).toHaveLength(2), { timeout: 10_000 });
    expect(within(map).getByRole('button', { name: 'Catedral (Sigüenza)' })).toBeInTheDocument();
    expect(within(map).getByRole('button', { name: 'Catedral (Ávila)' })).toBeInTheDocument();
  });

  it('says so when the figures or the map cannot be loaded', async () => {
    renderProvincia({
      informeProvincia: async () => {
        throw new Error('x');
      },
      mapaProvincia: async () => {
        throw new Error('x');
      },
    });
    expect(await screen.findByText('No se pudieron cargar las cifras de la provincia.')).toBeInTheDocument();
    expect(await screen.findByText('No se pudo cargar el mapa de la provincia.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('downloads the province’s annual report of the chosen year, as PDF and as CSV, from the keyboard', async () => {
    const year = Number(hoyEnEspana().slice(0, 4));
    const { dataProvider } = renderProvincia({ descargarMemoriaProvincia: async (anio, formato) => `memoria_cer_provincia_${anio}_2026-11-26.${formato}` });
    const section = await screen.findByRole('region', { name: 'Memoria anual de la provincia' });
    const anio = within(section).getByRole('combobox', { name: 'Año' });
    expect(anio).toHaveTextContent(String(year));
    anio.focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(anio).toHaveTextContent(String(year - 1)));
    await userEvent.tab();
    expect(within(section).getByRole('button', { name: 'Descargar memoria de la provincia (PDF)' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(within(section).getByRole('button', { name: 'Descargar memoria de la provincia (CSV)' })).toBeEnabled());
    await userEvent.tab();
    expect(within(section).getByRole('button', { name: 'Descargar memoria de la provincia (CSV)' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await waitFor(() => expect(dataProvider.calls.filter((c) => c.method === 'descargarMemoriaProvincia').map((c) => c.params)).toEqual([[year - 1, 'pdf'], [year - 1, 'csv']]));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says why the annual report could not be downloaded', async () => {
    renderProvincia({ descargarMemoriaProvincia: () => Promise.reject(new HttpError('Hay demasiados informes en preparación.', 503)) });
    const section = await screen.findByRole('region', { name: 'Memoria anual de la provincia' });
    await userEvent.click(within(section).getByRole('button', { name: 'Descargar memoria de la provincia (PDF)' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No se pudo descargar la memoria de la provincia.');
    expect(alert).toHaveTextContent('Hay demasiados informes en preparación.');
  });
});
