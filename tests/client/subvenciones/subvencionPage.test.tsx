/**
 * A grant's page: its totals and each line's, its costs with what of each is
 * eligible and why not, moving a cost by hand, the pack's three downloads
 * through the data provider, adding a template's lines, and no serious or
 * critical axe-core finding.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import type { FilaJustificacion, SubvencionDetalle } from '../../../src/domain/schemas/subvencion';
import { SubvencionPage } from '../../../src/client/subvenciones/SubvencionPage';
import { SubvencionesPage } from '../../../src/client/subvenciones/SubvencionesPage';
import { fakeDataProvider } from '../fakeDataProvider';
import { renderStaff } from '../renderStaff';
import { Notification } from 'react-admin';
import type { CosteFila } from '../../../src/domain/schemas/coste';
import { Route, Routes } from 'react-router-dom';

afterEach(() => localStorage.clear());

const totales = (costes: number, importe: number, elegible: number, no: number) => ({ costes, importe_centimos: importe, elegible_centimos: elegible, no_elegible_centimos: no });

/** The worked grant of tests/server/subvenciones/support.ts, as the server answers it. */
const subvencion: SubvencionDetalle = {
  id: 3,
  convocatoria: 'Ayudas a entidades locales 2025',
  organismo: 'Diputación Provincial de Guadalajara',
  referencia: 'EXP-2025/017',
  fecha: '2025-03-01',
  importe_concedido_centimos: 1_500_000,
  periodo_desde: '2025-01-01',
  periodo_hasta: '2025-06-30',
  created_at: '',
  lineas: [
    { id: 11, subvencion_id: 3, nombre: 'Esterilización de hembras', conceptos: [{ concepto: 'esterilizacion_hembra', tope_centimos: 8000 }], importe_centimos: null, created_at: '', totales: totales(3, 21780, 14050, 7730) },
    { id: 12, subvencion_id: 3, nombre: 'Identificación con microchip', conceptos: [{ concepto: 'microchip', tope_centimos: 3000 }], importe_centimos: null, created_at: '', totales: totales(2, 4920, 4920, 0) },
  ],
  totales: totales(5, 26700, 18970, 7730),
};

const fila = (overrides: Partial<FilaJustificacion>): FilaJustificacion => ({
  coste_id: 1, fecha: '2025-02-10', microchip: '941000000000001', colonia: 'El Lavadero', concepto: 'esterilizacion_hembra', acto: 'Esterilización de hembra', veterinario: 'Marta Ruiz', numero_colegiado: 'GU-1234',
  factura_id: null, factura: null, importe_centimos: 6050, linea_id: 11, linea: 'Esterilización de hembras', asignacion: 'auto', elegible_centimos: 6050, no_elegible_centimos: 0, motivo: null,
  ...overrides,
});
const costes = [
  fila({}),
  fila({ coste_id: 4, fecha: '2025-04-15', factura_id: 1, factura: 'F-001', importe_centimos: 9680, elegible_centimos: 8000, no_elegible_centimos: 1680, motivo: 'sobre_tope' }),
  fila({ coste_id: 3, fecha: '2025-08-20', asignacion: 'manual', elegible_centimos: 0, no_elegible_centimos: 6050, motivo: 'fuera_de_periodo' }),
  fila({ coste_id: 2, fecha: '2025-03-05', concepto: 'microchip', acto: 'Microchip', importe_centimos: 2420, linea_id: 12, linea: 'Identificación con microchip', elegible_centimos: 2420 }),
  fila({ coste_id: 5, fecha: '2025-05-20', concepto: 'microchip', acto: 'Microchip', factura_id: 2, factura: 'F 2025/002', importe_centimos: 2500, linea_id: 12, linea: 'Identificación con microchip', elegible_centimos: 2500 }),
];

function renderGrant(methods: Parameters<typeof fakeDataProvider>[1] = {}) {
  const dataProvider = fakeDataProvider({ subvenciones: [subvencion] }, { costesSubvencion: async () => costes, ...methods });
  return renderStaff(<SubvencionPage />, { dataProvider, role: 'responsable', path: '/subvenciones/3', route: '/subvenciones/:id' });
}

/** Money as Intl writes it in Spanish, its spaces made plain. */
const plain = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

