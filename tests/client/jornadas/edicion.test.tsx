/**
 * Correcting and removing providers (on /jornadas) and a clinic day (on its
 * page): staff edit in a dialog and delete after confirming; the server's
 * refusal is shown as it says it; a vet only reads.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError, Notification } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import type { Jornada, Proveedor, Reserva, ResumenJornadas } from '../../../src/domain/schemas/jornada';
import { JornadasPage } from '../../../src/client/jornadas/JornadasPage';
import { JornadaShowPage } from '../../../src/client/jornadas/JornadaShowPage';
import { PESOS_RESERVA } from '../../../src/domain/constants';
import { fakeDataProvider } from '../fakeDataProvider';
import { renderStaff } from '../renderStaff';

afterEach(() => localStorage.clear());

const proveedor = (overrides: Partial<Proveedor> = {}): Proveedor => ({
  id: 1, nombre: 'Clínica San Antón', direccion: 'Calle Mayor, 12', veterinario: 'Marta Ruiz', numero_colegiado: 'GU-1234', usuario_id: null, created_at: '2026-01-01T00:00:00.000Z', ...overrides,
});
const jornada = (overrides: Partial<Jornada> = {}): Jornada => ({
  id: 5, proveedor_id: 1, proveedor_nombre: 'Clínica San Antón', fecha: '2099-12-10', capacidad: 6, campana_id: null, ocupadas: 3, libres: 3, reservas: 2, pesos: PESOS_RESERVA, created_at: '2026-01-01T00:00:00.000Z', ...overrides,
});
const resumen: ResumenJornadas = { proximas: [], esperando: [], operados: 0, operados_con_prueba: 0 };
const CONFLICTO = 'El proveedor veterinario tiene jornadas de quirófano: no puede borrarse mientras las tenga.';

/** The providers as the server keeps them: corrected and removed by the fake calls. */
function proveedoresServer(initial: Proveedor[]) {
  let rows = initial;
  return {
    resumenJornadas: async () => resumen,
    proveedores: async () => rows,
    editarProveedor: async (id: number, body: Partial<Proveedor>) => {
      rows = rows.map((p) => (p.id === id ? { ...p, ...body } : p));
      return rows.find((p) => p.id === id)!;
    },
    eliminarProveedor: async (id: number) => {
      if (id === 1) throw new HttpError(CONFLICTO, 409, { detail: CONFLICTO });
      rows = rows.filter((p) => p.id !== id);
    },
  };
}

const listado = () => screen.findByRole('region', { name: 'Proveedores veterinarios' });

