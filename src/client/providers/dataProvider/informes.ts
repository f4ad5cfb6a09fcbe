/** The reports: each PDF saved under the name the server gives (the public chart's figures are publico.ts). */
import { informe, informeFileName, localIsoDate, type InformeId } from '../../../domain/informes';
import { apiDownload } from '../httpClient';

export const informesMethods = {
  /** Downloads report `id`; answers the name it was saved under. */
  async descargarInforme(id: InformeId): Promise<string> {
    return apiDownload(informe(id).path, informeFileName(id, localIsoDate(new Date())));
  },
};
