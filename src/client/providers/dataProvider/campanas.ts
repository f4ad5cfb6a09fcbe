/** The sterilisation campaigns' endpoints, and a campaign's cats (listed, added, removed). */
import type { CampanaGato } from '../../../domain/schemas/campana';
import { apiJson } from '../httpClient';
import { listQuery } from './crud';
import type { Endpoints } from './endpoint';

const campanaPath = (id: string | number) => `/api/campanas/campanas/${id}`;

export const campanasEndpoints: Endpoints = {
  campanas: { list: '/api/campanas/campanas/', one: campanaPath, create: '/api/campanas/campanas/', update: campanaPath },
};

export const campanasMethods = {
  /** One page of a campaign's cats and how many it has in all. */
  async gatosDeCampana(id: number, pagination: { page: number; perPage: number }, signal?: AbortSignal): Promise<{ data: CampanaGato[]; total: number }> {
    const { data, headers } = await apiJson<CampanaGato[]>(`${campanaPath(id)}/gatos${listQuery({ pagination })}`, { signal });
    return { data: data ?? [], total: Number(headers.get('X-Total-Count') ?? data?.length ?? 0) };
  },
  async anadirGatoACampana(campanaId: number, gatoId: number): Promise<void> {
    await apiJson(`${campanaPath(campanaId)}/gatos`, { method: 'POST', json: { gato_id: gatoId } });
  },
  async quitarGatoDeCampana(campanaId: number, gatoId: number): Promise<void> {
    await apiJson(`${campanaPath(campanaId)}/gatos/${gatoId}`, { method: 'DELETE' });
  },
};