describe('/jornadas: the providers list', () => {
  it('staff correct a provider’s address in a dialog; the list shows it', async () => {
    const dp = fakeDataProvider({ jornadas: [] }, proveedoresServer([proveedor(), proveedor({ id: 2, nombre: 'Clínica del Puente', veterinario: null })]));
    renderStaff(<JornadasPage />, { dataProvider: dp, role: 'responsable', path: '/jornadas' });
    const region = await listado();
    await userEvent.click(await within(region).findByRole('button', { name: 'Editar Clínica San Antón' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar Clínica San Antón' });
    const direccion = within(dialog).getByRole('textbox', { name: /Dirección/ });
    expect(direccion).toHaveValue('Calle Mayor, 12');
    await userEvent.clear(direccion);
    await userEvent.type(direccion, 'Calle Mayor, 21');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar cambios' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(dp.calls.filter((c) => c.method === 'editarProveedor').map((c) => c.params)).toEqual([[1, { nombre: 'Clínica San Antón', direccion: 'Calle Mayor, 21', veterinario: 'Marta Ruiz', numero_colegiado: 'GU-1234' }]]);
    const row = within(region).getByRole('row', { name: /Clínica San Antón/ });
    await waitFor(() => expect(row).toHaveTextContent('Calle Mayor, 21'));
  });

  it('deleting asks first; a refusal shows the server’s reason and keeps the provider; another one goes', async () => {
    const dp = fakeDataProvider({ jornadas: [] }, proveedoresServer([proveedor(), proveedor({ id: 2, nombre: 'Clínica del Puente' })]));
    renderStaff(
      <>
        <JornadasPage />
        <Notification />
      </>,
      { dataProvider: dp, role: 'admin', path: '/jornadas' },
    );
    const region = await listado();
    await userEvent.click(await within(region).findByRole('button', { name: 'Eliminar Clínica San Antón' }));
    const confirm = await screen.findByRole('dialog', { name: 'Eliminar el proveedor' });
    expect(confirm).toHaveTextContent('¿Eliminar el proveedor «Clínica San Antón»?');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(dp.calls.some((c) => c.method === 'eliminarProveedor')).toBe(false);

    await userEvent.click(within(region).getByRole('button', { name: 'Eliminar Clínica San Antón' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Eliminar el proveedor' })).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText(CONFLICTO)).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(region).getByRole('row', { name: /Clínica San Antón/ })).toBeInTheDocument();

    await userEvent.click(within(region).getByRole('button', { name: 'Eliminar Clínica del Puente' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Eliminar el proveedor' })).getByRole('button', { name: 'Eliminar' }));
    await waitFor(() => expect(within(region).queryByRole('row', { name: /Clínica del Puente/ })).toBeNull());
    expect(dp.calls.filter((c) => c.method === 'eliminarProveedor').map((c) => c.params)).toEqual([[1], [2]]);
  });

  it('a veterinario reads the providers and their prices but may not change them', async () => {
    const dp = fakeDataProvider({ jornadas: [] }, proveedoresServer([proveedor()]));
    renderStaff(<JornadasPage />, { dataProvider: dp, role: 'veterinario', path: '/jornadas' });
    const region = await listado();
    expect(await within(region).findByRole('row', { name: /Clínica San Antón/ })).toHaveTextContent('Calle Mayor, 12');
    expect(within(region).getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual(['Precios de Clínica San Antón']);
  });
});

const reserva = (overrides: Partial<Reserva> = {}) => ({ id: 30, jornada_id: 5, gato_id: null, gato_nombre: null, gato_codigo: null, colonia_id: 2, colonia_nombre: 'Colonia del Parque', sexo: 'hembra', cachorro: false, peso: 2, resultado_at: null, ...overrides }) as Reserva;

/** The day's page under /jornadas, whose list the page goes back to once the day is deleted; the notifications outlive both. */
function renderDay(reservas: Reserva[], overrides: Record<string, unknown> = {}) {
  const dp = fakeDataProvider(
    { jornadas: [jornada({ reservas: reservas.length })] },
    { proveedores: async () => [proveedor(), proveedor({ id: 2, nombre: 'Clínica del Puente' })], reservasDeJornada: async () => reservas, coloniasDeIncidencias: async () => [], ...overrides },
  );
  renderStaff(
    <>
      <Routes>
        <Route index element={<p>Listado de jornadas</p>} />
        <Route path=":id" element={<JornadaShowPage />} />
      </Routes>
      <Notification />
    </>,
    { dataProvider: dp, role: 'responsable', path: '/jornadas/5', route: '/jornadas/*' },
  );
  return dp;
}

const field = (name: string) => screen.getByText(name, { selector: 'dt' }).nextElementSibling as HTMLElement;

describe('/jornadas/:id: correcting and removing the day', () => {
  it('staff change the capacity in a dialog; the page shows the new one', async () => {
    const dp = renderDay([reserva()]);
    expect(await screen.findByRole('heading', { name: 'Jornada del 10/12/2099 en Clínica San Antón' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Editar la jornada' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar la jornada' });
    expect(within(dialog).getByText('Ya hay 3 plazas reservadas: la capacidad no puede ser menor.')).toBeVisible();
    const capacidad = within(dialog).getByRole('spinbutton', { name: /Capacidad/ });
    await userEvent.clear(capacidad);
    await userEvent.type(capacidad, '8');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar cambios' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(dp.calls.filter((c) => c.method === 'update').map((c) => (c.params as { data: unknown }).data)).toEqual([{ proveedor_id: 1, fecha: '2099-12-10', capacidad: 8 }]);
    await waitFor(() => expect(field('Capacidad (plazas)')).toHaveTextContent('8'));
  });

  it('a refused correction keeps the dialog open with the server’s reason', async () => {
    const detail = 'La capacidad no puede ser menor que las plazas ya reservadas en la jornada.';
    renderDay([reserva()], { update: async () => Promise.reject(new HttpError(detail, 409, { detail })) });
    await userEvent.click(await screen.findByRole('button', { name: 'Editar la jornada' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar la jornada' });
    const capacidad = within(dialog).getByRole('spinbutton', { name: /Capacidad/ });
    await userEvent.clear(capacidad);
    await userEvent.type(capacidad, '1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar cambios' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(detail);
  });

  it('a day with outcomes offers only its capacity', async () => {
    renderDay([reserva({ resultado_at: '2099-12-10T10:00:00.000Z', presentado: false })]);
    await userEvent.click(await screen.findByRole('button', { name: 'Editar la jornada' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar la jornada' });
    await waitFor(() => expect(within(dialog).getByLabelText(/Fecha/)).toBeDisabled());
    expect(within(dialog).getByRole('combobox', { name: /Clínica/ })).toHaveAttribute('aria-disabled', 'true');
    expect(within(dialog).getByText('La jornada ya tiene resultados: solo puede cambiarse su capacidad.')).toBeVisible();
    expect(within(dialog).getByRole('spinbutton', { name: /Capacidad/ })).toBeEnabled();
  });

  it('deleting asks first, saying its bookings are cancelled with it; a refusal shows the server’s reason', async () => {
    const detail = 'La jornada ya tiene resultados registrados: no puede borrarse.';
    const dp = renderDay([reserva(), reserva({ id: 31 })], { delete: async () => Promise.reject(new HttpError(detail, 409, { detail })) });
    await userEvent.click(await screen.findByRole('button', { name: 'Eliminar la jornada' }));
    const confirm = await screen.findByRole('dialog', { name: 'Eliminar la jornada' });
    expect(confirm).toHaveTextContent('¿Eliminar la jornada del 10/12/2099 en Clínica San Antón? Se anularán sus 2 reservas y esos gatos podrán reservarse en otra jornada.');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText(detail)).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The fake records an overridden call's arguments: (resource, params).
    expect(dp.calls.filter((c) => c.method === 'delete').map((c) => c.params)).toMatchObject([['jornadas', { id: 5 }]]);
    expect(screen.getByRole('heading', { name: 'Jornada del 10/12/2099 en Clínica San Antón' })).toBeVisible();
  });

  it('a day without bookings is deleted after confirming, and the page goes back to the list', async () => {
    const dp = renderDay([]);
    await userEvent.click(await screen.findByRole('button', { name: 'Eliminar la jornada' }));
    const confirm = await screen.findByRole('dialog', { name: 'Eliminar la jornada' });
    expect(confirm).not.toHaveTextContent('reservas');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText('Jornada eliminada')).toBeVisible();
    // The router renders the new route in a transition, so the list may come a beat after the notice.
    expect(await screen.findByText('Listado de jornadas')).toBeVisible();
    expect(dp.records.jornadas).toEqual([]);
  });

  it('a veterinario sees no edit nor delete', async () => {
    const dp = fakeDataProvider({ jornadas: [jornada()] }, { reservasDeJornada: async () => [] });
    renderStaff(<JornadaShowPage />, { dataProvider: dp, role: 'veterinario', path: '/jornadas/5', route: '/jornadas/:id' });
    expect(await screen.findByRole('heading', { name: 'Jornada del 10/12/2099 en Clínica San Antón' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Editar la jornada' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Eliminar la jornada' })).toBeNull();
  });
});
