/** The activities screen at the spec's path. */
import type { AreaRoute } from '../routing/areaRoutes';
import { ActividadesPage } from './ActividadesPage';

export const actividadesRoutes: AreaRoute[] = [{ path: '/actividades', element: <ActividadesPage /> }];
