import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SolicitudesPage } from '../../../src/client/vecinos/SolicitudesPage';
import type { SolicitudAdopcion } from '../../../src/domain/schemas/adopcion';
import { fakeDataProvider } from '../fakeDataProvider';
import { renderStaff } from '../renderStaff';

afterEach(() => localStorage.clear());

const solicitud = (id: number, estado: string, anonimizada = false): SolicitudAdopcion => ({
  id,
  gato_id: 10 + id,
  gato_nombre: `Gato ${id}`,
  nombre: `Persona ${id}`,
  email: `p${id}@correo.es`,
  telefono: null,
  mensaje: 'Casa con jardín',
  estado,
  created_at: '2025-03-01T10:00:00Z',
  updated_at: '2025-03-01T10:00:00Z',
  anonimizada,
});

function renderList(role: string, rows: SolicitudAdopcion[]) {
  const dataProvider = fakeDataProvider({ 'adopciones/solicitudes': rows }, { anonimizarSolicitudAdopcion: async () => rows[0] });
  renderStaff(<SolicitudesPage />, { dataProvider, role });
  return dataProvider;
}

async function openMenu(nombre: string) {
  const row = (await screen.findAllByRole('row')).find((r) => r.textContent?.includes(nombre))!;
  await userEvent.click(within(row).getByRole('button', { name: /^Acciones de Gato/ }));
  return screen.getByRole('menu');
}

describe('/adopciones/solicitudes', () => {
  it('shows each request on one row with its state, and moves it to another state from the row menu', async () => {
    const dataProvider = renderList('responsable', [solicitud(1, 'nueva')]);
    const row = (await screen.findAllByRole('row')).find((r) => r.textContent?.includes('Persona 1'))!;
    expect(row).toHaveTextContent('Nueva');
    const menu = await openMenu('Persona 1');
    expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Marcar como: En curso', 'Marcar como: Adoptado', 'Marcar como: Descartada']);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Marcar como: En curso' }));
    await waitFor(() =>
      expect(dataProvider.calls).toContainEqual(expect.objectContaining({ method: 'updateMany', resource: 'adopciones/solicitudes', params: expect.objectContaining({ ids: [1], meta: { action: 'estado', body: { estado: 'en curso' } } }) })),
    );
  });

  it('asks before marking a request adopted (the cat gets its baja)', async () => {
    const dataProvider = renderList('responsable', [solicitud(1, 'en curso')]);
    await userEvent.click(within(await openMenu('Persona 1')).getByRole('menuitem', { name: 'Marcar como: Adoptado' }));
    const dialog = screen.getByRole('dialog', { name: 'Confirmar la adopción' });
    expect(dataProvider.calls.some((call) => call.method === 'updateMany')).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sí, adoptado' }));
    await waitFor(() => expect(dataProvider.calls).toContainEqual(expect.objectContaining({ method: 'updateMany', params: expect.objectContaining({ meta: { action: 'estado', body: { estado: 'adoptado' } } }) })));
  });

  it('offers the anonymisation to the admin only, behind a confirmation, and never twice', async () => {
    const dataProvider = renderList('admin', [solicitud(1, 'adoptado'), solicitud(2, 'nueva', true)]);
    const menu = await openMenu('Persona 1');
    expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Anonimizar']);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Anonimizar' }));
    await userEvent.click(within(screen.getByRole('dialog', { name: 'Anonimizar' })).getByRole('button', { name: 'Anonimizar' }));
    await waitFor(() => expect(dataProvider.calls).toContainEqual({ method: 'anonimizarSolicitudAdopcion', params: [1] }));
    const anonymised = (await screen.findAllByRole('row')).find((r) => r.textContent?.includes('Datos anonimizados'))!;
    expect(within(anonymised).getByRole('button', { name: /^Acciones de Gato 2/ })).toBeInTheDocument();
  });

  it('gives a responsable no anonymisation', async () => {
    renderList('responsable', [solicitud(1, 'nueva')]);
    const menu = await openMenu('Persona 1');
    expect(within(menu).queryByRole('menuitem', { name: 'Anonimizar' })).toBeNull();
  });
});
