/** The backup screen at the spec's path. */
import type { AreaRoute } from '../routing/areaRoutes';
import { BackupsPage } from './BackupsPage';

export const backupsRoutes: AreaRoute[] = [{ path: '/backup', element: <BackupsPage /> }];
