/** The reports: each PDF saved under the name the server gives, and the public chart's figures. */
import { informe, informeFileName, localIsoDate, type InformeId } from '../../../domain/informes';
import type { ChartRecord } from '../../../domain/types';
import { apiDownload, apiJson } from '../httpClient';

export const informesMethods = {
  /** Downloads report `id`; answers the name it was saved under. */
  async descargarInforme(id: InformeId): Promise<string> {
    return apiDownload(informe(id).path, informeFileName(id, localIsoDate(new Date())));
  },
  /** Cats per colony for the public chart (no session needed). */
  async datosGraficoColonias(signal?: AbortSignal): Promise<ChartRecord[]> {
    return (await apiJson<ChartRecord[]>('/api/informes/informes/datos/colonias', { signal })).data ?? [];
  },
};
