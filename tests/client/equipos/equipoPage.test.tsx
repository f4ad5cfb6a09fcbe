/**
 * An item's page: what each role is offered. A voluntario borrows an item on
 * the shelf for themselves (only their colonies offered) and gives back what
 * they hold, saying whether it is clean; staff lend to anyone, edit and read
 * the history.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Equipo, Prestamo } from '../../../src/domain/schemas/equipo';
import { EquipoPage } from '../../../src/client/equipos/EquipoPage';
import { fakeDataProvider } from '../fakeDataProvider';
import { renderStaff } from '../renderStaff';

afterEach(() => localStorage.clear());

const prestamo = (overrides: Partial<Prestamo> = {}): Prestamo => ({
  id: 9, equipo_id: 4, equipo_codigo: 'JT-04', usuario_id: 1, usuario_nombre: 'Ana', colonia_id: 3, colonia_nombre: 'Colonia de la Alameda',
  prestado_at: '2026-11-01T09:00:00.000Z', devolver_antes_de: '2026-11-20', fianza_centimos: 2000, devuelto_at: null, limpiado_at: null, notas: null, vencido: true,
  ...overrides,
});
const equipo = (overrides: Partial<Equipo> = {}): Equipo => ({
  id: 4, codigo: 'JT-04', tipo: 'jaula_trampa', descripcion: 'Jaula mediana', estado: 'disponible', created_at: '', updated_at: '', prestamo: null, ...overrides,
});
const opciones = async () => ({ usuarios: [{ id: 1, nombre: 'Ana' }], colonias: [{ id: 3, nombre: 'Colonia de la Alameda' }] });

describe('/equipos/:id', () => {
  it('a voluntario borrows an item on the shelf for themselves, for their only colony', async () => {
    const dp = fakeDataProvider({ equipos: [equipo()] }, { opcionesPrestamo: opciones, prestarEquipo: async () => equipo({ estado: 'prestada', prestamo: prestamo({ vencido: false }) }) });
    renderStaff(<EquipoPage />, { dataProvider: dp, role: 'voluntario', path: '/equipos/4', route: '/equipos/:id' });
    expect(await screen.findByRole('heading', { name: 'JT-04', level: 2 })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Editar' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Eliminar' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Pedir en préstamo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Préstamo de JT-04' });
    // Nobody else to choose, and no deposit: staff take it.
    expect(within(dialog).queryByRole('combobox', { name: /Quién se lo lleva/ })).toBeNull();
    expect(within(dialog).queryByRole('textbox', { name: /Fianza/ })).toBeNull();
    await waitFor(() => expect(within(dialog).getByRole('combobox', { name: /Colonia/ })).toHaveTextContent('Colonia de la Alameda'));
    const fecha = within(dialog).getByRole('textbox', { name: /Devolver antes del/ });
    await userEvent.clear(fecha);
    await userEvent.type(fecha, '31/02/2030');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pedir en préstamo' }));
    expect(await within(dialog).findByText('Escribe la fecha como dd/mm/aaaa.')).toBeVisible();
    await userEvent.clear(fecha);
    await userEvent.type(fecha, '30/11/2030');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pedir en préstamo' }));
    await waitFor(() => expect(dp.calls.filter((c) => c.method === 'prestarEquipo').map((c) => c.params)).toEqual([[4, { usuario_id: 1, colonia_id: 3, devolver_antes_de: '2030-11-30', fianza_centimos: null }]]));
  });

  it('the holder gives it back, saying whether it was cleaned; the overdue loan is marked', async () => {
    const dp = fakeDataProvider({ equipos: [equipo({ estado: 'prestada', prestamo: prestamo() })] }, { devolverEquipo: async () => equipo({ estado: 'en_limpieza' }) });
    renderStaff(<EquipoPage />, { dataProvider: dp, role: 'voluntario', path: '/equipos/4', route: '/equipos/:id' });
    expect(await screen.findByText('Lo tienes tú · Ana · Colonia de la Alameda · devolver antes del 20/11/2026 (Vencido)')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Pedir en préstamo' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Devolver' }));
    const dialog = await screen.findByRole('dialog', { name: 'Devolución de JT-04' });
    expect(within(dialog).getByRole('checkbox', { name: 'Limpiada y desinfectada' })).not.toBeChecked();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Notas (opcional)' }), 'Sin lavar');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Devolver' }));
    await waitFor(() => expect(dp.calls.filter((c) => c.method === 'devolverEquipo').map((c) => c.params)).toEqual([[4, { limpiado: false, notas: 'Sin lavar' }]]));
  });

  it('staff lend to anyone with a deposit, edit, and read the history', async () => {
    const historial = { equipo: equipo(), prestamos: [prestamo({ devuelto_at: '2026-11-02T10:00:00.000Z', limpiado_at: '2026-11-02T10:00:00.000Z', notas: 'Limpia', vencido: false })], cambios: [{ at: '2026-10-01T08:00:00.000Z', accion: 'crear', username: 'admin', detalle: 'JT-04 (jaula_trampa), disponible' }] };
    const dp = fakeDataProvider({ equipos: [equipo()] }, {
      opcionesPrestamo: async () => ({ usuarios: [{ id: 1, nombre: 'Ana' }, { id: 7, nombre: 'Luis' }], colonias: [{ id: 3, nombre: 'Colonia de la Alameda' }, { id: 5, nombre: 'Colonia del Castillo' }] }),
      prestarEquipo: async () => equipo({ estado: 'prestada' }),
      historialEquipo: async () => historial,
    });
    renderStaff(<EquipoPage />, { dataProvider: dp, role: 'responsable', path: '/equipos/4', route: '/equipos/:id' });
    const loans = await screen.findByRole('table', { name: 'Historial de préstamos' });
    expect(within(loans).getByText('Limpia')).toBeVisible();
    expect(within(loans).getByText('Sí')).toBeVisible();
    expect(within(screen.getByRole('table', { name: 'Cambios del inventario' })).getByText('Alta')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Editar' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Prestar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Préstamo de JT-04' });
    await userEvent.click(within(dialog).getByRole('combobox', { name: /Quién se lo lleva/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Luis' }));
    await userEvent.click(within(dialog).getByRole('combobox', { name: /Colonia/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Colonia del Castillo' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Fianza/ }), '20,50');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Prestar' }));
    await waitFor(() => expect(dp.calls.filter((c) => c.method === 'prestarEquipo').map((c) => (c.params as [number, { usuario_id: number; colonia_id: number; fianza_centimos: number }])[1])).toMatchObject([{ usuario_id: 7, colonia_id: 5, fianza_centimos: 2050 }]));
  });
});
