/** The province's calls: the municipalities (CRUD; creating one also creates its first administrator), its report and its map. */
import type { ColoniaProvincia, PanelProvincia } from '../../../domain/schemas/provincia';
import { apiJson } from '../httpClient';
import type { Endpoints } from './endpoint';

export const provinciaEndpoints: Endpoints = {
  municipios: { list: '/api/municipios/', one: (id) => `/api/municipios/${id}`, create: '/api/municipios/', update: (id) => `/api/municipios/${id}` },
};

const INFORME = '/api/informes/informes/provincia';

export const provinciaMethods = {
  async informeProvincia(signal?: AbortSignal): Promise<PanelProvincia> {
    return (await apiJson<PanelProvincia>(INFORME, { signal })).data;
  },
  async mapaProvincia(signal?: AbortSignal): Promise<ColoniaProvincia[]> {
    return (await apiJson<ColoniaProvincia[]>(`${INFORME}/mapa`, { signal })).data ?? [];
  },
};
