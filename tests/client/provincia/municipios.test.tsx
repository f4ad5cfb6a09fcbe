/**
 * /municipios over the fake data provider: the list (each name opening its
 * edition), a new municipality with its first administrator (the account
 * rules before sending, the server's refusal shown with what was typed kept)
 * and one municipality's edition, with the accounts of other municipalities
 * that also work in it (listed, added by username, removed).
 */
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { HttpError } from 'react-admin';
import { MunicipiosPage } from '../../../src/client/municipios/MunicipiosPage';
import { MunicipioCreatePage } from '../../../src/client/municipios/MunicipioCreatePage';
import { MunicipioEditPage } from '../../../src/client/municipios/MunicipioEditPage';
import type { CuentaInvitada } from '../../../src/domain/schemas/municipio';
import type { NamedMethods } from '../../../src/client/providers/dataProvider';
import { fakeDataProvider } from '../fakeDataProvider';
import { renderStaff } from '../renderStaff';

const MUNICIPIOS = [
  { id: 1, nombre: 'Sigüenza', slug: 'siguenza', dominio: null, activo: true, created_at: '2026-01-10T09:00:00Z' },
  { id: 2, nombre: 'Atienza', slug: 'atienza', dominio: 'gatos.atienza.es', activo: false, created_at: '2026-11-20T09:00:00Z' },
];

/** The screens at their paths, so that leaving one for another is seen. */
function Screens() {
  return (
    <Routes>
      <Route path="/municipios" element={<MunicipiosPage />} />
      <Route path="/municipios/create" element={<MunicipioCreatePage />} />
      <Route path="/municipios/:id" element={<MunicipioEditPage />} />
    </Routes>
  );
}

/** The accounts of other municipalities that work in Atienza, as the server lists them. */
const MARTA: CuentaInvitada = { id: 7, username: 'marta.vet', nombre: 'Marta Ruiz', role: 'veterinario', municipio_id: 1, municipio_nombre: 'Sigüenza' };
const LUIS: CuentaInvitada = { id: 9, username: 'luis.resp', nombre: null, role: 'responsable', municipio_id: 3, municipio_nombre: 'Molina de Aragón' };

/** The named calls of the accounts section: Atienza's list as the server keeps it, refusing an unknown username. */
function cuentasServer(initial: CuentaInvitada[] = []): Partial<NamedMethods> {
  let cuentas = [...initial];
  return {
    cuentasDeMunicipio: async () => cuentas,
    anadirCuentaAMunicipio: async (_municipio: number, username: string) => {
      if (username !== 'luis.resp') throw new HttpError('No hay ninguna cuenta con ese nombre de usuario.', 404, { detail: 'No hay ninguna cuenta con ese nombre de usuario.' });
      cuentas = [...cuentas, LUIS];
      return cuentas;
    },
    quitarCuentaDeMunicipio: async (_municipio: number, usuarioId: number) => {
      cuentas = cuentas.filter((c) => c.id !== usuarioId);
      return cuentas;
    },
  };
}

const renderAt = (path: string, dataProvider = fakeDataProvider({ municipios: MUNICIPIOS }, cuentasServer())) => renderStaff(<Screens />, { role: 'provincia', path, dataProvider });

describe('the municipalities list', () => {
  it('shows every municipality with its slug, state and date, each name opening its edition', async () => {
    renderAt('/municipios');
    const table = await screen.findByRole('table', { name: 'Municipios' });
    await within(table).findByText('Sigüenza');
    const atienza = within(table).getByText('Atienza').closest('tr')!;
    expect(within(atienza).getByText('atienza')).toBeInTheDocument();
    expect(within(atienza).getByText('gatos.atienza.es')).toBeInTheDocument();
    expect(within(atienza).getByText('Inactivo')).toBeInTheDocument();
    expect(within(atienza).getByText('20/11/2026')).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: 'Sigüenza' })).toHaveAttribute('href', '/municipios/1');
    expect(screen.getByRole('button', { name: 'Exportar CSV' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Nuevo municipio' }));
    expect(await screen.findByRole('heading', { name: 'Nuevo municipio', level: 2 })).toBeInTheDocument();
  });
});

async function fillNew() {
  await userEvent.type(screen.getByRole('textbox', { name: /^Nombre\W*$/ }), ' Molina de Aragón ');
  await userEvent.type(screen.getByRole('textbox', { name: /Identificador en la dirección/ }), 'molina');
  await userEvent.type(screen.getByRole('textbox', { name: /Nombre de usuario/ }), 'admin.molina');
  await userEvent.type(screen.getByRole('textbox', { name: /Correo electrónico/ }), 'admin@molina.es');
  await userEvent.type(screen.getByRole('textbox', { name: /Nombre y apellidos/ }), 'Rosa Pardo');
  await userEvent.type(screen.getByLabelText(/Contraseña inicial/), 'Clave-Segura-7');
}

