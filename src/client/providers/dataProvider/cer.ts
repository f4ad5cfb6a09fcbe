/** The CER programme's calls: a colony's census, estimate and history, the dashboard, the annual report and the campaign made from it. */
import type { CensoValues } from '../../../domain/cer';
import type { Censo } from '../../../domain/schemas/censo';
import type { Poblacion } from '../../../domain/schemas/poblacion';
import type { HistoriaColonia } from '../../../domain/schemas/historiaColonia';
import type { Panel } from '../../../domain/schemas/panel';
import type { Campana } from '../../../domain/types';
import { apiDownload, apiJson } from '../httpClient';

const colonia = (id: number) => `/api/colonias/colonias/${id}`;

export const cerMethods = {
  async poblacionColonia(coloniaId: number, signal?: AbortSignal): Promise<Poblacion> {
    return (await apiJson<Poblacion>(`${colonia(coloniaId)}/poblacion`, { signal })).data;
  },
  async historiaColonia(coloniaId: number, signal?: AbortSignal): Promise<HistoriaColonia> {
    return (await apiJson<HistoriaColonia>(`${colonia(coloniaId)}/historia`, { signal })).data;
  },
  /** The colony's censuses, newest first. */
  async censosColonia(coloniaId: number, signal?: AbortSignal): Promise<Censo[]> {
    return (await apiJson<Censo[]>(`${colonia(coloniaId)}/censos`, { signal })).data ?? [];
  },
  async crearCensoColonia(coloniaId: number, values: CensoValues): Promise<Censo> {
    return (await apiJson<Censo>(`${colonia(coloniaId)}/censos`, { method: 'POST', json: values })).data;
  },
  async editarCensoColonia(coloniaId: number, censoId: number, values: CensoValues): Promise<Censo> {
    return (await apiJson<Censo>(`${colonia(coloniaId)}/censos/${censoId}`, { method: 'PUT', json: values })).data;
  },
  async eliminarCensoColonia(coloniaId: number, censoId: number): Promise<void> {
    await apiJson<{ message: string }>(`${colonia(coloniaId)}/censos/${censoId}`, { method: 'DELETE' });
  },
  async panelCer(signal?: AbortSignal): Promise<Panel> {
    return (await apiJson<Panel>('/api/informes/informes/panel', { signal })).data;
  },
  /** A planned campaign with the unsterilised registered cats of these colonies. */
  async crearCampanaDesdeColonias(coloniaIds: number[], nombre: string): Promise<Campana & { numero_gatos: number }> {
    return (await apiJson<Campana & { numero_gatos: number }>('/api/campanas/campanas/desde-colonias', { method: 'POST', json: { colonia_ids: coloniaIds, nombre } })).data;
  },
  /** The year's annual report, saved under the name the server gives; answers that name. */
  async descargarMemoriaCer(anio: number, formato: 'pdf' | 'csv'): Promise<string> {
    return apiDownload(`/api/informes/informes/memoria?anio=${anio}${formato === 'csv' ? '&formato=csv' : ''}`, `memoria_cer_${anio}.${formato}`);
  },
};
