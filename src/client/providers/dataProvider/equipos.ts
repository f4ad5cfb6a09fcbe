/**
 * The trap bank's endpoints (the inventory as a react-admin resource) and its
 * calls that are not CRUD: lending and returning an item, whom and for which
 * colonies the reader may lend, the overdue loans, an item's history and the
 * sheet of labels.
 */
import type { DevolucionBody, Equipo, HistorialEquipo, Prestamo, PrestamoBody } from '../../../domain/schemas/equipo';
import { localIsoDate } from '../../../domain/informes';
import { apiDownload, apiJson } from '../httpClient';
import type { Endpoints } from './endpoint';

const base = '/api/equipos';

export const equiposEndpoints: Endpoints = {
  equipos: { list: `${base}/`, one: (id) => `${base}/${id}`, create: `${base}/`, update: (id) => `${base}/${id}`, delete: (id) => `${base}/${id}` },
};

export interface OpcionesPrestamo {
  usuarios: { id: number; nombre: string }[];
  colonias: { id: number; nombre: string }[];
}

export const equiposMethods = {
  async prestarEquipo(id: number, body: PrestamoBody): Promise<Equipo> {
    return (await apiJson<Equipo>(`${base}/${id}/prestamos`, { method: 'POST', json: body })).data;
  },
  async devolverEquipo(id: number, body: DevolucionBody): Promise<Equipo> {
    return (await apiJson<Equipo>(`${base}/${id}/devolucion`, { method: 'POST', json: body })).data;
  },
  async opcionesPrestamo(signal?: AbortSignal): Promise<OpcionesPrestamo> {
    return (await apiJson<OpcionesPrestamo>(`${base}/opciones`, { signal })).data;
  },
  async equiposVencidos(signal?: AbortSignal): Promise<Prestamo[]> {
    return (await apiJson<Prestamo[]>(`${base}/vencidos`, { signal })).data;
  },
  async historialEquipo(id: number, signal?: AbortSignal): Promise<HistorialEquipo> {
    return (await apiJson<HistorialEquipo>(`${base}/${id}/historial`, { signal })).data;
  },
  /** Downloads the A4 sheet of labels; answers the name it was saved under. */
  async descargarEtiquetas(): Promise<string> {
    return apiDownload(`${base}/etiquetas`, `etiquetas_equipos_${localIsoDate(new Date())}.pdf`);
  },
};
