/**
 * The CER reads the screens share, through the data provider with react-query:
 * a colony's estimate, censuses and history are cached under one key, so a
 * saved or deleted census refreshes the three at once.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Censo } from '../../domain/schemas/censo';
import type { HistoriaMes } from '../../domain/schemas/historiaColonia';
import type { Poblacion } from '../../domain/schemas/poblacion';
import { useGateraDataProvider } from '../providers/dataProvider';

/** The street screens (calle/) read the census record from here. */
export type { Censo } from '../../domain/schemas/censo';

const coloniaKey = (coloniaId: number) => ['cer', 'colonia', coloniaId] as const;

export function useColoniaPoblacion(coloniaId: number, enabled: boolean): Poblacion | null {
  const dataProvider = useGateraDataProvider();
  const { data } = useQuery({
    queryKey: [...coloniaKey(coloniaId), 'poblacion'],
    queryFn: ({ signal }) => dataProvider.poblacionColonia(coloniaId, signal),
    enabled,
  });
  return data ?? null;
}

export function useCensosColonia(coloniaId: number, enabled: boolean): Censo[] | null {
  const dataProvider = useGateraDataProvider();
  const { data } = useQuery({
    queryKey: [...coloniaKey(coloniaId), 'censos'],
    queryFn: ({ signal }) => dataProvider.censosColonia(coloniaId, signal),
    enabled,
  });
  return data ?? null;
}

export function useHistoriaColonia(coloniaId: number): HistoriaMes[] | null {
  const dataProvider = useGateraDataProvider();
  const { data } = useQuery({
    queryKey: [...coloniaKey(coloniaId), 'historia'],
    queryFn: ({ signal }) => dataProvider.historiaColonia(coloniaId, signal),
  });
  return data?.meses ?? null;
}

/** Reads the colony's estimate, censuses and history again (after a census changed). */
export function useRefreshColoniaCer(coloniaId: number): () => Promise<void> {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: coloniaKey(coloniaId) });
}
