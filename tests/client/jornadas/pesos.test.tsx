/** A clinic day's page tells those who book what each cat takes: the municipality's weights, as the server sends them with the day. */
import { afterEach, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { Jornada } from '../../../src/domain/schemas/jornada';
import { JornadaShowPage } from '../../../src/client/jornadas/JornadaShowPage';
import { fakeDataProvider } from '../fakeDataProvider';
import { renderStaff } from '../renderStaff';

afterEach(() => localStorage.clear());

const jornada = (pesos: Jornada['pesos']): Jornada => ({
  id: 7, proveedor_id: 1, proveedor_nombre: 'Clínica Veterinaria Henares', fecha: '2099-03-10', capacidad: 8, campana_id: null,
  ocupadas: 2, libres: 6, reservas: 1, created_at: '', pesos,
});

it('shows the weights of the municipality, not the installation’s', async () => {
  const dataProvider = fakeDataProvider({ jornadas: [jornada({ macho: 2, hembra: 3, desconocido: 3.5, cachorro: 1 })] }, { reservasDeJornada: async () => [], coloniasDeIncidencias: async () => [] });
  renderStaff(<JornadaShowPage />, { dataProvider, role: 'responsable', path: '/jornadas/7', route: '/jornadas/:id' });
  expect(await screen.findByText('Cada gato ocupa: macho 2, hembra 3, sexo desconocido 3,5, cachorro 1 plazas.')).toBeVisible();
});
