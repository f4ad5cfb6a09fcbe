/**
 * The street screens on the fake data provider: /visitas (its filters, one
 * line per visit, the census made from a visit's row menu), /visitas/pendientes
 * (the shifts of a day nobody visited) and /hoy (today's shifts, the latest
 * incidents, and what it says when nothing can be read without signal).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError, Notification } from 'react-admin';
import type { Visita } from '../../../src/domain/schemas/calle';
import { VisitasPage } from '../../../src/client/calle/VisitasPage';
import { PendientesPage } from '../../../src/client/calle/PendientesPage';
import { HoyPage } from '../../../src/client/calle/HoyPage';
import { ColoniaCallePage } from '../../../src/client/calle/ColoniaCallePage';
import { hoyEnEspana } from '../../../src/domain/cer';
import { fakeDataProvider } from '../fakeDataProvider';
import { renderStaff } from '../renderStaff';

// jsdom has no IndexedDB: /hoy's queue reads an empty store.
vi.mock('idb', () => ({
  openDB: async () => ({ getAllFromIndex: async () => [], put: async () => undefined, delete: async () => undefined }),
}));

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

function visita(id: number, overrides: Partial<Visita> = {}): Visita {
  return {
    id, client_id: `c-${id}`, colonia_id: 1, colonia_nombre: 'Colonia de la Alameda', comedero_id: null, comedero_nombre: null,
    usuario_id: 5, usuario_nombre: 'Lucía Serrano', fecha_hora: `2025-03-0${id}T09:30:00.000Z`, fecha: `2025-03-0${id}`, franja: 'manana',
    comida: true, agua: false, gatos_vistos: null, incidencia: null, urgente: false, foto: null, parte_id: null, censo_id: null, created_at: '',
    ...overrides,
  };
}

const colonias = [
  { id: 1, nombre: 'Colonia de la Alameda' },
  { id: 2, nombre: 'Colonia del Castillo' },
];

describe('/visitas', () => {
  function provider(visitas: Visita[]) {
    const dp = fakeDataProvider({ visitas }, {
      coloniasVisibles: async () => colonias,
      censoDesdeVisita: async (id) => {
        // The server links the census to the visit: the list read again shows it.
        const at = dp.records.visitas.findIndex((v) => v.id === id);
        dp.records.visitas[at] = { ...dp.records.visitas[at], censo_id: 40 };
        return { id: 40, colonia_id: 1, fecha: '2025-03-02', gatos_vistos: 8, crias: 0, marcados_vistos: 0, observaciones: null, usuario_id: 5, created_at: '', updated_at: '' };
      },
    });
    return dp;
  }

  it('shows one row per visit and turns a visit with cats seen into a census from its row menu', async () => {
    const dp = provider([visita(1, { incidencia: 'Cuenco roto', urgente: true }), visita(2, { gatos_vistos: 8 }), visita(3, { gatos_vistos: 3, censo_id: 9 })]);
    renderStaff(
      <>
        <VisitasPage />
        <Notification />
      </>,
      { dataProvider: dp, role: 'responsable' },
    );
    const table = await screen.findByRole('table', { name: 'Visitas' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveTextContent('Cuenco roto (Urgente)');
    expect(rows[2]).toHaveTextContent('Censo registrado');
    // A visit without cats seen, or already counted, has nothing to turn into a census.
    for (const row of [rows[0], rows[2]]) expect(within(row).queryByRole('button', { name: /^Acciones de / })).toBeNull();

    await userEvent.click(within(rows[1]).getByRole('button', { name: /^Acciones de Colonia de la Alameda · 02\/03\/2025/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Convertir en censo' }));
    expect(await screen.findByText('Censo del 02/03/2025 registrado con 8 gatos.')).toBeInTheDocument();
    expect(dp.calls.filter((c) => c.method === 'censoDesdeVisita').map((c) => c.params)).toEqual([[2]]);
    await waitFor(() => expect(within(screen.getByRole('table', { name: 'Visitas' })).getAllByRole('row')[2]).toHaveTextContent('Censo registrado'));
  });

  it('filters by colony, and says so when no visit matches', async () => {
    const dp = provider([visita(1), visita(2, { colonia_id: 2, colonia_nombre: 'Colonia del Castillo' })]);
    renderStaff(<VisitasPage />, { dataProvider: dp, role: 'voluntario' });
    await screen.findByRole('table', { name: 'Visitas' });
    await userEvent.click(screen.getByRole('combobox', { name: 'Colonia' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Colonia del Castillo' }));
    await waitFor(() => expect(within(screen.getByRole('table', { name: 'Visitas' })).getAllByRole('row')).toHaveLength(2));
    expect(screen.getByRole('table', { name: 'Visitas' })).toHaveTextContent('Colonia del Castillo');
    const last = dp.calls.filter((c) => c.method === 'getList').at(-1)!.params as { filter: Record<string, unknown>; pagination: { perPage: number } };
    expect(last.filter).toEqual({ colonia_id: 2 });
    expect(last.pagination.perPage).toBe(20);

    dp.records.visitas.splice(0);
    await userEvent.click(screen.getByRole('combobox', { name: 'Colonia' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Todas las colonias' }));
    expect(await screen.findByText('No hay visitas con estos filtros.')).toBeInTheDocument();
  });

  it('shows why the visits cannot be read, once', async () => {
    const dp = fakeDataProvider({}, {
      coloniasVisibles: async () => colonias,
      getList: async () => {
        throw new HttpError('No se pudo conectar con el servidor. Comprueba tu conexión.', 0);
      },
    });
    renderStaff(
      <>
        <VisitasPage />
        <Notification />
      </>,
      { dataProvider: dp, role: 'voluntario' },
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('No se pudo conectar con el servidor. Comprueba tu conexión.');
    // Once, in the list's place: not also as a notification.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.getAllByText(/No se pudo conectar con el servidor/)).toHaveLength(1);
  });
});

describe('/visitas/pendientes', () => {
  it('lists the missed shifts of today, then of the day asked for', async () => {
    const dp = fakeDataProvider({}, {
      turnosSinVisita: async (fecha) =>
        fecha === '2025-03-04' ? [] : [{ turno_id: 3, fecha, dia_semana: 2, franja: 'noche', colonia_id: 1, colonia_nombre: 'Colonia de la Alameda', usuario_id: 5, usuario_nombre: 'Lucía Serrano' }],
    });
    renderStaff(<PendientesPage />, { dataProvider: dp, role: 'responsable' });
    expect(await screen.findByRole('heading', { name: 'Turnos sin visita', level: 1 })).toBeInTheDocument();
    const row = within(await screen.findByRole('table', { name: 'Turnos sin visita' })).getAllByRole('row')[1];
    expect(row).toHaveTextContent('Colonia de la AlamedaNocheLucía Serrano');
    expect(dp.calls.find((c) => c.method === 'turnosSinVisita')!.params).toEqual([hoyEnEspana(), expect.anything()]);

    const day = screen.getByRole('textbox', { name: 'Día' });
    await userEvent.clear(day);
    await userEvent.type(day, '04/03/2025');
    expect(await screen.findByText('Todos los turnos de este día tienen visita.')).toBeInTheDocument();
  });
});

describe('/hoy', () => {
  it('shows today\'s shifts, the feeding points and only the latest five incidents', async () => {
    const visitas = [...Array.from({ length: 7 }, (_, i) => visita(i + 1, { incidencia: `Incidencia ${i + 1}` })), visita(8)];
    const dp = fakeDataProvider({ visitas }, {
      turnosDeHoy: async () => [{ id: 1, colonia_id: 1, colonia_nombre: 'Colonia de la Alameda', dia_semana: 2, franja: 'manana', hecho: true, actual: true }],
      comederosDelMapa: async () => [],
      coloniasVisibles: async () => [colonias[0]],
      cambiosDeTurno: async () => [],
    });
    renderStaff(<HoyPage />, { dataProvider: dp, role: 'voluntario' });
    const shift = await screen.findByRole('article', { name: 'Colonia de la Alameda · Mañana' });
    expect(within(shift).getByText('Hecho')).toBeInTheDocument();
    expect(await screen.findByText('Tus colonias aún no tienen comederos.')).toBeInTheDocument();
    const incidents = within(screen.getByRole('region', { name: 'Últimas incidencias' })).getAllByRole('listitem');
    expect(incidents.map((li) => li.querySelector('.MuiListItemText-primary')?.textContent)).toEqual(['Incidencia 1', 'Incidencia 2', 'Incidencia 3', 'Incidencia 4', 'Incidencia 5']);
    const read = dp.calls.find((c) => c.method === 'getList' && c.resource === 'visitas')!.params as { pagination: { page: number; perPage: number }; sort: { field: string } };
    expect(read.pagination).toEqual({ page: 1, perPage: 50 });
    expect(read.sort.field).toBe('');
  });

  it('says when nothing was kept to show today\'s shifts without signal', async () => {
    const offline = async () => {
      throw new HttpError('No se pudo conectar con el servidor. Comprueba tu conexión.', 0);
    };
    const dp = fakeDataProvider({}, { turnosDeHoy: offline, comederosDelMapa: offline, coloniasVisibles: offline, cambiosDeTurno: offline, getList: offline });
    renderStaff(<HoyPage />, { dataProvider: dp, role: 'voluntario' });
    expect(await screen.findByText('Sin conexión y sin datos guardados todavía: abre esta pantalla una vez con conexión.')).toBeInTheDocument();
    expect(await screen.findByText('No hay incidencias recientes.')).toBeInTheDocument();
  });
});

describe('/colonias/:id/calle', () => {
  it('lets staff remove a shift from its row menu, and reads the rota again', async () => {
    let turnos = [
      { id: 11, colonia_id: 3, dia_semana: 2, franja: 'manana', usuario_id: 1, usuario_nombre: 'Ana Pérez', created_at: '' },
      { id: 12, colonia_id: 3, dia_semana: 5, franja: 'tarde', usuario_id: 2, usuario_nombre: 'Luis Gil', created_at: '' },
    ];
    const dp = fakeDataProvider({}, {
      equipoDeColonia: async () => ({ id: 3, nombre: 'Colonia del Castillo', voluntarios: [{ id: 1, nombre: 'Ana Pérez' }] }),
      comederosDeColonia: async () => [],
      turnosDeColonia: async () => turnos,
      cambiosDeTurno: async () => [],
      eliminarTurno: async (_colonia, turnoId) => {
        turnos = turnos.filter((t) => t.id !== turnoId);
      },
    });
    renderStaff(<ColoniaCallePage />, { dataProvider: dp, role: 'responsable', path: '/colonias/3/calle', route: '/colonias/:id/calle' });
    expect(await screen.findByRole('heading', { name: 'Comederos y turnos · Colonia del Castillo' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Acciones de Viernes · Tarde · Luis Gil' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Eliminar' }));
    await waitFor(() => expect(within(screen.getByRole('table', { name: 'Turnos de la semana' })).getAllByRole('row')).toHaveLength(2));
    expect(screen.getByRole('table', { name: 'Turnos de la semana' })).not.toHaveTextContent('Luis Gil');
    expect(dp.calls.filter((c) => c.method === 'eliminarTurno').map((c) => c.params)).toEqual([[3, 12]]);
  });
});
