/** Area screens anyone may open without signing in; the staff app renders them without its layout. */
import type { ReactElement } from 'react';
import { mapaPublicRoutes } from '../mapa/routes';
import { vecinosPublicRoutes } from '../vecinos/routes';

export interface AreaRoute {
  path: string;
  element: ReactElement;
}

export const publicAreaRoutes: AreaRoute[] = [...mapaPublicRoutes, ...vecinosPublicRoutes];
