import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_ROLES, CAPABILITIES, GUARDED_ROUTES, HOME_BY_ROLE, MENUS, MENU_GROUPS, ROLES, STAFF_AREAS, can, canAccess, canOpenRoute, findGuardedRoute, menuFor,
  type Role, type StaffArea,
} from '../../src/domain/roles';
import { spanishText } from '../../src/domain/i18n/index';

const labels = (role: Role) => MENUS[role].map((entry) => spanishText(entry.label));

/** The original menu of each role, in the original order. */
const SPEC_MENUS: Record<(typeof ROLES)[number], string[]> = {
  admin: ['Colonias', 'Listado Gatos', 'Partes', 'Actividades', 'Campañas', 'Incidencias', 'Inspecciones', 'Informes', 'Voluntarios', 'Registro Voluntarios', 'Gestión Backups'],
  responsable: ['Colonias', 'Nuevo Gato', 'Listado Gatos', 'Campañas', 'Incidencias', 'Inspecciones', 'Informes', 'Voluntarios', 'Registro Voluntarios'],
  voluntario: ['Mis Colonias', 'Mis Gatos', 'Listado de Incidencias', 'Listado de Inspecciones'],
  veterinario: ['Listado de Gatos', 'Listado de Colonias', 'Campañas', 'Actividades'],
  usuario: ['Mis Gatos', 'Listado de Incidencias', 'Listado de Inspecciones'],
  // A partner professional, added later: only the microchip lookup.
  profesional: ['¿Es un gato de colonia?'],
};

