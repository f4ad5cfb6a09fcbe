/** The colony screens at the spec's paths. */
import type { AreaRoute } from '../routing/areaRoutes';
import { ColoniasPage } from './ColoniasPage';

export const coloniasRoutes: AreaRoute[] = [
  { path: '/colonias', element: <ColoniasPage mode="gestion" /> },
  { path: '/mis-colonias', element: <ColoniasPage mode="mis" /> },
  { path: '/colonias-listado', element: <ColoniasPage mode="listado" /> },
];
