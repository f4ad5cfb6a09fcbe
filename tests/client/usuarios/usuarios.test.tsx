/**
 * /usuarios over the fake data provider: the new-account form (the domain's
 * rules before sending, the invite or the password, the server's refusal) and
 * the accounts' row menu (deactivate and reactivate behind a confirmation,
 * never one's own account).
 */
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError, Notification } from 'react-admin';
import { UsuarioCreateForm } from '../../../src/client/usuarios/UsuarioCreateForm';
import { UsuariosPage } from '../../../src/client/usuarios/UsuariosPage';
import { fakeDataProvider } from '../fakeDataProvider';
import { renderStaff } from '../renderStaff';

const account = (id: number, username: string, activo = true) => ({ id, username, email: `${username}@ayto.es`, nombre: null, role: 'voluntario', activo });

describe('the new-account form', () => {
  it('checks every field first, then invites by e-mail and empties itself', async () => {
    const dataProvider = fakeDataProvider({ usuarios: [] });
    renderStaff(<><UsuarioCreateForm /><Notification /></>, { dataProvider });
    await userEvent.click(screen.getByRole('button', { name: 'Crear usuario' }));
    expect(await screen.findByText('Por favor ingresa un correo válido.')).toBeInTheDocument();
    expect(screen.getByText('Selecciona un rol')).toBeInTheDocument();
    expect(dataProvider.calls.filter((c) => c.method === 'create')).toHaveLength(0);

    await userEvent.type(screen.getByRole('textbox', { name: /Nombre de usuario/ }), ' nuria.vidal ');
    await userEvent.type(screen.getByRole('textbox', { name: /Correo electrónico/ }), 'nuria@ayto.es');
    await userEvent.click(screen.getByRole('combobox', { name: 'Rol' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Veterinario' }));
    expect(screen.queryByLabelText(/Contraseña inicial/)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Crear usuario' }));
    expect(await screen.findByText('Usuario creado: se le ha enviado por correo un enlace para elegir su contraseña')).toBeInTheDocument();
    expect(dataProvider.calls.find((c) => c.method === 'create')?.params).toEqual({
      data: { username: 'nuria.vidal', email: 'nuria@ayto.es', nombre: null, role: 'veterinario', send_invite: true },
    });
    await waitFor(() => expect(screen.getByRole('textbox', { name: /Nombre de usuario/ })).toHaveValue(''));
  });

  it('sets the password now when asked, by the policy, and keeps the form when the server refuses', async () => {
    const dataProvider = fakeDataProvider({}, {
      create: async () => {
        throw new HttpError('El nombre de usuario ya existe.', 400);
      },
    });
    renderStaff(<UsuarioCreateForm />, { dataProvider });
    await userEvent.type(screen.getByRole('textbox', { name: /Nombre de usuario/ }), 'ana');
    await userEvent.type(screen.getByRole('textbox', { name: /Correo electrónico/ }), 'ana@ayto.es');
    await userEvent.click(screen.getByRole('combobox', { name: 'Rol' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Administrador' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Establecerla ahora' }));
    await userEvent.type(screen.getByLabelText(/Contraseña inicial/), 'corta');
    await userEvent.click(screen.getByRole('button', { name: 'Crear usuario' }));
    expect(await screen.findByText('La contraseña debe tener al menos 8 caracteres')).toBeInTheDocument();

    await userEvent.clear(screen.getByLabelText(/Contraseña inicial/));
    await userEvent.type(screen.getByLabelText(/Contraseña inicial/), 'Clave-Segura-7');
    await userEvent.click(screen.getByRole('button', { name: 'Crear usuario' }));
    expect(await screen.findByText('El nombre de usuario ya existe.')).toBeInTheDocument();
    expect(dataProvider.calls.find((c) => c.method === 'create')?.params).toEqual([
      'usuarios',
      { data: { username: 'ana', email: 'ana@ayto.es', nombre: null, role: 'admin', password: 'Clave-Segura-7' } },
    ]);
    expect(screen.getByRole('textbox', { name: /Nombre de usuario/ })).toHaveValue('ana');
  });
});

describe('the accounts list', () => {
  it('deactivates and reactivates from the row menu after confirming; one’s own account has no entry', async () => {
    const changes: string[] = [];
    const dataProvider = fakeDataProvider(
      { usuarios: [account(1, 'ana'), account(2, 'luis'), account(3, 'marta', false)] },
      {
        desactivarUsuario: async (id: number) => {
          changes.push(`desactivar ${id}`);
        },
        activarUsuario: async (id: number) => {
          changes.push(`activar ${id}`);
        },
      },
    );
    renderStaff(<><UsuariosPage /><Notification /></>, { dataProvider });
    const table = await screen.findByRole('table', { name: 'Usuarios' });
    expect(within(table).queryByRole('button', { name: 'Acciones de ana' })).toBeNull();

    await userEvent.click(within(table).getByRole('button', { name: 'Acciones de luis' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Desactivar' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('¿Desactivar la cuenta de luis? No podrá iniciar sesión.');
    expect(changes).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Desactivar' }));
    expect(await screen.findByText('Usuario desactivado correctamente')).toBeInTheDocument();
    // Until the dialog has finished closing the page behind it is hidden from assistive technology (and from
    // getByRole); on a loaded machine its transition outlasts findByRole's default second.
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), { timeout: 5000 });

    await userEvent.click(await screen.findByRole('button', { name: 'Acciones de marta' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Reactivar' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Reactivar' }));
    expect(await screen.findByText('Usuario reactivado correctamente')).toBeInTheDocument();
    expect(changes).toEqual(['desactivar 2', 'activar 3']);
  });
});
