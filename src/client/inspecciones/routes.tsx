/** The inspection screens at the spec's paths. */
import type { AreaRoute } from '../routing/areaRoutes';
import { InspeccionesPage, MisInspeccionesPage } from './InspeccionesPage';

export const inspeccionesRoutes: AreaRoute[] = [
  { path: '/inspecciones', element: <InspeccionesPage /> },
  { path: '/mis-inspecciones', element: <MisInspeccionesPage /> },
];
