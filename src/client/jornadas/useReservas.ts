/** A clinic day's bookings, refreshed after every booking, cancellation or outcome. */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useGateraDataProvider } from '../providers/dataProvider';
import { useLoggedError } from '../components/useLoggedError';

export const reservasQuery = (jornadaId: number) => ['jornadas', jornadaId, 'reservas'];

export function useReservas(jornadaId: number) {
  const dataProvider = useGateraDataProvider();
  const { data, isPending, error } = useQuery({ queryKey: reservasQuery(jornadaId), queryFn: ({ signal }) => dataProvider.reservasDeJornada(jornadaId, signal) });
  useLoggedError(error, 'No se pudieron cargar las reservas de la jornada:');
  return { reservas: data ?? [], loading: isPending && !error };
}

/** Reads the day's bookings and the day itself (its free slots) again. */
export function useReloadJornada(jornadaId: number) {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: reservasQuery(jornadaId) });
    void queryClient.invalidateQueries({ queryKey: ['jornadas'] });
  };
}
