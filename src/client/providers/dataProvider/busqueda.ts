/** The header's search for any cat, by the start of its microchip or its name. */
import type { GatoEncontrado } from '../../../domain/schemas/busqueda';
import { apiJson } from '../httpClient';

export const busquedaMethods = {
  /** The cats whose microchip or name starts with `q`, within the colonies the person may see (the server decides). */
  async buscarGatos(q: string, signal?: AbortSignal): Promise<GatoEncontrado[]> {
    return (await apiJson<GatoEncontrado[]>(`/api/gatos/buscar?q=${encodeURIComponent(q)}`, { signal })).data ?? [];
  },
};
