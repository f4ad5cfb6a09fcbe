/** The cat reads the screens share, through the data provider. */
import { useQuery } from '@tanstack/react-query';
import type { ColoniaOpcion } from '../../domain/types';
import { useGateraDataProvider } from '../providers/dataProvider';

/** Where a stored photo is served. */
export function imagenUrl(imagen: string | null | undefined): string | null {
  return imagen ? `/media/${encodeURIComponent(imagen)}` : null;
}

/** The colonies a cat may be put in (a voluntario's own, everyone else's all). */
export function useGatoColonias(enabled = true): { colonias: ColoniaOpcion[]; loading: boolean } {
  const dataProvider = useGateraDataProvider();
  const { data, isPending } = useQuery({
    queryKey: ['gatos', 'colonias'],
    queryFn: ({ signal }) => dataProvider.gatoColonias(signal),
    enabled,
  });
  return { colonias: data ?? [], loading: enabled && isPending };
}
