/** The street screens: /hoy (voluntario), the visits, the missed shifts and a colony's feeding points and rota. */
import type { AreaRoute } from '../routing/areaRoutes';
import { HoyPage } from './HoyPage';
import { VisitasPage } from './VisitasPage';
import { PendientesPage } from './PendientesPage';
import { ColoniaCallePage } from './ColoniaCallePage';

export const calleRoutes: AreaRoute[] = [
  { path: '/hoy', element: <HoyPage /> },
  { path: '/visitas', element: <VisitasPage /> },
  { path: '/visitas/pendientes', element: <PendientesPage /> },
  { path: '/colonias/:id/calle', element: <ColoniaCallePage /> },
];
