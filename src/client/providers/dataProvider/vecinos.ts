/**
 * The neighbours' calls: the staff's handling of adoption requests, the
 * microchip register and certificates, and the RGPD rights (a person's own
 * data, an account's or a request's anonymisation). The public gallery, its
 * requests and complaint tracking are publico.ts.
 */
import type { Gato } from '../../../domain/types';
import type { SolicitudAdopcion } from '../../../domain/schemas/adopcion';
import type { Usuario } from '../../../domain/schemas/usuario';
import { certificadoFileName, registroFileName } from '../../../domain/registro';
import { localIsoDate } from '../../../domain/informes';
import { apiDownload, apiJson } from '../httpClient';
import type { Endpoints } from './endpoint';

const SOLICITUDES = '/api/adopciones/solicitudes';

export const vecinosEndpoints: Endpoints = {
  // The resource is named after its URL (react-router takes the two segments as its path).
  'adopciones/solicitudes': { list: SOLICITUDES, one: (id) => `${SOLICITUDES}/${id}`, actions: { estado: (id) => `${SOLICITUDES}/${id}/estado` } },
};

export const vecinosMethods = {
  async anonimizarSolicitudAdopcion(id: number): Promise<SolicitudAdopcion> {
    return (await apiJson<SolicitudAdopcion>(`${SOLICITUDES}/${id}/anonimizar`, { method: 'POST' })).data;
  },
  async anonimizarUsuario(id: number): Promise<Usuario> {
    return (await apiJson<Usuario>(`/api/usuarios/${id}/anonimizar`, { method: 'POST' })).data;
  },
  /** The cat, active or not, whose microchip is exactly `codigo`; null when none is. */
  async gatoPorMicrochip(codigo: string): Promise<Gato | null> {
    const { data } = await apiJson<Gato[]>(`/api/gatos/gatos?q=${encodeURIComponent(codigo)}&incluir_inactivos=true&limit=5`);
    return (data ?? []).find((gato) => gato.codigo_identificacion === codigo) ?? null;
  },
  /** Saves a cat's certificate (PDF); answers the file's name. */
  async descargarCertificado(gato: Pick<Gato, 'id' | 'codigo_identificacion'>): Promise<string> {
    return apiDownload(`/api/gatos/gatos/${gato.id}/certificado`, certificadoFileName(gato.codigo_identificacion ?? String(gato.id)));
  },
  /** Saves the microchip register (CSV), only the cats identified since `desde` when given; answers the file's name. */
  async descargarRegistroIdentificacion(desde: string): Promise<string> {
    const query = desde ? `?desde=${encodeURIComponent(desde)}` : '';
    return apiDownload(`/api/gatos/gatos/registro-identificacion.csv${query}`, registroFileName(localIsoDate(new Date())));
  },
  /** Saves every personal datum the server holds about the signed-in person; answers the file's name. */
  async descargarMisDatos(): Promise<string> {
    return apiDownload('/api/auth/me/datos', 'mis-datos-gatera.json');
  },
};
