/** The colony options of the complaint and inspection forms. */
import { useQuery } from '@tanstack/react-query';
import type { ColoniaOpcion } from '../../domain/types';
import { useGateraDataProvider } from '../providers/dataProvider';
import { useLoggedError } from '../components/useLoggedError';

export function useColoniaOptions(): { colonias: ColoniaOpcion[]; loading: boolean } {
  const dataProvider = useGateraDataProvider();
  const { data, isPending, error } = useQuery({ queryKey: ['coloniasDeIncidencias'], queryFn: ({ signal }) => dataProvider.coloniasDeIncidencias(signal) });
  useLoggedError(error, 'No se pudieron cargar las colonias:');
  return { colonias: data ?? [], loading: isPending && !error };
}
