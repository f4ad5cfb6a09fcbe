/** Area screens anyone may open without signing in; the staff app renders them without its layout. */
import type { ReactElement } from 'react';
import { mapaPublicRoutes } from '../mapa/routes';
import { vecinosPublicRoutes } from '../vecinos/routes';
import { avistamientosPublicRoutes } from '../avistamientos/routes';
import { municipioRoutes } from './municipioRoutes';

export interface AreaRoute {
  path: string;
  element: ReactElement;
}

const plainRoutes = [...mapaPublicRoutes, ...vecinosPublicRoutes, ...avistamientosPublicRoutes];

/** The first municipality's at the plain paths, and each municipality's at /m/<slug>/…. */
export const publicAreaRoutes: AreaRoute[] = [...plainRoutes, ...municipioRoutes(plainRoutes)];
