/**
 * The accounts' bulk toolbar over the fake data provider: deactivate and
 * reactivate the selected accounts behind a confirmation, with the row menu's
 * rule (never one's own account; each only where it changes something), one
 * notice with the count; no selection for anyone but the admin.
 */
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Notification } from 'react-admin';
import { UsuariosPage } from '../../../src/client/usuarios/UsuariosPage';
import { fakeDataProvider } from '../fakeDataProvider';
import { renderStaff } from '../renderStaff';

// The signed-in admin is account 1, 'ana' (tests/client/fakes.ts).
const account = (id: number, username: string, activo = true) => ({ id, username, email: `${username}@ayto.es`, nombre: null, role: 'voluntario', activo });

// By the e-mail's text, not by role: a role query walks the whole table's accessibility tree, too slow on a loaded machine for waitFor's second.
const rowOf = async (text: string) => (await screen.findByText(`${text}@ayto.es`)).closest('tr')!;

const selectRows = async (...usernames: string[]) => {
  for (const username of usernames) await userEvent.click(within(await rowOf(username)).getByRole('checkbox'));
};

function accounts() {
  const dataProvider = fakeDataProvider(
    { usuarios: [account(1, 'ana'), account(2, 'luis'), account(3, 'marta', false), account(4, 'pablo', false)] },
    {
      desactivarUsuario: async (id: number) => {
        Object.assign(dataProvider.records.usuarios.find((u) => u.id === id)!, { activo: false });
      },
      activarUsuario: async (id: number) => {
        Object.assign(dataProvider.records.usuarios.find((u) => u.id === id)!, { activo: true });
      },
    },
  );
  return dataProvider;
}

const callsOf = (dataProvider: ReturnType<typeof accounts>, method: string) => dataProvider.calls.filter((call) => call.method === method).map((call) => call.params);

describe('the accounts list: bulk toolbar', () => {
  it('deactivates the selected active accounts after asking, never one’s own, and says how many', async () => {
    const dataProvider = accounts();
    renderStaff(<><UsuariosPage /><Notification /></>, { dataProvider });
    await selectRows('ana', 'luis', 'marta');
    await userEvent.click(screen.getByRole('button', { name: 'Desactivar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Desactivar los usuarios seleccionados' });
    expect(dialog).toHaveTextContent('No podrán iniciar sesión. La tuya y las que ya están desactivadas no cambian.');
    expect(callsOf(dataProvider, 'desactivarUsuario')).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Desactivar' }));
    expect(await screen.findByText('Usuarios desactivados: 1')).toBeInTheDocument();
    expect(callsOf(dataProvider, 'desactivarUsuario')).toEqual([[2]]);
    await waitFor(async () => expect(await rowOf('luis')).toHaveTextContent('Desactivado'));
    expect(await rowOf('ana')).not.toHaveTextContent('Desactivado');
  });

  it('reactivates the selected deactivated accounts only', async () => {
    const dataProvider = accounts();
    renderStaff(<><UsuariosPage /><Notification /></>, { dataProvider });
    await selectRows('luis', 'marta');
    await userEvent.click(screen.getByRole('button', { name: 'Reactivar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reactivar los usuarios seleccionados' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reactivar' }));
    expect(await screen.findByText('Usuarios reactivados: 1')).toBeInTheDocument();
    expect(callsOf(dataProvider, 'activarUsuario')).toEqual([[3]]);
    expect(callsOf(dataProvider, 'desactivarUsuario')).toEqual([]);
    await waitFor(async () => expect(await rowOf('marta')).not.toHaveTextContent('Desactivado'));
    expect(await rowOf('pablo')).toHaveTextContent('Desactivado');
  });

  it('offers no selection to a role that may not manage accounts', async () => {
    renderStaff(<UsuariosPage />, { dataProvider: accounts(), role: 'responsable' });
    expect(await screen.findByRole('table', { name: 'Usuarios' })).toHaveTextContent('luis');
    expect(screen.queryByRole('checkbox')).toBeNull();
  });
});
