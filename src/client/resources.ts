/**
 * Every area of the staff application, gathered from the areas' index files
 * (src/client/<area>/index.ts, found by Vite: an area adds its folder and
 * nothing else). Whether a name is a react-admin resource or a custom page,
 * where its screens live and who may open them is the role table's
 * (src/domain/roles.ts); tests/client/staffApp.test.tsx checks that every
 * area of the table has its configuration and no configuration is unknown.
 */
import type { ComponentType } from 'react';
import { STAFF_AREAS, isStaffAreaName, type StaffAreaName } from '../domain/roles';
import type { StaffPage, StaffResource } from './routing/staffAreas';

const modules = import.meta.glob<Record<string, unknown>>('./*/index.{ts,tsx}', { eager: true });

function isAreaConfig(value: unknown): value is StaffResource | StaffPage {
  return typeof value === 'object' && value !== null && isStaffAreaName((value as { name?: unknown }).name) && 'icon' in value;
}

const configs = [...new Set(Object.values(modules).flatMap((module) => Object.values(module).filter(isAreaConfig)))];

export const STAFF_RESOURCES: readonly StaffResource[] = configs.filter((config): config is StaffResource => STAFF_AREAS[config.name].kind === 'resource');

export const STAFF_PAGES: readonly StaffPage[] = configs.filter((config): config is StaffPage => STAFF_AREAS[config.name].kind === 'page');

const ICONS = new Map<StaffAreaName, ComponentType>(configs.map(({ name, icon }) => [name, icon]));

/** The icon of an area, for its menu entries. */
export function areaIcon(name: StaffAreaName): ComponentType {
  return ICONS.get(name)!;
}
