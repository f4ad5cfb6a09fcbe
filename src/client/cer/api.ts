/** The CER calls of these screens, typed (answers of src/server/modules/cer). */
import type { CensoValues } from '../../domain/cer';
import type { Censo } from '../../domain/schemas/censo';
import type { Poblacion } from '../../domain/schemas/poblacion';
import type { HistoriaColonia } from '../../domain/schemas/historiaColonia';
import type { Panel } from '../../domain/schemas/panel';
import type { Campana } from '../../domain/types';
import { apiJson } from '../providers/httpClient';

export type { Censo, CensoRef } from '../../domain/schemas/censo';
export type { Poblacion } from '../../domain/schemas/poblacion';
export type { HistoriaColonia, HistoriaMes } from '../../domain/schemas/historiaColonia';
export type { Panel, PanelColonia } from '../../domain/schemas/panel';

const colonia = (id: number) => `/api/colonias/colonias/${id}`;

export const cerApi = {
  poblacion: (id: number, signal?: AbortSignal) => apiJson<Poblacion>(`${colonia(id)}/poblacion`, { signal }).then((r) => r.data),
  historia: (id: number, signal?: AbortSignal) => apiJson<HistoriaColonia>(`${colonia(id)}/historia`, { signal }).then((r) => r.data),
  censos: (id: number, signal?: AbortSignal) => apiJson<Censo[]>(`${colonia(id)}/censos`, { signal }).then((r) => r.data ?? []),
  crearCenso: (id: number, values: CensoValues) => apiJson<Censo>(`${colonia(id)}/censos`, { method: 'POST', json: values }).then((r) => r.data),
  editarCenso: (id: number, censoId: number, values: CensoValues) => apiJson<Censo>(`${colonia(id)}/censos/${censoId}`, { method: 'PUT', json: values }).then((r) => r.data),
  eliminarCenso: (id: number, censoId: number) => apiJson<{ message: string }>(`${colonia(id)}/censos/${censoId}`, { method: 'DELETE' }),
  panel: (signal?: AbortSignal) => apiJson<Panel>('/api/informes/informes/panel', { signal }).then((r) => r.data),
  campanaDesdeColonias: (coloniaIds: number[], nombre: string) =>
    apiJson<Campana & { numero_gatos: number }>('/api/campanas/campanas/desde-colonias', { method: 'POST', json: { colonia_ids: coloniaIds, nombre } }).then((r) => r.data),
};
