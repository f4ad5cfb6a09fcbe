/** Citizens' sightings on screen: the public report (usable without the map), its tracking page, and the staff's record and decision. */
import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import AvisarPage from '../../../src/client/avistamientos/AvisarPage';
import SeguimientoAvistamientoPage from '../../../src/client/avistamientos/SeguimientoAvistamientoPage';
import { AvistamientoPage } from '../../../src/client/avistamientos/AvistamientoPage';
import { AvistamientosPage } from '../../../src/client/avistamientos/AvistamientosPage';
import type { Avistamiento } from '../../../src/domain/schemas/avistamiento';
import { fakeDataProvider } from '../fakeDataProvider';
import { renderStaff } from '../renderStaff';

afterEach(() => localStorage.clear());

/** Types a whole value at once, from the keyboard's focus (a paste): the page reacts as to typing, without one render per key. */
async function fill(field: HTMLElement, value: string) {
  await userEvent.click(field);
  await userEvent.paste(value);
}

const avistamiento = (id: number, changes: Partial<Avistamiento> = {}): Avistamiento => ({
  id,
  codigo_seguimiento: `A-2345-678${id}`,
  tipo: 'camada',
  descripcion: 'Tres crías bajo el coche',
  latitude: 40.416812,
  longitude: -3.703812,
  email: 'vecina@correo.es',
  foto: `/api/adjuntos/1/999/firma/${'a'.repeat(32)}.jpg`,
  colonia_id: 7,
  colonia_nombre: 'Colonia del Mercado',
  distancia_m: 42,
  posible_nueva_colonia: false,
  estado: 'nuevo',
  destino: null,
  censo_id: null,
  gato_id: null,
  respuesta_publica: null,
  nota: null,
  created_at: '2025-03-01T10:00:00Z',
  decidido_at: null,
  anonimizado: false,
  ...changes,
});

describe('the public report page', () => {
  it('sends a sighting typed with the keyboard alone (no map needed) and shows its tracking code with the link to follow it', async () => {
    const sent: FormData[] = [];
    const dataProvider = fakeDataProvider({}, {
      avisarAvistamiento: async (form) => {
        sent.push(form);
        return { codigo_seguimiento: 'A-7KD4-M2XP' };
      },
    });
    renderStaff(<AvisarPage />, { dataProvider, role: null, path: '/avistamiento' });
    await userEvent.click(await screen.findByRole('radio', { name: 'Camada' }));
    await fill(screen.getByRole('textbox', { name: 'Latitud' }), '40.4168');
    await fill(screen.getByRole('textbox', { name: 'Longitud' }), '-3.7038');
    await fill(screen.getByRole('textbox', { name: 'Descripción breve' }), 'Tres crías bajo el coche');
    await fill(screen.getByRole('textbox', { name: /Correo electrónico/ }), 'vecina@correo.es');
    const photo = new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], 'gato.jpg', { type: 'image/jpeg' });
    await userEvent.upload(screen.getByLabelText('Foto (opcional)'), photo);
    await userEvent.click(screen.getByRole('button', { name: 'Enviar aviso' }));

    expect(await screen.findByText('Aviso recibido. Tu código de seguimiento es A-7KD4-M2XP.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver el seguimiento' })).toHaveAttribute('href', '/avistamiento/seguimiento?codigo=A-7KD4-M2XP');
    expect(sent).toHaveLength(1);
    expect(Object.fromEntries([...sent[0].entries()].filter(([key]) => key !== 'foto'))).toEqual({
      tipo: 'camada', latitude: '40.4168', longitude: '-3.7038', descripcion: 'Tres crías bajo el coche', email: 'vecina@correo.es',
    });
    expect((sent[0].get('foto') as File).name).toBe('gato.jpg');
  });

  it('shows the server’s reason when it refuses the sighting, and keeps what was typed', async () => {
    const dataProvider = fakeDataProvider({}, {
      avisarAvistamiento: async () => {
        throw new Error('Marca en el mapa dónde lo has visto, o escribe la latitud y la longitud.');
      },
    });
    renderStaff(<AvisarPage />, { dataProvider, role: null, path: '/avistamiento' });
    await fill(await screen.findByRole('textbox', { name: 'Descripción breve' }), 'Gato cojo');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar aviso' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Marca en el mapa dónde lo has visto');
    expect(screen.getByRole('textbox', { name: 'Descripción breve' })).toHaveValue('Gato cojo');
  });
});

