/**
 * Shift swaps on the street screens: a voluntario asks from the colony's rota
 * and sees the request waiting (the rota unchanged); the colleague accepts or
 * refuses it; staff approve; whoever asked withdraws it.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { AdminContext, Notification } from 'react-admin';
import { i18nProvider } from '../../../src/client/i18n/i18nProvider';
import { ColoniaCallePage } from '../../../src/client/calle/ColoniaCallePage';
import { CambiosTurno } from '../../../src/client/calle/CambiosTurno';
import type { CambioTurno } from '../../../src/client/calle/api';
import { storeRaw, tokenExpiringIn, user } from '../fakes';
import { json, stubFetch } from '../backups/fetchStub';

afterEach(() => {
  vi.unstubAllGlobals();
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
  id: 7, colonia_id: 3, colonia_nombre: 'Colonia del Castillo', estado: 'pendiente',
  solicitante_id: ANA, solicitante_nombre: 'Ana Pérez', destinatario_id: LUIS, destinatario_nombre: 'Luis Gil',
  turno: { id: 11, dia_semana: 2, franja: 'manana' }, con_turno: { id: 12, dia_semana: 5, franja: 'tarde' },
};

function renderAs(id: number, role: string, ui: React.ReactNode, path = '/') {
  storeRaw(tokenExpiringIn(3600), user({ id, role, username: id === ANA ? 'ana' : 'luis' }));
  return render(
    <MemoryRouter initialEntries={[path]}>
      <AdminContext i18nProvider={i18nProvider}>
        <Routes>
          <Route path="/colonias/:id/calle" element={ui} />
          <Route path="/" element={ui} />
        </Routes>
        <Notification />
      </AdminContext>
    </MemoryRouter>,
  );
}

describe('asking for a swap on the colony page', () => {
  it('sends a request, says the colleague must accept it, and shows it waiting with the rota unchanged', async () => {
    let sent = false;
    const calls = stubFetch((call) => {
      if (call.url.endsWith('/api/colonias/colonias/3/equipo')) return json({ id: 3, nombre: 'Colonia del Castillo', voluntarios: [] });
      if (call.url.endsWith('/api/colonias/colonias/3/comederos')) return json([]);
      if (call.url.endsWith('/api/colonias/colonias/3/turnos')) return json(turnos);
      if (call.url.endsWith('/api/colonias/colonias/3/turnos/11/cambio')) {
        sent = true;
        return json(cambio, 202);
      }
      if (call.url.endsWith('/api/turnos/cambios?colonia_id=3')) return json(sent ? [cambio] : []);
      return undefined;
    });
    renderAs(ANA, 'voluntario', <ColoniaCallePage />, '/colonias/3/calle');
    expect(await screen.findByText('Luis Gil')).toBeInTheDocument();
    expect(screen.queryByTestId('cambios-turno')).toBeNull();

    await userEvent.click(screen.getByLabelText('Cambiar por el turno de…'));
    await userEvent.click(await screen.findByRole('option', { name: 'Viernes · Tarde · Luis Gil' }));
    await userEvent.click(screen.getByRole('button', { name: 'Pedir el cambio de mi turno del Martes (Mañana)' }));

    expect(await screen.findByText('Solicitud enviada: el turno cambiará cuando Luis Gil la acepte.')).toBeInTheDocument();
    const waiting = await screen.findByTestId('cambios-turno');
    expect(within(waiting).getByText('Has pedido a Luis Gil cambiar tu turno del Martes (Mañana) por el suyo del Viernes (Tarde); falta su respuesta.')).toBeInTheDocument();
    expect(within(waiting).getByRole('button', { name: 'Retirar el cambio pedido a Luis Gil' })).toBeInTheDocument();
    expect(within(waiting).queryByRole('button', { name: /Aceptar/ })).toBeNull();
    expect(calls.find((c) => c.url.endsWith('/turnos/11/cambio'))).toMatchObject({ method: 'POST', body: JSON.stringify({ con_turno_id: 12 }) });
    // The rota still shows each shift with its holder: nothing changed until Luis accepts.
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent)).toEqual([expect.stringContaining('MartesMañanaAna Pérez'), expect.stringContaining('ViernesTardeLuis Gil')]);
  });
});

describe('answering a swap request', () => {
  function answering(action: 'aceptar' | 'rechazar' | 'cancelar') {
    let answered = false;
    const calls = stubFetch((call) => {
      if (call.url.endsWith('/api/turnos/cambios')) return json(answered ? [] : [cambio]);
      if (call.url.endsWith(`/api/turnos/cambios/7/${action}`)) {
        answered = true;
        return json(action === 'aceptar' ? turnos : { ...cambio, estado: action === 'rechazar' ? 'rechazado' : 'cancelado' });
      }
      return undefined;
    });
    return calls;
  }

  it('the colleague reads who asks for which shifts and accepts: the list empties and the page reloads the rota', async () => {
    const calls = answering('aceptar');
    const onAccepted = vi.fn();
    renderAs(LUIS, 'voluntario', <CambiosTurno onAccepted={onAccepted} />);
    const box = await screen.findByTestId('cambios-turno');
    expect(within(box).getByRole('heading', { name: 'Solicitudes de cambio de turno' })).toBeInTheDocument();
    expect(within(box).getByText('Ana Pérez te pide cambiar su turno del Martes (Mañana) por el tuyo del Viernes (Tarde).')).toBeInTheDocument();
    expect(within(box).getByText('Colonia del Castillo')).toBeInTheDocument();
    await userEvent.click(within(box).getByRole('button', { name: 'Aceptar el cambio que pide Ana Pérez' }));
    expect(await screen.findByText('Cambio aceptado: los turnos ya están cambiados.')).toBeInTheDocument();
    expect(onAccepted).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByTestId('cambios-turno')).toBeNull());
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.url)).toEqual([expect.stringMatching(/\/api\/turnos\/cambios\/7\/aceptar$/)]);
  });

  it('the colleague refuses it', async () => {
    const calls = answering('rechazar');
    renderAs(LUIS, 'voluntario', <CambiosTurno />);
    await userEvent.click(await screen.findByRole('button', { name: 'Rechazar el cambio que pide Ana Pérez' }));
    expect(await screen.findByText('Solicitud de cambio rechazada.')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST' && c.url.endsWith('/api/turnos/cambios/7/rechazar'))).toBe(true);
  });

  it('whoever asked withdraws it', async () => {
    answering('cancelar');
    renderAs(ANA, 'voluntario', <CambiosTurno />);
    await userEvent.click(await screen.findByRole('button', { name: 'Retirar el cambio pedido a Luis Gil' }));
    expect(await screen.findByText('Solicitud de cambio retirada.')).toBeInTheDocument();
  });

  it('staff see who asks whom and approve or refuse', async () => {
    answering('aceptar');
    renderAs(9, 'responsable', <CambiosTurno />);
    const box = await screen.findByTestId('cambios-turno');
    expect(within(box).getByText('Ana Pérez pide a Luis Gil cambiar su turno del Martes (Mañana) por el del Viernes (Tarde).')).toBeInTheDocument();
    expect(within(box).getByRole('button', { name: 'Aceptar el cambio que pide Ana Pérez' })).toHaveTextContent('Aprobar');
    expect(within(box).getByRole('button', { name: 'Rechazar el cambio que pide Ana Pérez' })).toBeInTheDocument();
    expect(within(box).queryByRole('button', { name: /Retirar/ })).toBeNull();
  });

  it('shows the Spanish reason when the answer is refused (the shifts changed meanwhile)', async () => {
    stubFetch((call) => {
      if (call.url.endsWith('/api/turnos/cambios')) return json([cambio]);
      if (call.url.endsWith('/api/turnos/cambios/7/aceptar')) return json({ detail: 'Los turnos han cambiado desde que se pidió el cambio: la solicitud ya no vale.' }, 409);
      return undefined;
    });
    renderAs(LUIS, 'voluntario', <CambiosTurno />);
    await userEvent.click(await screen.findByRole('button', { name: 'Aceptar el cambio que pide Ana Pérez' }));
    expect(await screen.findByText('Los turnos han cambiado desde que se pidió el cambio: la solicitud ya no vale.')).toBeInTheDocument();
  });
});
