/**
 * A new invoice on /facturas: its provider's acts still to invoice come with
 * the amount their price gives them, the VAT and the total are computed as
 * the base is typed, and the whole goes as one multipart form with its PDF
 * and the lines ticked, amounts in cents.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError, Notification } from 'react-admin';
import type { Proveedor } from '../../../src/domain/schemas/jornada';
import type { CosteFila, FacturaDetalle } from '../../../src/domain/schemas/coste';
import { FacturasPage } from '../../../src/client/facturas/FacturasPage';
import { fakeDataProvider } from '../fakeDataProvider';
import { renderStaff } from '../renderStaff';

afterEach(() => localStorage.clear());

const proveedores: Proveedor[] = [
  { id: 1, nombre: 'Clínica San Antón', direccion: 'Calle Mayor, 12', veterinario: null, numero_colegiado: 'GU-1', usuario_id: null, created_at: '2026-01-01T00:00:00.000Z' },
  { id: 2, nombre: 'Clínica del Puente', direccion: 'Calle del Río, 3', veterinario: null, numero_colegiado: 'GU-2', usuario_id: null, created_at: '2026-01-01T00:00:00.000Z' },
];

const acto = (id: number, concepto: CosteFila['concepto'], importe: number | null): CosteFila => ({
  id, fecha: '2026-03-10', concepto, gato_id: 40, colonia_id: 3, proveedor_id: 1, reserva_id: 9, campana_id: null, factura_id: null, importe_centimos: importe, descripcion: null, linea_id: null, asignacion: null, usuario_id: 1, created_at: '2026-03-10T10:00:00.000Z',
  origen: importe === null ? null : 'tarifa', gato_nombre: 'Canela', gato_microchip: '724000000009001', colonia_nombre: 'Colonia del Lavadero', proveedor_nombre: 'Clínica San Antón', factura_numero: null, linea_nombre: null,
});

function server(fail?: string) {
  const sent: FormData[] = [];
  return {
    sent,
    methods: {
      proveedores: async () => proveedores,
      actosSinFactura: async (proveedorId: number) => (proveedorId === 1 ? [acto(11, 'esterilizacion_hembra', 7260), acto(12, 'microchip', 3025), acto(13, 'test_felv_fiv', null)] : []),
      crearFactura: async (form: FormData) => {
        sent.push(form);
        if (fail) throw new HttpError(fail, 409, { detail: fail });
        return { id: 5, numero: String(form.get('numero')), lineas: [] } as unknown as FacturaDetalle;
      },
    },
  };
}

async function abrirFormulario() {
  await userEvent.click(await screen.findByRole('button', { name: 'Nueva factura' }));
  const dialog = await screen.findByRole('dialog', { name: 'Nueva factura' });
  expect(within(dialog).getByText('Elige el proveedor para ver sus actos sin facturar.')).toBeInTheDocument();
  await userEvent.click(within(dialog).getByRole('combobox', { name: /Proveedor/ }));
  await userEvent.click(await screen.findByRole('option', { name: 'Clínica San Antón' }));
  return dialog;
}

describe('/facturas: a new invoice', () => {
  it('computes VAT and total, offers the provider’s acts at their price, and sends the PDF with the lines ticked in cents', async () => {
    const { sent, methods } = server();
    const dp = fakeDataProvider({ facturas: [] }, methods);
    renderStaff(<FacturasPage />, { dataProvider: dp, role: 'responsable', path: '/facturas' });
    const dialog = await abrirFormulario();

    const hembra = await within(dialog).findByRole('checkbox', { name: /Esterilización de hembra, 10\/03\/2026: Canela/ });
    const importeHembra = within(dialog).getByRole('textbox', { name: /Importe \(€\) de Esterilización de hembra/ });
    expect(importeHembra).toHaveValue('72,60');
    expect(within(dialog).getByRole('textbox', { name: /Importe \(€\) de Test FeLV\/FIV/ })).toHaveValue('');

    await userEvent.type(within(dialog).getByRole('textbox', { name: /Número de la factura/ }), 'F-2026-031');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Base imponible/ }), '100');
    expect(within(dialog).getByRole('status')).toHaveTextContent(/IVA: 21,00\s€ · Total: 121,00\s€/);
    const tipo = within(dialog).getByRole('spinbutton', { name: /IVA \(%\)/ });
    await userEvent.clear(tipo);
    await userEvent.type(tipo, '10');
    expect(within(dialog).getByRole('status')).toHaveTextContent(/IVA: 10,00\s€ · Total: 110,00\s€/);

    await userEvent.click(hembra);
    const chip = within(dialog).getByRole('textbox', { name: /Importe \(€\) de Microchip/ });
    await userEvent.clear(chip);
    await userEvent.type(chip, '30');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /Microchip/ }));
    expect(within(dialog).getByText(/Suma de los actos marcados: 102,60\s€/)).toBeInTheDocument();

    const pdf = new File(['%PDF-1.4\n%%EOF\n'], 'factura.pdf', { type: 'application/pdf' });
    await userEvent.upload(within(dialog).getByLabelText('PDF de la factura'), pdf);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    const form = sent[0];
    expect(Object.fromEntries([...form.entries()].filter(([, v]) => typeof v === 'string'))).toEqual({
      proveedor_id: '1',
      numero: 'F-2026-031',
      fecha: new Date().toISOString().slice(0, 10),
      base_centimos: '10000',
      iva_centimos: '1000',
      total_centimos: '11000',
      lineas: JSON.stringify([{ coste_id: 11, importe_centimos: 7260 }, { coste_id: 12, importe_centimos: 3000 }]),
    });
    expect((form.get('archivo') as File).name).toBe('factura.pdf');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('a line with no valid amount keeps the form from being sent; the server’s refusal is shown in the dialog', async () => {
    const { sent, methods } = server('Este proveedor ya tiene una factura con ese número.');
    renderStaff(
      <>
        <FacturasPage />
        <Notification />
      </>,
      { dataProvider: fakeDataProvider({ facturas: [] }, methods), role: 'admin', path: '/facturas' },
    );
    const dialog = await abrirFormulario();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Número de la factura/ }), 'F-1');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Base imponible/ }), '50,5');
    await userEvent.click(await within(dialog).findByRole('checkbox', { name: /Test FeLV\/FIV/ }));
    expect(within(dialog).getByRole('button', { name: 'Guardar' })).toBeDisabled();
    expect(within(dialog).getByText('Escribe un importe en euros, con dos decimales como mucho.')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Importe \(€\) de Test FeLV\/FIV/ }), '36,30');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await within(dialog).findByText('Este proveedor ya tiene una factura con ese número.')).toBeInTheDocument();
    expect(sent).toHaveLength(1);
    expect(sent[0].get('base_centimos')).toBe('5050');
  });

  it('a vet lists the invoices but registers none', async () => {
    const fila = { id: 5, proveedor_id: 1, proveedor_nombre: 'Clínica San Antón', numero: 'F-2026-031', fecha: '2026-03-31', base_centimos: 10000, iva_centimos: 2100, total_centimos: 12100, archivo: null, usuario_id: 1, created_at: '2026-03-31T10:00:00.000Z', lineas_count: 2 };
    renderStaff(<FacturasPage />, { dataProvider: fakeDataProvider({ facturas: [fila] }, server().methods), role: 'veterinario', path: '/facturas' });
    const row = await screen.findByRole('row', { name: /F-2026-031/ });
    expect(row).toHaveTextContent(/31\/03\/2026Clínica San Antón121,00\s€2/);
    expect(screen.queryByRole('button', { name: 'Nueva factura' })).toBeNull();
  });
});
