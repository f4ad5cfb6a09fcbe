/**
 * The public map and chart pages. They load lazily, so Leaflet and the chart
 * library reach only the visitors who open them.
 */
import { lazy, Suspense } from 'react';
import type { AreaRoute } from '../routing/publicAreaRoutes';
import { Loading } from '../components/Loading';

const MapaPage = lazy(() => import('./MapaPage'));
const GraficosPage = lazy(() => import('../graficos/GraficosPage'));

export const mapaPublicRoutes: AreaRoute[] = [
  {
    path: '/mapa',
    element: (
      <Suspense fallback={<Loading />}>
        <MapaPage />
      </Suspense>
    ),
  },
  {
    path: '/graficos',
    element: (
      <Suspense fallback={<Loading />}>
        <GraficosPage />
      </Suspense>
    ),
  },
];
