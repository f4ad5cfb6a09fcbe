/**
 * The accreditation screens as staff and caregivers use them: staff accredit
 * someone for colonies, renew, revoke with a reason and put the card's photo;
 * anyone accredited downloads their card; a caregiver is offered nothing to change.
 */
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError, Notification } from 'react-admin';
import type { Acreditacion, OpcionesAcreditacion } from '../../../src/domain/schemas/acreditacion';
import { AcreditacionesPage } from '../../../src/client/acreditaciones/AcreditacionesPage';
import { AcreditacionPage } from '../../../src/client/acreditaciones/AcreditacionPage';
import { fakeDataProvider } from '../fakeDataProvider';
import { renderStaff } from '../renderStaff';

afterEach(() => localStorage.clear());

const opciones: OpcionesAcreditacion = {
  personas: [
    { id: 7, nombre: 'Ana Ruiz' },
    { id: 8, nombre: 'Luis Pérez' },
  ],
  colonias: [
    { id: 2, nombre: 'Colonia del Parque' },
    { id: 3, nombre: 'Colonia del Castillo' },
  ],
  cursos: [{ id: 4, titulo: 'Manejo ético de colonias', fecha: '2026-03-14' }],
};

const acreditacion = (overrides: Partial<Acreditacion> = {}): Acreditacion => ({
  id: 1,
  usuario_id: 8,
  usuario_nombre: 'Luis Pérez',
  entidad_nombre: 'Asociación Felina del Castillo',
  colonias: [{ id: 2, nombre: 'Colonia del Parque' }],
  curso_id: 4,
  curso_titulo: 'Manejo ético de colonias',
  desde: '2026-01-01',
  hasta: '2026-12-31',
  codigo: 'K-ABCD-EFGH',
  foto: null,
  revocada_at: null,
  motivo_revocacion: null,
  estado: 'vigente',
  created_at: '2026-01-01T10:00:00.000Z',
  updated_at: '2026-01-01T10:00:00.000Z',
  ...overrides,
});

const withNotices = (page: ReactElement) => (
  <>
    {page}
    <Notification />
  </>
);

