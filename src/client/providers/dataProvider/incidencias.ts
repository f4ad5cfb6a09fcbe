/** The complaints' and inspections' calls that are not CRUD: filing one (multipart), resolving it, the colonies to choose from. */
import type { ColoniaOpcion, Inspeccion, Queja } from '../../../domain/types';
import { apiJson } from '../httpClient';

export const incidenciasMethods = {
  /** A new complaint, as multipart (its attachment, when it has one, in the same request). */
  async crearQueja(form: FormData): Promise<Queja> {
    return (await apiJson<Queja>('/api/quejas/quejas/', { method: 'POST', form })).data;
  },
  async crearInspeccion(form: FormData): Promise<Inspeccion> {
    return (await apiJson<Inspeccion>('/api/inspecciones/inspecciones/', { method: 'POST', form })).data;
  },
  /** Resolve a complaint; staff may add the public answer shown on /seguimiento (no body without one, as the original client). */
  async resolverQueja(id: number, respuestaPublica: string | null = null): Promise<Queja> {
    return (await apiJson<Queja>(`/api/quejas/quejas/${id}/resolver`, { method: 'PUT', ...(respuestaPublica ? { json: { respuesta_publica: respuestaPublica } } : {}) })).data;
  },
  async resolverInspeccion(id: number): Promise<Inspeccion> {
    return (await apiJson<Inspeccion>(`/api/inspecciones/inspecciones/${id}/resolver`, { method: 'PUT' })).data;
  },
  /** The colonies a complaint or an inspection may be filed about. */
  async coloniasDeIncidencias(signal?: AbortSignal): Promise<ColoniaOpcion[]> {
    return (await apiJson<ColoniaOpcion[]>('/api/inspecciones/inspecciones/colonias/', { signal })).data ?? [];
  },
};
