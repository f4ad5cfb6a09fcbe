/** Every API module, registered under /api in this order. */
import type { FastifyPluginAsync } from 'fastify';
import systemRoutes from './system/routes';
import authRoutes from './auth/routes';
import legalRoutes from './legal/routes';
import auditoriaRoutes from './auditoria/routes';
import registroRoutes from './registro/routes';
import gatosRoutes from './gatos/routes';
import gatosSearchRoutes from './gatos/searchRoutes';
import gatosHistoriaRoutes from './gatos/historiaRoutes';
import partesRoutes from './partes/routes';
import actividadesRoutes from './actividades/routes';
import campanasRoutes from './campanas/routes';
import jornadasRoutes from './jornadas/routes';
import quejasRoutes from './quejas/routes';
import seguimientoRoutes from './quejas/seguimientoRoutes';
import adopcionesRoutes from './adopciones/routes';
import avistamientosRoutes from './avistamientos/routes';
import inspeccionesRoutes from './inspecciones/routes';
import coloniasRoutes from './colonias/routes';
import voluntariosRoutes from './voluntarios/routes';
import usuariosRoutes from './usuarios/routes';
import rgpdRoutes from './rgpd/routes';
import backupRoutes from './backup/routes';
import informesRoutes from './informes/routes';
import adjuntosRoutes from './adjuntos/routes';
import cerRoutes from './cer/routes';
import camadasRoutes from './camadas/routes';
import calleRoutes from './calle/routes';
import equiposRoutes from './equipos/routes';
import acreditacionesRoutes from './acreditaciones/routes';
import presupuestosRoutes from './presupuestos/routes';
import subvencionesRoutes from './subvenciones/routes';
import costesRoutes from './costes/routes';
import ajustesRoutes from './ajustes/routes';
import consultaRoutes from './consulta/routes';
import municipiosRoutes from './municipios/routes';
import provinciaRoutes from './provincia/routes';
import { openDataRoutes } from './datosAbiertos/routes';
import municipioPublico from './municipioPublico/routes';
import notificacionesRoutes from './notificaciones/routes';

export const apiModules = [
  systemRoutes,
  authRoutes,
  legalRoutes,
  auditoriaRoutes,
  registroRoutes,
  gatosRoutes,
  gatosSearchRoutes,
  gatosHistoriaRoutes,
  partesRoutes,
  actividadesRoutes,
  campanasRoutes,
  jornadasRoutes,
  quejasRoutes,
  seguimientoRoutes,
  adopcionesRoutes,
  avistamientosRoutes,
  inspeccionesRoutes,
  coloniasRoutes,
  voluntariosRoutes,
  usuariosRoutes,
  rgpdRoutes,
  backupRoutes,
  informesRoutes,
  adjuntosRoutes,
  cerRoutes,
  camadasRoutes,
  calleRoutes,
  equiposRoutes,
  acreditacionesRoutes,
  presupuestosRoutes,
  subvencionesRoutes,
  costesRoutes,
  ajustesRoutes,
  consultaRoutes,
  municipiosRoutes,
  provinciaRoutes,
  notificacionesRoutes,
  openDataRoutes('/datos-abiertos'),
  municipioPublico,
] as FastifyPluginAsync[];
