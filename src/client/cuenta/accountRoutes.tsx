/** The account screens inside the app layout (guarded like the area screens). */
import type { AreaRoute } from '../routing/areaRoutes';

export const accountRoutes: AreaRoute[] = [];
