/** The administration's endpoints: users, the audit log, adoption requests. */
import type { Endpoints } from './endpoint';

export const administracionEndpoints: Endpoints = {
  auditoria: { list: '/api/auditoria/' },
  'adopciones-solicitudes': { list: '/api/adopciones/solicitudes' },
  usuarios: { list: '/api/usuarios/', one: (id) => `/api/usuarios/${id}`, create: '/api/usuarios/' },
};

export const administracionMethods = {};
