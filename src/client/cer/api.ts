/** The CER calls of these screens, typed (answers of src/server/modules/cer). */
import type { CerEstado, CerMetodo, CensoValues } from '../../domain/cer';
import type { Campana } from '../../domain/types';
import { apiJson } from '../providers/httpClient';

export interface CensoRef {
  id: number;
  fecha: string;
  gatos_vistos: number;
  crias: number;
  marcados_vistos: number;
}

export interface Censo extends CensoRef {
  colonia_id: number;
  observaciones: string | null;
  usuario_id: number | null;
  created_at: string;
}

export interface Poblacion {
  colonia_id: number;
  registrados: number;
  esterilizados: number;
  censo: CensoRef | null;
  estimacion: { metodo: CerMetodo; n: number; ic95: [number, number] | null };
  cobertura: number | null;
  objetivo: number;
  estado: CerEstado;
  por_esterilizar: number;
}

export interface HistoriaMes {
  mes: string;
  registrados: number;
  esterilizados: number;
  esterilizaciones: number;
  altas: number;
  bajas: number;
  censo: CensoRef | null;
  estimacion: number;
  cobertura: number | null;
}

export interface PanelColonia {
  id: number;
  nombre: string;
  registrados: number;
  esterilizados: number;
  sin_esterilizar: number;
  estimacion: number;
  metodo: CerMetodo;
  cobertura: number | null;
  estado: CerEstado;
  por_esterilizar: number;
}

export interface Panel {
  objetivo: number;
  colonias: number;
  registrados: number;
  esterilizados: number;
  poblacion_estimada: number;
  cobertura: number | null;
  anio: number;
  esterilizaciones_anio: number;
  esterilizaciones_anio_anterior: number;
  quejas_abiertas: number;
  inspecciones_pendientes: number;
  campanas_en_progreso: number;
  estados: Record<CerEstado, number>;
  colonias_bajo_objetivo: number;
  bajo_objetivo: PanelColonia[];
  serie: { mes: string; registrados: number; esterilizaciones: number; altas: number; bajas: number }[];
}

const colonia = (id: number) => `/api/colonias/colonias/${id}`;

export const cerApi = {
  poblacion: (id: number, signal?: AbortSignal) => apiJson<Poblacion>(`${colonia(id)}/poblacion`, { signal }).then((r) => r.data),
  historia: (id: number, signal?: AbortSignal) => apiJson<{ meses: HistoriaMes[]; objetivo: number }>(`${colonia(id)}/historia`, { signal }).then((r) => r.data),
  censos: (id: number, signal?: AbortSignal) => apiJson<Censo[]>(`${colonia(id)}/censos`, { signal }).then((r) => r.data ?? []),
  crearCenso: (id: number, values: CensoValues) => apiJson<Censo>(`${colonia(id)}/censos`, { method: 'POST', json: values }).then((r) => r.data),
  editarCenso: (id: number, censoId: number, values: CensoValues) => apiJson<Censo>(`${colonia(id)}/censos/${censoId}`, { method: 'PUT', json: values }).then((r) => r.data),
  eliminarCenso: (id: number, censoId: number) => apiJson<{ message: string }>(`${colonia(id)}/censos/${censoId}`, { method: 'DELETE' }),
  panel: (signal?: AbortSignal) => apiJson<Panel>('/api/informes/informes/panel', { signal }).then((r) => r.data),
  campanaDesdeColonias: (coloniaIds: number[], nombre: string) =>
    apiJson<Campana & { numero_gatos: number }>('/api/campanas/campanas/desde-colonias', { method: 'POST', json: { colonia_ids: coloniaIds, nombre } }).then((r) => r.data),
};
