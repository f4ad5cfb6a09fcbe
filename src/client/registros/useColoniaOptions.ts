/** The colony options of the complaint and inspection forms (GET /inspecciones/inspecciones/colonias/). */
import { useEffect, useState } from 'react';
import type { ColoniaOpcion } from '../../domain/types';
import { apiJson } from '../providers/httpClient';

export const COLONIA_OPTIONS_PATH = '/api/inspecciones/inspecciones/colonias/';

export function useColoniaOptions(): { colonias: ColoniaOpcion[]; loading: boolean } {
  const [colonias, setColonias] = useState<ColoniaOpcion[]>([]);
  const [loading, setLoading] = useState(true);
  useEffect(() => {
    const controller = new AbortController();
    apiJson<ColoniaOpcion[]>(COLONIA_OPTIONS_PATH, { signal: controller.signal })
      .then(({ data }) => setColonias(data ?? []))
      .catch((error: unknown) => {
        if (!controller.signal.aborted) console.error('No se pudieron cargar las colonias:', error);
      })
      .finally(() => {
        if (!controller.signal.aborted) setLoading(false);
      });
    return () => controller.abort();
  }, []);
  return { colonias, loading };
}
