/** The cats' endpoints and the cat calls that are not CRUD. */
import type { ColoniaOpcion, Gato } from '../../../domain/types';
import type { HistoriaEvento } from '../../../domain/historia';
import { apiJson } from '../httpClient';
import type { Endpoints } from './endpoint';

const GATOS = '/api/gatos/gatos/';
const gatoPath = (id: string | number) => `/api/gatos/gatos/${id}`;

export const gatosEndpoints: Endpoints = {
  gatos: {
    list: GATOS,
    one: (id) => `${gatoPath(id)}/ficha`,
    update: gatoPath,
    delete: gatoPath,
    actions: { baja: (id) => `${gatoPath(id)}/baja` },
  },
  'mis-gatos': { list: '/api/gatos/gatos/mis-gatos' },
};

/** What the CSV import answers: how many were added, which rows were left out and why. */
export interface GatosImportAnswer {
  detalle: string;
  omitidos: number;
  errores?: { fila: number; motivo: string }[];
}

export const gatosMethods = {
  /** A new cat, as multipart (its photo, when it has one, goes in the same request). */
  async crearGato(form: FormData): Promise<Gato> {
    return (await apiJson<Gato>(GATOS, { method: 'POST', form })).data;
  },
  /** A cat's changes: as JSON, or as multipart when a new photo goes with them. */
  async actualizarGato(id: number, changes: { json: Record<string, unknown> } | { form: FormData }): Promise<Gato> {
    return (await apiJson<Gato>(gatoPath(id), { method: 'PUT', ...changes })).data;
  },
  async historiaGato(id: number, signal?: AbortSignal): Promise<HistoriaEvento[]> {
    return (await apiJson<HistoriaEvento[]>(`${gatoPath(id)}/historia`, { signal })).data ?? [];
  },
  async importarGatosCsv(form: FormData): Promise<GatosImportAnswer> {
    return (await apiJson<GatosImportAnswer>('/api/gatos/gatos/importar-csv', { method: 'POST', form })).data;
  },
  /** Baja, with an optional reason (no body without one, as the original client). */
  async darDeBajaGato(id: number, motivo: string | null = null): Promise<Gato> {
    return (await apiJson<Gato>(`${gatoPath(id)}/baja`, { method: 'PUT', ...(motivo ? { json: { motivo } } : {}) })).data;
  },
  /** The colonies a cat may be put in (a voluntario's own, everyone else's all). */
  async gatoColonias(signal?: AbortSignal): Promise<ColoniaOpcion[]> {
    return (await apiJson<ColoniaOpcion[]>('/api/gatos/gatos/colonias/', { signal })).data ?? [];
  },
};
