/** A campaign and one page of its cats, reloaded when `version` changes. */
import { useEffect, useState } from 'react';
import type { Campana, Gato } from '../../domain/types';
import { apiJson } from '../providers/httpClient';

export type CampanaConProgreso = Campana & { numero_gatos: number; gatos_esterilizados: number };
export type GatoDeCampana = Gato & { esterilizado_en_campana: boolean };

export const campanaPath = (id: number) => `/api/campanas/campanas/${id}`;

export interface CampanaGatosState {
  campana: CampanaConProgreso | null;
  gatos: GatoDeCampana[];
  total: number;
  loading: boolean;
}

export function useCampanaGatos(id: number, page: number, perPage: number, version: number): CampanaGatosState {
  const [state, setState] = useState<CampanaGatosState>({ campana: null, gatos: [], total: 0, loading: true });
  useEffect(() => {
    const controller = new AbortController();
    setState((previous) => ({ ...previous, loading: true }));
    const skip = (page - 1) * perPage;
    Promise.all([
      apiJson<CampanaConProgreso>(campanaPath(id), { signal: controller.signal }),
      apiJson<GatoDeCampana[]>(`${campanaPath(id)}/gatos?skip=${skip}&limit=${perPage}`, { signal: controller.signal }),
    ])
      .then(([campana, gatos]) => {
        setState({
          campana: campana.data,
          gatos: gatos.data ?? [],
          total: Number(gatos.headers.get('X-Total-Count') ?? gatos.data?.length ?? 0),
          loading: false,
        });
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('No se pudieron cargar los gatos de la campaña:', error);
        setState((previous) => ({ ...previous, loading: false }));
      });
    return () => controller.abort();
  }, [id, page, perPage, version]);
  return state;
}
