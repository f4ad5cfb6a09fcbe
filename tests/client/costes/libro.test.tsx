/**
 * The cost ledger's delete: only a cost recorded by hand that no invoice pays
 * offers it; it asks first, and the server's refusal is what the person reads.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError, Notification } from 'react-admin';
import type { CosteFila } from '../../../src/domain/schemas/coste';
import { CostesPage } from '../../../src/client/costes/CostesPage';
import { fakeDataProvider } from '../fakeDataProvider';
import { renderStaff } from '../renderStaff';

afterEach(() => localStorage.clear());

const coste = (overrides: Partial<CosteFila>): CosteFila => ({
  id: 1,
  fecha: '2026-03-02',
  concepto: 'alimentacion',
  gato_id: null,
  colonia_id: 2,
  proveedor_id: null,
  reserva_id: null,
  campana_id: null,
  factura_id: null,
  importe_centimos: 4550,
  descripcion: 'Pienso de marzo',
  linea_id: null,
  asignacion: null,
  usuario_id: 1,
  created_at: '2026-03-02T10:00:00.000Z',
  origen: 'propio',
  gato_nombre: null,
  gato_microchip: null,
  colonia_nombre: 'Colonia del Parque',
  proveedor_nombre: null,
  factura_numero: null,
  linea_nombre: null,
  ...overrides,
});

const pienso = coste({});
const deJornada = coste({ id: 2, concepto: 'esterilizacion_hembra', reserva_id: 9, proveedor_id: 1, importe_centimos: null, origen: 'tarifa', proveedor_nombre: 'Clínica San Antón', gato_nombre: 'Luna' });
const facturado = coste({ id: 3, concepto: 'microchip', factura_id: 4, proveedor_id: 1, origen: 'factura', factura_numero: 'F-12', proveedor_nombre: 'Clínica San Antón', gato_nombre: 'Sol' });

const render = (overrides: Record<string, unknown> = {}) => {
  const dp = fakeDataProvider({ costes: [pienso, deJornada, facturado] }, overrides);
  renderStaff(
    <>
      <CostesPage />
      <Notification />
    </>,
    { dataProvider: dp, role: 'responsable', path: '/costes' },
  );
  return dp;
};

describe('/costes: deleting a cost', () => {
  it('offers it only on a cost recorded by hand and not invoiced, asks, and takes the row away', async () => {
    const dp = render();
    const fila = await screen.findByRole('row', { name: /Alimentación/ });
    expect(screen.queryByRole('button', { name: /Eliminar el coste Esterilización/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Eliminar el coste Microchip/ })).toBeNull();
    await userEvent.click(within(fila).getByRole('button', { name: 'Eliminar el coste Alimentación del 02/03/2026' }));
    const confirm = await screen.findByRole('dialog', { name: 'Eliminar el coste' });
    expect(confirm).toHaveTextContent('¿Eliminar el coste «Alimentación» del 02/03/2026? Deja de contar en el presupuesto y en su línea de subvención.');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText('Coste eliminado')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('row', { name: /Alimentación/ })).toBeNull());
    expect(dp.records.costes.map((c) => c.id)).toEqual([2, 3]);
  });

  it('a refusal shows the server’s reason and keeps the row', async () => {
    const detail = 'Este coste ya está en una factura: corrige o borra la factura.';
    render({ delete: async () => Promise.reject(new HttpError(detail, 409, { detail })) });
    const fila = await screen.findByRole('row', { name: /Alimentación/ });
    await userEvent.click(within(fila).getByRole('button', { name: /Eliminar el coste Alimentación/ }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Eliminar el coste' })).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText(detail)).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('row', { name: /Alimentación/ })).toBeInTheDocument();
  });
});
