/**
 * Training courses and caregivers' accreditations as react-admin resources,
 * the card's download, its photo's upload, and the public verification of a
 * code (read by the public page, outside <Admin>).
 */
import type { Acreditacion, OpcionesAcreditacion, VerificacionCarne } from '../../../domain/schemas/acreditacion';
import { carneFileName } from '../../../domain/acreditaciones';
import { apiDownload, apiJson } from '../httpClient';
import type { Endpoints } from './endpoint';

export const acreditacionesEndpoints: Endpoints = {
  cursos: { list: '/api/cursos/', one: (id) => `/api/cursos/${id}`, create: '/api/cursos/', update: (id) => `/api/cursos/${id}`, delete: (id) => `/api/cursos/${id}` },
  acreditaciones: { list: '/api/acreditaciones/', one: (id) => `/api/acreditaciones/${id}`, create: '/api/acreditaciones/', update: (id) => `/api/acreditaciones/${id}`, delete: (id) => `/api/acreditaciones/${id}` },
};

/** What the public verification answers of a card (a certificate's answer has no `tipo`). */
export type Verificacion = VerificacionCarne | { tipo?: undefined; codigo: string; valido: boolean; motivo: string | null; microchip: string; fecha_emision: string; municipio: string };

export const acreditacionesMethods = {
  /** Whom, for which colonies and from which course staff may accredit. */
  async opcionesAcreditacion(signal?: AbortSignal): Promise<OpcionesAcreditacion> {
    return (await apiJson<OpcionesAcreditacion>('/api/acreditaciones/opciones', { signal })).data;
  },
  /** Downloads the card's PDF; answers the name it was saved under. */
  async descargarCarne(acreditacion: Pick<Acreditacion, 'id' | 'codigo'>): Promise<string> {
    return apiDownload(`/api/acreditaciones/${acreditacion.id}/carne`, carneFileName(acreditacion.codigo));
  },
  async subirFotoCarne(id: number, file: File): Promise<Acreditacion> {
    const form = new FormData();
    form.append('foto', file);
    return (await apiJson<Acreditacion>(`/api/acreditaciones/${id}/foto`, { method: 'POST', form })).data;
  },
  async verificarCodigo(codigo: string, signal?: AbortSignal): Promise<Verificacion> {
    return (await apiJson<Verificacion>(`/api/verificar/${encodeURIComponent(codigo)}`, { signal })).data;
  },
};
