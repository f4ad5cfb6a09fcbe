import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError, Notification } from 'react-admin';
import { PersonasAsignadasPage, type AsignacionRow } from '../../../src/client/voluntarios/PersonasAsignadasPage';
import { AsignarActividadForm } from '../../../src/client/voluntarios/AsignarActividadForm';
import { EsterilizadosBadge } from '../../../src/client/colonias/EsterilizadosBadge';
import { fakeDataProvider } from '../fakeDataProvider';
import { renderStaff } from '../renderStaff';

afterEach(() => vi.restoreAllMocks());

const people: AsignacionRow[] = Array.from({ length: 7 }, (_, i) => ({
  // The list's row id: its assignment, or the person without one (the data provider names them so).
  id: i < 6 ? 100 + i : `sin-colonia-${i + 1}`,
  usuario_id: i + 1,
  username: `persona${i + 1}`,
  nombre: null,
  role: i === 6 ? ('usuario' as const) : ('voluntario' as const),
  asignacion_id: i < 6 ? 100 + i : null,
  colonia_id: i < 6 ? 10 + (i % 2) : null,
  colony_nombre: i < 6 ? (i % 2 === 0 ? 'Colonia de la Catedral' : 'Colonia del Castillo') : null,
  colonia_nombre: i < 6 ? (i % 2 === 0 ? 'Colonia de la Catedral' : 'Colonia del Castillo') : null,
}));

/** The server's part: both filters keep the rows whose colony name contains them, whatever the case. */
function asignacionesProvider(entries: () => typeof people, methods: Parameters<typeof fakeDataProvider>[1] = {}) {
  const contains = (name: string | null, text: unknown) => !text || (name !== null && name.toLowerCase().includes(String(text).toLowerCase()));
  return fakeDataProvider({}, {
    asignacionesColonias: async () => entries().map((entry) => ({ ...entry, id: entry.usuario_id })),
    getList: async (_resource, params) => {
      const { page = 1, perPage = 5 } = params.pagination ?? {};
      const kept = entries().filter((entry) => contains(entry.colony_nombre, params.filter?.q) && contains(entry.colony_nombre, params.filter?.colonia));
      return { data: kept.slice((page - 1) * perPage, page * perPage) as never[], total: kept.length };
    },
    ...methods,
  });
}

const table = () => screen.getByRole('table', { name: 'Personas asignadas' });
const bodyRows = () => within(table()).getAllByRole('row').slice(1);

