import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ParteShowPage } from '../../../src/client/partes/ParteShowPage';
import { PartesPage } from '../../../src/client/partes/PartesPage';
import { ActividadShowPage } from '../../../src/client/actividades/ActividadShowPage';
import { ActividadesPage } from '../../../src/client/actividades/ActividadesPage';
import type { Actividad, Parte } from '../../../src/domain/types';
import { fakeDataProvider } from '../fakeDataProvider';
import { renderStaff } from '../renderStaff';

const farola: Parte = { id: 5, descripcion: 'Farola rota junto a la colonia', estado: 'en progreso', created_at: '2025-03-02T10:00:00.000Z' };
const vacuna: Actividad = { id: 9, tipo: 'Vacunación', descripcion: 'Trivalente, primera dosis', gato_id: 4, gato_nombre: 'Misi', gato_codigo: '724000000000004', created_at: '2025-04-05T09:00:00.000Z' };

const field = (name: string) => screen.getByText(name, { selector: 'dt' }).nextElementSibling as HTMLElement;
const lastList = (calls: { method: string; params: unknown }[]) => calls.filter((c) => c.method === 'getList').at(-1);

describe('/partes/:id', () => {
  it('names the parte by its description and shows its state and date', async () => {
    renderStaff(<ParteShowPage />, { role: 'admin', path: '/partes/5', route: '/partes/:id', dataProvider: fakeDataProvider({ partes: [farola] }) });
    expect(await screen.findByRole('heading', { name: 'Farola rota junto a la colonia' })).toBeInTheDocument();
    expect(field('Estado')).toHaveTextContent('En progreso');
    expect(field('Creado')).toHaveTextContent('02/03/2025');
    expect(screen.getByRole('button', { name: 'Volver' })).toBeInTheDocument();
  });

  it('the list asks for the newest first, sorts by description and opens a parte from its description', async () => {
    const { dataProvider } = renderStaff(<PartesPage />, { role: 'admin', dataProvider: fakeDataProvider({ partes: [farola] }) });
    const table = await screen.findByRole('table', { name: 'Partes' });
    expect(lastList(dataProvider.calls)).toMatchObject({ resource: 'partes', params: { sort: { field: 'id', order: 'DESC' } } });
    expect(within(table).getByRole('link', { name: 'Farola rota junto a la colonia' })).toHaveAttribute('href', '/partes/5');
    await userEvent.click(within(within(table).getByRole('columnheader', { name: /Descripción/ })).getByRole('button'));
    await waitFor(() => expect(lastList(dataProvider.calls)).toMatchObject({ params: { sort: { field: 'descripcion', order: 'ASC' } } }));
  });
});

describe('/actividades/:id', () => {
  it('names the activity by its type and shows its description, date and cat, linked to its card', async () => {
    renderStaff(<ActividadShowPage />, { role: 'veterinario', path: '/actividades/9', route: '/actividades/:id', dataProvider: fakeDataProvider({ actividades: [vacuna] }) });
    expect(await screen.findByRole('heading', { name: 'Vacunación' })).toBeInTheDocument();
    expect(field('Descripción')).toHaveTextContent('Trivalente, primera dosis');
    expect(field('Fecha')).toHaveTextContent('05/04/2025');
    expect(within(field('Gato')).getByRole('link', { name: 'Misi (724000000000004)' })).toHaveAttribute('href', '/gatos/4');
  });

  it('the list finds activities by a text, sorts by type and opens an activity from its type, its cat from the cat', async () => {
    const { dataProvider } = renderStaff(<ActividadesPage />, { role: 'veterinario', dataProvider: fakeDataProvider({ actividades: [vacuna] }) });
    const table = await screen.findByRole('table', { name: 'Actividades' });
    expect(lastList(dataProvider.calls)).toMatchObject({ resource: 'actividades', params: { sort: { field: 'id', order: 'DESC' } } });
    expect(within(table).getByRole('link', { name: 'Vacunación' })).toHaveAttribute('href', '/actividades/9');
    expect(within(table).getByRole('link', { name: 'Misi (724000000000004)' })).toHaveAttribute('href', '/gatos/4');
    await userEvent.click(within(within(table).getByRole('columnheader', { name: /Tipo/ })).getByRole('button'));
    await waitFor(() => expect(lastList(dataProvider.calls)).toMatchObject({ params: { sort: { field: 'tipo', order: 'ASC' } } }));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Buscar por tipo, descripción o gato' }), 'vacu');
    await waitFor(() => expect(lastList(dataProvider.calls)).toMatchObject({ params: { filter: { q: 'vacu' }, sort: { field: 'tipo', order: 'ASC' } } }));
  });
});
