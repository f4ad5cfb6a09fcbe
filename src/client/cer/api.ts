/**
 * The CER reads the screens share, through the data provider with react-query:
 * a colony's estimate, censuses and history are cached under one key, so a
 * saved or deleted census refreshes the three at once.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNotify, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { hoyEnEspana } from '../../domain/cer';
import type { PanelColonia } from '../../domain/schemas/panel';
import { formatDate } from '../../domain/validation';
import type { Censo } from '../../domain/schemas/censo';
import type { CamadaConMadre } from '../../domain/schemas/camada';
import type { HistoriaMes } from '../../domain/schemas/historiaColonia';
import type { Poblacion } from '../../domain/schemas/poblacion';
import { useGateraDataProvider, type NamedMethods } from '../providers/dataProvider';

/** The street screens (calle/) read the census record from here. */
export type { Censo } from '../../domain/schemas/censo';

const coloniaKey = (coloniaId: number) => ['cer', 'colonia', coloniaId] as const;

type ColoniaRead = 'poblacionColonia' | 'censosColonia' | 'historiaColonia' | 'camadasColonia' | 'recienLlegadosColonia';

/** One of the colony's CER reads, cached under the colony's key; null until it arrives. */
function useColoniaCer<M extends ColoniaRead>(method: M, coloniaId: number, enabled = true): Awaited<ReturnType<NamedMethods[M]>> | null {
  const dataProvider = useGateraDataProvider();
  const { data } = useQuery({
    queryKey: [...coloniaKey(coloniaId), method],
    queryFn: ({ signal }) => dataProvider[method](coloniaId, signal) as Promise<Awaited<ReturnType<NamedMethods[M]>>>,
    enabled,
  });
  return data ?? null;
}

export const useColoniaPoblacion = (coloniaId: number, enabled: boolean): Poblacion | null => useColoniaCer('poblacionColonia', coloniaId, enabled);

export const useCensosColonia = (coloniaId: number, enabled: boolean): Censo[] | null => useColoniaCer('censosColonia', coloniaId, enabled);

/** The colony's litters (a census or a litter changed refreshes them with the rest). */
export const useCamadasColonia = (coloniaId: number, enabled: boolean): CamadaConMadre[] | null => useColoniaCer('camadasColonia', coloniaId, enabled);

/** The adults beyond the register of each census, by census id. */
export function useRecienLlegados(coloniaId: number, enabled: boolean): Map<number, number> {
  const rows = useColoniaCer('recienLlegadosColonia', coloniaId, enabled);
  return new Map((rows ?? []).map((row) => [row.censo_id, row.recien_llegados]));
}

export const useHistoriaColonia = (coloniaId: number): HistoriaMes[] | null => useColoniaCer('historiaColonia', coloniaId)?.meses ?? null;

/** The CER dashboard (its failure shown at once, not after retries). */
export function usePanelCer() {
  const dataProvider = useGateraDataProvider();
  return useQuery({ queryKey: ['cer', 'panel'], queryFn: ({ signal }) => dataProvider.panelCer(signal), retry: false });
}

/** Births and newcomers per year against sterilisations, for the dashboard. */
export function usePanelCamadas() {
  const dataProvider = useGateraDataProvider();
  return useQuery({ queryKey: ['cer', 'panel', 'camadas'], queryFn: ({ signal }) => dataProvider.panelCamadas(signal), retry: false });
}

/** One click on /panel: a campaign with these colonies' unsterilised cats, then the campaigns list. */
export function useCrearCampanaCer() {
  const dataProvider = useGateraDataProvider();
  const translate = useTranslate();
  const t = (key: string, options?: Record<string, unknown>) => translate(`cer.panel.${key}`, options);
  const notify = useNotify();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (colonias: PanelColonia[]) =>
      dataProvider.crearCampanaDesdeColonias(
        colonias.map((c) => c.id),
        t('campanaNombre', { fecha: formatDate(hoyEnEspana()) }),
      ),
    onSuccess: (creada) => {
      notify(t('campanaCreada', { n: creada.numero_gatos }), { type: 'info' });
      navigate('/campanas');
    },
    onError: (error) => notify(error instanceof Error ? error.message : t('campanaError'), { type: 'error' }),
  });
}

/** Reads the colony's estimate, censuses and history again (after a census changed). */
export function useRefreshColoniaCer(coloniaId: number): () => Promise<void> {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: coloniaKey(coloniaId) });
}
