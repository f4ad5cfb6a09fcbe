/** The colonies the signed-in person reaches, for filters: all for staff, the assigned ones for a voluntario. */
import { useQuery } from '@tanstack/react-query';
import { can } from '../../domain/roles';
import { useGateraDataProvider } from '../providers/dataProvider';
import { useStoredUser } from '../providers/session';

const NINGUNA: { id: number; nombre: string }[] = [];

export function useColoniasVisibles(): { id: number; nombre: string }[] {
  const todas = can(useStoredUser()?.role, 'colonias.listar');
  const dataProvider = useGateraDataProvider();
  const { data } = useQuery({
    queryKey: ['calle', 'coloniasVisibles', todas],
    queryFn: ({ signal }) => dataProvider.coloniasVisibles(todas, signal),
  });
  return data ?? NINGUNA;
}