describe('the public tracking page', () => {
  it('shows the kind, the state, the rounded area and the council’s answer of the code in the link', async () => {
    const dataProvider = fakeDataProvider({}, {
      seguimientoAvistamiento: async (codigo) => ({
        codigo_seguimiento: codigo,
        tipo: 'marcado',
        estado: 'aceptado',
        fecha_registro: '2025-03-01T10:00:00Z',
        fecha_ultimo_cambio: '2025-03-02T10:00:00Z',
        latitude: 40.4175,
        longitude: -3.705,
        respuesta_publica: 'Gracias: es un gato de la colonia.',
      }),
    });
    renderStaff(<SeguimientoAvistamientoPage />, { dataProvider, role: null, path: '/avistamiento/seguimiento?codigo=A-7KD4-M2XP' });
    const card = await screen.findByRole('region', { name: 'Aviso A-7KD4-M2XP' });
    const value = (label: string) => within(card).getByText(label, { selector: 'dt' }).nextElementSibling;
    expect(value('Qué se vio')).toHaveTextContent('Gato marcado (oreja cortada)');
    expect(value('Estado')).toHaveTextContent('Aceptado');
    expect(value('Zona aproximada')).toHaveTextContent('40.4175, -3.705 (unos 250 m a la redonda)');
    expect(within(card).getByText('Gracias: es un gato de la colonia.')).toBeInTheDocument();
  });
});

