/** The field records' endpoints: partes, actividades, complaints and inspections. */
import type { Endpoints } from './endpoint';

export const registrosEndpoints: Endpoints = {
  partes: { list: '/api/partes/partes/', one: (id) => `/api/partes/partes/${id}`, create: '/api/partes/partes/' },
  actividades: { list: '/api/actividades/actividades/', one: (id) => `/api/actividades/actividades/${id}`, create: '/api/actividades/actividades/' },
  quejas: { list: '/api/quejas/quejas/', one: (id) => `/api/quejas/quejas/${id}` },
  'mis-quejas': { list: '/api/quejas/quejas/mis-quejas/' },
  inspecciones: { list: '/api/inspecciones/inspecciones/', one: (id) => `/api/inspecciones/inspecciones/${id}` },
  'mis-inspecciones': { list: '/api/inspecciones/inspecciones/mis-inspecciones/' },
};

export const registrosMethods = {};
