/** The province's report and map through the data provider, with react-query (a failure shown at once, not after retries). */
import { useQuery } from '@tanstack/react-query';
import { useGateraDataProvider } from '../providers/dataProvider';

export function useInformeProvincia() {
  const dataProvider = useGateraDataProvider();
  return useQuery({ queryKey: ['provincia', 'informe'], queryFn: ({ signal }) => dataProvider.informeProvincia(signal), retry: false });
}

export function useMapaProvincia() {
  const dataProvider = useGateraDataProvider();
  return useQuery({ queryKey: ['provincia', 'mapa'], queryFn: ({ signal }) => dataProvider.mapaProvincia(signal), retry: false });
}
