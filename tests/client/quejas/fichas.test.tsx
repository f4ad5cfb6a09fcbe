/**
 * A complaint's and an inspection's record page, and the lists that open
 * them, over the fake data provider: the code (a complaint) or the day (an
 * inspection) links to the record, the lists sort from their headers and
 * filter by status, and the record page shows every field, the attachment and
 * Resolver (the lists' own dialog) for the roles that may resolve.
 */
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Notification } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { QuejasList } from '../../../src/client/quejas/QuejasList';
import { QuejaShowPage } from '../../../src/client/quejas/QuejaShowPage';
import { InspeccionesList } from '../../../src/client/inspecciones/InspeccionesList';
import { InspeccionShowPage } from '../../../src/client/inspecciones/InspeccionShowPage';
import type { Inspeccion, Queja } from '../../../src/domain/types';
import { fakeDataProvider } from '../fakeDataProvider';
import { renderStaff } from '../renderStaff';

const PDF = '/api/adjuntos/1/1900000000/a-_1/0123456789abcdef0123456789abcdef.pdf';

const queja = (id: number, extra: Partial<Queja> = {}): Queja => ({
  id,
  fecha: '29/03/2025',
  fecha_hora: '2025-03-29T10:00:00.000Z',
  descripcion: `Gatos en el patio ${id}`,
  colonia_id: 1,
  colonia_nombre: 'Colonia de la Alameda',
  solucion_responsable: null,
  archivo: null,
  estatus: 'pendiente',
  codigo_seguimiento: `Q-7K3M-9P${id}X`,
  respuesta_publica: null,
  ...extra,
});

const inspeccion = (id: number, extra: Partial<Inspeccion> = {}): Inspeccion => ({
  id,
  fecha: '01/04/2025',
  fecha_hora: '2025-04-01T08:00:00.000Z',
  colonia_id: 1,
  colonia_nombre: 'Colonia de la Alameda',
  observaciones: `Basura en el solar ${id}`,
  acciones_recomendadas: null,
  archivo: null,
  estatus: 'pendiente',
  ...extra,
});

/** Where the router is: a click on a row goes there. */
function Where() {
  return <output aria-label="Dirección">{useLocation().pathname}</output>;
}

/** A sortable header's button ('Ordenar por estado ascendente'). */
const sortBy = (field: string) => new RegExp(`^Ordenar por ${field}`);

/** The labels and values of the record page's fields, in order. */
function fieldsShown(): [string, string][] {
  const list = document.querySelector('dl')!;
  const terms = within(list as HTMLElement).getAllByRole('term');
  return terms.map((term) => [term.textContent ?? '', term.nextElementSibling?.textContent ?? '']);
}

