/**
 * Citizens' sightings for the staff: the list and one sighting as a
 * react-admin resource, the decision and the RGPD erasure. Reporting one and
 * following it by its code are public calls (publico.ts).
 */
import type { Avistamiento, AvistamientoDecisionBody } from '../../../domain/schemas/avistamiento';
import { apiJson } from '../httpClient';
import type { Endpoints } from './endpoint';

const base = '/api/avistamientos';

export const avistamientosEndpoints: Endpoints = {
  avistamientos: { list: `${base}/`, one: (id) => `${base}/${id}` },
};

export const avistamientosMethods = {
  async decidirAvistamiento(id: number, body: AvistamientoDecisionBody): Promise<Avistamiento> {
    return (await apiJson<Avistamiento>(`${base}/${id}`, { method: 'PUT', json: body })).data;
  },
  async anonimizarAvistamiento(id: number): Promise<Avistamiento> {
    return (await apiJson<Avistamiento>(`${base}/${id}/anonimizar`, { method: 'POST' })).data;
  },
};