describe('/acreditaciones', () => {
  it('staff accredit a person for two colonies until a date, from a course', async () => {
    // The server answers the whole record, with the colonies by name.
    const created = acreditacion({ id: 2, usuario_id: 7, usuario_nombre: 'Ana Ruiz', colonias: opciones.colonias, desde: '2026-11-01', hasta: '2027-10-31' });
    const dp = fakeDataProvider({ acreditaciones: [acreditacion()] }, { opcionesAcreditacion: async () => opciones, create: async () => (dp.records.acreditaciones.push(created), { data: created as never }) });
    renderStaff(withNotices(<AcreditacionesPage />), { dataProvider: dp, role: 'responsable', path: '/acreditaciones' });
    expect(await screen.findByRole('row', { name: /Luis Pérez/ })).toHaveTextContent('31/12/2026');
    await userEvent.click(screen.getByRole('button', { name: 'Nueva acreditación' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nueva acreditación' });
    const guardar = within(dialog).getByRole('button', { name: 'Guardar' });
    expect(guardar).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('combobox', { name: /Persona/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Ana Ruiz' }));
    await userEvent.click(within(dialog).getByRole('combobox', { name: /Colonias/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Colonia del Parque' }));
    await userEvent.click(within(dialog).getByRole('combobox', { name: /Colonias/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Colonia del Castillo' }));
    fireEvent.change(within(dialog).getByLabelText(/Desde/), { target: { value: '2026-11-01' } });
    fireEvent.change(within(dialog).getByLabelText(/Válida hasta/), { target: { value: '2027-10-31' } });
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Curso' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Manejo ético de colonias (14/03/2026)' }));
    await userEvent.click(guardar);
    expect(await screen.findByText('Ana Ruiz acreditada/o')).toBeVisible();
    expect(await screen.findByRole('row', { name: /Ana Ruiz/ })).toHaveTextContent('Colonia del Parque, Colonia del Castillo');
    expect(dp.calls.find((c) => c.method === 'create')?.params).toEqual(['acreditaciones', { data: { usuario_id: 7, colonia_ids: [2, 3], desde: '2026-11-01', hasta: '2027-10-31', curso_id: 4 } }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('a refusal is read in the form and nothing is saved', async () => {
    const detail = 'La fecha de caducidad no puede ser anterior a la de inicio.';
    const dp = fakeDataProvider({ acreditaciones: [] }, { opcionesAcreditacion: async () => opciones, create: async () => Promise.reject(new HttpError(detail, 400, { detail })) });
    renderStaff(withNotices(<AcreditacionesPage />), { dataProvider: dp, role: 'admin', path: '/acreditaciones' });
    expect(await screen.findByText('No hay acreditaciones.')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Nueva acreditación' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nueva acreditación' });
    await userEvent.click(within(dialog).getByRole('combobox', { name: /Persona/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Luis Pérez' }));
    await userEvent.click(within(dialog).getByRole('combobox', { name: /Colonias/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Colonia del Castillo' }));
    fireEvent.change(within(dialog).getByLabelText(/Desde/), { target: { value: '2026-11-01' } });
    fireEvent.change(within(dialog).getByLabelText(/Válida hasta/), { target: { value: '2026-10-01' } });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await within(dialog).findByText(detail)).toBeVisible();
    expect(dp.records.acreditaciones).toEqual([]);
  });

  it('a caregiver sees their accreditation and may download the card, but not change it', async () => {
    const descargas: string[] = [];
    const dp = fakeDataProvider({ acreditaciones: [acreditacion()] }, { descargarCarne: async (a) => (descargas.push(a.codigo), 'carne-K-ABCD-EFGH.pdf') });
    renderStaff(withNotices(<AcreditacionPage />), { dataProvider: dp, role: 'voluntario', path: '/acreditaciones/1', route: '/acreditaciones/:id' });
    expect(await screen.findByText('K-ABCD-EFGH')).toBeVisible();
    expect(screen.getByText('Colonia del Parque')).toBeVisible();
    expect(screen.getByText('Vigente')).toBeVisible();
    expect(screen.getByText('Asociación Felina del Castillo')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Revocar' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Renovar o corregir' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Descargar el carné (PDF)' }));
    await waitFor(() => expect(descargas).toEqual(['K-ABCD-EFGH']));
  });

  it('staff renew it with a later date: same card, new «hasta»', async () => {
    const dp = fakeDataProvider({ acreditaciones: [acreditacion({ hasta: '2026-12-10', estado: 'por_caducar' })] }, { opcionesAcreditacion: async () => opciones });
    renderStaff(withNotices(<AcreditacionPage />), { dataProvider: dp, role: 'responsable', path: '/acreditaciones/1', route: '/acreditaciones/:id' });
    expect(await screen.findByText('Por caducar')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Renovar o corregir' }));
    const dialog = await screen.findByRole('dialog', { name: 'Renovar o corregir' });
    expect(within(dialog).getByRole('combobox', { name: /Persona/ })).toHaveValue('Luis Pérez');
    fireEvent.change(within(dialog).getByLabelText(/Válida hasta/), { target: { value: '2027-12-10' } });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Acreditación de Luis Pérez guardada')).toBeVisible();
    expect(dp.records.acreditaciones[0]).toMatchObject({ id: 1, codigo: 'K-ABCD-EFGH', hasta: '2027-12-10', colonia_ids: [2], curso_id: 4 });
  });

  it('staff revoke it only with a reason', async () => {
    const dp = fakeDataProvider({ acreditaciones: [acreditacion()] });
    renderStaff(withNotices(<AcreditacionPage />), { dataProvider: dp, role: 'admin', path: '/acreditaciones/1', route: '/acreditaciones/:id' });
    await userEvent.click(await screen.findByRole('button', { name: 'Revocar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revocar la acreditación' });
    expect(dialog).toHaveTextContent('La acreditación de Luis Pérez dejará de valer ahora mismo y para siempre');
    const revocar = within(dialog).getByRole('button', { name: 'Revocar' });
    expect(revocar).toBeDisabled();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Motivo/ }), 'Dejó de colaborar con el programa');
    await userEvent.click(revocar);
    expect(await screen.findByText('Acreditación revocada')).toBeVisible();
    const update = dp.calls.find((c) => c.method === 'update')?.params as { data: Record<string, unknown> };
    expect(update.data).toMatchObject({ revocar: true, motivo_revocacion: 'Dejó de colaborar con el programa', hasta: '2026-12-31' });
  });

  it('staff put the card’s photo, and a refused file says why', async () => {
    const subidas: File[] = [];
    const detail = 'La foto debe ser JPEG o PNG.';
    let refuse = false;
    const dp = fakeDataProvider(
      { acreditaciones: [acreditacion()] },
      {
        subirFotoCarne: async (_id, file) => {
          if (refuse) throw new HttpError(detail, 400, { detail });
          subidas.push(file);
          return acreditacion({ foto: '/api/acreditaciones/1/foto' });
        },
      },
    );
    const { container } = renderStaff(withNotices(<AcreditacionPage />), { dataProvider: dp, role: 'responsable', path: '/acreditaciones/1', route: '/acreditaciones/:id' });
    await screen.findByText('K-ABCD-EFGH');
    const input = container.querySelector<HTMLInputElement>('input[type="file"]')!;
    expect(input.accept).toBe('image/jpeg,image/png');
    const foto = new File(['jpeg'], 'luis.jpg', { type: 'image/jpeg' });
    await userEvent.upload(input, foto);
    expect(await screen.findByText('Foto del carné guardada')).toBeVisible();
    expect(subidas.map((f) => f.name)).toEqual(['luis.jpg']);
    refuse = true;
    await userEvent.upload(input, new File(['png'], 'luis.png', { type: 'image/png' }));
    expect(await screen.findByText(detail)).toBeVisible();
  });
});
