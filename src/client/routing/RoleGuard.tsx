/**
 * Route access: a screen of src/domain/roles.ts opens for the roles its route
 * lists; nobody signed in goes to the home route, a wrong role to
 * /no-autorizado. A path the table does not declare shows no screen, not even
 * one whose route would match it (react-admin's list route takes every path
 * below it): 'Página no encontrada' (default deny).
 */
import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { STAFF_AREAS, findGuardedRoute, routeMatches, type Screen, type StaffArea, type StaffAreaName } from '../../domain/roles';
import { hasLiveSession } from '../providers/authProvider';
import { HOME_ROUTE } from '../../domain/roleHomes';
import { clearSession, useStoredUser } from '../providers/session';
import { NotFoundContent } from './NotFoundContent';

export const UNAUTHORIZED_ROUTE = '/no-autorizado';

export type Verdict = 'allow' | 'anonymous' | 'forbidden' | 'notFound';

/** The decision for a screen (undefined: the path is none of the table's) and the stored role (null: nobody signed in). */
export function verdict(screen: Screen | undefined, role: string | null): Verdict {
  if (!screen) return 'notFound';
  if (role === null) return 'anonymous';
  return (screen.roles as readonly string[]).includes(role) ? 'allow' : 'forbidden';
}

/** The screen at `pathname`: the given area's action when the path is that screen's, else whichever screen the path is. */
export function screenAt(pathname: string, area?: StaffAreaName, action?: string): Screen | undefined {
  if (area && action) {
    const screen = (STAFF_AREAS[area] as StaffArea).screens[action];
    return screen && routeMatches(screen.path, pathname) ? screen : undefined;
  }
  return findGuardedRoute(pathname);
}

export interface RoleGuardProps {
  /** The area and action of the screen (by default, whichever screen the current path is). */
  area?: StaffAreaName;
  action?: string;
  children: ReactNode;
}

export function RoleGuard({ area, action, children }: RoleGuardProps) {
  const user = useStoredUser();
  const { pathname } = useLocation();
  const live = user !== null && hasLiveSession();
  const decision = verdict(screenAt(pathname, area, action), live ? String(user.role) : null);

  useEffect(() => {
    // A stored user with an expired token is no session at all.
    if (user !== null && !live) clearSession();
  }, [user, live]);

  if (decision === 'notFound') return <NotFoundContent />;
  if (decision === 'anonymous') return <Navigate to={HOME_ROUTE} replace />;
  if (decision === 'forbidden') return <Navigate to={UNAUTHORIZED_ROUTE} replace />;
  return <>{children}</>;
}
