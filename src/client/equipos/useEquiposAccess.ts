/** What the signed-in role may do in the trap bank (src/domain/roles.ts), and who they are. */
import { can } from '../../domain/roles';
import { useStoredUser } from '../providers/session';

export const T = 'gatera.equipos';

export function useEquiposAccess() {
  const user = useStoredUser();
  const role = user?.role;
  return { userId: user?.id ?? null, gestionar: can(role, 'equipos.gestionar'), prestar: can(role, 'equipos.prestar') };
}
