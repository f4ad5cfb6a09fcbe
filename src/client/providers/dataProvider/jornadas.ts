/** Clinic days: their providers (added, corrected, removed), the days (react-admin's list, record, edit and delete), a day's bookings, outcomes and microchip checks. */
import type { ResumenJornadas, Comprobacion, ComprobacionBody, Jornada, JornadaBody, Proveedor, ProveedorBody, Reserva, ReservaBody, ResultadoBody } from '../../../domain/schemas/jornada';
import { apiJson } from '../httpClient';
import type { Endpoints } from './endpoint';

const jornadaPath = (id: string | number) => `/api/jornadas/${id}`;
const reservaPath = (jornadaId: number, reservaId: number) => `${jornadaPath(jornadaId)}/reservas/${reservaId}`;

export const jornadasEndpoints: Endpoints = {
  jornadas: { list: '/api/jornadas/', one: jornadaPath, create: '/api/jornadas/', update: jornadaPath, delete: jornadaPath },
};

export const jornadasMethods = {
  async resumenJornadas(signal?: AbortSignal): Promise<ResumenJornadas> {
    return (await apiJson<ResumenJornadas>('/api/jornadas/resumen', { signal })).data;
  },
  async proveedores(signal?: AbortSignal): Promise<Proveedor[]> {
    return (await apiJson<Proveedor[]>('/api/proveedores/', { signal })).data ?? [];
  },
  async crearProveedor(body: ProveedorBody): Promise<Proveedor> {
    return (await apiJson<Proveedor>('/api/proveedores/', { method: 'POST', json: body })).data!;
  },
  async editarProveedor(id: number, body: ProveedorBody): Promise<Proveedor> {
    return (await apiJson<Proveedor>(`/api/proveedores/${id}`, { method: 'PUT', json: body })).data!;
  },
  async eliminarProveedor(id: number): Promise<void> {
    await apiJson(`/api/proveedores/${id}`, { method: 'DELETE' });
  },
  async crearJornada(body: JornadaBody): Promise<Jornada> {
    return (await apiJson<Jornada>('/api/jornadas/', { method: 'POST', json: body })).data!;
  },
  async reservasDeJornada(id: number, signal?: AbortSignal): Promise<Reserva[]> {
    return (await apiJson<Reserva[]>(`${jornadaPath(id)}/reservas`, { signal })).data ?? [];
  },
  async reservar(id: number, body: ReservaBody): Promise<Reserva> {
    return (await apiJson<Reserva>(`${jornadaPath(id)}/reservas`, { method: 'POST', json: body })).data!;
  },
  async anularReserva(id: number, reservaId: number): Promise<void> {
    await apiJson(reservaPath(id, reservaId), { method: 'DELETE' });
  },
  async registrarResultado(id: number, reservaId: number, body: ResultadoBody): Promise<Reserva> {
    return (await apiJson<Reserva>(`${reservaPath(id, reservaId)}/resultado`, { method: 'PUT', json: body })).data!;
  },
  async comprobarMicrochip(id: number, reservaId: number, body: ComprobacionBody): Promise<Comprobacion> {
    return (await apiJson<Comprobacion>(`${reservaPath(id, reservaId)}/comprobacion-microchip`, { method: 'POST', json: body })).data!;
  },
};
