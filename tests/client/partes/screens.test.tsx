import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PartesPage } from '../../../src/client/partes/PartesPage';
import { ActividadesPage } from '../../../src/client/actividades/ActividadesPage';
import type { Gato } from '../../../src/domain/types';
import { fakeDataProvider } from '../fakeDataProvider';
import { renderStaff } from '../renderStaff';

describe('/partes', () => {
  it('asks for the description, then creates the parte pendiente by default, empties the form and lists it', async () => {
    const { dataProvider } = renderStaff(<PartesPage />, { role: 'admin', dataProvider: fakeDataProvider({ partes: [] }) });
    const form = await screen.findByRole('region', { name: 'Nuevo parte' });
    await userEvent.click(within(form).getByRole('button', { name: 'Crear parte' }));
    expect(await within(form).findByText('La descripción es obligatoria')).toBeInTheDocument();
    const descripcion = within(form).getByLabelText('Descripción', { exact: false });
    await userEvent.type(descripcion, '  Farola rota junto a la colonia ');
    await userEvent.click(within(form).getByRole('button', { name: 'Crear parte' }));
    await waitFor(() => expect(dataProvider.calls.filter((c) => c.method === 'create')).toMatchObject([{ resource: 'partes', params: { data: { descripcion: 'Farola rota junto a la colonia', estado: 'pendiente' } } }]));
    await waitFor(() => expect(within(form).getByLabelText('Descripción', { exact: false })).toHaveValue(''));
    expect(await within(await screen.findByRole('table', { name: 'Partes' })).findByText('Farola rota junto a la colonia')).toBeInTheDocument();
  });

  it('filters the list by estado through the API filter', async () => {
    const partes = [
      { id: 1, descripcion: 'Farola rota', estado: 'pendiente', created_at: '2025-03-01T10:00:00.000Z' },
      { id: 2, descripcion: 'Contenedor limpio', estado: 'resuelto', created_at: '2025-03-02T10:00:00.000Z' },
    ];
    const { dataProvider } = renderStaff(<PartesPage />, { role: 'admin', dataProvider: fakeDataProvider({ partes }) });
    const table = await screen.findByRole('table', { name: 'Partes' });
    expect(within(table).getByText('Contenedor limpio')).toBeInTheDocument();
    const list = screen.getByRole('region', { name: 'Listado de partes' });
    await userEvent.click(within(list).getByRole('combobox', { name: 'Filtrar por estado' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Pendiente' }));
    await waitFor(() => expect(screen.queryByText('Contenedor limpio')).toBeNull());
    expect(screen.getByText('Farola rota')).toBeInTheDocument();
    expect(dataProvider.calls.filter((c) => c.method === 'getList').at(-1)).toMatchObject({ resource: 'partes', params: { filter: { estado: 'pendiente' } } });
  });
});

describe('/actividades', () => {
  it('records an activity on a cat picked by name', async () => {
    const misi = { id: 4, nombre: 'Misi', codigo_identificacion: null, colonia_nombre: 'Colonia A' } as Gato;
    const { dataProvider } = renderStaff(<ActividadesPage />, { role: 'veterinario', dataProvider: fakeDataProvider({ actividades: [], gatos: [misi] }) });
    const form = await screen.findByRole('region', { name: 'Registrar actividad' });
    await userEvent.type(within(form).getByLabelText('Tipo de actividad', { exact: false }), 'Vacunación');
    await userEvent.type(within(form).getByLabelText('Descripción', { exact: false }), 'Trivalente');
    await userEvent.click(within(form).getByRole('button', { name: 'Registrar actividad' }));
    expect(dataProvider.calls.filter((c) => c.method === 'create')).toHaveLength(0);
    await userEvent.type(within(form).getByRole('combobox'), 'Mi');
    await userEvent.click(await screen.findByRole('option', { name: 'Misi · Colonia A' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Registrar actividad' }));
    await waitFor(() => expect(dataProvider.calls.filter((c) => c.method === 'create')).toMatchObject([{ resource: 'actividades', params: { data: { tipo: 'Vacunación', descripcion: 'Trivalente', gato_id: 4 } } }]));
  });
});
