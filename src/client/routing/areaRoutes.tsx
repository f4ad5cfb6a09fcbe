/**
 * The screens of every area, at the spec's paths. The shell wraps each one in
 * the layout and in the role guard of src/domain/roles.ts (GUARDED_ROUTES), so
 * an area only says where its screen lives. Each area adds its list here.
 */
import type { ReactElement } from 'react';

export interface AreaRoute {
  /** A path of SPEC section 2, e.g. '/gatos' or '/gatos/:id'. */
  path: string;
  element: ReactElement;
}

export const areaRoutes: AreaRoute[] = [];
