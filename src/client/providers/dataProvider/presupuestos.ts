/** Budgets: a campaign's (read and set) and the year's costs with the projection to the coverage target. */
import type { InformeCostes, PresupuestoCampanaCifras } from '../../../domain/schemas/presupuesto';
import { apiJson } from '../httpClient';

const presupuestoPath = (campanaId: number) => `/api/campanas/campanas/${campanaId}/presupuesto`;

export const presupuestosMethods = {
  async presupuestoCampana(campanaId: number, signal?: AbortSignal): Promise<PresupuestoCampanaCifras> {
    return (await apiJson<PresupuestoCampanaCifras>(presupuestoPath(campanaId), { signal })).data!;
  },
  async guardarPresupuestoCampana(campanaId: number, importe_centimos: number | null): Promise<PresupuestoCampanaCifras> {
    return (await apiJson<PresupuestoCampanaCifras>(presupuestoPath(campanaId), { method: 'PUT', json: { importe_centimos } })).data!;
  },
  async informeCostes(anio: number, signal?: AbortSignal): Promise<InformeCostes> {
    return (await apiJson<InformeCostes>(`/api/informes/informes/costes?anio=${anio}`, { signal })).data!;
  },
};
