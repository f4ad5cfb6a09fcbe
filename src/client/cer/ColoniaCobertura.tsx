/** A colony's CER badge, loaded on its own (list rows, map popups); nothing for roles that cannot read it. */
import { useEffect, useState } from 'react';
import { cerApi, type Poblacion } from './api';
import { CoberturaBadge } from './CoberturaBadge';
import { useCerAccess } from './useCerAccess';

/** Re-read after a census is saved: screens bump this number. */
export function useColoniaPoblacion(coloniaId: number, enabled: boolean, version = 0): Poblacion | null {
  const [poblacion, setPoblacion] = useState<Poblacion | null>(null);
  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    cerApi
      .poblacion(coloniaId, controller.signal)
      .then(setPoblacion)
      .catch((error: unknown) => {
        if (!controller.signal.aborted) console.error('No se pudo cargar la población estimada:', error);
      });
    return () => controller.abort();
  }, [coloniaId, enabled, version]);
  return poblacion;
}

export function ColoniaCobertura({ coloniaId }: { coloniaId: number }) {
  const { leer } = useCerAccess();
  const poblacion = useColoniaPoblacion(coloniaId, leer);
  if (!leer || !poblacion) return null;
  return <CoberturaBadge poblacion={poblacion} compact />;
}