describe('the role table', () => {
  it('gives the partner professional the microchip lookup and their own account, and nothing else', () => {
    const granted = (Object.keys(CAPABILITIES) as (keyof typeof CAPABILITIES)[]).filter((capability) => can('profesional', capability));
    expect(granted.sort()).toEqual(['consulta.microchip', 'cuenta.propia']);
    expect(HOME_BY_ROLE.profesional).toBe('/consulta');
    expect(GUARDED_ROUTES.filter((route) => route.roles.includes('profesional')).map((route) => route.path).sort()).toEqual(['/cambiar-contrasena', '/consulta']);
    expect(can('admin', 'consulta.microchip')).toBe(false);
    expect(can('admin', 'entidades.gestionar') && can('admin', 'consultas.leer')).toBe(true);
    expect(['responsable', 'voluntario', 'veterinario', 'usuario', 'profesional'].some((role) => can(role, 'entidades.gestionar') || can(role, 'consultas.leer'))).toBe(false);
  });


  it('guards the 18 original screen routes with the roles it lists', () => {
    const spec: Record<string, Role[]> = {
      '/gatos': ['admin', 'responsable', 'voluntario', 'veterinario'],
      '/gatos/:id': ['admin', 'responsable', 'voluntario', 'veterinario', 'usuario'],
      '/crear-gato': ['admin', 'responsable', 'voluntario'],
      '/partes': ['admin'],
      '/actividades': ['admin', 'veterinario'],
      '/colonias': ['admin', 'responsable'],
      '/mis-colonias': ['voluntario'],
      '/campanas': ['admin', 'responsable', 'veterinario'],
      '/quejas': ['admin', 'responsable', 'usuario'],
      '/inspecciones': ['admin', 'responsable'],
      '/informes': ['admin', 'responsable'],
      '/voluntarios': ['admin', 'responsable'],
      '/registrovoluntarios': ['admin', 'responsable'],
      '/backup': ['admin'],
      '/colonias-listado': ['usuario', 'veterinario'],
      '/mis-quejas': ['usuario', 'voluntario'],
      '/mis-inspecciones': ['usuario', 'voluntario'],
      '/mis-gatos': ['usuario', 'voluntario'],
    };
    for (const [path, roles] of Object.entries(spec)) {
      const route = findGuardedRoute(path.replace(':id', '7'));
      expect(route?.path, path).toBe(path);
      expect([...route!.roles].sort(), path).toEqual([...roles].sort());
    }
  });

  it('lets every role that may open a screen make the calls the screen makes', () => {
    for (const route of GUARDED_ROUTES) {
      for (const capability of route.uses) {
        for (const role of route.roles) {
          expect((CAPABILITIES[capability] as readonly Role[]).includes(role), `${role} ${route.path} ${capability}`).toBe(true);
        }
      }
    }
  });

  it('walks every declared route for every role: canAccess, the route and the path agree', () => {
    expect(GUARDED_ROUTES.length).toBeGreaterThanOrEqual(28);
    for (const route of GUARDED_ROUTES) {
      const concrete = route.path.replace(/:[^/]+/g, '7');
      expect(findGuardedRoute(concrete)?.path, route.path).toBe(route.path);
      for (const role of ACCOUNT_ROLES) {
        const allowed = route.roles.includes(role);
        expect(canAccess(role, { resource: route.area, action: route.action }), `${role} ${route.area} ${route.action}`).toBe(allowed);
        expect(canOpenRoute(role, concrete), `${role} ${concrete}`).toBe(allowed);
      }
      expect(canAccess(undefined, { resource: route.area, action: route.action })).toBe(false);
      expect(canAccess('intruso', { resource: route.area, action: route.action })).toBe(false);
    }
  });

  it('gives every other action exactly the roles of its capability', () => {
    for (const [name, area] of Object.entries(STAFF_AREAS) as [string, StaffArea][]) {
      for (const [action, capability] of Object.entries(area.actions ?? {})) {
        if (area.screens[action]) continue;
        for (const role of ACCOUNT_ROLES) expect(canAccess(role, { resource: name, action }), `${role} ${name} ${action}`).toBe(can(role, capability));
      }
    }
    expect(canAccess('veterinario', { resource: 'gatos', action: 'edit' })).toBe(true);
    expect(canAccess('veterinario', { resource: 'gatos', action: 'delete' })).toBe(false);
    expect(canAccess('usuario', { resource: 'mis-gatos', action: 'edit' })).toBe(false);
    expect(canAccess('voluntario', { resource: 'mis-gatos', action: 'baja' })).toBe(true);
  });

  it('refuses what it does not declare: a resource, an action, a path (default deny)', () => {
    for (const role of ACCOUNT_ROLES) {
      expect(canAccess(role, { resource: 'otra-cosa', action: 'list' })).toBe(false);
      expect(canAccess(role, { resource: 'gatos', action: 'inventada' })).toBe(false);
      expect(canAccess(role, { resource: 'toString', action: 'list' })).toBe(false);
      expect(canOpenRoute(role, '/otra-cosa')).toBe(false);
      expect(canOpenRoute(role, '/gatos/7/otra')).toBe(false);
    }
    expect(canOpenRoute('intruso', '/gatos')).toBe(false);
    expect(canOpenRoute(undefined, '/backup')).toBe(false);
    expect(menuFor('intruso')).toEqual([]);
  });

  it('only links each role to screens it may open', () => {
    for (const role of ACCOUNT_ROLES) {
      for (const entry of MENUS[role]) expect(canOpenRoute(role, entry.path), `${role} ${entry.path}`).toBe(true);
    }
  });

  it('shows the original menu of each role, with its labels, in its order, under the purpose headings', () => {
    for (const role of ROLES) {
      const shown = labels(role);
      const specEntries = shown.filter((label) => SPEC_MENUS[role].includes(label));
      expect(specEntries, role).toEqual(SPEC_MENUS[role]);
    }
    expect(labels('voluntario')).toEqual(['Mis Colonias', 'Mis Gatos', 'Mi acreditación', 'Listado de Incidencias', 'Listado de Inspecciones', 'Hoy', 'Visitas', 'Banco de trampas']);
    expect(labels('usuario')).toEqual(['Mis Gatos', 'Mi acreditación', 'Listado de Incidencias', 'Listado de Inspecciones']);
    expect(labels('provincia')).toEqual(['Panel de la provincia', 'Municipios']);
    expect(menuFor('admin').map((section) => spanishText(section.label))).toEqual(['Gatos y colonias', 'Programa', 'Vecinos', 'Calle', 'Administración']);
    for (const role of ACCOUNT_ROLES) {
      const sections = menuFor(role);
      expect(sections.map((s) => MENU_GROUPS.indexOf(s.group)), role).toEqual([...sections.map((s) => MENU_GROUPS.indexOf(s.group))].sort((a, b) => a - b));
      for (const section of sections) {
        expect(section.entries.length, `${role} ${section.group}`).toBeGreaterThan(0);
        for (const entry of section.entries) expect(STAFF_AREAS[entry.area].group).toBe(section.group);
      }
      expect(sections.flatMap((s) => s.entries)).toEqual(MENUS[role]);
    }
  });

  it('links every role that manages adoption requests to their screen (admin and responsable)', () => {
    for (const role of ACCOUNT_ROLES) {
      expect(MENUS[role].some((e) => e.path === '/adopciones/solicitudes'), role).toBe(canOpenRoute(role, '/adopciones/solicitudes'));
    }
  });

  it("gives the CER dashboard ('Panel') to admin, responsable and veterinario only", () => {
    for (const role of ACCOUNT_ROLES) expect(MENUS[role].some((e) => e.path === '/panel'), role).toBe(['admin', 'responsable', 'veterinario'].includes(role));
  });

  it("lands the voluntario on /hoy and keeps the original /mis-colonias first in their menu", () => {
    expect(HOME_BY_ROLE.voluntario).toBe('/hoy');
    expect(MENUS.voluntario[0].path).toBe('/mis-colonias');
    expect(MENUS.voluntario.some((e) => e.path === '/hoy')).toBe(true);
    expect(canOpenRoute('voluntario', '/hoy')).toBe(true);
    for (const role of ['admin', 'responsable', 'veterinario', 'usuario'] as const) expect(canOpenRoute(role, '/hoy'), role).toBe(false);
    expect(canOpenRoute('voluntario', '/visitas/pendientes')).toBe(false);
  });

  it('sends every role home to a screen it may open', () => {
    for (const role of ACCOUNT_ROLES) expect(canOpenRoute(role, HOME_BY_ROLE[role]), role).toBe(true);
  });
});
