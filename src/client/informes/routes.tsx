/** The reports screen at the spec's path. */
import type { AreaRoute } from '../routing/areaRoutes';
import { InformesPage } from './InformesPage';

export const informesRoutes: AreaRoute[] = [{ path: '/informes', element: <InformesPage /> }];
