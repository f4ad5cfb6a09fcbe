import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CampanasPage } from '../../../src/client/campanas/CampanasPage';
import type { Campana, Gato } from '../../../src/domain/types';
import type { CampanaGato } from '../../../src/domain/schemas/campana';
import { fakeDataProvider, type FakeDataProvider } from '../fakeDataProvider';
import { renderStaff } from '../renderStaff';

// jsdom has no scrollIntoView; the page brings the cats' panel into view after a delay.
beforeEach(() => {
  Element.prototype.scrollIntoView = vi.fn();
});

const campana = (id: number, overrides: Partial<Campana> = {}): Campana => ({
  id,
  nombre: `CER ${id}`,
  fecha_inicio: '2025-03-01',
  fecha_fin: null,
  estatus: 'planeada',
  voluntarios_involucrados: null,
  gatos_objetivo: 10,
  numero_gatos: 1,
  gatos_esterilizados: 0,
  ...overrides,
});

const enCampana = (id: number): CampanaGato => ({
  id,
  nombre: `Gato ${id}`,
  sexo: 'H',
  colonia_id: 1,
  colonia_nombre: 'Colonia A',
  codigo_identificacion: null,
  fecha_esterilizacion: null,
  imagen: null,
  activo: true,
  esterilizado_en_campana: false,
});

const callsOf = (dataProvider: FakeDataProvider, name: string) => dataProvider.calls.filter((call) => call.method === name);

function campanasProvider() {
  const gatos = [enCampana(1)];
  return fakeDataProvider(
    { campanas: [campana(1)], gatos: [{ id: 2, nombre: 'Misi', codigo_identificacion: '724000000000002', colonia_nombre: 'Colonia B' } as Gato] },
    {
      gatosDeCampana: async () => ({ data: gatos, total: gatos.length }),
      anadirGatoACampana: async () => undefined,
      quitarGatoDeCampana: async () => undefined,
    },
  );
}

describe('/campanas', () => {
  it('creates a campaign through the data provider with the trimmed values and empties the form', async () => {
    const { dataProvider } = renderStaff(<CampanasPage />, { role: 'responsable', dataProvider: campanasProvider() });
    const form = await screen.findByRole('region', { name: 'Nueva campaña' });
    await userEvent.click(within(form).getByRole('button', { name: 'Crear campaña' }));
    expect(await within(form).findByText('El nombre de la campaña es obligatorio')).toBeInTheDocument();
    expect(callsOf(dataProvider, 'create')).toHaveLength(0);
    await userEvent.type(within(form).getByLabelText('Nombre', { exact: false }), '  CER otoño ');
    await userEvent.type(within(form).getByLabelText('Fecha de inicio', { exact: false }), '01/10/2025');
    await userEvent.click(within(form).getByRole('combobox', { name: /Estado/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Planeada' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Crear campaña' }));
    await waitFor(() => expect(callsOf(dataProvider, 'create')).toHaveLength(1));
    expect(callsOf(dataProvider, 'create')[0]).toMatchObject({
      resource: 'campanas',
      params: { data: { nombre: 'CER otoño', fecha_inicio: '2025-10-01', fecha_fin: null, estatus: 'planeada', voluntarios_involucrados: null, gatos_objetivo: 0 } },
    });
    await waitFor(() => expect(within(form).getByLabelText('Nombre', { exact: false })).toHaveValue(''));
  });

  it('keeps the row one line: Editar is in the row menu and opens the edit dialog, which saves through update', async () => {
    const { dataProvider } = renderStaff(<CampanasPage />, { role: 'admin', dataProvider: campanasProvider() });
    await userEvent.click(await screen.findByRole('button', { name: 'Acciones de CER 1' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Editar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar campaña «CER 1»' });
    const nombre = within(dialog).getByLabelText('Nombre', { exact: false });
    await waitFor(() => expect(nombre).toHaveValue('CER 1'));
    await userEvent.clear(nombre);
    await userEvent.type(nombre, 'CER primavera');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar cambios' }));
    await waitFor(() => expect(callsOf(dataProvider, 'update')).toHaveLength(1));
    expect(callsOf(dataProvider, 'update')[0]).toMatchObject({ resource: 'campanas', params: { id: 1, data: { nombre: 'CER primavera', estatus: 'planeada', gatos_objetivo: 10 } } });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('gives the veterinario no creation form and no row menu', async () => {
    renderStaff(<CampanasPage />, { role: 'veterinario', dataProvider: campanasProvider() });
    expect(await screen.findByRole('button', { name: 'Ver gatos de CER 1' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Nueva campaña' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Acciones de CER 1' })).toBeNull();
  });

  it("shows a campaign's cats, adds one picked by name and removes one after confirming", async () => {
    const { dataProvider } = renderStaff(<CampanasPage />, { role: 'admin', dataProvider: campanasProvider() });
    await userEvent.click(await screen.findByRole('button', { name: 'Ver gatos de CER 1' }));
    const panel = await screen.findByRole('region', { name: 'Gatos de la campaña «CER 1»' });
    expect(await within(panel).findByText('Gato 1')).toBeInTheDocument();
    expect((callsOf(dataProvider, 'gatosDeCampana')[0].params as unknown[]).slice(0, 2)).toEqual([1, { page: 1, perPage: 10 }]);
    // The panel is scrolled to and its heading takes the focus after a moment, as a person sees it happen before typing.
    await waitFor(() => expect(within(panel).getByRole('heading', { name: /CER 1/ })).toHaveFocus());

    await userEvent.type(within(panel).getByRole('combobox', { name: 'Añadir gato (nombre o código)' }), 'Mis');
    await userEvent.click(await screen.findByRole('option', { name: 'Misi (724000000000002) · Colonia B' }));
    expect(callsOf(dataProvider, 'getList').find((c) => c.resource === 'gatos')).toMatchObject({ params: { filter: { q: 'Mis' }, pagination: { page: 1, perPage: 10 } } });
    await userEvent.click(within(panel).getByRole('button', { name: 'Añadir a la campaña' }));
    await waitFor(() => expect(callsOf(dataProvider, 'anadirGatoACampana')).toHaveLength(1));
    expect(callsOf(dataProvider, 'anadirGatoACampana')[0].params).toEqual([1, 2]);

    await userEvent.click(within(panel).getByRole('button', { name: 'Quitar a Gato 1 de la campaña' }));
    const dialog = await screen.findByRole('dialog', { name: 'Quitar el gato de la campaña' });
    expect(callsOf(dataProvider, 'quitarGatoDeCampana')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sí, quitar' }));
    await waitFor(() => expect(callsOf(dataProvider, 'quitarGatoDeCampana')).toHaveLength(1));
    expect(callsOf(dataProvider, 'quitarGatoDeCampana')[0].params).toEqual([1, 1]);
  });
});
