/** The colony and people calls of these screens, typed. */
import type { Asignacion, Colonia, ColoniaMapa, Esterilizados, Gato, UsuarioAsignable } from '../../domain/types';
import { apiJson } from '../providers/httpClient';

export interface Page<T> {
  items: T[];
  total: number;
}

async function page<T>(path: string, signal?: AbortSignal): Promise<Page<T>> {
  const { data, headers } = await apiJson<T[]>(path, { signal });
  const items = data ?? [];
  return { items, total: Number(headers.get('X-Total-Count') ?? items.length) };
}

export const coloniasApi = {
  esterilizados: (id: number, signal?: AbortSignal) => apiJson<Esterilizados>(`/api/colonias/colonias/${id}/esterilizados`, { signal }).then((r) => r.data),
  gatos: (id: number, skip: number, limit: number, signal?: AbortSignal) => page<Gato>(`/api/colonias/colonias/${id}/gatos?skip=${skip}&limit=${limit}`, signal),
  buscar: (text: string, limit: number, signal?: AbortSignal) =>
    page<Colonia>(`/api/colonias/colonias/?skip=0&limit=${limit}&sort=nombre&order=asc&q=${encodeURIComponent(text)}`, signal),
  asignarUsuario: (userId: number, coloniaId: number) =>
    apiJson<{ mensaje: string }>('/api/colonias/asignar_usuario/', { method: 'POST', json: { user_id: userId, colonia_id: coloniaId } }).then((r) => r.data),
  usuariosAsignables: (signal?: AbortSignal) => apiJson<UsuarioAsignable[]>('/api/voluntarios/usuarios_asignables/', { signal }).then((r) => r.data ?? []),
  asignaciones: (signal?: AbortSignal) => apiJson<Asignacion[]>('/api/colonias/asignaciones/', { signal }).then((r) => r.data ?? []),
  quitarAsignacion: (asignacionId: number) => apiJson<{ mensaje: string }>(`/api/colonias/asignaciones/${asignacionId}`, { method: 'DELETE' }),
  mapa: (signal?: AbortSignal) => apiJson<ColoniaMapa[]>('/api/colonias/colonias/mapa/colonias', { signal }).then((r) => r.data ?? []),
};
