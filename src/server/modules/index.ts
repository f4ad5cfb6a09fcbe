/** Every API module, registered under /api in this order. */
import type { FastifyPluginAsync } from 'fastify';
import systemRoutes from './system/routes';
import authRoutes from './auth/routes';
import legalRoutes from './legal/routes';
import auditoriaRoutes from './auditoria/routes';
import gatosRoutes from './gatos/routes';
import partesRoutes from './partes/routes';
import actividadesRoutes from './actividades/routes';
import campanasRoutes from './campanas/routes';
import quejasRoutes from './quejas/routes';
import inspeccionesRoutes from './inspecciones/routes';
import coloniasRoutes from './colonias/routes';
import voluntariosRoutes from './voluntarios/routes';
import usuariosRoutes from './usuarios/routes';
import backupRoutes from './backup/routes';
import informesRoutes from './informes/routes';

export const apiModules = [
  systemRoutes,
  authRoutes,
  legalRoutes,
  auditoriaRoutes,
  gatosRoutes,
  partesRoutes,
  actividadesRoutes,
  campanasRoutes,
  quejasRoutes,
  inspeccionesRoutes,
  coloniasRoutes,
  voluntariosRoutes,
  usuariosRoutes,
  backupRoutes,
  informesRoutes,
] as FastifyPluginAsync[];
