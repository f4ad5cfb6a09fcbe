/** A campaign with its progress and one page of its cats, through the data provider (react-admin's refresh reloads both). */
import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useGetOne } from 'react-admin';
import type { Campana } from '../../domain/types';
import type { CampanaGato } from '../../domain/schemas/campana';
import { useGateraDataProvider } from '../providers/dataProvider';

export interface CampanaGatosState {
  campana: Campana | null;
  gatos: CampanaGato[];
  total: number;
  loading: boolean;
}

export function useCampanaGatos(id: number, page: number, perPage: number): CampanaGatosState {
  const dataProvider = useGateraDataProvider();
  const campana = useGetOne<Campana>('campanas', { id });
  const gatos = useQuery({
    queryKey: ['campanas', 'gatos', id, page, perPage],
    queryFn: ({ signal }) => dataProvider.gatosDeCampana(id, { page, perPage }, signal),
    placeholderData: (previous) => previous,
  });
  const failure = campana.error ?? gatos.error;
  useEffect(() => {
    if (failure) console.error('No se pudieron cargar los gatos de la campaña:', failure);
  }, [failure]);
  return {
    campana: campana.data ?? null,
    gatos: gatos.data?.data ?? [],
    total: gatos.data?.total ?? 0,
    loading: campana.isPending || gatos.isPending,
  };
}