describe('Personas Asignadas a Colonias', () => {
  it('pages 5 at a time, filters by colony (text) on the server and goes back to page 1 on a filter change', async () => {
    const { dataProvider } = renderStaff(<PersonasAsignadasPage />, { dataProvider: asignacionesProvider(() => people) });
    await screen.findByRole('table', { name: 'Personas asignadas' });
    expect(bodyRows()).toHaveLength(5);
    expect(screen.getByText('Página 1')).toBeInTheDocument();
    const previous = screen.getByRole('button', { name: 'Anterior' });
    const next = screen.getByRole('button', { name: 'Siguiente' });
    expect(previous).toBeDisabled();
    expect(next).toBeEnabled();

    await userEvent.click(next);
    await waitFor(() => expect(screen.getByText('Página 2')).toBeInTheDocument());
    await waitFor(() => expect(bodyRows()).toHaveLength(2));
    expect(screen.getByText('No asignada')).toBeInTheDocument();
    expect(next).toBeDisabled();
    expect(previous).toBeEnabled();

    await userEvent.type(screen.getByPlaceholderText('Buscar por nombre de colonia...'), 'CASTILLO');
    await waitFor(() => expect(screen.getByText('Página 1')).toBeInTheDocument());
    await waitFor(() => expect(bodyRows()).toHaveLength(3));
    expect(bodyRows()[0]).toHaveTextContent('persona2');
    expect(screen.getByRole('button', { name: 'Siguiente' })).toBeDisabled();
    expect((dataProvider.calls.filter((call) => call.method === 'getList').at(-1)?.params as unknown[])[1]).toMatchObject({ filter: { q: 'CASTILLO' }, pagination: { page: 1, perPage: 5 } });

    await userEvent.clear(screen.getByPlaceholderText('Buscar por nombre de colonia...'));
    await userEvent.type(screen.getByPlaceholderText('Buscar por nombre de colonia...'), 'nada');
    expect(await screen.findByText('No hay personas que coincidan.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Siguiente' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Anterior' })).toBeDisabled();
  });

  it('offers the colonies in the drop-down, whose placeholder is «-- Filtrar por colonia --»', async () => {
    renderStaff(<PersonasAsignadasPage />, { dataProvider: asignacionesProvider(() => people) });
    await screen.findByRole('table', { name: 'Personas asignadas' });
    const select = screen.getByRole('combobox', { name: 'Colonia' });
    expect(select).toHaveTextContent('-- Filtrar por colonia --');
    await userEvent.click(select);
    await userEvent.click(await screen.findByRole('option', { name: 'Colonia de la Catedral' }));
    await waitFor(() => expect(bodyRows()).toHaveLength(3));
  });

  it('shows name, role and colony in one row; the colony opens its record; the name and colony headers sort', async () => {
    renderStaff(<PersonasAsignadasPage />, { dataProvider: asignacionesProvider(() => people) });
    await screen.findByRole('table', { name: 'Personas asignadas' });
    const first = bodyRows()[0];
    expect(within(first).getByRole('rowheader')).toHaveTextContent('persona1');
    expect(first).toHaveTextContent('Voluntario');
    expect(within(first).getByRole('link', { name: 'Colonia de la Catedral' })).toHaveAttribute('href', '/colonias/10');
    for (const header of ['Usuario', 'Colonia']) expect(within(within(table()).getByRole('columnheader', { name: header })).getByRole('button')).toBeInTheDocument();
    expect(within(within(table()).getByRole('columnheader', { name: 'Rol' })).queryByRole('button')).toBeNull();
  });
});

describe('removing an assignment', () => {
  it('asks first from the row menu, then removes it, says so and reloads the list', async () => {
    const removed: number[] = [];
    let entries = people;
    const dataProvider = asignacionesProvider(() => entries, {
      quitarAsignacion: async (id: number) => {
        removed.push(id);
        entries = entries.filter((entry) => entry.asignacion_id !== id);
        return { mensaje: 'ok' };
      },
    });
    renderStaff(<><PersonasAsignadasPage /><Notification /></>, { dataProvider });
    await userEvent.click(await screen.findByRole('button', { name: 'Acciones de persona1 · Colonia de la Catedral' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Quitar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Quitar asignación' });
    expect(dialog).toHaveTextContent('¿Quitar a persona1 de la colonia Colonia de la Catedral?');
    expect(removed).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Quitar' }));
    expect(await screen.findByText('Asignación eliminada correctamente')).toBeInTheDocument();
    expect(removed).toEqual([100]);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Acciones de persona1 · Colonia de la Catedral' })).toBeNull());
  });
});

describe('the assign-activity form', () => {
  const voluntarios = [{ id: 5, username: 'voluntario', nombre: 'Lucía', email: 'v@x.es', role: 'voluntario' as const, colony_nombre: null, colonia_nombre: null }];

  it('requires both fields, sends pendiente, says «Actividad asignada exitosamente» and resets', async () => {
    const dataProvider = fakeDataProvider();
    renderStaff(<AsignarActividadForm voluntarios={voluntarios} />, { dataProvider });
    const created = () => dataProvider.calls.filter((c) => c.method === 'create');
    await userEvent.click(screen.getByRole('button', { name: 'Asignar Actividad' }));
    expect(await screen.findByText('La descripción de la actividad es obligatoria')).toBeInTheDocument();
    expect(screen.getByText('Debe seleccionar un voluntario')).toBeInTheDocument();
    expect(created()).toHaveLength(0);

    await userEvent.type(screen.getByLabelText(/Descripción de la Actividad/), 'Reparto de pienso');
    const select = screen.getByRole('combobox', { name: /Voluntario/ });
    expect(select).toHaveTextContent('Seleccione un voluntario');
    await userEvent.click(select);
    await userEvent.click(await screen.findByRole('option', { name: 'voluntario' }));
    await userEvent.click(screen.getByRole('button', { name: 'Asignar Actividad' }));
    expect(await screen.findByText('Actividad asignada exitosamente')).toBeInTheDocument();
    expect(created()).toEqual([{ method: 'create', resource: 'actividades_voluntarios', params: { data: { descripcion: 'Reparto de pienso', voluntario_id: 5, estatus: 'pendiente' } } }]);
    await waitFor(() => expect(screen.getByLabelText(/Descripción de la Actividad/)).toHaveValue(''));
  });

  it('shows «Error al asignar la actividad» in an info alert on failure', async () => {
    const dataProvider = fakeDataProvider({}, {
      create: async () => {
        throw new HttpError('El voluntario no existe.', 404);
      },
    });
    renderStaff(<AsignarActividadForm voluntarios={voluntarios} />, { dataProvider });
    await userEvent.type(screen.getByLabelText(/Descripción de la Actividad/), 'Censo');
    await userEvent.click(screen.getByRole('combobox', { name: /Voluntario/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'voluntario' }));
    await userEvent.click(screen.getByRole('button', { name: 'Asignar Actividad' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error al asignar la actividad');
    expect(alert.className).toMatch(/Info/);
    expect(screen.getByLabelText(/Descripción de la Actividad/)).toHaveValue('Censo');
  });
});

describe('the sterilised badge', () => {
  const RGB = { green: 'rgb(0, 128, 0)', yellow: 'rgb(255, 255, 0)', orange: 'rgb(255, 165, 0)', darkorange: 'rgb(255, 140, 0)', red: 'rgb(255, 0, 0)' };
  it.each([
    [95, 'green'],
    [90, 'green'],
    [70, 'yellow'],
    [50, 'orange'],
    [10, 'darkorange'],
    [9.99, 'red'],
    [0, 'red'],
  ] as const)('%s per cent is %s', (porcentaje, color) => {
    render(<EsterilizadosBadge porcentaje={porcentaje} />);
    const badge = screen.getByTestId('badge-esterilizados');
    expect(badge).toHaveAttribute('data-color', color);
    expect(getComputedStyle(badge).backgroundColor).toBe(RGB[color]);
  });
});
