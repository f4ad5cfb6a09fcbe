import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Notification } from 'react-admin';
import type { Visita } from '../../../src/domain/schemas/calle';
import { VisitaPage } from '../../../src/client/calle/VisitaPage';
import { VisitasPage } from '../../../src/client/calle/VisitasPage';
import { fakeDataProvider } from '../fakeDataProvider';
import { renderStaff } from '../renderStaff';

afterEach(() => localStorage.clear());

const visita = (id: number, overrides: Partial<Visita> = {}): Visita => ({
  id, client_id: `c-${id}`, colonia_id: 1, colonia_nombre: 'Colonia de la Alameda', comedero_id: 3, comedero_nombre: 'Comedero del banco',
  usuario_id: 5, usuario_nombre: 'Lucía Serrano', fecha_hora: `2025-03-0${id}T09:30:00.000Z`, fecha: `2025-03-0${id}`, franja: 'manana',
  comida: true, agua: false, gatos_vistos: 8, incidencia: 'Cuenco roto', urgente: true, foto: null, parte_id: null, censo_id: null, created_at: '',
  ...overrides,
});

describe('/visitas/:id', () => {
  it('names the visit by its time and shows its fields by their names', async () => {
    renderStaff(<VisitaPage />, { dataProvider: fakeDataProvider({ visitas: [visita(2)] }), role: 'voluntario', path: '/visitas/2', route: '/visitas/:id' });
    const heading = await screen.findByRole('heading', { level: 2 });
    const article = screen.getByRole('article');
    expect(heading.textContent).toMatch(/^02\/03\/2025/);
    for (const [label, value] of [['Colonia', 'Colonia de la Alameda'], ['Quién', 'Lucía Serrano'], ['Comedero', 'Comedero del banco'], ['Comida', 'Sí'], ['Agua', 'No'], ['Gatos vistos', '8'], ['Incidencia', 'Cuenco roto (Urgente)']]) {
      const term = within(article).getByText(label, { selector: 'dt' });
      expect(term.nextElementSibling, label).toHaveTextContent(value);
    }
  });

  it('turns the visit into a census from its page, and then offers it no more', async () => {
    const dp = fakeDataProvider({ visitas: [visita(2)] }, {
      censoDesdeVisita: async (id) => {
        dp.records.visitas[0] = { ...dp.records.visitas[0], censo_id: 40 };
        return { id: 40, colonia_id: 1, fecha: '2025-03-02', gatos_vistos: 8, crias: 0, marcados_vistos: 0, observaciones: null, usuario_id: id, created_at: '', updated_at: '' };
      },
    });
    renderStaff(
      <>
        <VisitaPage />
        <Notification />
      </>,
      { dataProvider: dp, role: 'responsable', path: '/visitas/2', route: '/visitas/:id' },
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Convertir en censo' }));
    expect(await screen.findByText('Censo del 02/03/2025 registrado con 8 gatos.')).toBeInTheDocument();
    expect(dp.calls.filter((c) => c.method === 'censoDesdeVisita').map((c) => c.params)).toEqual([[2]]);
    await waitFor(() => expect(within(screen.getByRole('article')).getByText('Censo', { selector: 'dt' }).nextElementSibling).toHaveTextContent('Censo registrado'));
    expect(screen.queryByRole('button', { name: 'Convertir en censo' })).toBeNull();
  });

  it('shows the photo, read with the session', async () => {
    const dp = fakeDataProvider({ visitas: [visita(2, { foto: '/api/visitas/2/foto' })] }, { fotoDeVisita: async () => new Blob(['png'], { type: 'image/png' }) });
    URL.createObjectURL = () => 'blob:foto';
    URL.revokeObjectURL = () => undefined;
    renderStaff(<VisitaPage />, { dataProvider: dp, role: 'admin', path: '/visitas/2', route: '/visitas/:id' });
    expect(await screen.findByRole('img', { name: 'Foto' })).toHaveAttribute('src', 'blob:foto');
    expect(dp.calls).toContainEqual({ method: 'fotoDeVisita', params: ['/api/visitas/2/foto'] });
    expect(screen.getByRole('button', { name: 'Ver foto' })).toBeInTheDocument();
  });

  it('says so when the visit is not there', async () => {
    renderStaff(<VisitaPage />, { dataProvider: fakeDataProvider({ visitas: [] }), role: 'admin', path: '/visitas/9', route: '/visitas/:id' });
    expect(await screen.findByText('Error: No encontrado')).toBeInTheDocument();
  });
});

describe('/visitas sorted and opened', () => {
  it('sorts by time, colony and who from their headers, and a row opens its visit', async () => {
    const dp = fakeDataProvider({ visitas: [visita(1), visita(2, { colonia_nombre: 'Álamo' })] }, { coloniasVisibles: async () => [] });
    renderStaff(<VisitasPage />, { dataProvider: dp, role: 'admin', path: '/visitas', route: '/visitas' });
    const table = await screen.findByRole('table', { name: 'Visitas' });
    for (const column of ['fecha y hora', 'colonia', 'quién']) expect(within(table).getByRole('button', { name: `Ordenar por ${column} ascendente` })).toBeInTheDocument();
    for (const column of ['comida', 'gatos vistos', 'incidencia']) expect(within(table).queryByRole('button', { name: new RegExp(`^Ordenar por ${column}`) })).toBeNull();
    await userEvent.click(within(table).getByRole('button', { name: 'Ordenar por colonia ascendente' }));
    await waitFor(() => expect(dp.calls.filter((c) => c.method === 'getList').at(-1)?.params).toMatchObject({ sort: { field: 'colonia_nombre', order: 'ASC' } }));
    await waitFor(() => expect(within(screen.getByRole('table', { name: 'Visitas' })).getAllByRole('row')[1]).toHaveTextContent('Álamo'));
    await userEvent.click(within(screen.getByRole('table', { name: 'Visitas' })).getAllByRole('row')[1]);
    await waitFor(() => expect(screen.queryByRole('table', { name: 'Visitas' })).toBeNull());
  });
});
