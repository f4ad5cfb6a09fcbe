/** The administration's endpoints: users, the audit log. */
import type { Endpoints } from './endpoint';

export const administracionEndpoints: Endpoints = {
  auditoria: { list: '/api/auditoria/', one: (id) => `/api/auditoria/${id}` },
  usuarios: { list: '/api/usuarios/', one: (id) => `/api/usuarios/${id}`, create: '/api/usuarios/' },
};

export const administracionMethods = {};
