/**
 * The province's calls: the municipalities (CRUD; creating one also creates its
 * first administrator), the accounts of other municipalities that also work in
 * one, its report, its map and its annual report.
 */
import type { CuentaInvitada } from '../../../domain/schemas/municipio';
import type { ColoniaProvincia, PanelProvincia } from '../../../domain/schemas/provincia';
import { apiDownload, apiJson } from '../httpClient';
import type { Endpoints } from './endpoint';

export const provinciaEndpoints: Endpoints = {
  municipios: { list: '/api/municipios/', one: (id) => `/api/municipios/${id}`, create: '/api/municipios/', update: (id) => `/api/municipios/${id}` },
};

const INFORME = '/api/informes/informes/provincia';
const cuentas = (municipioId: number) => `/api/municipios/${municipioId}/cuentas`;

export const provinciaMethods = {
  /** The accounts of other municipalities that also work in this one, by name. */
  async cuentasDeMunicipio(municipioId: number, signal?: AbortSignal): Promise<CuentaInvitada[]> {
    return (await apiJson<CuentaInvitada[]>(cuentas(municipioId), { signal })).data ?? [];
  },
  /** Lets the account with this username work in the municipality too; answers the new list. */
  async anadirCuentaAMunicipio(municipioId: number, username: string): Promise<CuentaInvitada[]> {
    return (await apiJson<CuentaInvitada[]>(cuentas(municipioId), { method: 'POST', json: { username } })).data ?? [];
  },
  /** The account no longer works in the municipality (its own is untouched); answers the new list. */
  async quitarCuentaDeMunicipio(municipioId: number, usuarioId: number): Promise<CuentaInvitada[]> {
    return (await apiJson<CuentaInvitada[]>(`${cuentas(municipioId)}/${usuarioId}`, { method: 'DELETE' })).data ?? [];
  },
  async informeProvincia(signal?: AbortSignal): Promise<PanelProvincia> {
    return (await apiJson<PanelProvincia>(INFORME, { signal })).data;
  },
  async mapaProvincia(signal?: AbortSignal): Promise<ColoniaProvincia[]> {
    return (await apiJson<ColoniaProvincia[]>(`${INFORME}/mapa`, { signal })).data ?? [];
  },
  /** The year's annual report of the province, saved under the name the server gives; answers that name. */
  async descargarMemoriaProvincia(anio: number, formato: 'pdf' | 'csv'): Promise<string> {
    return apiDownload(`${INFORME}/memoria?anio=${anio}${formato === 'csv' ? '&formato=csv' : ''}`, `memoria_cer_provincia_${anio}.${formato}`);
  },
};
