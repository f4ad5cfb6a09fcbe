/** The street calls of these screens, typed (answers of src/server/modules/calle). */
import type { Censo } from '../cer/api';
import { apiJson } from '../providers/httpClient';

export interface Comedero {
  id: number;
  colonia_id: number;
  nombre: string;
  latitude: number;
  longitude: number;
  descripcion: string | null;
  activo: boolean;
}

export interface ComederoEnMapa extends Comedero {
  colonia_nombre: string;
}

export interface ComederoValues {
  nombre: string;
  latitude: number;
  longitude: number;
  descripcion: string | null;
  activo: boolean;
}

export interface Turno {
  id: number;
  colonia_id: number;
  dia_semana: number;
  franja: string;
  usuario_id: number;
  usuario_nombre: string;
}

/** A pending shift swap request (src/server/modules/calle/cambiosRoutes.ts). */
export interface CambioTurno {
  id: number;
  colonia_id: number;
  colonia_nombre: string;
  estado: string;
  solicitante_id: number;
  solicitante_nombre: string;
  destinatario_id: number;
  destinatario_nombre: string;
  turno: { id: number; dia_semana: number; franja: string };
  con_turno: { id: number; dia_semana: number; franja: string };
}

export interface TurnoDeHoy {
  id: number;
  colonia_id: number;
  colonia_nombre: string;
  dia_semana: number;
  franja: string;
  hecho: boolean;
  actual: boolean;
}

export interface Visita {
  id: number;
  client_id: string;
  colonia_id: number;
  colonia_nombre: string;
  comedero_id: number | null;
  comedero_nombre: string | null;
  usuario_id: number | null;
  usuario_nombre: string | null;
  fecha_hora: string;
  fecha: string;
  franja: string;
  comida: boolean;
  agua: boolean;
  gatos_vistos: number | null;
  incidencia: string | null;
  urgente: boolean;
  foto: string | null;
  parte_id: number | null;
  censo_id: number | null;
}

export interface Pendiente {
  turno_id: number;
  fecha: string;
  franja: string;
  colonia_id: number;
  colonia_nombre: string;
  usuario_id: number;
  usuario_nombre: string;
}

export interface Asignado {
  id: number;
  nombre: string;
}

const colonia = (id: number) => `/api/colonias/colonias/${id}`;

function query(params: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined && value !== '') search.set(key, String(value));
  const text = search.toString();
  return text ? `?${text}` : '';
}

export const calleApi = {
  turnosHoy: (signal?: AbortSignal) => apiJson<TurnoDeHoy[]>('/api/turnos/hoy', { signal }).then((r) => r.data),
  comederosMapa: (signal?: AbortSignal) => apiJson<ComederoEnMapa[]>('/api/colonias/comederos', { signal }).then((r) => r.data),
  comederos: (id: number, signal?: AbortSignal) => apiJson<Comedero[]>(`${colonia(id)}/comederos`, { signal }).then((r) => r.data),
  crearComedero: (id: number, values: ComederoValues) => apiJson<Comedero>(`${colonia(id)}/comederos`, { method: 'POST', json: values }).then((r) => r.data),
  eliminarComedero: (id: number, comederoId: number) => apiJson<{ message: string }>(`${colonia(id)}/comederos/${comederoId}`, { method: 'DELETE' }),
  turnos: (id: number, signal?: AbortSignal) => apiJson<Turno[]>(`${colonia(id)}/turnos`, { signal }).then((r) => r.data),
  crearTurno: (id: number, values: { dia_semana: number; franja: string; usuario_id: number }) =>
    apiJson<Turno>(`${colonia(id)}/turnos`, { method: 'POST', json: values }).then((r) => r.data),
  eliminarTurno: (id: number, turnoId: number) => apiJson<{ message: string }>(`${colonia(id)}/turnos/${turnoId}`, { method: 'DELETE' }),
  /** A voluntario's swap is a request the colleague must accept (the request comes back); staff swap at once (the rota comes back). */
  cambiarTurno: (id: number, turnoId: number, conTurnoId: number) =>
    apiJson<CambioTurno | Turno[]>(`${colonia(id)}/turnos/${turnoId}/cambio`, { method: 'POST', json: { con_turno_id: conTurnoId } }).then((r) => r.data),
  cambios: (coloniaId?: number, signal?: AbortSignal) => apiJson<CambioTurno[]>(`/api/turnos/cambios${query({ colonia_id: coloniaId })}`, { signal }).then((r) => r.data),
  responderCambio: (id: number, action: 'aceptar' | 'rechazar' | 'cancelar') => apiJson<unknown>(`/api/turnos/cambios/${id}/${action}`, { method: 'POST' }),
  visitas: (params: { colonia_id?: number; desde?: string; hasta?: string; skip: number; limit: number }, signal?: AbortSignal) =>
    apiJson<Visita[]>(`/api/visitas/${query(params)}`, { signal }).then((r) => ({ items: r.data, total: Number(r.headers.get('X-Total-Count') ?? r.data.length) })),
  pendientes: (fecha: string, signal?: AbortSignal) => apiJson<Pendiente[]>(`/api/visitas/pendientes${query({ fecha })}`, { signal }).then((r) => r.data),
  censoDesdeVisita: (id: number) => apiJson<Censo>(`/api/visitas/${id}/censo`, { method: 'POST' }).then((r) => r.data),
  equipo: (id: number, signal?: AbortSignal) => apiJson<{ id: number; nombre: string; voluntarios: Asignado[] }>(`${colonia(id)}/equipo`, { signal }).then((r) => r.data),
};
