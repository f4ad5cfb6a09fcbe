/** The programme's money: a provider's prices, invoices (react-admin's list, record and delete; created as multipart with their PDF) and the cost ledger. */
import type { CosteBody, CosteFila, FacturaBody, FacturaDetalle, TarifaBody, TarifaConIva } from '../../../domain/schemas/coste';
import { apiJson } from '../httpClient';
import type { Endpoints } from './endpoint';

const facturaPath = (id: string | number) => `/api/facturas/${id}`;
const costePath = (id: string | number) => `/api/costes/${id}`;
const tarifasPath = (proveedorId: number) => `/api/proveedores/${proveedorId}/tarifas`;

/** The most acts an invoice's checklist offers at once (the server pages by the same limit). */
export const ACTOS_SIN_FACTURA_MAX = 500;

export const costesEndpoints: Endpoints = {
  facturas: { list: '/api/facturas/', one: facturaPath, delete: facturaPath },
  costes: { list: '/api/costes/', one: costePath, create: '/api/costes/', update: costePath, delete: costePath },
};

export const costesMethods = {
  async tarifas(proveedorId: number, signal?: AbortSignal): Promise<TarifaConIva[]> {
    return (await apiJson<TarifaConIva[]>(tarifasPath(proveedorId), { signal })).data ?? [];
  },
  async crearTarifa(proveedorId: number, body: TarifaBody): Promise<TarifaConIva> {
    return (await apiJson<TarifaConIva>(tarifasPath(proveedorId), { method: 'POST', json: body })).data!;
  },
  async editarTarifa(proveedorId: number, id: number, body: TarifaBody): Promise<TarifaConIva> {
    return (await apiJson<TarifaConIva>(`${tarifasPath(proveedorId)}/${id}`, { method: 'PUT', json: body })).data!;
  },
  /** A provider's acts no invoice pays yet, each with the amount its price gives it: an invoice's checklist. */
  async actosSinFactura(proveedorId: number, signal?: AbortSignal): Promise<CosteFila[]> {
    return (await apiJson<CosteFila[]>(`/api/costes/?proveedor_id=${proveedorId}&sin_factura=true&limit=${ACTOS_SIN_FACTURA_MAX}`, { signal })).data ?? [];
  },
  /** A new invoice, as multipart: its fields, its lines as JSON text and its PDF in the same request. */
  async crearFactura(form: FormData): Promise<FacturaDetalle> {
    return (await apiJson<FacturaDetalle>('/api/facturas/', { method: 'POST', form })).data!;
  },
  async editarFactura(id: number, body: FacturaBody): Promise<FacturaDetalle> {
    return (await apiJson<FacturaDetalle>(facturaPath(id), { method: 'PUT', json: body })).data!;
  },
  async sustituirPdfFactura(id: number, form: FormData): Promise<FacturaDetalle> {
    return (await apiJson<FacturaDetalle>(`${facturaPath(id)}/archivo`, { method: 'PUT', form })).data!;
  },
  async crearCoste(body: CosteBody): Promise<CosteFila> {
    return (await apiJson<CosteFila>('/api/costes/', { method: 'POST', json: body })).data!;
  },
};
