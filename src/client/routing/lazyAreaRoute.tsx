/** A public area page loaded the first time it is opened, with 'Cargando...' meanwhile. */
import { lazy, Suspense, type ComponentType } from 'react';
import type { AreaRoute } from './publicAreaRoutes';
import { Loading } from '../components/Loading';

export function lazyAreaRoute(path: string, load: () => Promise<{ default: ComponentType }>): AreaRoute {
  const Page = lazy(load);
  return {
    path,
    element: (
      <Suspense fallback={<Loading />}>
        <Page />
      </Suspense>
    ),
  };
}
