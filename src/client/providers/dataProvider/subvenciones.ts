/**
 * The grants' endpoints (grants as a react-admin resource; the show page gets
 * the grant with its lines and totals) and the calls that are not CRUD: adding
 * a line or a template's, editing or deleting one, the costs on the lines,
 * moving a cost by hand, and the justification pack's downloads.
 */
import type { FilaJustificacion, LineaBody, LineasPostBody, SubvencionDetalle } from '../../../domain/schemas/subvencion';
import { localIsoDate } from '../../../domain/informes';
import { apiDownload, apiJson } from '../httpClient';
import type { Endpoints } from './endpoint';

const base = '/api/subvenciones';

export const subvencionesEndpoints: Endpoints = {
  subvenciones: { list: `${base}/`, one: (id) => `${base}/${id}`, create: `${base}/`, update: (id) => `${base}/${id}`, delete: (id) => `${base}/${id}` },
};

export type FormatoJustificacion = 'pdf' | 'csv' | 'zip';

export const subvencionesMethods = {
  async anadirLineas(id: number, body: LineasPostBody): Promise<SubvencionDetalle> {
    return (await apiJson<SubvencionDetalle>(`${base}/${id}/lineas`, { method: 'POST', json: body })).data;
  },
  async editarLinea(id: number, lineaId: number, body: LineaBody): Promise<SubvencionDetalle> {
    return (await apiJson<SubvencionDetalle>(`${base}/${id}/lineas/${lineaId}`, { method: 'PUT', json: body })).data;
  },
  async eliminarLinea(id: number, lineaId: number): Promise<SubvencionDetalle> {
    return (await apiJson<SubvencionDetalle>(`${base}/${id}/lineas/${lineaId}`, { method: 'DELETE' })).data;
  },
  async costesSubvencion(id: number, signal?: AbortSignal): Promise<FilaJustificacion[]> {
    return (await apiJson<FilaJustificacion[]>(`${base}/${id}/costes`, { signal })).data;
  },
  /** Puts a cost of the grant on another of its lines, or off its line (null). */
  async moverCoste(id: number, costeId: number, lineaId: number | null): Promise<SubvencionDetalle> {
    return (await apiJson<SubvencionDetalle>(`${base}/${id}/costes/${costeId}`, { method: 'PUT', json: { linea_id: lineaId } })).data;
  },
  /** Downloads the justification (PDF, CSV) or its invoices (ZIP); answers the name it was saved under. */
  async descargarJustificacion(id: number, formato: FormatoJustificacion): Promise<string> {
    const name = formato === 'zip' ? `facturas_${id}_${localIsoDate(new Date())}.zip` : `justificacion_${id}_${localIsoDate(new Date())}.${formato}`;
    return apiDownload(`${base}/${id}/justificacion?formato=${formato}`, name);
  },
};