describe('/subvenciones/:id', () => {
  it('shows the grant’s totals, each line’s, and its costs with what is not eligible and why', async () => {
    renderGrant();
    expect(await screen.findByRole('heading', { name: 'EXP-2025/017', level: 2 })).toBeVisible();
    expect(plain(screen.getByTestId('totales-subvencion').textContent)).toBe('5 actos · imputado 267,00 € · elegible 189,70 € · no elegible 77,30 €');
    expect(plain(screen.getByTestId('totales-linea-11').textContent)).toBe('3 actos · imputado 217,80 € · elegible 140,50 € · no elegible 77,30 €');
    expect(plain(screen.getByTestId('totales-linea-12').textContent)).toBe('2 actos · imputado 49,20 € · elegible 49,20 € · no elegible 0,00 €');
    const hembras = await screen.findByRole('table', { name: 'Esterilización de hembras' });
    await waitFor(() => expect(within(hembras).getAllByRole('row')).toHaveLength(4));
    const sobreTope = within(hembras).getByRole('row', { name: /F-001/ });
    expect(plain(sobreTope.textContent)).toContain('96,80 €80,00 €16,80 €Por encima del tope por unidad');
    expect(within(hembras).getByRole('row', { name: /20\/08\/2025/ })).toHaveTextContent('Fuera del periodo subvencionable');
    expect(screen.getByText('Esterilización de hembra (tope 80,00 €)')).toBeVisible();
  });

  it('moves a cost to another line or off its line', async () => {
    const { dataProvider } = renderGrant({ moverCoste: async () => subvencion });
    const microchips = await screen.findByRole('table', { name: 'Identificación con microchip' });
    await waitFor(() => expect(within(microchips).getAllByRole('row')).toHaveLength(3));
    const row = within(microchips).getByRole('row', { name: /F 2025\/002/ });
    await userEvent.click(within(row).getByRole('combobox', { name: 'Línea' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Sin línea' }));
    await waitFor(() => expect(dataProvider.calls.filter((c) => c.method === 'moverCoste').map((c) => c.params)).toEqual([[3, 5, null]]));
    await userEvent.click(within(row).getByRole('combobox', { name: 'Línea' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Esterilización de hembras' }));
    await waitFor(() => expect(dataProvider.calls.filter((c) => c.method === 'moverCoste').map((c) => c.params)).toEqual([[3, 5, null], [3, 5, 11]]));
  });

  it('puts a cost that is on no line on one of the grant’s lines, by hand', async () => {
    const sinLinea: CosteFila = {
      id: 41, fecha: '2025-08-20', concepto: 'vacuna', gato_id: null, colonia_id: 2, proveedor_id: 1, reserva_id: null, campana_id: null, factura_id: null, importe_centimos: 2420,
      descripcion: null, linea_id: null, asignacion: null, usuario_id: null, created_at: '', origen: 'tarifa', gato_nombre: null, gato_microchip: null, colonia_nombre: 'El Lavadero',
      proveedor_nombre: 'Clínica San Antón', factura_numero: null, linea_nombre: null,
    };
    const dataProvider = fakeDataProvider({ subvenciones: [subvencion], costes: [sinLinea] }, { costesSubvencion: async () => costes });
    renderStaff(<><SubvencionPage /><Notification /></>, { dataProvider, role: 'responsable', path: '/subvenciones/3', route: '/subvenciones/:id' });
    const tabla = await screen.findByRole('table', { name: 'Costes sin línea' });
    const fila = within(tabla).getByRole('row', { name: /El Lavadero/ });
    expect(plain(fila.textContent)).toContain('20/08/2025Vacuna');
    expect(plain(fila.textContent)).toContain('24,20 €');
    await userEvent.click(within(fila).getByRole('combobox', { name: 'Imputar Vacuna del 20/08/2025 a' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Identificación con microchip' }));
    await waitFor(() => expect(dataProvider.calls.filter((c) => c.method === 'update').map((c) => [c.resource, (c.params as { id: number; data: unknown }).id, (c.params as { data: unknown }).data])).toEqual([['costes', 41, { linea_id: 12 }]]));
    expect(await screen.findByText('Coste imputado a la línea.')).toBeVisible();
  });

  it('downloads the PDF, the CSV and the ZIP through the data provider, and says why one failed', async () => {
    const { dataProvider } = renderGrant({
      descargarJustificacion: async (_id, formato) => {
        if (formato === 'zip') throw new Error('La factura de uno de sus costes no tiene su PDF en el servidor.');
        return `justificacion.${formato}`;
      },
    });
    await screen.findByRole('heading', { name: 'EXP-2025/017', level: 2 });
    for (const name of ['Cuenta justificativa (PDF)', 'Cuenta justificativa (CSV)', 'Facturas (ZIP)']) {
      await userEvent.click(screen.getByRole('button', { name }));
      await waitFor(() => expect(screen.getByRole('button', { name })).toBeEnabled());
    }
    expect(dataProvider.calls.filter((c) => c.method === 'descargarJustificacion').map((c) => c.params)).toEqual([[3, 'pdf'], [3, 'csv'], [3, 'zip']]);
    expect(await screen.findByRole('alert')).toHaveTextContent('La factura de uno de sus costes no tiene su PDF en el servidor.');
  });

  it('adds a template’s lines', async () => {
    const { dataProvider } = renderGrant({ anadirLineas: async () => subvencion });
    await userEvent.click(await screen.findByRole('button', { name: 'Añadir línea' }));
    const dialog = await screen.findByRole('dialog', { name: 'Añadir línea' });
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Las cuatro líneas de la convocatoria del Ministerio' }));
    expect(within(dialog).queryByRole('textbox', { name: /Nombre de la línea/ })).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Añadir' }));
    await waitFor(() => expect(dataProvider.calls.filter((c) => c.method === 'anadirLineas').map((c) => c.params)).toEqual([[3, { plantilla: 'ministerio' }]]));
  });

  it('adds one line with a cap typed in euros', async () => {
    const { dataProvider } = renderGrant({ anadirLineas: async () => subvencion });
    await userEvent.click(await screen.findByRole('button', { name: 'Añadir línea' }));
    const dialog = await screen.findByRole('dialog', { name: 'Añadir línea' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Nombre de la línea/ }), 'Vacunas');
    await userEvent.click(within(dialog).getByRole('combobox', { name: /Concepto que financia/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Vacuna' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Tope por unidad/ }), '25,5');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Añadir' }));
    await waitFor(() => expect(dataProvider.calls.filter((c) => c.method === 'anadirLineas').map((c) => c.params)).toEqual([[3, { nombre: 'Vacunas', conceptos: [{ concepto: 'vacuna', tope_centimos: 2550 }] }]]));
  });

  it('has no serious or critical accessibility finding', async () => {
    const { container } = renderGrant();
    await waitFor(() => expect(screen.getAllByRole('table')).toHaveLength(2));
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } });
    expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
});

describe('/subvenciones', () => {
  it('lists the grants with their call, body, reference, amount and period', async () => {
    const dataProvider = fakeDataProvider({ subvenciones: [subvencion] });
    renderStaff(<SubvencionesPage />, { dataProvider, role: 'admin', path: '/subvenciones' });
    const table = await screen.findByRole('table', { name: 'Subvenciones' });
    const row = await within(table).findByRole('row', { name: /EXP-2025\/017/ });
    expect(plain(row.textContent)).toBe('Ayudas a entidades locales 2025Diputación Provincial de GuadalajaraEXP-2025/01715.000,00 €del 01/01/2025 al 30/06/2025');
  });
});

describe('from the list to a grant', () => {
  it('shows the list’s row while the grant loads, then its lines, without failing on what the row lacks', async () => {
    const { lineas: _lineas, totales: _totales, ...fila } = subvencion;
    let answer: (value: { data: SubvencionDetalle }) => void = () => undefined;
    const dataProvider = fakeDataProvider(
      { subvenciones: [fila as SubvencionDetalle] },
      { costesSubvencion: async () => costes, getOne: () => new Promise((resolve) => (answer = resolve as typeof answer)) as never },
    );
    renderStaff(
      <Routes>
        <Route path="/subvenciones" element={<SubvencionesPage />} />
        <Route path="/subvenciones/:id" element={<SubvencionPage />} />
      </Routes>,
      { dataProvider, role: 'responsable', path: '/subvenciones' },
    );
    const table = await screen.findByRole('table', { name: 'Subvenciones' });
    await userEvent.click(within(await within(table).findByRole('row', { name: /EXP-2025\/017/ })).getByRole('rowheader'));
    expect(await screen.findByRole('heading', { name: 'EXP-2025/017' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Esterilización de hembras' })).toBeNull();
    answer({ data: subvencion });
    expect(await screen.findByRole('heading', { name: 'Esterilización de hembras' })).toBeVisible();
    expect(screen.getByTestId('totales-subvencion')).toBeVisible();
  });
});
