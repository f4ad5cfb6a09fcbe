/** The veterinary providers, for the new clinic day's form. */
import { useQuery } from '@tanstack/react-query';
import { useGateraDataProvider } from '../providers/dataProvider';
import { useLoggedError } from '../components/useLoggedError';

export const PROVEEDORES_QUERY = ['proveedores'];

export function useProveedores() {
  const dataProvider = useGateraDataProvider();
  const { data, error } = useQuery({ queryKey: PROVEEDORES_QUERY, queryFn: ({ signal }) => dataProvider.proveedores(signal) });
  useLoggedError(error, 'No se pudieron cargar los proveedores veterinarios:');
  return data ?? [];
}
