/** The CER dashboard at /panel. */
import type { AreaRoute } from '../routing/areaRoutes';
import { PanelPage } from './PanelPage';

export const cerRoutes: AreaRoute[] = [{ path: '/panel', element: <PanelPage /> }];
