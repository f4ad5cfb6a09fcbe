/**
 * The street forms as react-admin forms: each rule of the domain shows its
 * message under its field and nothing is stored or sent until the values
 * pass; the values that pass reach the phone's queue (visit, street cat) or
 * the API (feeding point, shift) in the shape they expect.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError, Notification } from 'react-admin';
import { VisitaDialog } from '../../../src/client/calle/VisitaDialog';
import { GatoCalleDialog } from '../../../src/client/calle/GatoCalleDialog';
import { ColoniaCallePage } from '../../../src/client/calle/ColoniaCallePage';
import type { ComederoEnMapa } from '../../../src/domain/schemas/calle';
import { fakeDataProvider } from '../fakeDataProvider';
import { renderStaff } from '../renderStaff';

afterEach(() => {
  localStorage.clear();
});

const comedero: ComederoEnMapa = {
  id: 4, colonia_id: 1, colonia_nombre: 'Colonia de la Alameda', nombre: 'Comedero del quiosco', latitude: 41.06, longitude: -2.64, descripcion: null, activo: true, created_at: '', updated_at: '',
};

describe('the visit details', () => {
  it('shows the cats-seen rule under its field and records nothing until it passes; then hands the visit to the queue', async () => {
    const onSave = vi.fn(async () => undefined);
    const onClose = vi.fn();
    renderStaff(<VisitaDialog coloniaNombre="Colonia de la Alameda" comederos={[comedero]} onClose={onClose} onSave={onSave} />, { role: 'voluntario' });
    const dialog = await screen.findByRole('dialog', { name: 'Detalles de la visita · Colonia de la Alameda' });
    // Urgent means nothing without an incident to tell.
    expect(within(dialog).getByRole('switch', { name: 'Urgente (avisa al ayuntamiento)' })).toBeDisabled();

    await userEvent.type(within(dialog).getByLabelText('Gatos vistos'), '1001');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await within(dialog).findByText('Los gatos vistos deben ser un número entero entre 0 y 1000.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Gatos vistos')).toHaveAttribute('aria-invalid', 'true');
    expect(onSave).not.toHaveBeenCalled();

    await userEvent.clear(within(dialog).getByLabelText('Gatos vistos'));
    await userEvent.type(within(dialog).getByLabelText('Gatos vistos'), '6');
    await userEvent.click(within(dialog).getByRole('switch', { name: 'He puesto agua' }));
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Comedero' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Comedero del quiosco' }));
    await userEvent.type(within(dialog).getByLabelText('Incidencia'), '  Cuenco roto ');
    await userEvent.click(within(dialog).getByRole('switch', { name: 'Urgente (avisa al ayuntamiento)' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(onSave).toHaveBeenCalledWith({ comida: true, agua: false, comedero_id: 4, gatos_vistos: 6, incidencia: 'Cuenco roto', urgente: true }, null);
  });

  it('keeps the dialog open with the reason when the phone cannot store the visit', async () => {
    const onClose = vi.fn();
    renderStaff(<VisitaDialog coloniaNombre="Colonia de la Alameda" comederos={[]} onClose={onClose} onSave={async () => Promise.reject(new Error('No queda espacio en el teléfono.'))} />, { role: 'voluntario' });
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('No queda espacio en el teléfono.');
    expect(onClose).not.toHaveBeenCalled();
  });
});

describe('a cat met in the street', () => {
  const colonias = [
    { id: 1, nombre: 'Colonia de la Alameda' },
    { id: 2, nombre: 'Colonia del Castillo' },
  ];

  it('shows every missing field\'s message, and the age rule, before storing anything', async () => {
    const onSave = vi.fn(async () => undefined);
    renderStaff(<GatoCalleDialog colonias={colonias} onClose={() => undefined} onSave={onSave} />, { role: 'voluntario' });
    const dialog = await screen.findByRole('dialog', { name: 'Gato nuevo' });
    await userEvent.type(within(dialog).getByLabelText('Edad'), '41');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar gato' }));
    for (const message of ['Debe seleccionar una colonia', 'El nombre es obligatorio', 'Selecciona el sexo', 'La ubicación es obligatoria', 'La edad debe ser un número entero entre 0 y 40.', 'Debe subir una imagen']) {
      expect(await within(dialog).findByText(message)).toBeInTheDocument();
    }
    expect(onSave).not.toHaveBeenCalled();
  });

  it('hands the cat, its colony and its photo to the queue', async () => {
    const onSave = vi.fn(async () => undefined);
    const onClose = vi.fn();
    renderStaff(<GatoCalleDialog colonias={colonias} onClose={onClose} onSave={onSave} />, { role: 'voluntario' });
    const dialog = await screen.findByRole('dialog', { name: 'Gato nuevo' });
    await userEvent.click(within(dialog).getByRole('combobox', { name: /^Colonia/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Colonia del Castillo' }));
    await userEvent.type(within(dialog).getByLabelText(/^Nombre/), ' Bigotes ');
    await userEvent.click(within(dialog).getByRole('combobox', { name: /^Sexo/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Hembra' }));
    await userEvent.type(within(dialog).getByLabelText(/^Ubicación/), 'Soportales');
    await userEvent.type(within(dialog).getByLabelText('Edad'), '3');
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Unidad de edad' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Años' }));
    const foto = new File(['png'], 'bigotes.png', { type: 'image/png' });
    await userEvent.upload(dialog.querySelector('input[type="file"]') as HTMLInputElement, foto);
    expect(within(dialog).getByText('Foto: bigotes.png')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar gato' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(onSave).toHaveBeenCalledWith(colonias[1], { nombre: 'Bigotes', sexo: 'H', ubicacion: 'Soportales', raza: null, edad_num: 3, edad_unidad: 'años', estado_salud: null }, foto);
  });
});

describe('the feeding points and the rota of /colonias/:id/calle', () => {
  function provider(overrides: Record<string, unknown> = {}) {
    return fakeDataProvider({}, {
      equipoDeColonia: async () => ({ id: 3, nombre: 'Colonia del Castillo', voluntarios: [{ id: 1, nombre: 'Ana Pérez' }] }),
      comederosDeColonia: async () => [],
      turnosDeColonia: async () => [],
      cambiosDeTurno: async () => [],
      crearComedero: async () => ({ ...comedero, colonia_id: 3 }),
      crearTurno: async () => ({ id: 9, colonia_id: 3, dia_semana: 1, franja: 'manana', usuario_id: 1, usuario_nombre: 'Ana Pérez', created_at: '' }),
      ...overrides,
    } as never);
  }
  const page = (dp: ReturnType<typeof provider>) =>
    renderStaff(
      <>
        <ColoniaCallePage />
        <Notification />
      </>,
      { dataProvider: dp, role: 'responsable', path: '/colonias/3/calle', route: '/colonias/:id/calle' },
    );

  it('shows the feeding point\'s rules under their fields, then sends it and empties the form', async () => {
    const dp = provider();
    page(dp);
    const form = await screen.findByRole('form', { name: 'Nuevo comedero' });
    await userEvent.click(within(form).getByRole('button', { name: 'Añadir comedero' }));
    expect(await within(form).findByText('El nombre del comedero es obligatorio.')).toBeInTheDocument();
    expect(within(form).getAllByText('Indica la latitud y la longitud del comedero.')).toHaveLength(2);

    await userEvent.type(within(form).getByLabelText(/^Nombre/), 'Comedero del quiosco');
    await userEvent.type(within(form).getByLabelText(/^Latitud/), '95');
    await userEvent.type(within(form).getByLabelText(/^Longitud/), '-2.6439');
    await userEvent.click(within(form).getByRole('button', { name: 'Añadir comedero' }));
    expect(await within(form).findByText('La latitud debe ser un número entre -90 y 90.')).toBeInTheDocument();
    expect(dp.calls.filter((c) => c.method === 'crearComedero')).toHaveLength(0);

    await userEvent.clear(within(form).getByLabelText(/^Latitud/));
    await userEvent.type(within(form).getByLabelText(/^Latitud/), '41.0665');
    await userEvent.type(within(form).getByLabelText('Descripción'), ' Junto al banco ');
    await userEvent.click(within(form).getByRole('button', { name: 'Añadir comedero' }));
    expect(await screen.findByText('Comedero añadido.')).toBeInTheDocument();
    expect(dp.calls.filter((c) => c.method === 'crearComedero').map((c) => c.params)).toEqual([[3, { nombre: 'Comedero del quiosco', latitude: 41.0665, longitude: -2.6439, descripcion: 'Junto al banco', activo: true }]]);
    await waitFor(() => expect(within(screen.getByRole('form', { name: 'Nuevo comedero' })).getByLabelText(/^Nombre/)).toHaveValue(''));
  });

  it('keeps what was typed when the server refuses the feeding point, and says why', async () => {
    const dp = provider({
      crearComedero: async () => {
        throw new HttpError('El comedero está fuera del término municipal: debe estar a menos de 15 km del centro del mapa.', 422);
      },
    });
    page(dp);
    const form = await screen.findByRole('form', { name: 'Nuevo comedero' });
    await userEvent.type(within(form).getByLabelText(/^Nombre/), 'Comedero lejano');
    await userEvent.type(within(form).getByLabelText(/^Latitud/), '40.4168');
    await userEvent.type(within(form).getByLabelText(/^Longitud/), '-3.7038');
    await userEvent.click(within(form).getByRole('button', { name: 'Añadir comedero' }));
    expect(await screen.findByText(/El comedero está fuera del término municipal/)).toBeInTheDocument();
    expect(within(form).getByLabelText(/^Nombre/)).toHaveValue('Comedero lejano');
  });

  it('asks for the volunteer of a new shift, then sends the day, the slot and the volunteer', async () => {
    const dp = provider();
    page(dp);
    const form = await screen.findByRole('form', { name: 'Añadir turno' });
    await userEvent.click(within(form).getByRole('button', { name: 'Añadir turno' }));
    expect(await within(form).findByText('Debe seleccionar un voluntario')).toBeInTheDocument();
    expect(dp.calls.filter((c) => c.method === 'crearTurno')).toHaveLength(0);

    await userEvent.click(within(form).getByRole('combobox', { name: /^Día/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Miércoles' }));
    await userEvent.click(within(form).getByRole('combobox', { name: /^Franja/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Noche' }));
    await userEvent.click(within(form).getByRole('combobox', { name: /^Voluntario/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Ana Pérez' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Añadir turno' }));
    await waitFor(() => expect(dp.calls.filter((c) => c.method === 'crearTurno').map((c) => c.params)).toEqual([[3, { dia_semana: 3, franja: 'noche', usuario_id: 1 }]]));
  });
});
