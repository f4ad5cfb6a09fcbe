/**
 * /usuarios/:id over the fake data provider: the account named in a heading,
 * its fields under their names, the colonies it is assigned to, and the
 * list's own deactivate/reactivate behind the same confirmation (never on
 * one's own account).
 */
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Notification } from 'react-admin';
import { UsuarioShowPage } from '../../../src/client/usuarios/UsuarioShowPage';
import type { Asignacion } from '../../../src/domain/schemas/asignacion';
import { fakeDataProvider } from '../fakeDataProvider';
import { renderStaff } from '../renderStaff';

const account = (id: number, username: string, activo = true) => ({ id, username, email: `${username}@ayto.es`, nombre: id === 2 ? 'Luis Pérez' : null, role: 'voluntario', activo });
const asignacion = (usuario_id: number, colonia_id: number | null, colonia_nombre: string | null): Asignacion => ({
  id: usuario_id, usuario_id, username: 'x', nombre: null, role: 'voluntario', asignacion_id: colonia_id, colonia_id, colony_nombre: colonia_nombre, colonia_nombre,
});

function renderAccount(id: number, changes: string[] = []) {
  const dataProvider = fakeDataProvider(
    { usuarios: [account(1, 'ana'), account(2, 'luis'), account(3, 'marta', false)] },
    {
      asignacionesColonias: async () => [asignacion(2, 7, 'Colonia del Parque'), asignacion(2, 9, 'Colonia de la Catedral'), asignacion(3, null, null), asignacion(1, 4, 'Colonia del Puerto')],
      desactivarUsuario: async (userId: number) => void changes.push(`desactivar ${userId}`),
      activarUsuario: async (userId: number) => void changes.push(`activar ${userId}`),
    },
  );
  return renderStaff(<><UsuarioShowPage /><Notification /></>, { dataProvider, path: `/usuarios/${id}`, route: '/usuarios/:id' });
}

const field = (name: string) => {
  const term = screen.getByText(name, { selector: 'dt' });
  return term.nextElementSibling as HTMLElement;
};

describe('an account’s page', () => {
  it('names the account and shows its fields and assigned colonies', async () => {
    renderAccount(2);
    expect(await screen.findByRole('heading', { name: 'luis', level: 2 })).toBeInTheDocument();
    expect(field('Nombre de usuario')).toHaveTextContent('luis');
    expect(field('Nombre y apellidos')).toHaveTextContent('Luis Pérez');
    expect(field('Correo electrónico')).toHaveTextContent('luis@ayto.es');
    expect(field('Rol')).toHaveTextContent('Voluntario');
    expect(field('Estado')).toHaveTextContent('Activo');
    expect(await within(field('Colonias asignadas')).findByText('Colonia del Parque')).toBeInTheDocument();
    expect(within(field('Colonias asignadas')).getByText('Colonia de la Catedral')).toBeInTheDocument();
    expect(field('Colonias asignadas')).not.toHaveTextContent('Colonia del Puerto');
  });

  it('deactivates the account after the list’s confirmation', async () => {
    const changes: string[] = [];
    renderAccount(2, changes);
    await userEvent.click(await screen.findByRole('button', { name: 'Desactivar' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('¿Desactivar la cuenta de luis? No podrá iniciar sesión.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Desactivar' }));
    expect(await screen.findByText('Usuario desactivado correctamente')).toBeInTheDocument();
    expect(changes).toEqual(['desactivar 2']);
  });

  it('reactivates a deactivated account; one’s own has neither, and says «(tú)»', async () => {
    const changes: string[] = [];
    const { unmount } = renderAccount(3, changes);
    await screen.findByRole('heading', { name: 'marta', level: 2 });
    expect(await within(field('Colonias asignadas')).findByText('Ninguna')).toBeInTheDocument();
    expect(field('Estado')).toHaveTextContent('Desactivado');
    await userEvent.click(screen.getByRole('button', { name: 'Reactivar' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Reactivar' }));
    expect(await screen.findByText('Usuario reactivado correctamente')).toBeInTheDocument();
    expect(changes).toEqual(['activar 3']);
    unmount();

    renderAccount(1);
    expect(await screen.findByRole('heading', { name: 'ana (tú)', level: 2 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Desactivar' })).toBeNull();
  });
});
