/** The colonies', volunteers' and assignments' endpoints. */
import type { Endpoints } from './endpoint';

export const coloniasEndpoints: Endpoints = {
  colonias: { list: '/api/colonias/colonias/', create: '/api/colonias/colonias/' },
  'mis-colonias': { list: '/api/colonias/colonias/mis-colonias/' },
  'colonias-listado': { list: '/api/colonias/colonias/' },
  voluntarios: { list: '/api/voluntarios/voluntarios/' },
  actividades_voluntarios: { list: '/api/voluntarios/actividades_voluntarios/', create: '/api/voluntarios/actividades_voluntarios/' },
};

export const coloniasMethods = {};
