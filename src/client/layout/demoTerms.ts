/** Has the signed-in user still to accept the demo terms? */
import { useStoredUser } from '../providers/session';

export function useDemoTermsPending(): boolean {
  const user = useStoredUser();
  return Boolean(user && !user.accepted_demo_terms);
}
