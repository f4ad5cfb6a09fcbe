/**
 * The phone's queue of street changes on a phone that changes hands: a change
 * is only ever sent with its own author's session, the next person never sees
 * it, and it waits in the phone for its author to sign in again. (idb is
 * replaced by an in-memory store with the calls the queue makes: jsdom has no
 * IndexedDB.)
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cambiosDe, encolar, enviarPendientes, type Cambio } from '../../../src/client/calle/offlineQueue';
import { dataProvider } from '../../../src/client/providers/dataProvider';
import { chooseMunicipio } from '../../../src/client/providers/session';
import { fakeApi, storeRaw, tokenExpiringIn, user } from '../fakes';

vi.mock('idb', () => {
  const rows = new Map<string, unknown>();
  const store = {
    getAllFromIndex: async () => [...rows.values()].sort((a, b) => String((a as Cambio).creado).localeCompare(String((b as Cambio).creado))),
    put: async (_store: string, value: Cambio) => void rows.set(value.client_id, value),
    delete: async (_store: string, key: string) => void rows.delete(key),
  };
  return { openDB: async () => store };
});

const ana = { id: 1, token: tokenExpiringIn(3600, { sub: '1', username: 'ana' }) };
const bea = { id: 2, token: tokenExpiringIn(3600, { sub: '2', username: 'bea' }) };

function signIn(who: { id: number; token: string }): void {
  storeRaw(who.token, user({ id: who.id, username: who.id === 1 ? 'ana' : 'bea', role: 'voluntario' }));
}

function visita(usuarioId: number, n: number) {
  return encolar({
    client_id: `00000000-0000-4000-8000-00000000000${usuarioId}${n}`.slice(-36),
    tipo: 'visita',
    usuario_id: usuarioId,
    campos: { colonia_id: usuarioId, comida: true, incidencia: `Incidencia ${usuarioId}.${n}` },
    foto: null,
    foto_nombre: null,
    colonia_id: usuarioId,
    colonia_nombre: `Colonia ${usuarioId}`,
    creado: `2025-03-0${n}T08:00:00.000Z`,
  });
}

interface Sent {
  authorization: string | null;
  incidencia: unknown;
}

/** A server that records who sent what (the session each change went with); `during` runs while the first change is being sent. */
function fakeServer(during: () => void = () => undefined): Sent[] {
  const sent: Sent[] = [];
  vi.spyOn(dataProvider, 'enviarCambioDeCalle').mockImplementation(async (cambio, token) => {
    sent.push({ authorization: `Bearer ${token}`, incidencia: cambio.campos.incidencia });
    if (sent.length === 1) during();
  });
  return sent;
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('the queue on a phone that changes hands', () => {
  it('never sends a change with another person\'s session, keeps it for its author and hides it from the next person', async () => {
    await visita(ana.id, 1);
    await visita(ana.id, 2);
    await visita(bea.id, 3);
    signIn(ana);
    // Bea signs in on the phone while Ana's first change is on its way, and asks for her own run.
    let beaRun: Promise<unknown> = Promise.resolve();
    const sent = fakeServer(() => {
      signIn(bea);
      beaRun = enviarPendientes(bea.id);
    });
    await enviarPendientes(ana.id);
    await beaRun;

    expect(sent.filter((s) => String(s.incidencia).startsWith('Incidencia 1.')).map((s) => s.authorization)).toEqual([`Bearer ${ana.token}`]);
    expect(sent.filter((s) => s.authorization === `Bearer ${bea.token}`).map((s) => s.incidencia)).toEqual(['Incidencia 2.3']);
    // Ana's second change waits for her, and Bea never sees it.
    expect((await cambiosDe(ana.id)).map((c) => c.campos.incidencia)).toEqual(['Incidencia 1.2']);
    expect(await cambiosDe(bea.id)).toEqual([]);

    // Back on Ana's session, it goes with her token.
    signIn(ana);
    const later = fakeServer();
    await enviarPendientes(ana.id);
    expect(later).toEqual([{ authorization: `Bearer ${ana.token}`, incidencia: 'Incidencia 1.2' }]);
  });

  it('sends nothing of a person who is not the one signed in', async () => {
    await visita(ana.id, 4);
    signIn(bea);
    const sent = fakeServer();
    expect(await enviarPendientes(ana.id)).toBe('detenida');
    expect(sent).toEqual([]);
    expect((await cambiosDe(ana.id)).map((c) => c.campos.incidencia)).toEqual(['Incidencia 1.4']);
  });
});

describe('the queue of an account that works in several municipalities', () => {
  const carla = { id: 3, token: tokenExpiringIn(3600, { sub: '3', username: 'carla' }) };

  it('sends each change to the municipality chosen when it was made, whichever is chosen when it goes', async () => {
    storeRaw(carla.token, user({ id: carla.id, username: 'carla', role: 'responsable' }));
    // Made in her own municipality (as every change kept by an earlier version), then in 2, then in 3.
    await visita(carla.id, 1);
    chooseMunicipio(2);
    await visita(carla.id, 2);
    chooseMunicipio(3);
    await visita(carla.id, 3);
    // She goes back to 2 before the phone finds signal.
    chooseMunicipio(2);
    const calls = fakeApi(() => ({ status: 201, body: { id: 1 } }));
    expect(await enviarPendientes(carla.id)).toBe('enviada');
    expect(calls.map((c) => [c.body && (c.body as { incidencia: string }).incidencia, c.municipio])).toEqual([
      ['Incidencia 3.1', null],
      ['Incidencia 3.2', '2'],
      ['Incidencia 3.3', '3'],
    ]);
  });
});
