/** The staff application mounts exactly the screens of the role table: none missing, none undeclared. */
import { describe, expect, it } from 'vitest';
import { STAFF_PAGES, STAFF_RESOURCES } from '../../src/client/resources';
import { placeScreens } from '../../src/client/routing/staffRoutes';
import { STAFF_AREAS, type StaffArea } from '../../src/domain/roles';

describe('the areas of the staff application', () => {
  it('gives every area of the role table its configuration, and no configuration outside it', () => {
    const configured = [...STAFF_RESOURCES, ...STAFF_PAGES].map((config) => config.name).sort();
    expect(configured).toEqual(Object.keys(STAFF_AREAS).sort());
  });

  it('declares at least fifteen react-admin resources', () => {
    expect(STAFF_RESOURCES.length).toBeGreaterThanOrEqual(15);
  });

  it.each(STAFF_RESOURCES.map((resource) => [resource.name, resource] as const))('%s mounts every screen its table declares, at its path', (name, resource) => {
    const area: StaffArea = STAFF_AREAS[name];
    const { inside, elsewhere } = placeScreens(resource);
    const mounted = [...(resource.list ? ['list'] : []), ...inside.map((screen) => screen.action), ...elsewhere.map((screen) => screen.action)].sort();
    expect(mounted).toEqual(Object.keys(area.screens).sort());
    for (const screen of elsewhere) expect(screen.path).toBe(area.screens[screen.action].path);
    for (const screen of inside) expect(`/${name}/${screen.path}`).toBe(area.screens[screen.action].path);
  });

  it.each(STAFF_PAGES.map((page) => [page.name] as const))('the page %s has exactly one screen, its list', (name) => {
    expect(Object.keys(STAFF_AREAS[name].screens)).toEqual(['list']);
  });
});