describe('/avistamientos (staff)', () => {
  it('lists the sightings with their kind, colony and state', async () => {
    const rows = [avistamiento(2), avistamiento(1, { colonia_id: null, colonia_nombre: null, distancia_m: null, posible_nueva_colonia: true, estado: 'descartado', tipo: 'apuros' })];
    renderStaff(<AvistamientosPage />, { dataProvider: fakeDataProvider({ avistamientos: rows }), role: 'responsable', path: '/avistamientos' });
    const table = await screen.findByRole('table', { name: 'Avistamientos' });
    const body = within(table).getAllByRole('row').slice(1);
    expect(body).toHaveLength(2);
    expect(body[0]).toHaveTextContent('Colonia del Mercado (a 42 m)');
    expect(body[0]).toHaveTextContent('Pendiente');
    expect(body[1]).toHaveTextContent('Posible nueva colonia');
    expect(body[1]).toHaveTextContent('Gato en apuros');
    expect(body[1]).toHaveTextContent('Descartado');
  });

  it('shows the exact point and the photo, and turns a new sighting into a census of its colony', async () => {
    const decided: unknown[] = [];
    const dataProvider = fakeDataProvider({ avistamientos: [avistamiento(1)] }, {
      coloniasVisibles: async () => [{ id: 7, nombre: 'Colonia del Mercado' }, { id: 8, nombre: 'Colonia del Río' }],
      decidirAvistamiento: async (id, body) => {
        decided.push(body);
        const at = dataProvider.records.avistamientos.findIndex((a) => a.id === id);
        dataProvider.records.avistamientos[at] = { ...dataProvider.records.avistamientos[at], estado: 'aceptado', destino: 'censo' };
        return dataProvider.records.avistamientos[at] as Avistamiento;
      },
    });
    renderStaff(<AvistamientoPage />, { dataProvider, role: 'responsable', path: '/avistamientos/1', route: '/avistamientos/:id' });
    expect(await screen.findByRole('heading', { level: 2, name: 'A-2345-6781' })).toBeInTheDocument();
    const article = screen.getByRole('article');
    const value = (label: string) => within(article).getByText(label, { selector: 'dt' }).nextElementSibling;
    expect(value('Tipo')).toHaveTextContent('Camada');
    expect(value('Punto exacto')).toHaveTextContent('40.416812, -3.703812');
    expect(value('Correo')).toHaveTextContent('vecina@correo.es');
    expect(value('Colonia')).toHaveTextContent('Colonia del Mercado (a 42 m)');
    expect(screen.getByRole('img', { name: 'Foto del avistamiento A-2345-6781' })).toHaveAttribute('src', avistamiento(1).foto);
    // A responsable decides; only an administrator erases personal data.
    expect(screen.queryByRole('button', { name: 'Anonimizar' })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Decidir' }));
    const dialog = await screen.findByRole('dialog', { name: 'Decidir sobre el avistamiento A-2345-6781' });
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Convertir en' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Censo de la colonia' }));
    await userEvent.type(within(dialog).getByRole('spinbutton', { name: 'Gatos vistos' }), '5');
    await userEvent.clear(within(dialog).getByRole('spinbutton', { name: 'Crías' }));
    await userEvent.type(within(dialog).getByRole('spinbutton', { name: 'Crías' }), '3');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Respuesta pública/ }), 'Contadas, gracias.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar decisión' }));
    await waitFor(() => expect(decided).toHaveLength(1));
    expect(decided[0]).toEqual({
      decision: 'aceptar', destino: 'censo', colonia_id: 7, fecha: '2025-03-01', gatos_vistos: 5, crias: 3, marcados_vistos: 0, nota: null, respuesta_publica: 'Contadas, gracias.',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('Censo de la colonia')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Decidir' })).toBeNull();
  });

  it('shows the server’s refusal inside the dialog', async () => {
    const dataProvider = fakeDataProvider({ avistamientos: [avistamiento(1, { colonia_id: null, colonia_nombre: null, distancia_m: null, posible_nueva_colonia: true })] }, {
      coloniasVisibles: async () => [],
      decidirAvistamiento: async () => {
        throw new Error('Ya existe una colonia con ese nombre.');
      },
    });
    renderStaff(<AvistamientoPage />, { dataProvider, role: 'admin', path: '/avistamientos/1', route: '/avistamientos/:id' });
    // An administrator may also erase the citizen's data.
    expect(await screen.findByRole('button', { name: 'Anonimizar' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Decidir' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Nombre de la colonia nueva' }), 'Colonia del Mercado');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar decisión' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Ya existe una colonia con ese nombre.');
  });
});

describe('a colony’s accepted sightings', () => {
  it('lists the notes of the sightings accepted into the colony, each linking to its sighting', async () => {
    const { AvistamientosColonia } = await import('../../../src/client/avistamientos/AvistamientosColonia');
    const rows = [
      avistamiento(1, { estado: 'aceptado', destino: 'historia', nota: 'Gato cojo: lo vigila la cuidadora.', decidido_at: '2025-03-03T10:00:00Z', tipo: 'apuros' }),
      avistamiento(2, { estado: 'nuevo' }),
      avistamiento(3, { estado: 'aceptado', destino: 'censo', colonia_id: 8 }),
    ];
    const dataProvider = fakeDataProvider({ avistamientos: rows });
    renderStaff(<AvistamientosColonia coloniaId={7} />, { dataProvider, role: 'responsable', path: '/colonias/7' });
    const section = await screen.findByRole('region', { name: 'Avisos de vecinos aceptados' });
    expect(within(section).getByRole('link', { name: '03/03/2025 · Gato en apuros · Nota en el historial de la colonia' })).toHaveAttribute('href', '/avistamientos/1');
    expect(within(section).getByText('Gato cojo: lo vigila la cuidadora.')).toBeInTheDocument();
    expect(within(section).getAllByRole('link')).toHaveLength(1);
  });
});
