/** The campaigns screen at the spec's path. */
import type { AreaRoute } from '../routing/areaRoutes';
import { CampanasPage } from './CampanasPage';

export const campanasRoutes: AreaRoute[] = [{ path: '/campanas', element: <CampanasPage /> }];
