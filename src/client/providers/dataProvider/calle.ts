/**
 * The street work's endpoints (the visits list) and its calls that are not
 * CRUD: today's shifts, a colony's feeding points, rota and team, the swap
 * requests, the shifts nobody visited, a visit's census and photo, and the
 * sending of the changes the phone's queue kept (src/client/calle/offlineQueue.ts).
 */
import type { Censo } from '../../../domain/schemas/censo';
import type { CambioTurno, Comedero, ComederoBody, ComederoEnMapa, Equipo, Pendiente, Turno, TurnoBody, TurnoDeHoy } from '../../../domain/schemas/calle';
import { apiFetch, apiJson } from '../httpClient';
import type { Endpoints } from './endpoint';

const colonia = (id: number) => `/api/colonias/colonias/${id}`;

export const calleEndpoints: Endpoints = {
  // Paged by the server, newest first unless sorted (fecha_hora, colonia_nombre, usuario_nombre); filtered by colonia_id, desde and hasta.
  visitas: { list: '/api/visitas/', one: (id) => `/api/visitas/${id}` },
};

export type CambioDeCalleTipo = 'visita' | 'censo' | 'gato';

/** A change made in the street as the phone keeps it until the server has it. */
export interface CambioDeCalle {
  tipo: CambioDeCalleTipo;
  colonia_id: number;
  /** The JSON body, or the text fields of a multipart form when a photo comes. */
  campos: Record<string, string | number | boolean | null>;
  foto: Blob | null;
  foto_nombre: string | null;
  /** The form field the photo travels in ('foto' when missing: visits). */
  foto_campo?: string;
  /**
   * The municipality chosen when the change was made (an account of several);
   * none for the account's own, as in every change kept by an earlier version.
   */
  municipio_id?: number | null;
}

/** Where each kind of street change is recorded. */
function pathOf(cambio: CambioDeCalle): string {
  if (cambio.tipo === 'visita') return '/api/visitas/';
  if (cambio.tipo === 'censo') return `${colonia(cambio.colonia_id)}/censos`;
  return '/api/gatos/gatos/';
}

function bodyOf(cambio: CambioDeCalle): { json: unknown } | { form: FormData } {
  if (!cambio.foto) return { json: cambio.campos };
  const form = new FormData();
  for (const [key, value] of Object.entries(cambio.campos)) if (value !== null) form.append(key, String(value));
  form.append(cambio.foto_campo ?? 'foto', cambio.foto, cambio.foto_nombre ?? 'foto.jpg');
  return { form };
}

export type RespuestaCambio = 'aceptar' | 'rechazar' | 'cancelar';

/** A colony's own list (its feeding points, its rota): read, add one, remove one. */
function perColonia<T, B>(part: string) {
  return {
    async list(coloniaId: number, signal?: AbortSignal): Promise<T[]> {
      return (await apiJson<T[]>(`${colonia(coloniaId)}/${part}`, { signal })).data;
    },
    async create(coloniaId: number, values: B): Promise<T> {
      return (await apiJson<T>(`${colonia(coloniaId)}/${part}`, { method: 'POST', json: values })).data;
    },
    async remove(coloniaId: number, id: number): Promise<void> {
      await apiJson(`${colonia(coloniaId)}/${part}/${id}`, { method: 'DELETE' });
    },
  };
}

const comederos = perColonia<Comedero, ComederoBody>('comederos');
const turnos = perColonia<Turno, TurnoBody>('turnos');

export const calleMethods = {
  async turnosDeHoy(signal?: AbortSignal): Promise<TurnoDeHoy[]> {
    return (await apiJson<TurnoDeHoy[]>('/api/turnos/hoy', { signal })).data;
  },
  /** The feeding points of every colony the person reaches, with the colony's name (map and /hoy). */
  async comederosDelMapa(signal?: AbortSignal): Promise<ComederoEnMapa[]> {
    return (await apiJson<ComederoEnMapa[]>('/api/colonias/comederos', { signal })).data;
  },
  /** The colonies the person reaches, by name, for filters and forms: every one for staff, their own for a voluntario. */
  async coloniasVisibles(todas: boolean, signal?: AbortSignal): Promise<{ id: number; nombre: string }[]> {
    const path = todas ? '/api/colonias/colonias/?limit=500&sort=nombre' : '/api/colonias/colonias/mis-colonias/?limit=500&sort=nombre';
    return (await apiJson<{ id: number; nombre: string }[]>(path, { signal })).data;
  },
  async equipoDeColonia(coloniaId: number, signal?: AbortSignal): Promise<Equipo> {
    return (await apiJson<Equipo>(`${colonia(coloniaId)}/equipo`, { signal })).data;
  },
  comederosDeColonia: comederos.list,
  crearComedero: comederos.create,
  eliminarComedero: comederos.remove,
  turnosDeColonia: turnos.list,
  crearTurno: turnos.create,
  eliminarTurno: turnos.remove,
  /** A voluntario's swap is a request the colleague must accept (the request comes back); staff swap at once (the rota comes back). */
  async cambiarTurno(coloniaId: number, turnoId: number, conTurnoId: number): Promise<CambioTurno | Turno[]> {
    return (await apiJson<CambioTurno | Turno[]>(`${colonia(coloniaId)}/turnos/${turnoId}/cambio`, { method: 'POST', json: { con_turno_id: conTurnoId } })).data;
  },
  /** The pending swap requests the person sees: of one colony, or of all when none is given. */
  async cambiosDeTurno(coloniaId?: number, signal?: AbortSignal): Promise<CambioTurno[]> {
    const query = coloniaId === undefined ? '' : `?colonia_id=${coloniaId}`;
    return (await apiJson<CambioTurno[]>(`/api/turnos/cambios${query}`, { signal })).data;
  },
  async responderCambioDeTurno(cambioId: number, respuesta: RespuestaCambio): Promise<void> {
    await apiJson(`/api/turnos/cambios/${cambioId}/${respuesta}`, { method: 'POST' });
  },
  /** The shifts of a day (YYYY-MM-DD) nobody visited. */
  async turnosSinVisita(fecha: string, signal?: AbortSignal): Promise<Pendiente[]> {
    return (await apiJson<Pendiente[]>(`/api/visitas/pendientes?fecha=${encodeURIComponent(fecha)}`, { signal })).data;
  },
  /** A visit's cats seen become that day's census. */
  async censoDesdeVisita(visitaId: number): Promise<Censo> {
    return (await apiJson<Censo>(`/api/visitas/${visitaId}/censo`, { method: 'POST' })).data;
  },
  /** A visit's photo (served only with a session, so fetched rather than linked). */
  async fotoDeVisita(path: string): Promise<Blob> {
    return (await apiFetch(path)).blob();
  },
  /**
   * Records one change the phone kept, with the session of its author (the
   * queue passes that person's token, never whoever is signed in later), in
   * the municipality it was made in (never the one chosen since).
   */
  async enviarCambioDeCalle(cambio: CambioDeCalle, token: string): Promise<void> {
    await apiFetch(pathOf(cambio), { method: 'POST', headers: { Authorization: `Bearer ${token}` }, municipio: cambio.municipio_id ?? 'propio', ...bodyOf(cambio) });
  },
};
