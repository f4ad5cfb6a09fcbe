/**
 * Complaints and inspections on the screen, over the fake data provider: the
 * one form of both kinds (required fields, multipart body, the server's
 * refusal) and the lists' resolve action in the row menu, behind a confirmation.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError, Notification } from 'react-admin';
import { RegistroForm } from '../../../src/client/registros/RegistroForm';
import { QuejasList } from '../../../src/client/quejas/QuejasList';
import { InspeccionesList } from '../../../src/client/inspecciones/InspeccionesList';
import type { Inspeccion, Queja } from '../../../src/domain/types';
import { fakeDataProvider } from '../fakeDataProvider';
import { renderStaff } from '../renderStaff';

const COLONIAS = [
  { id: 1, nombre: 'Colonia de la Alameda' },
  { id: 2, nombre: 'Colonia del Castillo' },
];

const coloniasDeIncidencias = async () => COLONIAS;

afterEach(() => vi.restoreAllMocks());

function readText(file: Blob): Promise<string> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(file);
  });
}

describe('the complaint form', () => {
  it('asks for the description, then files multipart with a PDF as it is and shows the tracking code', async () => {
    const sent: FormData[] = [];
    const dataProvider = fakeDataProvider({}, {
      coloniasDeIncidencias,
      crearQueja: async (form: FormData) => {
        sent.push(form);
        return { id: 9, codigo_seguimiento: 'Q-7K3M9P' } as Queja;
      },
    });
    renderStaff(<><RegistroForm kind="queja" /><Notification /></>, { dataProvider, role: 'usuario' });
    await userEvent.click(screen.getByRole('button', { name: 'Registrar queja' }));
    expect(await screen.findByText('La descripción es obligatoria')).toBeInTheDocument();
    expect(sent).toHaveLength(0);

    await userEvent.type(screen.getByRole('textbox', { name: 'Descripción' }), '  Maullidos de noche ');
    await userEvent.click(screen.getByRole('combobox', { name: 'Colonia' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Colonia del Castillo' }));
    const pdf = new File(['%PDF-1.4 acta'], 'acta.pdf', { type: 'application/pdf' });
    const input = screen.getByLabelText('Archivo adjunto (imagen o PDF, opcional)');
    expect(input).toHaveAttribute('accept', expect.stringContaining('application/pdf'));
    await userEvent.upload(input, pdf);
    expect(screen.getByText('Seleccionado: acta.pdf')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Registrar queja' }));

    expect(await screen.findByText('Queja registrada exitosamente')).toBeInTheDocument();
    expect(sent).toHaveLength(1);
    const form = sent[0];
    expect(form.get('descripcion')).toBe('Maullidos de noche');
    expect(form.get('colonia_id')).toBe('2');
    expect(form.get('solucion_responsable')).toBeNull();
    // The PDF goes as it is: same name, type and bytes.
    const file = form.get('archivo') as File;
    expect([file.name, file.type, file.size]).toEqual(['acta.pdf', 'application/pdf', pdf.size]);
    expect(await readText(file)).toBe('%PDF-1.4 acta');
    // The form empties for the next one, and the tracking code links to its page.
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Descripción' })).toHaveValue(''));
    expect(screen.getByRole('status')).toHaveTextContent('Q-7K3M9P');
  });

  it('offers the proposed solution to staff only, never to a citizen', async () => {
    const { unmount } = renderStaff(<RegistroForm kind="queja" />, { dataProvider: fakeDataProvider({}, { coloniasDeIncidencias }), role: 'usuario' });
    expect(screen.getByRole('textbox', { name: 'Descripción' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Solución propuesta' })).toBeNull();
    unmount();
    renderStaff(<RegistroForm kind="queja" />, { dataProvider: fakeDataProvider({}, { coloniasDeIncidencias }), role: 'responsable' });
    expect(screen.getByRole('textbox', { name: 'Solución propuesta' })).toBeInTheDocument();
  });

  it('says so when the server refuses, with its reason, and keeps what was typed', async () => {
    const dataProvider = fakeDataProvider({}, {
      coloniasDeIncidencias,
      crearQueja: async () => {
        throw new HttpError('El archivo adjunto supera el tamaño máximo de 10 MB.', 413);
      },
    });
    renderStaff(<><RegistroForm kind="queja" /><Notification /></>, { dataProvider, role: 'usuario' });
    await userEvent.type(screen.getByRole('textbox', { name: 'Descripción' }), 'Con un archivo enorme');
    await userEvent.click(screen.getByRole('button', { name: 'Registrar queja' }));
    expect(await screen.findByText('Error al registrar la queja')).toBeInTheDocument();
    expect(screen.getByText('El archivo adjunto supera el tamaño máximo de 10 MB.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Descripción' })).toHaveValue('Con un archivo enorme');
  });
});

describe('the inspection form', () => {
  it('requires the colony and the observations, then files both with the recommended actions', async () => {
    const sent: FormData[] = [];
    const dataProvider = fakeDataProvider({}, {
      coloniasDeIncidencias,
      crearInspeccion: async (form: FormData) => {
        sent.push(form);
        return { id: 4 } as Inspeccion;
      },
    });
    renderStaff(<><RegistroForm kind="inspeccion" /><Notification /></>, { dataProvider, role: 'responsable' });
    await userEvent.click(screen.getByRole('button', { name: 'Registrar inspección' }));
    expect(await screen.findByText('Debe seleccionar una colonia')).toBeInTheDocument();
    expect(screen.getByText('Las observaciones son obligatorias')).toBeInTheDocument();
    expect(sent).toHaveLength(0);

    await userEvent.click(screen.getByRole('combobox', { name: 'Colonia' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Colonia de la Alameda' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Observaciones' }), 'Refugio nuevo');
    await userEvent.type(screen.getByRole('textbox', { name: 'Acciones recomendadas' }), ' Ninguna ');
    await userEvent.click(screen.getByRole('button', { name: 'Registrar inspección' }));
    expect(await screen.findByText('Inspección registrada exitosamente')).toBeInTheDocument();
    expect(Object.fromEntries(sent[0].entries())).toEqual({ colonia_id: '1', observaciones: 'Refugio nuevo', acciones_recomendadas: 'Ninguna' });
    expect(screen.queryByRole('status')).toBeNull();
  });
});

const queja = (id: number, estatus: string, extra: Partial<Queja> = {}): Queja => ({
  id,
  fecha: '29/03/2025',
  fecha_hora: '2025-03-29T10:00:00.000Z',
  descripcion: `Queja ${id}`,
  colonia_id: 1,
  colonia_nombre: 'Colonia de la Alameda',
  solucion_responsable: null,
  archivo: null,
  estatus,
  codigo_seguimiento: null,
  respuesta_publica: null,
  ...extra,
});

describe('the complaint list', () => {
  it('offers Resolver in the menu of unresolved complaints only, behind a confirmation, with the public answer', async () => {
    const resolved: unknown[][] = [];
    const dataProvider = fakeDataProvider(
      {
        quejas: [
          queja(1, 'Pendiente', { archivo: '/api/adjuntos/1/1900000000/b-_2/fedcba9876543210fedcba9876543210.png' }),
          queja(2, 'resuelta', { fecha_hora: '2025-03-20T10:00:00.000Z', colonia_id: null, colonia_nombre: null, solucion_responsable: 'Hecho', archivo: '/api/adjuntos/1/1900000000/a-_1/0123456789abcdef0123456789abcdef.pdf' }),
        ],
      },
      {
        resolverQueja: async (id: number, respuesta: string | null = null) => {
          resolved.push([id, respuesta]);
          Object.assign(dataProvider.records.quejas[0], { estatus: 'resuelta' });
          return dataProvider.records.quejas[0] as Queja;
        },
      },
    );
    renderStaff(<><QuejasList resource="quejas" /><Notification /></>, { dataProvider, role: 'responsable' });
    const table = await screen.findByRole('table', { name: 'Quejas' });
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('29/03/2025');
    expect(rows[1]).toHaveTextContent('Pendiente');
    expect(within(rows[2]).queryByRole('button', { name: /^Acciones de/ })).toBeNull();
    // Private attachments come as signed links: a PDF is still told by its name, a photo still shows.
    expect(within(rows[2]).getByRole('link', { name: 'Descargar PDF adjunto' })).toHaveAttribute('href', '/api/adjuntos/1/1900000000/a-_1/0123456789abcdef0123456789abcdef.pdf');
    expect(within(rows[1]).getByRole('img')).toHaveAttribute('src', '/api/adjuntos/1/1900000000/b-_2/fedcba9876543210fedcba9876543210.png');
    expect(screen.getByText('Página 1 de 1')).toBeInTheDocument();

    await userEvent.click(within(rows[1]).getByRole('button', { name: 'Acciones de queja del 29/03/2025' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Resolver' }));
    const dialog = await screen.findByRole('dialog', { name: 'Resolver la queja' });
    expect(dialog).toHaveTextContent('¿Seguro que quieres marcar esta queja como resuelta?');
    expect(resolved).toHaveLength(0);
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Respuesta pública (visible en el seguimiento)' }), ' Recogidos ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sí, resolver' }));
    expect(await screen.findByText('Queja marcada como resuelta')).toBeInTheDocument();
    expect(resolved).toEqual([[1, 'Recogidos']]);
    await waitFor(() => expect(within(screen.getByRole('table', { name: 'Quejas' })).queryByRole('button', { name: /^Acciones de/ })).toBeNull());
  });
});

describe('the inspection list', () => {
  const inspeccion = { id: 3, fecha: '01/04/2025', fecha_hora: '2025-04-01T08:00:00.000Z', colonia_id: 1, colonia_nombre: 'Colonia de la Alameda', observaciones: 'Basura', acciones_recomendadas: null, archivo: null, estatus: 'pendiente' };

  it('resolves from the row menu, sending no answer', async () => {
    const resolved: number[] = [];
    const dataProvider = fakeDataProvider({ 'mis-inspecciones': [inspeccion] }, {
      resolverInspeccion: async (id: number) => {
        resolved.push(id);
        return { ...inspeccion, estatus: 'resuelta' } as Inspeccion;
      },
    });
    renderStaff(<><InspeccionesList resource="mis-inspecciones" canResolve /><Notification /></>, { dataProvider, role: 'voluntario' });
    await userEvent.click(await screen.findByRole('button', { name: 'Acciones de inspección del 01/04/2025' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Resolver' }));
    const dialog = await screen.findByRole('dialog', { name: 'Resolver la inspección' });
    expect(within(dialog).queryByRole('textbox')).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sí, resolver' }));
    expect(await screen.findByText('Inspección marcada como resuelta')).toBeInTheDocument();
    expect(resolved).toEqual([3]);
  });

  it('has no row menu for a reader who may not resolve', async () => {
    renderStaff(<InspeccionesList resource="mis-inspecciones" canResolve={false} />, { dataProvider: fakeDataProvider({ 'mis-inspecciones': [inspeccion] }), role: 'usuario' });
    expect(await screen.findByRole('table', { name: 'Inspecciones' })).toHaveTextContent('Basura');
    expect(screen.queryByRole('button', { name: /^Acciones de/ })).toBeNull();
  });
});
