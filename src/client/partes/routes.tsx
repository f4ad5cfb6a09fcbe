/** The partes screen at the spec's path. */
import type { AreaRoute } from '../routing/areaRoutes';
import { PartesPage } from './PartesPage';

export const partesRoutes: AreaRoute[] = [{ path: '/partes', element: <PartesPage /> }];
