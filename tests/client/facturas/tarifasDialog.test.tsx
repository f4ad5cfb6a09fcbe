/**
 * A provider's prices, opened from its row on /jornadas: the list with and
 * without VAT in the reader's format, a new price typed in euros and sent in
 * cents, an open price closed on its last day; a vet only reads them.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Proveedor, ResumenJornadas } from '../../../src/domain/schemas/jornada';
import type { TarifaBody, TarifaConIva } from '../../../src/domain/schemas/coste';
import { JornadasPage } from '../../../src/client/jornadas/JornadasPage';
import { fakeDataProvider } from '../fakeDataProvider';
import { renderStaff } from '../renderStaff';

afterEach(() => localStorage.clear());

const proveedor: Proveedor = { id: 1, nombre: 'Clínica San Antón', direccion: 'Calle Mayor, 12', veterinario: 'Marta Ruiz', numero_colegiado: 'GU-1234', usuario_id: null, created_at: '2026-01-01T00:00:00.000Z' };
const resumen: ResumenJornadas = { proximas: [], esperando: [], operados: 0, operados_con_prueba: 0 };
const hembra: TarifaConIva = { id: 7, proveedor_id: 1, acto: 'esterilizacion_hembra', importe_centimos: 6000, iva_porcentaje: 21, desde: '2025-01-01', hasta: null, created_at: '2025-01-01T00:00:00.000Z', importe_con_iva_centimos: 7260 };

function server() {
  let rows = [hembra];
  return {
    resumenJornadas: async () => resumen,
    proveedores: async () => [proveedor],
    tarifas: async () => rows,
    crearTarifa: async (_id: number, body: TarifaBody) => {
      const created = { ...hembra, ...body, id: 8, hasta: body.hasta ?? null, importe_con_iva_centimos: Math.floor((body.importe_centimos * 121 + 50) / 100) } as TarifaConIva;
      rows = [...rows, created];
      return created;
    },
    editarTarifa: async (_id: number, tarifaId: number, body: TarifaBody) => {
      rows = rows.map((t) => (t.id === tarifaId ? ({ ...t, ...body } as TarifaConIva) : t));
      return rows.find((t) => t.id === tarifaId)!;
    },
  };
}

const abrir = async () => {
  await userEvent.click(await screen.findByRole('button', { name: 'Precios de Clínica San Antón' }));
  return screen.findByRole('dialog', { name: 'Precios de Clínica San Antón' });
};

describe('a provider’s prices', () => {
  it('staff read the prices with their VAT, add one typed in euros and close an open one', async () => {
    const dp = fakeDataProvider({ jornadas: [] }, server());
    renderStaff(<JornadasPage />, { dataProvider: dp, role: 'responsable', path: '/jornadas' });
    const dialog = await abrir();
    const row = await within(dialog).findByRole('row', { name: /Esterilización de hembra/ });
    expect(row).toHaveTextContent(/60,00\s€21 %72,60\s€01\/01\/2025Sin final/);

    const importe = within(dialog).getByRole('textbox', { name: /Precio sin IVA/ });
    await userEvent.type(importe, '25,5x');
    expect(within(dialog).getByText('Escribe un importe en euros, con dos decimales como mucho.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Añadir precio' })).toBeDisabled();
    await userEvent.clear(importe);
    await userEvent.type(importe, '25,5');
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Acto' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Microchip' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Añadir precio' }));
    await waitFor(() => expect(dp.calls.filter((c) => c.method === 'crearTarifa')).toHaveLength(1));
    const year = new Date().getFullYear();
    expect(dp.calls.find((c) => c.method === 'crearTarifa')!.params).toEqual([1, { acto: 'microchip', importe_centimos: 2550, iva_porcentaje: 21, desde: `${year}-01-01`, hasta: null }]);
    expect(await within(dialog).findByRole('row', { name: /Microchip/ })).toHaveTextContent(/25,50\s€21 %30,86\s€/);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Cerrar el precio de Esterilización de hembra' }));
    fireEvent.change(within(dialog).getByLabelText('Último día del precio'), { target: { value: '2025-12-31' } });
    await userEvent.click(within(row).getByRole('button', { name: 'Cerrar el precio' }));
    await waitFor(() => expect(row).toHaveTextContent('31/12/2025'));
    expect(dp.calls.find((c) => c.method === 'editarTarifa')!.params).toEqual([1, 7, { acto: 'esterilizacion_hembra', importe_centimos: 6000, iva_porcentaje: 21, desde: '2025-01-01', hasta: '2025-12-31' }]);
  });

  it('a vet reads the prices of the clinic and changes none', async () => {
    const dp = fakeDataProvider({ jornadas: [] }, server());
    renderStaff(<JornadasPage />, { dataProvider: dp, role: 'veterinario', path: '/jornadas' });
    const dialog = await abrir();
    expect(await within(dialog).findByRole('row', { name: /Esterilización de hembra/ })).toHaveTextContent('72,60');
    expect(within(dialog).queryByRole('button', { name: /Cerrar el precio/ })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Añadir precio' })).toBeNull();
  });
});
