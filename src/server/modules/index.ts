/** Every API module, registered under /api in this order. */
import type { FastifyPluginAsync } from 'fastify';
import systemRoutes from './system/routes';
import authRoutes from './auth/routes';
import auditoriaRoutes from './auditoria/routes';

export const apiModules = [
  systemRoutes,
  authRoutes,
  auditoriaRoutes,
] as FastifyPluginAsync[];
