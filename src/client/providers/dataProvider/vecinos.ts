/**
 * The neighbours' calls: the public adoption gallery and its requests, the
 * staff's handling of those requests, public complaint tracking, the
 * microchip register and certificates, and the RGPD rights (a person's own
 * data, an account's or a request's anonymisation).
 */
import type { Gato } from '../../../domain/types';
import type { GatoEnAdopcion, SolicitudAdopcion, SolicitudAdopcionBody, SolicitudAdopcionEnviada } from '../../../domain/schemas/adopcion';
import type { Seguimiento } from '../../../domain/schemas/queja';
import type { Usuario } from '../../../domain/schemas/usuario';
import { certificadoFileName, registroFileName } from '../../../domain/registro';
import { localIsoDate } from '../../../domain/informes';
import { apiDownload, apiJson } from '../httpClient';
import type { Endpoints } from './endpoint';

const SOLICITUDES = '/api/adopciones/solicitudes';
/** The gallery shows every adoptable cat on one page, as the original did. */
const GALERIA = '/api/adopciones/?limit=100';

export const vecinosEndpoints: Endpoints = {
  // The resource is named after its URL (react-router takes the two segments as its path).
  'adopciones/solicitudes': { list: SOLICITUDES, one: (id) => `${SOLICITUDES}/${id}`, actions: { estado: (id) => `${SOLICITUDES}/${id}/estado` } },
};

export const vecinosMethods = {
  async gatosEnAdopcion(signal?: AbortSignal): Promise<GatoEnAdopcion[]> {
    return (await apiJson<GatoEnAdopcion[]>(GALERIA, { signal })).data ?? [];
  },
  async solicitarAdopcion(gatoId: number, body: SolicitudAdopcionBody): Promise<SolicitudAdopcionEnviada> {
    return (await apiJson<SolicitudAdopcionEnviada>(`/api/adopciones/${gatoId}/solicitudes`, { method: 'POST', json: body })).data;
  },
  async anonimizarSolicitudAdopcion(id: number): Promise<SolicitudAdopcion> {
    return (await apiJson<SolicitudAdopcion>(`${SOLICITUDES}/${id}/anonimizar`, { method: 'POST' })).data;
  },
  async anonimizarUsuario(id: number): Promise<Usuario> {
    return (await apiJson<Usuario>(`/api/usuarios/${id}/anonimizar`, { method: 'POST' })).data;
  },
  /** A complaint's public view by its tracking code. */
  async seguimientoQueja(codigo: string, signal?: AbortSignal): Promise<Seguimiento> {
    return (await apiJson<Seguimiento>(`/api/quejas/seguimiento/${encodeURIComponent(codigo)}`, { signal })).data;
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
