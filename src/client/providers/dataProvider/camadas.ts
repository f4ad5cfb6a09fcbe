/** A colony's litters and newcomers, and the dashboard's births and newcomers per year. */
import type { CamadaValues } from '../../../domain/camadas';
import type { Camada, CamadaConMadre, CamadasPanel, RecienLlegadosCenso } from '../../../domain/schemas/camada';
import { apiJson } from '../httpClient';

const camadas = (coloniaId: number) => `/api/colonias/colonias/${coloniaId}/camadas`;

/** A litter as the form sends it: its mother's id, or null when not known. */
export type CamadaEnvio = CamadaValues & { madre_id: number | null };

export const camadasMethods = {
  /** The colony's litters, the latest seen first. */
  async camadasColonia(coloniaId: number, signal?: AbortSignal): Promise<CamadaConMadre[]> {
    return (await apiJson<CamadaConMadre[]>(camadas(coloniaId), { signal })).data ?? [];
  },
  async crearCamada(coloniaId: number, values: CamadaEnvio): Promise<Camada> {
    return (await apiJson<Camada>(camadas(coloniaId), { method: 'POST', json: values })).data;
  },
  async editarCamada(coloniaId: number, camadaId: number, values: CamadaEnvio): Promise<Camada> {
    return (await apiJson<Camada>(`${camadas(coloniaId)}/${camadaId}`, { method: 'PUT', json: values })).data;
  },
  async eliminarCamada(coloniaId: number, camadaId: number): Promise<void> {
    await apiJson<{ message: string }>(`${camadas(coloniaId)}/${camadaId}`, { method: 'DELETE' });
  },
  /** Each census of the colony with the adults it saw beyond the register, newest first. */
  async recienLlegadosColonia(coloniaId: number, signal?: AbortSignal): Promise<RecienLlegadosCenso[]> {
    return (await apiJson<RecienLlegadosCenso[]>(`/api/colonias/colonias/${coloniaId}/recien-llegados`, { signal })).data ?? [];
  },
  async panelCamadas(signal?: AbortSignal): Promise<CamadasPanel> {
    return (await apiJson<CamadasPanel>('/api/informes/informes/panel/camadas', { signal })).data;
  },
};
