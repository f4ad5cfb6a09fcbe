/** The neighbours' public pages (no login), rendered inside react-admin without its layout so they read the catalogue. */
import { lazy, Suspense } from 'react';
import type { AreaRoute } from '../routing/publicAreaRoutes';
import { Loading } from '../components/Loading';

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