describe('the complaint lists open, sort and filter', () => {
  it('links each code to its record, from the own list too; the row opens it as well', async () => {
    const dataProvider = fakeDataProvider({ 'mis-quejas': [queja(1, { archivo: PDF }), queja(2, { fecha_hora: '2025-03-30T10:00:00.000Z' })] });
    renderStaff(<><QuejasList resource="mis-quejas" /><Where /></>, { dataProvider, role: 'voluntario', path: '/mis-quejas' });
    const table = await screen.findByRole('table', { name: 'Quejas' });
    expect(within(table).getByRole('link', { name: 'Q-7K3M-9P1X' })).toHaveAttribute('href', '/quejas/1');
    // Newest first, as the server's own order.
    expect(within(table).getAllByRole('link', { name: /^Q-/ }).map((link) => link.textContent)).toEqual(['Q-7K3M-9P2X', 'Q-7K3M-9P1X']);
    expect(dataProvider.calls.find((call) => call.method === 'getList')?.params).toMatchObject({ sort: { field: 'fecha_hora', order: 'DESC' } });
    // The attachment's link is the file's, not the record's.
    await userEvent.click(within(table).getByRole('link', { name: 'Descargar PDF adjunto' }));
    expect(screen.getByRole('status', { name: 'Dirección' })).toHaveTextContent('/mis-quejas');
    await userEvent.click(within(table).getByText('Gatos en el patio 1'));
    await waitFor(() => expect(screen.getByRole('status', { name: 'Dirección' })).toHaveTextContent('/quejas/1'));
  });

  it('sorts from the headers the API sorts, and filters by status on the server', async () => {
    const dataProvider = fakeDataProvider({
      quejas: [queja(1), queja(2, { estatus: 'resuelta', colonia_nombre: 'Colonia del Castillo' }), queja(3, { estatus: 'en revisión', colonia_nombre: 'Ábside' })],
    });
    renderStaff(<QuejasList resource="quejas" />, { dataProvider, role: 'responsable' });
    const table = await screen.findByRole('table', { name: 'Quejas' });
    for (const header of ['fecha', 'código', 'colonia', 'estado']) expect(within(table).getByRole('button', { name: sortBy(header) })).toBeInTheDocument();
    for (const header of ['descripción', 'solución propuesta', 'adjunto']) expect(within(table).queryByRole('button', { name: sortBy(header) })).toBeNull();

    await userEvent.click(within(table).getByRole('button', { name: sortBy('estado') }));
    await waitFor(() => expect(dataProvider.calls.at(-1)?.params).toMatchObject({ sort: { field: 'estatus' } }));
    await waitFor(() => expect(within(screen.getByRole('table', { name: 'Quejas' })).getByRole('columnheader', { name: /Estado/ })).toHaveAttribute('aria-sort'));

    await userEvent.click(screen.getByRole('combobox', { name: 'Filtrar por estado' }));
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual(['Todos', 'Pendiente', 'En revisión', 'Resuelta']);
    await userEvent.click(screen.getByRole('option', { name: 'Resuelta' }));
    await waitFor(() => expect(dataProvider.calls.at(-1)?.params).toMatchObject({ filter: { estatus: 'resuelta' } }));
    await waitFor(() => expect(within(screen.getByRole('table', { name: 'Quejas' })).getAllByRole('link', { name: /^Q-/ }).map((link) => link.textContent)).toEqual(['Q-7K3M-9P2X']));
  });

  it('links each inspection by its day', async () => {
    renderStaff(<InspeccionesList resource="inspecciones" canResolve />, { dataProvider: fakeDataProvider({ inspecciones: [inspeccion(3)] }), role: 'admin' });
    const table = await screen.findByRole('table', { name: 'Inspecciones' });
    expect(within(table).getByRole('link', { name: '01/04/2025' })).toHaveAttribute('href', '/inspecciones/3');
    expect(within(table).getByRole('button', { name: sortBy('estado') })).toBeInTheDocument();
    expect(within(table).getByRole('button', { name: sortBy('colonia') })).toBeInTheDocument();
    expect(within(table).queryByRole('button', { name: sortBy('observaciones') })).toBeNull();
    expect(screen.getByRole('combobox', { name: 'Filtrar por estado' })).toBeInTheDocument();
  });
});

