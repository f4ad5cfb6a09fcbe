import { describe, expect, it } from 'vitest';
import { CAPABILITIES, GUARDED_ROUTES, HOME_BY_ROLE, MENUS, ROLES, canOpenRoute, findGuardedRoute, menuFor, type Role } from '../../src/domain/roles';

describe('the role table', () => {
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

  it('sends an unknown role nowhere guarded and gives it no menu', () => {
    expect(canOpenRoute('intruso', '/gatos')).toBe(false);
    expect(canOpenRoute(undefined, '/backup')).toBe(false);
    expect(canOpenRoute('intruso', '/mapa')).toBe(true);
    expect(menuFor('intruso')).toEqual([]);
  });

  it('only links each role to screens it may open', () => {
    for (const role of ROLES) {
      for (const entry of MENUS[role]) expect(canOpenRoute(role, entry.path), `${role} ${entry.path}`).toBe(true);
    }
  });

  it('has the original menus in order', () => {
    expect(MENUS.voluntario.slice(0, 4).map((e) => e.label)).toEqual(['Mis Colonias', 'Mis Gatos', 'Listado de Incidencias', 'Listado de Inspecciones']);
    expect(MENUS.veterinario.slice(0, 4).map((e) => e.label)).toEqual(['Listado de Gatos', 'Listado de Colonias', 'Campañas', 'Actividades']);
    expect(MENUS.usuario.map((e) => e.label)).toEqual(['Mis Gatos', 'Listado de Incidencias', 'Listado de Inspecciones']);
    expect(MENUS.responsable.slice(0, 9).map((e) => e.label)).toEqual([
      'Colonias', 'Nuevo Gato', 'Listado Gatos', 'Campañas', 'Incidencias', 'Inspecciones', 'Informes', 'Voluntarios', 'Registro Voluntarios',
    ]);
    expect(MENUS.admin.slice(0, 11).map((e) => e.label)).toEqual([
      'Colonias', 'Listado Gatos', 'Partes', 'Actividades', 'Campañas', 'Incidencias', 'Inspecciones', 'Informes', 'Voluntarios',
      'Registro Voluntarios', 'Gestión Backups',
    ]);
  });

  it('links every role that manages adoption requests to their screen (admin and responsable)', () => {
    for (const role of ROLES) {
      expect(MENUS[role].some((e) => e.path === '/adopciones/solicitudes'), role).toBe(canOpenRoute(role, '/adopciones/solicitudes'));
    }
  });

  it("adds the CER dashboard ('Panel') after the original entries of admin, responsable and veterinario only", () => {
    const specLength = { admin: 13, responsable: 9, veterinario: 4 } as const;
    for (const [role, length] of Object.entries(specLength) as [keyof typeof specLength, number][]) {
      expect(MENUS[role].findIndex((e) => e.path === '/panel'), role).toBeGreaterThanOrEqual(length);
    }
    for (const role of ['voluntario', 'usuario'] as const) expect(MENUS[role].some((e) => e.path === '/panel')).toBe(false);
  });

  it("lands the voluntario on /hoy and keeps the original /mis-colonias first in their menu", () => {
    expect(HOME_BY_ROLE.voluntario).toBe('/hoy');
    expect(MENUS.voluntario[0].path).toBe('/mis-colonias');
    expect(MENUS.voluntario.some((e) => e.path === '/hoy')).toBe(true);
    expect(canOpenRoute('voluntario', '/hoy')).toBe(true);
    for (const role of ['admin', 'responsable', 'veterinario', 'usuario'] as const) expect(canOpenRoute(role, '/hoy'), role).toBe(false);
    expect(canOpenRoute('voluntario', '/visitas/pendientes')).toBe(false);
  });
});
