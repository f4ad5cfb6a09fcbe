/**
 * What an area hands the staff application (StaffApp.tsx): its react-admin
 * resources and its custom pages. Where each screen lives and who may open it
 * is src/domain/roles.ts (STAFF_AREAS); an area only says what to show.
 */
import type { ComponentType, ReactElement } from 'react';
import type { ResourceProps } from 'react-admin';
import type { StaffAreaName } from '../../domain/roles';

type Screen = ComponentType | ReactElement;

/**
 * A <Resource> in the shape of react-admin's own examples. `list` is the
 * resource's list; `show`, `create`, `edit` and the named `routes` go to the
 * paths of the role table: inside the resource (`/gatos/:id`) as its child
 * routes, elsewhere (`/crear-gato`) as custom routes in the resource's context.
 */
export interface StaffResource extends Pick<ResourceProps, 'recordRepresentation' | 'options'> {
  name: StaffAreaName;
  icon: ComponentType;
  list?: Screen;
  show?: Screen;
  create?: Screen;
  edit?: Screen;
  /** Further screens by their name in the role table (e.g. `calle`, `pendientes`). */
  routes?: Readonly<Record<string, Screen>>;
}

/** A custom page at the static path of the role table. */
export interface StaffPage {
  name: StaffAreaName;
  icon: ComponentType;
  page: Screen;
}
