/** The signed-in person's notices: the installation's VAPID key, this device's subscription, and the channel of each kind. */
import type { ClavePublica, EstadoSuscripcion, Preferencias, Suscripcion } from '../../../domain/schemas/notificacion';
import type { CanalAviso, TipoAviso } from '../../../domain/notificaciones';
import { apiJson } from '../httpClient';

export const notificacionesMethods = {
  async clavePublicaAvisos(signal?: AbortSignal): Promise<string> {
    return (await apiJson<ClavePublica>('/api/notificaciones/clave-publica', { signal })).data.clave;
  },
  async suscribirAvisos(suscripcion: Suscripcion): Promise<EstadoSuscripcion> {
    return (await apiJson<EstadoSuscripcion>('/api/notificaciones/suscripcion', { method: 'POST', json: suscripcion })).data;
  },
  async desuscribirAvisos(endpoint: string): Promise<EstadoSuscripcion> {
    return (await apiJson<EstadoSuscripcion>('/api/notificaciones/suscripcion', { method: 'DELETE', json: { endpoint } })).data;
  },
  async preferenciasAvisos(signal?: AbortSignal): Promise<Preferencias> {
    return (await apiJson<Preferencias>('/api/notificaciones/preferencias', { signal })).data;
  },
  async guardarPreferenciaAviso(tipo: TipoAviso, canal: CanalAviso): Promise<Preferencias> {
    return (await apiJson<Preferencias>('/api/notificaciones/preferencias', { method: 'PUT', json: [{ tipo, canal }] })).data;
  },
};
