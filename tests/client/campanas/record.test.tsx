import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CampanaShowPage } from '../../../src/client/campanas/CampanaShowPage';
import { CampanasPage } from '../../../src/client/campanas/CampanasPage';
import type { Campana } from '../../../src/domain/types';
import type { CampanaGato } from '../../../src/domain/schemas/campana';
import { fakeDataProvider } from '../fakeDataProvider';
import { renderStaff } from '../renderStaff';

beforeEach(() => {
  Element.prototype.scrollIntoView = vi.fn();
});

const otono: Campana = {
  id: 7,
  nombre: 'CER otoño',
  fecha_inicio: '2025-09-01',
  fecha_fin: null,
  estatus: 'en progreso',
  voluntarios_involucrados: 'Ana y Luis',
  gatos_objetivo: 4,
  numero_gatos: 1,
  gatos_esterilizados: 1,
};

const misi: CampanaGato = {
  id: 3,
  nombre: 'Misi',
  sexo: 'H',
  colonia_id: 1,
  colonia_nombre: 'Colonia A',
  codigo_identificacion: null,
  fecha_esterilizacion: '2025-09-10',
  imagen: null,
  activo: true,
  esterilizado_en_campana: true,
};

const provider = () => fakeDataProvider({ campanas: [otono, { ...otono, id: 8, nombre: 'CER primavera', fecha_inicio: '2025-03-01' }] }, { gatosDeCampana: async () => ({ data: [misi], total: 1 }) });

const field = (name: string) => screen.getByText(name, { selector: 'dt' }).nextElementSibling as HTMLElement;

describe('/campanas/:id', () => {
  it("names the campaign, shows its fields, its cats and its progress; 'Editar' saves in the list's dialog", async () => {
    const { dataProvider } = renderStaff(<CampanaShowPage />, { role: 'responsable', path: '/campanas/7', route: '/campanas/:id', dataProvider: provider() });
    expect(await screen.findByRole('heading', { name: 'CER otoño' })).toBeInTheDocument();
    expect(field('Fecha de inicio')).toHaveTextContent('01/09/2025');
    expect(field('Fecha de fin')).toHaveTextContent('Sin fecha');
    expect(field('Estado')).toHaveTextContent('En progreso');
    expect(field('Voluntarios involucrados')).toHaveTextContent('Ana y Luis');
    expect(field('Gatos')).toHaveTextContent('1');
    expect(field('Gatos objetivo')).toHaveTextContent('4');
    const panel = await screen.findByRole('region', { name: 'Gatos de la campaña «CER otoño»' });
    expect(within(panel).getByText('1 de 4 esterilizados (25 %)')).toBeInTheDocument();
    expect(await within(panel).findByText('Misi')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Volver' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Editar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar campaña «CER otoño»' });
    const nombre = within(dialog).getByLabelText('Nombre', { exact: false });
    await waitFor(() => expect(nombre).toHaveValue('CER otoño'));
    await userEvent.clear(nombre);
    await userEvent.type(nombre, 'CER otoño tardío');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar cambios' }));
    await waitFor(() => expect(dataProvider.calls.filter((c) => c.method === 'update')).toMatchObject([{ resource: 'campanas', params: { id: 7, data: { nombre: 'CER otoño tardío' } } }]));
    expect(await screen.findByRole('heading', { name: 'CER otoño tardío' })).toBeInTheDocument();
  });

  it("gives the veterinario the campaign without 'Editar' nor adding cats", async () => {
    renderStaff(<CampanaShowPage />, { role: 'veterinario', path: '/campanas/7', route: '/campanas/:id', dataProvider: provider() });
    expect(await screen.findByRole('heading', { name: 'CER otoño' })).toBeInTheDocument();
    expect(await screen.findByText('Misi')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Editar' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Añadir a la campaña' })).toBeNull();
  });

  it('says so when the campaign cannot be read', async () => {
    renderStaff(<CampanaShowPage />, { role: 'admin', path: '/campanas/99', route: '/campanas/:id', dataProvider: provider() });
    expect(await screen.findByRole('alert')).toHaveTextContent('No encontrado');
  });
});

describe('/campanas list: sorting and opening', () => {
  it('asks for the newest start first, sorts by a header and opens a campaign from its name', async () => {
    const { dataProvider } = renderStaff(<CampanasPage />, { role: 'veterinario', dataProvider: provider() });
    const table = await screen.findByRole('table', { name: 'Campañas' });
    expect(dataProvider.calls.find((c) => c.method === 'getList')).toMatchObject({ resource: 'campanas', params: { sort: { field: 'fecha_inicio', order: 'DESC' } } });
    expect(within(table).getByRole('columnheader', { name: /Inicio/ })).toHaveAttribute('aria-sort', 'descending');
    expect(within(table).getByRole('link', { name: 'CER otoño' })).toHaveAttribute('href', '/campanas/7');
    await userEvent.click(within(within(table).getByRole('columnheader', { name: /Nombre/ })).getByRole('button'));
    await waitFor(() => expect(dataProvider.calls.filter((c) => c.method === 'getList').at(-1)).toMatchObject({ params: { sort: { field: 'nombre', order: 'ASC' } } }));
    // Columns the API does not sort have no sorting button.
    expect(within(within(table).getByRole('columnheader', { name: 'Voluntarios' })).queryByRole('button')).toBeNull();
  });
});
