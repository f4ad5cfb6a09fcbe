/**
 * Shift swaps on the street screens: a voluntario asks from the colony's rota
 * and sees the request waiting (the rota unchanged); the colleague accepts or
 * refuses it; staff approve; whoever asked withdraws it.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError, Notification } from 'react-admin';
import { ColoniaCallePage } from '../../../src/client/calle/ColoniaCallePage';
import { CambiosTurno } from '../../../src/client/calle/CambiosTurno';
import type { CambioTurno } from '../../../src/domain/schemas/calle';
import { storeRaw, tokenExpiringIn, user } from '../fakes';
import { fakeDataProvider, type FakeDataProvider } from '../fakeDataProvider';
import { renderStaff } from '../renderStaff';

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

const ANA = 1;
const LUIS = 2;
const turnos = [
  { id: 11, colonia_id: 3, dia_semana: 2, franja: 'manana', usuario_id: ANA, usuario_nombre: 'Ana Pérez', created_at: '' },
  { id: 12, colonia_id: 3, dia_semana: 5, franja: 'tarde', usuario_id: LUIS, usuario_nombre: 'Luis Gil', created_at: '' },
];
const cambio: CambioTurno = {
  id: 7, colonia_id: 3, colonia_nombre: 'Colonia del Castillo', estado: 'pendiente', created_at: '', resuelto_at: null,
  solicitante_id: ANA, solicitante_nombre: 'Ana Pérez', destinatario_id: LUIS, destinatario_nombre: 'Luis Gil',
  turno: { id: 11, dia_semana: 2, franja: 'manana' }, con_turno: { id: 12, dia_semana: 5, franja: 'tarde' },
};

function renderAs(id: number, role: string, ui: React.ReactNode, dataProvider: FakeDataProvider, path = '/') {
  storeRaw(tokenExpiringIn(3600), user({ id, role, username: id === ANA ? 'ana' : 'luis' }));
  return renderStaff(
    <>
      {ui}
      <Notification />
    </>,
    { dataProvider, role: null, path, route: path === '/' ? '*' : '/colonias/:id/calle' },
  );
}

const named = (provider: FakeDataProvider, method: string) => provider.calls.filter((c) => c.method === method).map((c) => c.params);

describe('asking for a swap on the colony page', () => {
  it('sends a request, says the colleague must accept it, and shows it waiting with the rota unchanged', async () => {
    let sent = false;
    const provider = fakeDataProvider({}, {
      equipoDeColonia: async () => ({ id: 3, nombre: 'Colonia del Castillo', voluntarios: [] }),
      comederosDeColonia: async () => [],
      turnosDeColonia: async () => turnos,
      cambiarTurno: async () => {
        sent = true;
        return cambio;
      },
      cambiosDeTurno: async () => (sent ? [cambio] : []),
    });
    renderAs(ANA, 'voluntario', <ColoniaCallePage />, provider, '/colonias/3/calle');
    expect(await screen.findByText('Luis Gil')).toBeInTheDocument();
    expect(screen.queryByTestId('cambios-turno')).toBeNull();

    // Only her own shift offers the swap, in its row menu.
    expect(screen.queryByRole('button', { name: 'Acciones de Viernes · Tarde · Luis Gil' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Acciones de Martes · Mañana · Ana Pérez' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Pedir cambio' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pedir el cambio de mi turno del Martes (Mañana)' });
    await userEvent.click(within(dialog).getByLabelText('Cambiar por el turno de…'));
    await userEvent.click(await screen.findByRole('option', { name: 'Viernes · Tarde · Luis Gil' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pedir cambio' }));

    expect(await screen.findByText('Solicitud enviada: el turno cambiará cuando Luis Gil la acepte.')).toBeInTheDocument();
    const waiting = await screen.findByTestId('cambios-turno');
    expect(within(waiting).getByText('Has pedido a Luis Gil cambiar tu turno del Martes (Mañana) por el suyo del Viernes (Tarde); falta su respuesta.')).toBeInTheDocument();
    expect(within(waiting).getByRole('button', { name: 'Retirar el cambio pedido a Luis Gil' })).toBeInTheDocument();
    expect(within(waiting).queryByRole('button', { name: /Aceptar/ })).toBeNull();
    expect(named(provider, 'cambiarTurno')).toEqual([[3, 11, 12]]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The rota still shows each shift with its holder: nothing changed until Luis accepts.
    const rows = within(screen.getByRole('table', { name: 'Turnos de la semana' })).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent)).toEqual([expect.stringContaining('MartesMañanaAna Pérez'), expect.stringContaining('ViernesTardeLuis Gil')]);
  });
});

describe('answering a swap request', () => {
  function answering(action: 'aceptar' | 'rechazar' | 'cancelar') {
    let answered = false;
    return fakeDataProvider({}, {
      cambiosDeTurno: async () => (answered ? [] : [cambio]),
      responderCambioDeTurno: async (_id, respuesta) => {
        answered = respuesta === action;
      },
    });
  }

  it('the colleague reads who asks for which shifts and accepts: the list empties and the page reloads the rota', async () => {
    const provider = answering('aceptar');
    const onAccepted = vi.fn();
    renderAs(LUIS, 'voluntario', <CambiosTurno onAccepted={onAccepted} />, provider);
    const box = await screen.findByTestId('cambios-turno');
    expect(within(box).getByRole('heading', { name: 'Solicitudes de cambio de turno' })).toBeInTheDocument();
    expect(within(box).getByText('Ana Pérez te pide cambiar su turno del Martes (Mañana) por el tuyo del Viernes (Tarde).')).toBeInTheDocument();
    expect(within(box).getByText('Colonia del Castillo')).toBeInTheDocument();
    await userEvent.click(within(box).getByRole('button', { name: 'Aceptar el cambio que pide Ana Pérez' }));
    expect(await screen.findByText('Cambio aceptado: los turnos ya están cambiados.')).toBeInTheDocument();
    expect(onAccepted).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByTestId('cambios-turno')).toBeNull());
    expect(named(provider, 'responderCambioDeTurno')).toEqual([[7, 'aceptar']]);
  });

  it('the colleague refuses it', async () => {
    const provider = answering('rechazar');
    renderAs(LUIS, 'voluntario', <CambiosTurno />, provider);
    await userEvent.click(await screen.findByRole('button', { name: 'Rechazar el cambio que pide Ana Pérez' }));
    expect(await screen.findByText('Solicitud de cambio rechazada.')).toBeInTheDocument();
    expect(named(provider, 'responderCambioDeTurno')).toEqual([[7, 'rechazar']]);
  });

  it('whoever asked withdraws it', async () => {
    const provider = answering('cancelar');
    renderAs(ANA, 'voluntario', <CambiosTurno />, provider);
    await userEvent.click(await screen.findByRole('button', { name: 'Retirar el cambio pedido a Luis Gil' }));
    expect(await screen.findByText('Solicitud de cambio retirada.')).toBeInTheDocument();
    expect(named(provider, 'responderCambioDeTurno')).toEqual([[7, 'cancelar']]);
  });

  it('staff see who asks whom and approve or refuse', async () => {
    renderAs(9, 'responsable', <CambiosTurno />, answering('aceptar'));
    const box = await screen.findByTestId('cambios-turno');
    expect(within(box).getByText('Ana Pérez pide a Luis Gil cambiar su turno del Martes (Mañana) por el del Viernes (Tarde).')).toBeInTheDocument();
    expect(within(box).getByRole('button', { name: 'Aceptar el cambio que pide Ana Pérez' })).toHaveTextContent('Aprobar');
    expect(within(box).getByRole('button', { name: 'Rechazar el cambio que pide Ana Pérez' })).toBeInTheDocument();
    expect(within(box).queryByRole('button', { name: /Retirar/ })).toBeNull();
  });

  it('shows the Spanish reason when the answer is refused (the shifts changed meanwhile)', async () => {
    const provider = fakeDataProvider({}, {
      cambiosDeTurno: async () => [cambio],
      responderCambioDeTurno: async () => {
        throw new HttpError('Los turnos han cambiado desde que se pidió el cambio: la solicitud ya no vale.', 409);
      },
    });
    renderAs(LUIS, 'voluntario', <CambiosTurno />, provider);
    await userEvent.click(await screen.findByRole('button', { name: 'Aceptar el cambio que pide Ana Pérez' }));
    expect(await screen.findByText('Los turnos han cambiado desde que se pidió el cambio: la solicitud ya no vale.')).toBeInTheDocument();
  });
});
