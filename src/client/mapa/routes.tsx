/**
 * The public map and chart pages. They load lazily, so Leaflet and the chart
 * library reach only the visitors who open them.
 */
import type { AreaRoute } from '../routing/publicAreaRoutes';
import { lazyAreaRoute } from '../routing/lazyAreaRoute';

export const mapaPublicRoutes: AreaRoute[] = [
  lazyAreaRoute('/mapa', () => import('./MapaPage')),
  lazyAreaRoute('/graficos', () => import('../graficos/GraficosPage')),
];
