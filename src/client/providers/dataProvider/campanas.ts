/** The sterilisation campaigns' endpoints. */
import type { Endpoints } from './endpoint';

const campanaPath = (id: string | number) => `/api/campanas/campanas/${id}`;

export const campanasEndpoints: Endpoints = {
  campanas: { list: '/api/campanas/campanas/', one: campanaPath, create: '/api/campanas/campanas/', update: campanaPath },
};

export const campanasMethods = {};
