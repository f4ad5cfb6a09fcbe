/** The neighbours' public pages (no login), rendered inside react-admin without its layout so they read the catalogue. */
import type { AreaRoute } from '../routing/publicAreaRoutes';
import { lazyAreaRoute } from '../routing/lazyAreaRoute';

export const vecinosPublicRoutes: AreaRoute[] = [
  lazyAreaRoute('/seguimiento', () => import('./SeguimientoPage')),
  lazyAreaRoute('/adopciones', () => import('./AdopcionesPage')),
];
