/** A colony's CER badge, loaded on its own (list rows, map popups); nothing for roles that cannot read it. */
import { useColoniaPoblacion } from './api';
import { CoberturaBadge } from './CoberturaBadge';
import { useCerAccess } from './useCerAccess';

export function ColoniaCobertura({ coloniaId }: { coloniaId: number }) {
  const { leer } = useCerAccess();
  const poblacion = useColoniaPoblacion(coloniaId, leer);
  if (!leer || !poblacion) return null;
  return <CoberturaBadge poblacion={poblacion} compact />;
}
