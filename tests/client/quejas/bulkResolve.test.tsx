/**
 * Resolving complaints and inspections together from the lists' bulk toolbar,
 * over the fake data provider: behind a confirmation, each selected record not
 * yet resuelta through the row menu's own call (a complaint without a public
 * answer), the resolved ones left alone, one notice with the count; no
 * selection for a role that may not resolve.
 */
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Notification } from 'react-admin';
import { QuejasList } from '../../../src/client/quejas/QuejasList';
import { InspeccionesList } from '../../../src/client/inspecciones/InspeccionesList';
import type { Inspeccion, Queja } from '../../../src/domain/types';
import { fakeDataProvider } from '../fakeDataProvider';
import { renderStaff } from '../renderStaff';

const queja = (id: number, estatus: string): Queja => ({
  id,
  fecha: '29/03/2025',
  fecha_hora: `2025-03-${10 + id}T10:00:00.000Z`,
  descripcion: `Queja ${id}`,
  colonia_id: 1,
  colonia_nombre: 'Colonia de la Alameda',
  solucion_responsable: null,
  archivo: null,
  estatus,
  codigo_seguimiento: `Q-${id}`,
  respuesta_publica: null,
});

const inspeccion = (id: number, estatus: string): Inspeccion => ({
  id,
  fecha: '01/04/2025',
  fecha_hora: `2025-04-${10 + id}T08:00:00.000Z`,
  colonia_id: 1,
  colonia_nombre: 'Colonia de la Alameda',
  observaciones: `Observación ${id}`,
  acciones_recomendadas: null,
  archivo: null,
  estatus,
});

const rowOf = async (text: string) => (await screen.findAllByRole('row')).find((row) => row.textContent?.includes(text))!;

const selectRows = async (...texts: string[]) => {
  for (const text of texts) await userEvent.click(within(await rowOf(text)).getByRole('checkbox'));
};

describe('the complaint list: bulk Resolver', () => {
  it('resolves the selected unresolved complaints after asking, with no public answer, and says how many', async () => {
    const dataProvider = fakeDataProvider(
      { quejas: [queja(1, 'pendiente'), queja(2, 'resuelta'), queja(3, 'en revisión')] },
      {
        resolverQueja: async (id: number, respuesta: string | null = null) => {
          const record = dataProvider.records.quejas.find((q) => q.id === id)!;
          Object.assign(record, { estatus: 'resuelta', respuesta_publica: respuesta });
          return record as Queja;
        },
      },
    );
    renderStaff(<><QuejasList resource="quejas" /><Notification /></>, { dataProvider, role: 'responsable' });
    await selectRows('Queja 1', 'Queja 2');
    await userEvent.click(screen.getByRole('button', { name: 'Resolver' }));
    const dialog = await screen.findByRole('dialog', { name: 'Resolver las quejas seleccionadas' });
    expect(dialog).toHaveTextContent('ninguna recibe respuesta pública');
    expect(dataProvider.calls.some((call) => call.method === 'resolverQueja')).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sí, resolver' }));
    expect(await screen.findByText('Quejas resueltas: 1')).toBeInTheDocument();
    expect(dataProvider.calls.filter((call) => call.method === 'resolverQueja').map((call) => call.params)).toEqual([[1]]);
    await waitFor(async () => expect(await rowOf('Queja 1')).toHaveTextContent('Resuelta'));
    expect(await rowOf('Queja 3')).toHaveTextContent('En revisión');
  });

  it('changes nothing when the confirmation is cancelled', async () => {
    const dataProvider = fakeDataProvider({ quejas: [queja(1, 'pendiente')] }, { resolverQueja: async () => queja(1, 'resuelta') });
    renderStaff(<QuejasList resource="quejas" />, { dataProvider, role: 'admin' });
    await selectRows('Queja 1');
    await userEvent.click(screen.getByRole('button', { name: 'Resolver' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Resolver las quejas seleccionadas' })).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(dataProvider.calls.some((call) => call.method === 'resolverQueja')).toBe(false);
  });
});

describe('the inspection list: bulk Resolver', () => {
  it('resolves the selected unresolved inspections and says how many', async () => {
    const dataProvider = fakeDataProvider(
      { inspecciones: [inspeccion(1, 'pendiente'), inspeccion(2, 'resuelta'), inspeccion(3, 'pendiente')] },
      {
        resolverInspeccion: async (id: number) => {
          const record = dataProvider.records.inspecciones.find((i) => i.id === id)!;
          Object.assign(record, { estatus: 'resuelta' });
          return record as Inspeccion;
        },
      },
    );
    renderStaff(<><InspeccionesList resource="inspecciones" canResolve /><Notification /></>, { dataProvider, role: 'admin' });
    await selectRows('Observación 2', 'Observación 3');
    await userEvent.click(screen.getByRole('button', { name: 'Resolver' }));
    const dialog = await screen.findByRole('dialog', { name: 'Resolver las inspecciones seleccionadas' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sí, resolver' }));
    expect(await screen.findByText('Inspecciones resueltas: 1')).toBeInTheDocument();
    expect(dataProvider.calls.filter((call) => call.method === 'resolverInspeccion').map((call) => call.params)).toEqual([[3]]);
    expect(await rowOf('Observación 1')).toHaveTextContent('Pendiente');
  });

  it('offers no selection to a role that may not resolve', async () => {
    const dataProvider = fakeDataProvider({ 'mis-inspecciones': [inspeccion(1, 'pendiente')] });
    renderStaff(<InspeccionesList resource="mis-inspecciones" canResolve />, { dataProvider, role: 'usuario' });
    expect(await screen.findByRole('table', { name: 'Inspecciones' })).toHaveTextContent('Observación 1');
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.queryByRole('button', { name: /^Acciones de/ })).toBeNull();
  });
});
