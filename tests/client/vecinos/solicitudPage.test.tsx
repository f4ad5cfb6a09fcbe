import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Notification } from 'react-admin';
import { SolicitudPage } from '../../../src/client/vecinos/SolicitudPage';
import { SolicitudesPage } from '../../../src/client/vecinos/SolicitudesPage';
import type { SolicitudAdopcion } from '../../../src/domain/schemas/adopcion';
import { fakeDataProvider } from '../fakeDataProvider';
import { renderStaff } from '../renderStaff';

afterEach(() => localStorage.clear());

const RESOURCE = 'adopciones/solicitudes';
const solicitud = (id: number, estado: string, anonimizada = false): SolicitudAdopcion => ({
  id,
  gato_id: 10 + id,
  gato_nombre: `Gato ${id}`,
  nombre: `Persona ${id}`,
  email: `p${id}@correo.es`,
  telefono: '600111222',
  mensaje: 'Casa con jardín',
  estado,
  created_at: '2025-03-01T10:00:00Z',
  updated_at: '2025-03-04T10:00:00Z',
  anonimizada,
});

function withState(rows: SolicitudAdopcion[]) {
  const dataProvider = fakeDataProvider({ [RESOURCE]: rows }, {
    anonimizarSolicitudAdopcion: async (id) => {
      const at = dataProvider.records[RESOURCE].findIndex((s) => s.id === id);
      dataProvider.records[RESOURCE][at] = { ...dataProvider.records[RESOURCE][at], anonimizada: true };
      return dataProvider.records[RESOURCE][at] as SolicitudAdopcion;
    },
  });
  return dataProvider;
}

