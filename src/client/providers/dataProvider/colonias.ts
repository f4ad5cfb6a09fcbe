/** The colonies', volunteers' and assignments' endpoints, and their calls that are not CRUD. */
import type { Asignacion, Esterilizados, Gato, UsuarioAsignable, Voluntario } from '../../../domain/types';
import { apiJson } from '../httpClient';
import type { Endpoints } from './endpoint';

const coloniaPath = (id: string | number) => `/api/colonias/colonias/${id}`;

export const coloniasEndpoints: Endpoints = {
  colonias: { list: '/api/colonias/colonias/', one: coloniaPath, create: '/api/colonias/colonias/' },
  'mis-colonias': { list: '/api/colonias/colonias/mis-colonias/' },
  'colonias-listado': { list: '/api/colonias/colonias/' },
  voluntarios: { list: '/api/voluntarios/voluntarios/' },
  // One row per person and colony: the API's id is the person's, so the row is named by its assignment (or the person without one).
  registrovoluntarios: { list: '/api/colonias/asignaciones/', recordId: (entry) => (entry.asignacion_id as number | null) ?? `sin-colonia-${String(entry.usuario_id)}` },
  actividades_voluntarios: { list: '/api/voluntarios/actividades_voluntarios/', create: '/api/voluntarios/actividades_voluntarios/' },
};

/** One page of a list and the total the server counts (X-Total-Count). */
export interface Pagina<T> {
  items: T[];
  total: number;
}

export const coloniasMethods = {
  async esterilizadosColonia(id: number, signal?: AbortSignal): Promise<Esterilizados> {
    return (await apiJson<Esterilizados>(`${coloniaPath(id)}/esterilizados`, { signal })).data;
  },
  /** One page of a colony's cats. */
  async gatosDeColonia(id: number, page: { skip: number; limit: number }, signal?: AbortSignal): Promise<Pagina<Gato>> {
    const { data, headers } = await apiJson<Gato[]>(`${coloniaPath(id)}/gatos?skip=${page.skip}&limit=${page.limit}`, { signal });
    const items = data ?? [];
    return { items, total: Number(headers.get('X-Total-Count') ?? items.length) };
  },
  async asignarUsuarioColonia(userId: number, coloniaId: number): Promise<{ mensaje: string }> {
    return (await apiJson<{ mensaje: string }>('/api/colonias/asignar_usuario/', { method: 'POST', json: { user_id: userId, colonia_id: coloniaId } })).data;
  },
  /** The people a colony may be given to (every role but ciudadano). */
  async usuariosAsignables(signal?: AbortSignal): Promise<UsuarioAsignable[]> {
    return (await apiJson<UsuarioAsignable[]>('/api/voluntarios/usuarios_asignables/', { signal })).data ?? [];
  },
  /** Every person with their colony (or none), unfiltered: the choices of the colony drop-down. */
  async asignacionesColonias(signal?: AbortSignal): Promise<Asignacion[]> {
    return (await apiJson<Asignacion[]>('/api/colonias/asignaciones/', { signal })).data ?? [];
  },
  async quitarAsignacion(asignacionId: number): Promise<{ mensaje: string }> {
    return (await apiJson<{ mensaje: string }>(`/api/colonias/asignaciones/${asignacionId}`, { method: 'DELETE' })).data;
  },
  /** Every volunteer, as the assign-activity form's choices (the server's own page size, as the original asked). */
  async voluntariosElegibles(signal?: AbortSignal): Promise<Voluntario[]> {
    return (await apiJson<Voluntario[]>('/api/voluntarios/voluntarios/', { signal })).data ?? [];
  },
};
