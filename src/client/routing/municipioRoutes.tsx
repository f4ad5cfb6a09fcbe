/**
 * Each municipality's public pages at /m/<slug>/…: the same pages as at the
 * plain paths (the map, the chart, the adoption gallery, complaint tracking),
 * whose calls go, through the data provider, to that municipality's own API
 * path. Their answers are kept apart from another municipality's (a query
 * client of their own), so going from one municipality's gallery to another's
 * never shows the first's.
 */
import { useContext, useMemo, type ReactNode } from 'react';
import { DataProviderContext } from 'react-admin';
import { Navigate, useParams } from 'react-router-dom';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { municipioDataProvider, type GateraDataProvider } from '../providers/dataProvider';
import type { AreaRoute } from './publicAreaRoutes';

/** Where a municipality's public pages live. */
export const MUNICIPIO_ROUTE = '/m/:slug';

/** The page a municipality's own address (/m/<slug>/) opens. */
const MUNICIPIO_HOME = 'mapa';

const queryClients = new Map<string, QueryClient>();
function queryClientOf(slug: string): QueryClient {
  let client = queryClients.get(slug);
  if (!client) {
    client = new QueryClient();
    queryClients.set(slug, client);
  }
  return client;
}

function MunicipioPublico({ children }: { children: ReactNode }) {
  const slug = (useParams().slug ?? '').toLowerCase();
  const provider = useContext(DataProviderContext) as GateraDataProvider;
  const scoped = useMemo(() => municipioDataProvider(provider, slug), [provider, slug]);
  return (
    <DataProviderContext.Provider value={scoped}>
      <QueryClientProvider client={queryClientOf(slug)}>{children}</QueryClientProvider>
    </DataProviderContext.Provider>
  );
}

/** The public area routes again under /m/<slug>, and that address itself opening the municipality's map. */
export function municipioRoutes(routes: AreaRoute[]): AreaRoute[] {
  return [
    { path: MUNICIPIO_ROUTE, element: <Navigate to={MUNICIPIO_HOME} replace /> },
    ...routes.map(({ path, element }) => ({ path: `${MUNICIPIO_ROUTE}${path}`, element: <MunicipioPublico>{element}</MunicipioPublico> })),
  ];
}
