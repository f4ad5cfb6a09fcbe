/** The colonies the signed-in person reaches, for filters: all for staff, the assigned ones for a voluntario. */
import { useEffect, useState } from 'react';
import { can } from '../../domain/roles';
import { apiJson } from '../providers/httpClient';
import { useStoredUser } from '../providers/session';

export function useColoniasVisibles(): { id: number; nombre: string }[] {
  const role = useStoredUser()?.role;
  const [colonias, setColonias] = useState<{ id: number; nombre: string }[]>([]);
  useEffect(() => {
    const controller = new AbortController();
    const path = can(role, 'colonias.listar') ? '/api/colonias/colonias/?limit=500&sort=nombre' : '/api/colonias/colonias/mis-colonias/?limit=500&sort=nombre';
    apiJson<{ id: number; nombre: string }[]>(path, { signal: controller.signal })
      .then(({ data }) => setColonias(data))
      .catch((error: unknown) => {
        if (!controller.signal.aborted) console.error('No se pudieron cargar las colonias:', error);
      });
    return () => controller.abort();
  }, [role]);
  return colonias;
}