describe('a new municipality', () => {
  it('checks every field first, then creates the municipality with its first administrator and goes back to the list', async () => {
    const dataProvider = fakeDataProvider({ municipios: MUNICIPIOS });
    renderAt('/municipios/create', dataProvider);
    await userEvent.click(await screen.findByRole('button', { name: 'Crear municipio' }));
    expect(await screen.findByText('Por favor ingresa un correo válido.')).toBeInTheDocument();
    expect(screen.getAllByText('Este campo es obligatorio')).toHaveLength(3);
    expect(screen.getByText('La contraseña debe tener al menos 8 caracteres')).toBeInTheDocument();
    expect(dataProvider.calls.filter((c) => c.method === 'create')).toHaveLength(0);

    await fillNew();
    await userEvent.click(screen.getByRole('button', { name: 'Crear municipio' }));
    expect(await screen.findByRole('table', { name: 'Municipios' })).toBeInTheDocument();
    expect(dataProvider.calls.find((c) => c.method === 'create')).toEqual({
      method: 'create',
      resource: 'municipios',
      params: { data: { nombre: 'Molina de Aragón', slug: 'molina', administrador: { username: 'admin.molina', email: 'admin@molina.es', password: 'Clave-Segura-7', nombre: 'Rosa Pardo' } } },
    });
    expect(await screen.findByRole('link', { name: 'Molina de Aragón' })).toBeInTheDocument();
  });

  it("shows the server's reason and keeps what was typed when it refuses", async () => {
    const dataProvider = fakeDataProvider({ municipios: MUNICIPIOS }, {
      create: async () => {
        throw new HttpError('Ya existe un municipio con esa dirección.', 409, { detail: 'Ya existe un municipio con esa dirección.' });
      },
    });
    renderAt('/municipios/create', dataProvider);
    await screen.findByRole('button', { name: 'Crear municipio' });
    await fillNew();
    await userEvent.click(screen.getByRole('button', { name: 'Crear municipio' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Ya existe un municipio con esa dirección.');
    expect(screen.getByRole('textbox', { name: /Identificador en la dirección/ })).toHaveValue('molina');
    expect(screen.getByRole('textbox', { name: /Nombre de usuario/ })).toHaveValue('admin.molina');
  });
});

describe("a municipality's edition", () => {
  it('changes its name, slug and state and goes back to the list', async () => {
    const dataProvider = fakeDataProvider({ municipios: MUNICIPIOS }, cuentasServer());
    renderAt('/municipios/2', dataProvider);
    expect(await screen.findByRole('heading', { name: 'Atienza', level: 2 })).toBeInTheDocument();
    const nombre = screen.getByRole('textbox', { name: /^Nombre\W*$/ });
    await userEvent.clear(nombre);
    await userEvent.type(nombre, 'Atienza (Guadalajara)');
    await userEvent.click(screen.getByRole('switch', { name: 'Activo' }));
    await userEvent.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    expect(await screen.findByRole('table', { name: 'Municipios' })).toBeInTheDocument();
    expect(dataProvider.calls.find((c) => c.method === 'update')?.params).toMatchObject({ id: '2', data: { nombre: 'Atienza (Guadalajara)', slug: 'atienza', dominio: 'gatos.atienza.es', activo: true } });
    const row = (await screen.findByRole('link', { name: 'Atienza (Guadalajara)' })).closest('tr')!;
    expect(within(row).getByText('Activo')).toBeInTheDocument();
  });

  it('gives it its own host name, explaining what the council must set up, and shows the server’s reason for a wrong one', async () => {
    let refuse = true;
    const sent: unknown[] = [];
    const dataProvider = fakeDataProvider({ municipios: MUNICIPIOS }, {
      ...cuentasServer(),
      update: async (_resource, params) => {
        sent.push(params.data.dominio);
        if (refuse) {
          refuse = false;
          const detail = 'El dominio del municipio es solo el nombre del servidor, en minúsculas, sin «https://», puerto ni ruta (por ejemplo, «gatos.villaverde.es»).';
          throw new HttpError(detail, 422, { detail });
        }
        return { data: { ...MUNICIPIOS[0], ...params.data, id: 1 } as never };
      },
    });
    renderAt('/municipios/1', dataProvider);
    await screen.findByRole('heading', { name: 'Sigüenza', level: 2 });
    const dominio = screen.getByRole('textbox', { name: 'Dominio propio (opcional)' });
    expect(dominio).toHaveValue('');
    expect(dominio).toHaveAccessibleDescription(/sus páginas públicas se abren en ese nombre.*apuntarlo a este servidor y servirlo con su certificado/);
    await userEvent.type(dominio, 'https://gatos.siguenza.es');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('El dominio del municipio es solo el nombre del servidor');
    expect(dominio).toHaveValue('https://gatos.siguenza.es');

    await userEvent.clear(dominio);
    await userEvent.type(dominio, ' gatos.siguenza.es ');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    expect(await screen.findByRole('table', { name: 'Municipios' })).toBeInTheDocument();
    expect(sent).toEqual(['https://gatos.siguenza.es', 'gatos.siguenza.es']);
  });

  it("shows the server's reason when it refuses, and when the municipality cannot be read", async () => {
    const dataProvider = fakeDataProvider({ municipios: MUNICIPIOS }, {
      ...cuentasServer(),
      update: async () => {
        throw new HttpError('El identificador ya lo usa otro municipio.', 409, { detail: 'El identificador ya lo usa otro municipio.' });
      },
    });
    const view = renderAt('/municipios/1', dataProvider);
    await screen.findByRole('heading', { name: 'Sigüenza', level: 2 });
    const slug = screen.getByRole('textbox', { name: /Identificador en la dirección/ });
    await userEvent.clear(slug);
    await userEvent.type(slug, 'atienza');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('El identificador ya lo usa otro municipio.');
    expect(slug).toHaveValue('atienza');
    view.unmount();

    renderAt('/municipios/99');
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('No encontrado'));
  });
});

describe('the accounts of other municipalities that work in one', () => {
  it('lists them with their role and own municipality, adds one by username and removes one', async () => {
    const dataProvider = fakeDataProvider({ municipios: MUNICIPIOS }, cuentasServer([MARTA]));
    renderAt('/municipios/2', dataProvider);
    const section = await screen.findByRole('region', { name: 'Cuentas de otros municipios' });
    const table = await within(section).findByRole('table', { name: 'Cuentas de otros municipios' });
    const rows = () => within(table).getAllByRole('row').slice(1).map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
    expect(rows()).toEqual([['Marta Ruiz', 'Veterinario', 'Sigüenza', '']]);

    await userEvent.type(within(section).getByRole('textbox', { name: 'Nombre de usuario' }), ' luis.resp ');
    await userEvent.click(within(section).getByRole('button', { name: 'Añadir' }));
    await waitFor(() => expect(rows()).toEqual([['Marta Ruiz', 'Veterinario', 'Sigüenza', ''], ['luis.resp', 'Responsable municipal', 'Molina de Aragón', '']]));
    expect(within(section).getByRole('textbox', { name: 'Nombre de usuario' })).toHaveValue('');
    expect(dataProvider.calls.find((c) => c.method === 'anadirCuentaAMunicipio')?.params).toEqual([2, 'luis.resp']);

    await userEvent.click(within(section).getByRole('button', { name: 'Quitar a Marta Ruiz de este municipio' }));
    await waitFor(() => expect(rows()).toEqual([['luis.resp', 'Responsable municipal', 'Molina de Aragón', '']]));
    expect(dataProvider.calls.find((c) => c.method === 'quitarCuentaDeMunicipio')?.params).toEqual([2, 7]);
  });

  it("shows the server's reason when it refuses an account, keeping what was typed and the list", async () => {
    renderAt('/municipios/2', fakeDataProvider({ municipios: MUNICIPIOS }, cuentasServer([MARTA])));
    const section = await screen.findByRole('region', { name: 'Cuentas de otros municipios' });
    await within(section).findByRole('table');
    await userEvent.type(within(section).getByRole('textbox', { name: 'Nombre de usuario' }), 'nadie');
    await userEvent.click(within(section).getByRole('button', { name: 'Añadir' }));
    expect(await within(section).findByRole('alert')).toHaveTextContent('No hay ninguna cuenta con ese nombre de usuario.');
    expect(within(section).getByRole('textbox', { name: 'Nombre de usuario' })).toHaveValue('nadie');
    expect(within(section).getByRole('rowheader', { name: 'Marta Ruiz' })).toBeInTheDocument();
  });

  it('says so when no account of another municipality works there', async () => {
    renderAt('/municipios/1');
    const section = await screen.findByRole('region', { name: 'Cuentas de otros municipios' });
    expect(await within(section).findByText('Ninguna cuenta de otro municipio trabaja en este.')).toBeInTheDocument();
  });
});
