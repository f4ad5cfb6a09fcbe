/**
 * The screens of every area, at the spec's paths. The shell wraps each one in
 * the layout and in the role guard of src/domain/roles.ts (GUARDED_ROUTES), so
 * an area only says where its screen lives. Each area adds its list here.
 */
import type { ReactElement } from 'react';
import { campanasRoutes } from '../campanas/routes';
import { partesRoutes } from '../partes/routes';
import { actividadesRoutes } from '../actividades/routes';
import { quejasRoutes } from '../quejas/routes';
import { inspeccionesRoutes } from '../inspecciones/routes';
import { auditoriaRoutes } from '../auditoria/routes';
import { gatosRoutes } from '../gatos/routes';
import { coloniasRoutes } from '../colonias/routes';
import { voluntariosRoutes } from '../voluntarios/routes';
import { usuariosRoutes } from '../usuarios/routes';
import { mapaPublicRoutes } from '../mapa/routes';
import { informesRoutes } from '../informes/routes';
import { backupsRoutes } from '../backups/routes';
import { cerRoutes } from '../cer/routes';
import { vecinosPublicRoutes, vecinosRoutes } from '../vecinos/routes';
import { calleRoutes } from '../calle/routes';
import { ajustesRoutes } from '../ajustes/routes';

export interface AreaRoute {
  /** A path of SPEC section 2, e.g. '/gatos' or '/gatos/:id'. */
  path: string;
  element: ReactElement;
}

export const areaRoutes: AreaRoute[] = [
  ...campanasRoutes,
  ...partesRoutes,
  ...actividadesRoutes,
  ...quejasRoutes,
  ...inspeccionesRoutes,
  ...auditoriaRoutes,
  ...gatosRoutes,
  ...coloniasRoutes,
  ...voluntariosRoutes,
  ...usuariosRoutes,
  ...informesRoutes,
  ...backupsRoutes,
  ...cerRoutes,
  ...vecinosRoutes,
  ...calleRoutes,
  ...ajustesRoutes,
];

/** Area screens anyone may open without signing in; the shell renders them without the app layout. */
export const publicAreaRoutes: AreaRoute[] = [...mapaPublicRoutes, ...vecinosPublicRoutes];
