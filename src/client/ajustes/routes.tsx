/** The installation's settings screen (admin, issue 20). */
import type { AreaRoute } from '../routing/areaRoutes';
import { AjustesPage } from './AjustesPage';

export const ajustesRoutes: AreaRoute[] = [{ path: '/ajustes', element: <AjustesPage /> }];
