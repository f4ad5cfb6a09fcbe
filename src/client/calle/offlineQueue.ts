/**
 * The changes a volunteer makes in the street (visits, censuses and new cats), kept in
 * IndexedDB (idb) until the server has them. Everything goes through here,
 * with or without signal: each change carries the client_id the server uses
 * to store it once, is sent oldest first, and leaves the queue only when the
 * server has answered it. A change the server refuses (4xx) stays, marked
 * with the server's message, until the volunteer discards it; a network
 * failure, a 401 or a 5xx stops the run and the change is tried again later.
 *
 * Each change is its author's (usuario_id). On a phone that changes hands, a
 * change goes only with its author's own session: the run stops as soon as
 * somebody else is signed in, another person's screens never list it, and it
 * waits in the phone until its author signs in again (it is work done in the
 * street that exists nowhere else, so it is never thrown away for them).
 *
 * Each change also keeps the municipality chosen when it was made (an account
 * that works in several): it goes there even if another is chosen meanwhile.
 */
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import { HttpError } from 'react-admin';
import { dataProvider } from '../providers/dataProvider';
import type { CambioDeCalle, CambioDeCalleTipo } from '../providers/dataProvider/calle';
import { chosenMunicipio, getStoredUser, getToken } from '../providers/session';

export type CambioTipo = CambioDeCalleTipo;

/**
 * A street change in the phone: what is sent (the data provider's CambioDeCalle),
 * whose it is and how it went. Where it goes follows from its kind; changes kept
 * by an earlier version also carry that address (`url`), which nothing reads.
 */
export interface Cambio extends CambioDeCalle {
  client_id: string;
  /** Whose change it is: another account signed in on the same phone never sends it. */
  usuario_id: number;
  colonia_nombre: string;
  /** ISO moment it was made: the sending order. */
  creado: string;
  estado: 'pendiente' | 'rechazado';
  error: string | null;
}

interface ColaDb extends DBSchema {
  cambios: { key: string; value: Cambio; indexes: { creado: string } };
}

const DB_NAME = 'gatera-calle';
export const COLA_EVENT = 'gatera:cola';

let dbPromise: Promise<IDBPDatabase<ColaDb>> | null = null;

function db(): Promise<IDBPDatabase<ColaDb>> {
  dbPromise ??= openDB<ColaDb>(DB_NAME, 1, {
    upgrade(database) {
      const store = database.createObjectStore('cambios', { keyPath: 'client_id' });
      store.createIndex('creado', 'creado');
    },
  });
  return dbPromise;
}

function notify(): void {
  window.dispatchEvent(new Event(COLA_EVENT));
}

/** A random UUID (v4), also where crypto.randomUUID is missing (a plain-HTTP address). */
export function newClientId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The changes of one person, oldest first. */
export async function cambiosDe(usuarioId: number): Promise<Cambio[]> {
  const all = await (await db()).getAllFromIndex('cambios', 'creado');
  return all.filter((c) => c.usuario_id === usuarioId);
}

export async function encolar(cambio: Omit<Cambio, 'estado' | 'error' | 'creado'> & { creado?: string }): Promise<Cambio> {
  const stored: Cambio = { ...cambio, municipio_id: cambio.municipio_id ?? chosenMunicipio(), creado: cambio.creado ?? new Date().toISOString(), estado: 'pendiente', error: null };
  await (await db()).put('cambios', stored);
  notify();
  return stored;
}

export async function descartar(clientId: string): Promise<void> {
  await (await db()).delete('cambios', clientId);
  notify();
}

export type EnvioResultado = 'vacia' | 'enviada' | 'detenida';

let running: { usuarioId: number; run: Promise<EnvioResultado> } | null = null;
let again = false;

/** The token of the session signed in now, when it is this person's; null otherwise. */
function tokenOf(usuarioId: number): string | null {
  const token = getToken();
  return token && Number(getStoredUser()?.id) === usuarioId ? token : null;
}

async function sendAll(usuarioId: number): Promise<EnvioResultado> {
  const pending = (await cambiosDe(usuarioId)).filter((c) => c.estado === 'pendiente');
  if (pending.length === 0) return 'vacia';
  for (const cambio of pending) {
    // Asked again before each change: the phone may have changed hands during the last one.
    const token = tokenOf(usuarioId);
    if (!token) {
      notify();
      return 'detenida';
    }
    try {
      await dataProvider.enviarCambioDeCalle(cambio, token);
      await (await db()).delete('cambios', cambio.client_id);
    } catch (error) {
      const status = error instanceof HttpError ? error.status : 0;
      // No signal, an ended session or a server fault: the change waits for the next run, in its place.
      if (status === 0 || status === 401 || status >= 500) {
        notify();
        return 'detenida';
      }
      await (await db()).put('cambios', { ...cambio, estado: 'rechazado', error: error instanceof Error ? error.message : String(error) });
    }
    notify();
  }
  return 'enviada';
}

/**
 * Sends the person's pending changes, one run at a time: a call for the same
 * person during a run makes one more run after it; a call for somebody else
 * waits until that run has stopped.
 */
export function enviarPendientes(usuarioId: number): Promise<EnvioResultado> {
  if (running?.usuarioId === usuarioId) {
    again = true;
    return running.run;
  }
  if (running) {
    const after = () => enviarPendientes(usuarioId);
    return running.run.then(after, after);
  }
  const run = (async () => {
    let result: EnvioResultado;
    do {
      again = false;
      result = await sendAll(usuarioId);
    } while (again && result !== 'detenida');
    return result;
  })().finally(() => {
    running = null;
  });
  running = { usuarioId, run };
  return run;
}
