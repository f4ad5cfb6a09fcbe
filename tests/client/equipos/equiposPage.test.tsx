/**
 * The trap bank's list: by code until a column header is chosen; a header
 * asks the server for its order (the data provider's sort), each click
 * turning it round, and the rows follow.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Equipo } from '../../../src/domain/schemas/equipo';
import { EquiposPage } from '../../../src/client/equipos/EquiposPage';
import { fakeDataProvider, type FakeCall } from '../fakeDataProvider';
import { renderStaff } from '../renderStaff';

afterEach(() => localStorage.clear());

const equipo = (id: number, codigo: string, tipo: Equipo['tipo']): Equipo => ({ id, codigo, tipo, descripcion: null, estado: 'disponible', created_at: '', updated_at: '', prestamo: null });
const lastList = (calls: FakeCall[]) => calls.filter((c) => c.method === 'getList').at(-1);
const codes = (table: HTMLElement) => within(table).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('rowheader')[0].textContent);

describe('/equipos: sorting from the column headers', () => {
  it('clicking «Tipo» sorts by kind, clicking it again turns the order round; «Código» sorts by code', async () => {
    const dp = fakeDataProvider(
      { equipos: [equipo(1, 'JT-01', 'jaula_trampa'), equipo(2, 'OT-01', 'otro'), equipo(3, 'RC-01', 'jaula_recuperacion'), equipo(4, 'TR-01', 'transportin')] },
      { equiposVencidos: async () => [] },
    );
    renderStaff(<EquiposPage />, { dataProvider: dp, role: 'responsable', path: '/equipos' });
    const table = await screen.findByRole('table', { name: 'Banco de trampas' });
    expect(lastList(dp.calls)).toMatchObject({ resource: 'equipos', params: { sort: { field: '' } } });
    expect(codes(table)).toEqual(['JT-01', 'OT-01', 'RC-01', 'TR-01']);

    const tipo = within(table).getByRole('columnheader', { name: /Tipo/ });
    await userEvent.click(within(tipo).getByRole('button'));
    await waitFor(() => expect(lastList(dp.calls)).toMatchObject({ params: { sort: { field: 'tipo', order: 'ASC' } } }));
    await waitFor(() => expect(codes(table)).toEqual(['RC-01', 'JT-01', 'OT-01', 'TR-01']));
    expect(within(table).getByRole('columnheader', { name: /Tipo/ })).toHaveAttribute('aria-sort', 'ascending');

    await userEvent.click(within(within(table).getByRole('columnheader', { name: /Tipo/ })).getByRole('button'));
    await waitFor(() => expect(lastList(dp.calls)).toMatchObject({ params: { sort: { field: 'tipo', order: 'DESC' } } }));
    await waitFor(() => expect(codes(table)).toEqual(['TR-01', 'OT-01', 'JT-01', 'RC-01']));
    expect(within(table).getByRole('columnheader', { name: /Tipo/ })).toHaveAttribute('aria-sort', 'descending');

    await userEvent.click(within(within(table).getByRole('columnheader', { name: /Código/ })).getByRole('button'));
    await waitFor(() => expect(lastList(dp.calls)).toMatchObject({ params: { sort: { field: 'codigo', order: 'ASC' } } }));
    await waitFor(() => expect(codes(table)).toEqual(['JT-01', 'OT-01', 'RC-01', 'TR-01']));
  });

  it('every column the list shows sorts: code, kind, state and who has it (by the due date)', async () => {
    renderStaff(<EquiposPage />, { dataProvider: fakeDataProvider({ equipos: [equipo(1, 'JT-01', 'jaula_trampa')] }, { equiposVencidos: async () => [] }), role: 'responsable', path: '/equipos' });
    const table = await screen.findByRole('table', { name: 'Banco de trampas' });
    for (const name of [/Código/, /Tipo/, /Estado/, /Quién lo tiene/]) expect(within(within(table).getByRole('columnheader', { name })).getByRole('button')).toBeVisible();
  });
});
