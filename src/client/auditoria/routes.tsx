/** The audit-log screen at its path. */
import type { AreaRoute } from '../routing/areaRoutes';
import { AuditoriaPage } from './AuditoriaPage';

export const auditoriaRoutes: AreaRoute[] = [{ path: '/auditoria', element: <AuditoriaPage /> }];
