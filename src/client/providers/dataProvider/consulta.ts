/**
 * "¿Es un gato de colonia?": the lookup itself, the partner entities (a
 * react-admin resource), the lookup log (another) and the entities' API keys.
 */
import type { ClaveApi, ClaveApiEmitida, ConsultaRespuesta } from '../../../domain/schemas/entidad';
import { apiJson } from '../httpClient';
import type { Endpoints } from './endpoint';

const entidades = '/api/entidades';

export const consultaEndpoints: Endpoints = {
  entidades: { list: `${entidades}/`, one: (id) => `${entidades}/${id}`, create: `${entidades}/`, update: (id) => `${entidades}/${id}`, delete: (id) => `${entidades}/${id}` },
  'consultas-microchip': { list: '/api/consultas-microchip/' },
};

export const consultaMethods = {
  async consultarMicrochip(codigo: string): Promise<ConsultaRespuesta> {
    return (await apiJson<ConsultaRespuesta>(`/api/consulta/microchip/${encodeURIComponent(codigo)}`)).data;
  },
  async clavesEntidad(entidadId: number, signal?: AbortSignal): Promise<ClaveApi[]> {
    return (await apiJson<ClaveApi[]>(`${entidades}/${entidadId}/claves`, { signal })).data;
  },
  async emitirClave(entidadId: number): Promise<ClaveApiEmitida> {
    return (await apiJson<ClaveApiEmitida>(`${entidades}/${entidadId}/claves`, { method: 'POST' })).data;
  },
  async revocarClave(entidadId: number, claveId: number): Promise<ClaveApi> {
    return (await apiJson<ClaveApi>(`${entidades}/${entidadId}/claves/${claveId}/revocar`, { method: 'PUT' })).data;
  },
  async cambiarEntidadUsuario(usuarioId: number, entidadId: number | null): Promise<void> {
    await apiJson(`/api/usuarios/${usuarioId}/entidad`, { method: 'PUT', json: { entidad_id: entidadId } });
  },
};