describe('/adopciones/solicitudes/:id', () => {
  it('names the request by its person, links its cat and shows its fields by their names', async () => {
    renderStaff(<SolicitudPage />, { dataProvider: withState([solicitud(1, 'en curso')]), role: 'responsable', path: '/adopciones/solicitudes/1', route: '/adopciones/solicitudes/:id' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Persona 1' })).toBeInTheDocument();
    const article = screen.getByRole('article');
    const value = (label: string) => within(article).getByText(label, { selector: 'dt' }).nextElementSibling;
    expect(value('Contacto')).toHaveTextContent('p1@correo.es · 600111222');
    expect(value('Estado')).toHaveTextContent('En curso');
    expect(value('Fecha')).toHaveTextContent('01/03/2025');
    expect(value('Último cambio')).toHaveTextContent('04/03/2025');
    expect(value('Mensaje')).toHaveTextContent('Casa con jardín');
    expect(within(article).getByRole('link', { name: 'Gato 1' })).toHaveAttribute('href', '/gatos/11');
    // The same actions as its row menu; a responsable does not anonymise.
    expect(screen.getAllByRole('button', { name: /^Marcar como/ }).map((b) => b.textContent)).toEqual(['Marcar como: Nueva', 'Marcar como: Adoptado', 'Marcar como: Descartada']);
    expect(screen.queryByRole('button', { name: 'Anonimizar' })).toBeNull();
  });

  it('marks it adopted after the confirmation', async () => {
    const dataProvider = withState([solicitud(1, 'nueva')]);
    renderStaff(<SolicitudPage />, { dataProvider, role: 'responsable', path: '/adopciones/solicitudes/1', route: '/adopciones/solicitudes/:id' });
    await userEvent.click(await screen.findByRole('button', { name: 'Marcar como: Adoptado' }));
    await userEvent.click(within(screen.getByRole('dialog', { name: 'Confirmar la adopción' })).getByRole('button', { name: 'Sí, adoptado' }));
    await waitFor(() => expect(dataProvider.calls).toContainEqual(expect.objectContaining({ method: 'updateMany', params: expect.objectContaining({ ids: [1], meta: { action: 'estado', body: { estado: 'adoptado' } } }) })));
  });

  it('anonymises it (admin) behind its confirmation, and the page then shows no personal data', async () => {
    const dataProvider = withState([solicitud(1, 'nueva')]);
    renderStaff(<SolicitudPage />, { dataProvider, role: 'admin', path: '/adopciones/solicitudes/1', route: '/adopciones/solicitudes/:id' });
    await userEvent.click(await screen.findByRole('button', { name: 'Anonimizar' }));
    await userEvent.click(within(screen.getByRole('dialog', { name: 'Anonimizar' })).getByRole('button', { name: 'Anonimizar' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Datos anonimizados' })).toBeInTheDocument();
    expect(dataProvider.calls).toContainEqual({ method: 'anonimizarSolicitudAdopcion', params: [1] });
    expect(screen.queryByRole('button', { name: 'Anonimizar' })).toBeNull();
  });
});

describe('/adopciones/solicitudes: sort, open and the bulk toolbar', () => {
  const rowOf = async (text: string) => (await screen.findAllByRole('row')).find((r) => r.textContent?.includes(text))!;

  it('sorts by date, person and state from their headers; a row opens its request', async () => {
    const dataProvider = withState([solicitud(1, 'nueva'), solicitud(2, 'descartada')]);
    renderStaff(<SolicitudesPage />, { dataProvider, role: 'responsable', path: '/adopciones/solicitudes', route: '/adopciones/solicitudes' });
    const table = await screen.findByRole('table', { name: 'Solicitudes de adopción' });
    for (const column of ['fecha', 'persona', 'estado']) expect(within(table).getByRole('button', { name: `Ordenar por ${column} ascendente` })).toBeInTheDocument();
    for (const column of ['gato', 'contacto', 'mensaje']) expect(within(table).queryByRole('button', { name: new RegExp(`^Ordenar por ${column}`) })).toBeNull();
    await userEvent.click(within(table).getByRole('button', { name: 'Ordenar por estado ascendente' }));
    await waitFor(() => expect(dataProvider.calls.filter((c) => c.method === 'getList').at(-1)?.params).toMatchObject({ sort: { field: 'estado', order: 'ASC' } }));
    await waitFor(async () => expect((await screen.findAllByRole('row'))[1]).toHaveTextContent('Descartada'));
    await userEvent.click(await rowOf('Persona 1'));
    await waitFor(() => expect(screen.queryByRole('table', { name: 'Solicitudes de adopción' })).toBeNull());
  });

  it('marks the selected requests as a state, leaving the adopted ones as they are', async () => {
    const dataProvider = withState([solicitud(1, 'nueva'), solicitud(2, 'adoptado'), solicitud(3, 'nueva')]);
    renderStaff(
      <>
        <SolicitudesPage />
        <Notification />
      </>,
      { dataProvider, role: 'responsable', path: '/adopciones/solicitudes', route: '/adopciones/solicitudes' },
    );
    for (const name of ['Persona 1', 'Persona 2']) await userEvent.click(within(await rowOf(name)).getByRole('checkbox'));
    expect(screen.queryByRole('button', { name: 'Anonimizar' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Marcar como: En curso' }));
    await waitFor(() => expect(dataProvider.calls).toContainEqual(expect.objectContaining({ method: 'updateMany', params: expect.objectContaining({ ids: [1], meta: { action: 'estado', body: { estado: 'en curso' } } }) })));
    expect(await screen.findByText('Solicitudes actualizadas: 1')).toBeInTheDocument();
  });

  it('asks before marking the selection adopted, and anonymises the selection (admin) behind its confirmation', async () => {
    const dataProvider = withState([solicitud(1, 'nueva'), solicitud(2, 'en curso', true), solicitud(3, 'nueva')]);
    renderStaff(
      <>
        <SolicitudesPage />
        <Notification />
      </>,
      { dataProvider, role: 'admin', path: '/adopciones/solicitudes', route: '/adopciones/solicitudes' },
    );
    for (const name of ['Persona 1', 'Datos anonimizados']) await userEvent.click(within(await rowOf(name)).getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: 'Marcar como: Adoptado' }));
    const confirm = await screen.findByRole('dialog', { name: 'Confirmar la adopción' });
    expect(dataProvider.calls.some((call) => call.method === 'updateMany')).toBe(false);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Sí, adoptado' }));
    await waitFor(() => expect(dataProvider.calls).toContainEqual(expect.objectContaining({ method: 'updateMany', params: expect.objectContaining({ ids: [1, 2], meta: { action: 'estado', body: { estado: 'adoptado' } } }) })));

    for (const name of ['Persona 3']) await userEvent.click(within(await rowOf(name)).getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: 'Anonimizar' }));
    const ask = await screen.findByRole('dialog', { name: 'Anonimizar' });
    expect(ask).toHaveTextContent('Se borrarán el nombre, el correo, el teléfono y el mensaje de esta solicitud');
    await userEvent.click(within(ask).getByRole('button', { name: 'Anonimizar' }));
    await waitFor(() => expect(dataProvider.calls.filter((c) => c.method === 'anonimizarSolicitudAdopcion').map((c) => c.params)).toEqual([[3]]));
    expect(await screen.findByText('Solicitudes anonimizadas: 1')).toBeInTheDocument();
  });
});
