/** Issue 15's public pages (no login), rendered inside react-admin without its layout so they read the catalogue. */
import { lazy, Suspense } from 'react';
import type { AreaRoute } from '../routing/areaRoutes';
import { Loading } from '../components/Loading';
import { SolicitudesPage } from './SolicitudesPage';

const SeguimientoPage = lazy(() => import('./SeguimientoPage'));
const AdopcionesPage = lazy(() => import('./AdopcionesPage'));

export const vecinosPublicRoutes: AreaRoute[] = [
  {
    path: '/seguimiento',
    element: (
      <Suspense fallback={<Loading />}>
        <SeguimientoPage />
      </Suspense>
    ),
  },
  {
    path: '/adopciones',
    element: (
      <Suspense fallback={<Loading />}>
        <AdopcionesPage />
      </Suspense>
    ),
  },
];

/** Staff screens, guarded by GUARDED_ROUTES of src/domain/roles.ts. */
export const vecinosRoutes: AreaRoute[] = [{ path: '/adopciones/solicitudes', element: <SolicitudesPage /> }];
