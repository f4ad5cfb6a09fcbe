/** The cat screens at the spec's paths. */
import type { AreaRoute } from '../routing/areaRoutes';
import { GatoCreatePage } from './GatoCreatePage';
import { GatoFichaPage } from './GatoFichaPage';
import { GatosListPage } from './GatosListPage';
import { MisGatosPage } from './MisGatosPage';

export const gatosRoutes: AreaRoute[] = [
  { path: '/gatos', element: <GatosListPage /> },
  { path: '/gatos/:id', element: <GatoFichaPage /> },
  { path: '/crear-gato', element: <GatoCreatePage /> },
  { path: '/mis-gatos', element: <MisGatosPage /> },
];
