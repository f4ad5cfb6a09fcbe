/** Citizens' sightings' public pages (no login): reporting one and following it by its code. */
import type { AreaRoute } from '../routing/publicAreaRoutes';
import { lazyAreaRoute } from '../routing/lazyAreaRoute';
import { AVISTAMIENTO_PUBLIC_PATH } from '../../domain/avistamientos';

export const avistamientosPublicRoutes: AreaRoute[] = [
  lazyAreaRoute(AVISTAMIENTO_PUBLIC_PATH, () => import('./AvisarPage')),
  lazyAreaRoute(`${AVISTAMIENTO_PUBLIC_PATH}/seguimiento`, () => import('./SeguimientoAvistamientoPage')),
];
