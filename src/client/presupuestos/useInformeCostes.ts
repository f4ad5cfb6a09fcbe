/** The year's costs and projection, through the data provider, cached per year. */
import { useQuery } from '@tanstack/react-query';
import { useGateraDataProvider } from '../providers/dataProvider';

export function useInformeCostes(anio: number) {
  const dataProvider = useGateraDataProvider();
  return useQuery({ queryKey: ['presupuestos', 'anio', anio], queryFn: ({ signal }) => dataProvider.informeCostes(anio, signal), retry: false });
}
