/**
 * /cursos: staff record a course with who attended, correct its hours, and
 * delete one; a course an accreditation came from stays, with the server's reason.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError, Notification } from 'react-admin';
import type { Curso, OpcionesAcreditacion } from '../../../src/domain/schemas/acreditacion';
import { CursosPage } from '../../../src/client/cursos/CursosPage';
import { fakeDataProvider } from '../fakeDataProvider';
import { renderStaff } from '../renderStaff';

afterEach(() => localStorage.clear());

const opciones: OpcionesAcreditacion = {
  personas: [
    { id: 7, nombre: 'Ana Ruiz' },
    { id: 8, nombre: 'Luis Pérez' },
  ],
  colonias: [],
  cursos: [],
};

const curso: Curso = {
  id: 4,
  titulo: 'Manejo ético de colonias',
  fecha: '2026-03-14',
  horas: 6,
  lugar: 'Centro cívico',
  descripcion: null,
  asistentes: [{ id: 8, nombre: 'Luis Pérez' }],
  created_at: '2026-03-01T10:00:00.000Z',
};

const render = (overrides: Parameters<typeof fakeDataProvider>[1] = {}) => {
  const dp = fakeDataProvider({ cursos: [curso] }, { opcionesAcreditacion: async () => opciones, ...overrides });
  renderStaff(
    <>
      <CursosPage />
      <Notification />
    </>,
    { dataProvider: dp, role: 'responsable', path: '/cursos' },
  );
  return dp;
};

describe('/cursos', () => {
  it('lists a course with its day, hours, place and attendees', async () => {
    render();
    const fila = await screen.findByRole('row', { name: /Manejo ético de colonias/ });
    expect(fila).toHaveTextContent('14/03/2026');
    expect(fila).toHaveTextContent('Centro cívico');
    expect(fila).toHaveTextContent('Luis Pérez');
  });

  it('records a new course with hours written the Spanish way and who attended', async () => {
    const dp = render();
    await screen.findByRole('row', { name: /Manejo ético/ });
    await userEvent.click(screen.getByRole('button', { name: 'Nuevo curso' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nuevo curso' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Título/ }), 'Primeros auxilios felinos');
    fireEvent.change(within(dialog).getByLabelText(/Fecha/), { target: { value: '2026-11-20' } });
    const horas = within(dialog).getByRole('textbox', { name: 'Horas' });
    await userEvent.type(horas, '900');
    expect(within(dialog).getByText(/Escribe las horas como un número entre 0 y/)).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Guardar' })).toBeDisabled();
    await userEvent.clear(horas);
    await userEvent.type(horas, '3,5');
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Asistentes' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Ana Ruiz' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Curso «Primeros auxilios felinos» guardado')).toBeVisible();
    expect(dp.calls.find((c) => c.method === 'create')?.params).toMatchObject({
      data: { titulo: 'Primeros auxilios felinos', fecha: '2026-11-20', horas: 3.5, lugar: null, descripcion: null, asistentes: [7] },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('corrects a course: the form opens with what it has', async () => {
    const dp = render();
    await userEvent.click(await screen.findByRole('button', { name: 'Editar el curso Manejo ético de colonias' }));
    const dialog = await screen.findByRole('dialog', { name: /Editar el curso/ });
    expect(within(dialog).getByRole('textbox', { name: 'Lugar' })).toHaveValue('Centro cívico');
    expect(within(dialog).getByRole('button', { name: 'Luis Pérez' })).toBeVisible();
    const horas = within(dialog).getByRole('textbox', { name: 'Horas' });
    await userEvent.clear(horas);
    await userEvent.type(horas, '8');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Curso «Manejo ético de colonias» guardado')).toBeVisible();
    expect(dp.records.cursos[0]).toMatchObject({ id: 4, horas: 8, asistentes: [8] });
  });

  it('a course an accreditation came from is not deleted, and the reason is read', async () => {
    const detail = 'De este curso salieron acreditaciones: no se puede eliminar.';
    const dp = render({ delete: async () => Promise.reject(new HttpError(detail, 409, { detail })) });
    await userEvent.click(await screen.findByRole('button', { name: 'Eliminar el curso Manejo ético de colonias' }));
    const confirm = await screen.findByRole('dialog', { name: 'Eliminar el curso' });
    expect(confirm).toHaveTextContent('¿Eliminar el curso «Manejo ético de colonias» y su lista de asistentes?');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText(detail)).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('row', { name: /Manejo ético/ })).toBeVisible();
    expect(dp.records.cursos).toHaveLength(1);
  });

  it('deletes a course nobody was accredited from', async () => {
    const dp = render();
    await userEvent.click(await screen.findByRole('button', { name: 'Eliminar el curso Manejo ético de colonias' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Eliminar el curso' })).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText('Curso eliminado')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('row', { name: /Manejo ético/ })).toBeNull());
    expect(dp.records.cursos).toEqual([]);
  });
});