describe("a complaint's record page", () => {
  it('shows every field and the attachment, and resolves with the public answer after confirming', async () => {
    const resolved: unknown[][] = [];
    const dataProvider = fakeDataProvider(
      { quejas: [queja(7, { solucion_responsable: 'Revisar la colonia', archivo: PDF })] },
      {
        resolverQueja: async (id: number, respuesta: string | null = null) => {
          resolved.push([id, respuesta]);
          Object.assign(dataProvider.records.quejas[0], { estatus: 'resuelta', respuesta_publica: respuesta });
          return dataProvider.records.quejas[0] as Queja;
        },
      },
    );
    renderStaff(<><QuejaShowPage /><Notification /></>, { dataProvider, role: 'responsable', path: '/quejas/7', route: '/quejas/:id' });
    expect(await screen.findByRole('heading', { name: 'Q-7K3M-9P7X', level: 2 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Ficha de la queja', level: 1 })).toBeInTheDocument();
    expect(fieldsShown()).toEqual([
      ['Fecha', '29/03/2025'],
      ['Código', 'Q-7K3M-9P7X'],
      ['Colonia', 'Colonia de la Alameda'],
      ['Descripción', 'Gatos en el patio 7'],
      ['Solución propuesta', 'Revisar la colonia'],
      ['Respuesta pública', 'Sin respuesta'],
      ['Adjunto', 'Descargar PDF adjunto'],
      ['Estado', 'Pendiente'],
    ]);
    expect(screen.getByRole('link', { name: 'Descargar PDF adjunto' })).toHaveAttribute('href', PDF);

    await userEvent.click(screen.getByRole('button', { name: 'Resolver' }));
    const dialog = await screen.findByRole('dialog', { name: 'Resolver la queja' });
    expect(dialog).toHaveTextContent('¿Seguro que quieres marcar esta queja como resuelta?');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Respuesta pública (visible en el seguimiento)' }), 'Recogidos');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sí, resolver' }));
    expect(await screen.findByText('Queja marcada como resuelta')).toBeInTheDocument();
    expect(resolved).toEqual([[7, 'Recogidos']]);
    // The page reads the record again: resolved, with its answer, and Resolver is gone.
    await waitFor(() => expect(fieldsShown()).toContainEqual(['Estado', 'Resuelta']));
    expect(fieldsShown()).toContainEqual(['Respuesta pública', 'Recogidos']);
    expect(screen.queryByRole('button', { name: 'Resolver' })).toBeNull();
  });

  it("is not found when the server says so (someone else's complaint), and shows no field", async () => {
    renderStaff(<QuejaShowPage />, { dataProvider: fakeDataProvider({ quejas: [] }), role: 'usuario', path: '/quejas/99', route: '/quejas/:id' });
    expect(await screen.findByText(/No encontrado/)).toBeInTheDocument();
    expect(screen.queryByRole('term')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Resolver' })).toBeNull();
  });
});

describe("an inspection's record page", () => {
  it('is named by its day and offers Resolver to a voluntario, without a public answer', async () => {
    const resolved: number[] = [];
    const dataProvider = fakeDataProvider({ inspecciones: [inspeccion(3, { acciones_recomendadas: 'Limpiar el solar' })] }, {
      resolverInspeccion: async (id: number) => {
        resolved.push(id);
        return { ...inspeccion(3), estatus: 'resuelta' };
      },
    });
    renderStaff(<><InspeccionShowPage /><Notification /></>, { dataProvider, role: 'voluntario', path: '/inspecciones/3', route: '/inspecciones/:id' });
    expect(await screen.findByRole('heading', { name: '01/04/2025', level: 2 })).toBeInTheDocument();
    expect(fieldsShown()).toEqual([
      ['Fecha', '01/04/2025'],
      ['Colonia', 'Colonia de la Alameda'],
      ['Observaciones', 'Basura en el solar 3'],
      ['Acciones recomendadas', 'Limpiar el solar'],
      ['Adjunto', 'Sin adjunto'],
      ['Estado', 'Pendiente'],
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Resolver' }));
    const dialog = await screen.findByRole('dialog', { name: 'Resolver la inspección' });
    expect(within(dialog).queryByRole('textbox')).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sí, resolver' }));
    expect(await screen.findByText('Inspección marcada como resuelta')).toBeInTheDocument();
    expect(resolved).toEqual([3]);
  });

  it('only reads for a usuario, who may not resolve inspections', async () => {
    renderStaff(<InspeccionShowPage />, { dataProvider: fakeDataProvider({ inspecciones: [inspeccion(3)] }), role: 'usuario', path: '/inspecciones/3', route: '/inspecciones/:id' });
    expect(await screen.findByRole('heading', { name: '01/04/2025', level: 2 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Volver' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Resolver' })).toBeNull();
  });
});
