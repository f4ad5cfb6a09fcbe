/**
 * Route access of SPEC section 4 for the guarded routes of SPEC section 2:
 * nobody signed in goes to the home route, a wrong role to /no-autorizado.
 */
import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { GUARDED_ROUTES, findGuardedRoute, type GuardedRoute } from '../../domain/roles';
import { HOME_ROUTE, hasLiveSession } from '../providers/authProvider';
import { clearSession, useStoredUser } from '../providers/session';

export const UNAUTHORIZED_ROUTE = '/no-autorizado';

export type Verdict = 'allow' | 'anonymous' | 'forbidden';

/** The decision for a route (null: not guarded) and the stored role (null: nobody signed in). */
export function verdict(route: GuardedRoute | undefined, role: string | null): Verdict {
  if (!route) return 'allow';
  if (role === null) return 'anonymous';
  return (route.roles as readonly string[]).includes(role) ? 'allow' : 'forbidden';
}

export interface RoleGuardProps {
  /** The route pattern (e.g. '/gatos/:id'); by default the current location's guarded route. */
  path?: string;
  children: ReactNode;
}

export function RoleGuard({ path, children }: RoleGuardProps) {
  const user = useStoredUser();
  const { pathname } = useLocation();
  const route = (path ? GUARDED_ROUTES.find((r) => r.path === path) : undefined) ?? findGuardedRoute(pathname);
  const live = user !== null && hasLiveSession();
  const decision = verdict(route, live ? String(user.role) : null);

  useEffect(() => {
    // A stored user with an expired token is no session at all.
    if (user !== null && !live) clearSession();
  }, [user, live]);

  if (decision === 'anonymous') return <Navigate to={HOME_ROUTE} replace />;
  if (decision === 'forbidden') return <Navigate to={UNAUTHORIZED_ROUTE} replace />;
  return <>{children}</>;
}
