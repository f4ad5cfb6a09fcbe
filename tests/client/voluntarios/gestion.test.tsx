import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Voluntario } from '../../../src/domain/types';
import { GestionVoluntariosPage } from '../../../src/client/voluntarios/GestionVoluntariosPage';
import { fakeDataProvider } from '../fakeDataProvider';
import { renderStaff } from '../renderStaff';

const voluntario = (id: number, username: string, colony_nombre: string | null): Voluntario => ({ id, username, nombre: null, email: `${username}@x.es`, role: 'voluntario', colony_nombre, colonia_nombre: colony_nombre });

const voluntarios = [voluntario(1, 'maria.lopez', 'Colonia del Castillo, Colonia de la Ribera'), voluntario(2, 'javier.ortega', null)];

describe('Lista de Voluntarios', () => {
  it('shows each volunteer in one row with their colonies, sorts by username on the server and searches by it', async () => {
    const { dataProvider } = renderStaff(<GestionVoluntariosPage />, {
      role: 'responsable',
      dataProvider: fakeDataProvider({ voluntarios, actividades_voluntarios: [] }, { voluntariosElegibles: async () => voluntarios }),
    });
    const table = await screen.findByRole('table', { name: 'Lista de Voluntarios' });
    const rows = () => within(table).getAllByRole('row').slice(1);
    expect(rows().map((row) => within(row).getByRole('rowheader').textContent)).toEqual(['javier.ortega', 'maria.lopez']);
    expect(rows()[0]).toHaveTextContent('—');
    expect(rows()[1]).toHaveTextContent('Colonia del Castillo, Colonia de la Ribera');
    const listCalls = () => dataProvider.calls.filter((call) => call.method === 'getList' && call.resource === 'voluntarios');
    expect(listCalls()[0].params).toMatchObject({ sort: { field: 'username', order: 'ASC' } });

    await userEvent.click(within(within(table).getByRole('columnheader', { name: 'Usuario' })).getByRole('button'));
    await waitFor(() => expect(listCalls().at(-1)?.params).toMatchObject({ sort: { field: 'username', order: 'DESC' } }));
    await waitFor(() => expect(rows().map((row) => within(row).getByRole('rowheader').textContent)).toEqual(['maria.lopez', 'javier.ortega']));
    expect(within(within(table).getByRole('columnheader', { name: 'Colonias' })).queryByRole('button')).toBeNull();

    await userEvent.type(screen.getByRole('searchbox', { name: 'Buscar voluntario' }), 'maria');
    await waitFor(() => expect(listCalls().at(-1)?.params).toMatchObject({ filter: { q: 'maria' } }));
    expect(within(screen.getByRole('region', { name: 'Lista de Voluntarios' })).getByRole('button', { name: 'Exportar CSV' })).toBeEnabled();
  });
});
