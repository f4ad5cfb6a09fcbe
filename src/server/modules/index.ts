/** Every API module, registered under /api in this order. */
import type { FastifyPluginAsync } from 'fastify';
import systemRoutes from './system/routes';
import authRoutes from './auth/routes';

export const apiModules: FastifyPluginAsync[] = [systemRoutes, authRoutes] as FastifyPluginAsync[];
