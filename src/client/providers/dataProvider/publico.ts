/**
 * The calls of the public pages: the colonies' map and chart, the adoption
 * gallery and its requests, complaint tracking, and citizens' sightings
 * (reporting one, following it). They are a
 * municipality's: under `api` = '/api' the first municipality's (the plain
 * public pages), under '/api/m/<slug>' that municipality's (its pages at
 * /m/<slug>/, routing/municipioRoutes.tsx).
 */
import type { ChartRecord, ColoniaMapa } from '../../../domain/types';
import type { GatoEnAdopcion, SolicitudAdopcionBody, SolicitudAdopcionEnviada } from '../../../domain/schemas/adopcion';
import type { Seguimiento } from '../../../domain/schemas/queja';
import type { AvistamientoRecibido, AvistamientoSeguimiento } from '../../../domain/schemas/avistamiento';
import { apiJson } from '../httpClient';

/** The API of the public pages of the municipality at /m/<slug>/. */
export function municipioApi(slug: string): string {
  return `/api/m/${encodeURIComponent(slug)}`;
}

export function publicoMethods(api = '/api') {
  return {
    /** The colonies with a point, for the map. */
    async mapaColonias(signal?: AbortSignal): Promise<ColoniaMapa[]> {
      return (await apiJson<ColoniaMapa[]>(`${api}/colonias/colonias/mapa/colonias`, { signal })).data ?? [];
    },
    /** Cats per colony for the public chart (no session needed). */
    async datosGraficoColonias(signal?: AbortSignal): Promise<ChartRecord[]> {
      return (await apiJson<ChartRecord[]>(`${api}/informes/informes/datos/colonias`, { signal })).data ?? [];
    },
    /** The gallery shows every adoptable cat on one page, as the original did. */
    async gatosEnAdopcion(signal?: AbortSignal): Promise<GatoEnAdopcion[]> {
      return (await apiJson<GatoEnAdopcion[]>(`${api}/adopciones/?limit=100`, { signal })).data ?? [];
    },
    async solicitarAdopcion(gatoId: number, body: SolicitudAdopcionBody): Promise<SolicitudAdopcionEnviada> {
      return (await apiJson<SolicitudAdopcionEnviada>(`${api}/adopciones/${gatoId}/solicitudes`, { method: 'POST', json: body })).data;
    },
    /** A complaint's public view by its tracking code. */
    async seguimientoQueja(codigo: string, signal?: AbortSignal): Promise<Seguimiento> {
      return (await apiJson<Seguimiento>(`${api}/quejas/seguimiento/${encodeURIComponent(codigo)}`, { signal })).data;
    },
    /** Reports a sighting (the public form, multipart); answers its tracking code. */
    async avisarAvistamiento(form: FormData): Promise<AvistamientoRecibido> {
      return (await apiJson<AvistamientoRecibido>(`${api}/avistamientos/`, { method: 'POST', form })).data;
    },
    /** A sighting's public view by its tracking code. */
    async seguimientoAvistamiento(codigo: string, signal?: AbortSignal): Promise<AvistamientoSeguimiento> {
      return (await apiJson<AvistamientoSeguimiento>(`${api}/avistamientos/seguimiento/${encodeURIComponent(codigo)}`, { signal })).data;
    },
  };
}
