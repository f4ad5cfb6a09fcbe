/**
 * The money on the screens: a campaign's budget block (figures in euros, a budget typed in euros saved as cents),
 * the year's costs with the projection, and nothing of it for a role that sees no money.
 */
import { afterEach, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Notification } from 'react-admin';
import type { InformeCostes, PresupuestoCampanaCifras } from '../../../src/domain/schemas/presupuesto';
import { PresupuestoCampanaCard } from '../../../src/client/presupuestos/PresupuestoCampanaCard';
import { CostesAnioCard } from '../../../src/client/presupuestos/CostesAnioCard';
import { fakeDataProvider } from '../fakeDataProvider';
import { renderStaff } from '../renderStaff';

afterEach(() => localStorage.clear());

const cifras = (presupuesto: number | null): PresupuestoCampanaCifras => ({
  campana_id: 3, presupuesto_centimos: presupuesto, comprometido_centimos: 12841, gastado_centimos: 7865,
  restante_centimos: presupuesto === null ? null : presupuesto - 12841 - 7865, esterilizados: 1, coste_por_esterilizado_centimos: 7865, sin_importe: 1,
});

it('a responsable sees the campaign’s figures in euros and sets its budget typed in euros, sent as cents', async () => {
  const guardar = vi.fn(async (_id: number, importe: number | null) => cifras(importe));
  const dataProvider = fakeDataProvider({}, { presupuestoCampana: async () => cifras(null), guardarPresupuestoCampana: guardar });
  renderStaff(<><PresupuestoCampanaCard campanaId={3} /><Notification /></>, { dataProvider, role: 'responsable' });
  expect(await screen.findByTestId('campana-presupuesto-gastado')).toHaveTextContent('78,65 €');
  expect(screen.getByTestId('campana-presupuesto-comprometido')).toHaveTextContent('128,41 €');
  expect(screen.getByTestId('campana-presupuesto-presupuesto')).toHaveTextContent('Sin presupuesto');
  expect(screen.getByText('1 coste o reserva sin tarifa ni factura: no suma.')).toBeVisible();

  await userEvent.click(screen.getByRole('button', { name: 'Fijar presupuesto' }));
  const dialog = await screen.findByRole('dialog', { name: 'Presupuesto de la campaña' });
  const importe = within(dialog).getByLabelText('Importe en euros');
  await userEvent.type(importe, '12,5,0');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
  expect(within(dialog).getByText('Escribe un importe en euros, con dos decimales como mucho (por ejemplo 1.250,50).')).toBeVisible();
  expect(guardar).not.toHaveBeenCalled();

  await userEvent.clear(importe);
  await userEvent.type(importe, '1.000,10');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
  expect(await screen.findByText('Presupuesto guardado.')).toBeVisible();
  expect(guardar).toHaveBeenCalledWith(3, 100010);
  expect(await screen.findByTestId('campana-presupuesto-restante')).toHaveTextContent('793,04 €');
});

it('a veterinario sees no money at all', async () => {
  const presupuestoCampana = vi.fn(async () => cifras(100000));
  const dataProvider = fakeDataProvider({}, { presupuestoCampana });
  renderStaff(<PresupuestoCampanaCard campanaId={3} />, { dataProvider, role: 'veterinario' });
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(screen.queryByRole('heading', { name: 'Presupuesto de la campaña' })).toBeNull();
  expect(presupuestoCampana).not.toHaveBeenCalled();
});

it('the year’s costs show each concept, the campaigns and the money to reach the target per colony', async () => {
  const anio = Number(new Date().toISOString().slice(0, 4));
  const informe: InformeCostes = {
    anio, ...cifras(100000), campanas: [{ id: 3, nombre: 'Otoño', ...cifras(100000) }],
    por_concepto: [{ concepto: 'esterilizacion_macho', costes: 1, importe_centimos: 4840 }, { concepto: 'microchip', costes: 1, importe_centimos: 3025 }],
    proyeccion: {
      objetivo: 0.75, coste_unitario_centimos: 7865, origen_coste_unitario: 'gasto', por_esterilizar: 5, importe_centimos: 39325,
      colonias: [{ id: 1, nombre: 'Colonia del Molino', estimacion: 8, esterilizados: 1, por_esterilizar: 5, importe_centimos: 39325 }],
    },
  };
  const informeCostes = vi.fn(async () => informe);
  renderStaff(<CostesAnioCard />, { dataProvider: fakeDataProvider({}, { informeCostes }), role: 'admin' });
  const conceptos = await screen.findByRole('table', { name: 'Gasto por concepto' });
  expect(within(conceptos).getByRole('row', { name: /Esterilización de macho/ })).toHaveTextContent('48,40 €');
  expect(within(conceptos).getByRole('row', { name: /Microchip/ })).toHaveTextContent('30,25 €');
  expect(screen.getByRole('table', { name: 'Campañas del año' })).toHaveTextContent('Otoño');
  expect(screen.getByTestId('costes-proyeccion')).toHaveTextContent(`Faltan 5 gatos por esterilizar: 393,25 € a 78,65 € por gato.`);
  expect(screen.getByText('Coste por gato: el de este año.')).toBeVisible();
  const proyeccion = screen.getByRole('table', { name: /Proyección al objetivo de cobertura/ });
  expect(within(proyeccion).getByRole('row', { name: /Colonia del Molino/ })).toHaveTextContent('393,25 €');
  expect(informeCostes).toHaveBeenCalledWith(anio, expect.anything());
});
