/** The cat calls of the API as the screens make them. */
import { useEffect, useState } from 'react';
import type { ColoniaOpcion, Gato } from '../../domain/types';
import { apiJson } from '../providers/httpClient';

export const GATOS_API = '/api/gatos/gatos/';
export const MIS_GATOS_API = '/api/gatos/gatos/mis-gatos';
export const GATO_COLONIAS_API = '/api/gatos/gatos/colonias/';
export const IMPORT_CSV_API = '/api/gatos/gatos/importar-csv';
export const gatoPath = (id: string | number) => `/api/gatos/gatos/${id}`;
export const fichaPath = (id: string | number) => `${gatoPath(id)}/ficha`;
export const bajaPath = (id: string | number) => `${gatoPath(id)}/baja`;

/** Where a stored photo is served. */
export function imagenUrl(imagen: string | null | undefined): string | null {
  return imagen ? `/media/${encodeURIComponent(imagen)}` : null;
}

/** Baja, with an optional reason (no body without one, as the original client). */
export async function darDeBaja(id: number, motivo: string | null = null): Promise<Gato> {
  return (await apiJson<Gato>(bajaPath(id), { method: 'PUT', ...(motivo ? { json: { motivo } } : {}) })).data;
}

export async function eliminarGato(id: number): Promise<void> {
  await apiJson<{ message: string }>(gatoPath(id), { method: 'DELETE' });
}

/** The colonies a cat may be put in (a voluntario's own, everyone else's all). */
export function useGatoColonias(enabled = true): { colonias: ColoniaOpcion[]; loading: boolean } {
  const [colonias, setColonias] = useState<ColoniaOpcion[]>([]);
  const [loading, setLoading] = useState(enabled);
  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    apiJson<ColoniaOpcion[]>(GATO_COLONIAS_API, { signal: controller.signal })
      .then(({ data }) => setColonias(data ?? []))
      .catch((error: unknown) => {
        if (!controller.signal.aborted) console.error('No se pudieron cargar las colonias:', error);
      })
      .finally(() => {
        if (!controller.signal.aborted) setLoading(false);
      });
    return () => controller.abort();
  }, [enabled]);
  return { colonias, loading };
}
