/** The complaint screens at the spec's paths. */
import type { AreaRoute } from '../routing/areaRoutes';
import { QuejasPage } from './QuejasPage';

export const quejasRoutes: AreaRoute[] = [
  { path: '/quejas', element: <QuejasPage /> },
  { path: '/mis-quejas', element: <QuejasPage ownOnly /> },
];
