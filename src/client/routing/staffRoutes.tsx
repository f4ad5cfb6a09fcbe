/**
 * The routes of the staff application from the areas' configurations and the
 * role table: each screen at the table's path, behind its role guard. A
 * resource's screen whose path lies inside the resource's (`/gatos/:id`)
 * becomes a child route of its <Resource>; one elsewhere (`/crear-gato`) a
 * custom route in the resource's context.
 */
import { createElement, isValidElement, type ComponentType, type ReactElement } from 'react';
import { ResourceContextProvider } from 'react-admin';
import { Route } from 'react-router-dom';
import { STAFF_AREAS, type StaffArea, type StaffAreaName } from '../../domain/roles';
import type { StaffPage, StaffResource } from './staffAreas';
import { RoleGuard } from './RoleGuard';

type Screen = ComponentType | ReactElement;

const elementOf = (screen: Screen): ReactElement => (isValidElement(screen) ? screen : createElement(screen as ComponentType));

function guarded(area: StaffAreaName, action: string, screen: Screen): ReactElement {
  return (
    <RoleGuard area={area} action={action}>
      {elementOf(screen)}
    </RoleGuard>
  );
}

export interface PlacedScreen {
  action: string;
  /** Relative to the resource's path (inside) or absolute (elsewhere). */
  path: string;
  element: ReactElement;
}

/** Every screen of a resource but its list, placed at the path of the role table. */
export function placeScreens(resource: StaffResource): { inside: PlacedScreen[]; elsewhere: PlacedScreen[] } {
  const area: StaffArea = STAFF_AREAS[resource.name];
  const screens: [string, Screen | undefined][] = [['show', resource.show], ['create', resource.create], ['edit', resource.edit], ...Object.entries(resource.routes ?? {})];
  const inside: PlacedScreen[] = [];
  const elsewhere: PlacedScreen[] = [];
  const base = `/${resource.name}/`;
  for (const [action, screen] of screens) {
    if (!screen) continue;
    const declared = area.screens[action];
    if (!declared) throw new Error(`La pantalla «${action}» de «${resource.name}» no está en la tabla de roles`);
    const element = guarded(resource.name, action, screen);
    if (declared.path.startsWith(base)) inside.push({ action, path: declared.path.slice(base.length), element });
    else elsewhere.push({ action, path: declared.path, element: <ResourceContextProvider value={resource.name}>{element}</ResourceContextProvider> });
  }
  return { inside, elsewhere };
}

/** The resource's list, behind its guard (react-admin's list route also takes every path below the list's: the guard refuses those). */
export function guardedList(resource: StaffResource): ReactElement | undefined {
  return resource.list ? guarded(resource.name, 'list', resource.list) : undefined;
}

/** The custom routes of the pages and of the resources' screens outside their resource's path. */
export function customRoutes(resources: readonly StaffResource[], pages: readonly StaffPage[]): ReactElement[] {
  return [
    ...pages.map((page) => {
      const { path } = (STAFF_AREAS[page.name] as StaffArea).screens.list;
      return <Route key={path} path={path} element={guarded(page.name, 'list', page.page)} />;
    }),
    ...resources.flatMap((resource) => placeScreens(resource).elsewhere.map(({ path, element }) => <Route key={path} path={path} element={element} />)),
  ];
}
