/**
 * The role table: who may open which screen and who may make which API call.
 * The client (menus, route guards) and the server (route guards) both read it;
 * nothing else in the code lists roles.
 */

export const ROLES = ['admin', 'responsable', 'voluntario', 'veterinario', 'usuario'] as const;
export type Role = (typeof ROLES)[number];

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

export const ROLE_LABELS: Record<Role, string> = {
  admin: 'Administrador',
  responsable: 'Responsable municipal',
  voluntario: 'Voluntario',
  veterinario: 'Veterinario',
  usuario: 'Ciudadano registrado',
};

const ALL: readonly Role[] = ROLES;
const STAFF: readonly Role[] = ['admin', 'responsable'];

/**
 * Server capabilities. Each API route names exactly one of them (or is in the
 * public list of the server). Object-level limits (a voluntario only reaches
 * the cats of the colonies assigned to them) are listed in SCOPED_ROLES.
 */
export const CAPABILITIES = {
  // account
  'cuenta.propia': ALL,

  // cats
  'gatos.leer': ALL,
  'gatos.listar': ['admin', 'responsable', 'voluntario', 'veterinario'],
  'gatos.misGatos': ['voluntario', 'usuario'],
  'gatos.crear': ['admin', 'responsable', 'voluntario'],
  'gatos.editar': ['admin', 'responsable', 'voluntario', 'veterinario'],
  'gatos.baja': ['admin', 'responsable', 'voluntario'],
  'gatos.eliminar': ['admin', 'responsable', 'voluntario'],
  'gatos.importar': STAFF,
  'gatos.opcionesColonia': ['admin', 'responsable', 'voluntario', 'veterinario'],
  /** Issue 15: the council's microchip register and the certificates. */
  'gatos.registroIdentificacion': STAFF,
  'gatos.certificado': ['admin', 'responsable', 'veterinario'],

  // colonies and people
  'colonias.listar': ['admin', 'responsable', 'veterinario', 'usuario'],
  'colonias.misColonias': ['voluntario'],
  'colonias.gestionar': STAFF,
  'colonias.verGatos': ['admin', 'responsable', 'voluntario', 'veterinario'],
  /** The sterilised share of any colony: an aggregate without personal data, shown on every signed-in map. */
  'colonias.verEsterilizados': ALL,
  /** Exact coordinates on the public map when PUBLIC_MAP_PRECISION=approximate (staff, not citizens). */
  'colonias.mapaExacto': ['admin', 'responsable', 'voluntario', 'veterinario'],
  'asignaciones.gestionar': STAFF,
  'voluntarios.gestionar': STAFF,

  // partes, activities, campaigns
  'partes.gestionar': ['admin'],
  'actividades.gestionar': ['admin', 'veterinario'],
  'campanas.leer': ['admin', 'responsable', 'veterinario'],
  'campanas.gestionar': STAFF,

  // complaints and inspections
  'quejas.leerTodas': STAFF,
  'quejas.leerPropias': ['usuario', 'voluntario'],
  'quejas.crear': ALL,
  'quejas.resolver': ['admin', 'responsable', 'voluntario', 'usuario'],
  /** Writing `solucion_responsable` when filing a complaint: the staff's answer, never the citizen's (ignored from a usuario). */
  'quejas.proponerSolucion': ['admin', 'responsable', 'voluntario', 'veterinario'],
  /** Issue 15: the public answer written when resolving, shown on /seguimiento. */
  'quejas.responder': STAFF,
  'inspecciones.leerTodas': STAFF,
  'inspecciones.leerPropias': ['usuario', 'voluntario'],
  'inspecciones.crear': STAFF,
  'inspecciones.resolver': ['admin', 'responsable', 'voluntario'],
  'inspecciones.opcionesColonia': ALL,

  // issue 15: adoption requests
  'adopciones.gestionar': STAFF,

  // reports, backups, administration
  'informes.descargar': STAFF,
  'backup.gestionar': ['admin'],
  'usuarios.gestionar': ['admin'],
  'auditoria.leer': ['admin'],
  'ajustes.gestionar': ['admin'],

  // CER programme: censuses, population estimate, dashboard (voluntarios only for their colonies)
  'cer.leer': ['admin', 'responsable', 'voluntario', 'veterinario'],
  'cer.censar': ['admin', 'responsable', 'voluntario'],
  'cer.panel': ['admin', 'responsable', 'veterinario'],
  /** Issue 15: RGPD, anonymising an account or an adoption request. */
  'rgpd.anonimizar': ['admin'],

  // issue 14: work in the street (voluntarios and citizens only for the colonies assigned to them)
  'comederos.leer': ALL,
  'comederos.gestionar': ['admin', 'responsable', 'voluntario'],
  'turnos.leer': ['admin', 'responsable', 'voluntario'],
  'turnos.gestionar': STAFF,
  /**
   * Shift swaps: a voluntario asks to swap one of their own shifts with another
   * volunteer's of the same colony, and accepts or refuses what they are asked;
   * staff (who also hold 'turnos.gestionar') swap at once and answer any request.
   */
  'turnos.cambiar': ['admin', 'responsable', 'voluntario'],
  'visitas.registrar': ['admin', 'responsable', 'voluntario'],
  'visitas.leer': ['admin', 'responsable', 'voluntario'],
  'visitas.pendientes': STAFF,
} as const satisfies Record<string, readonly Role[]>;

export type Capability = keyof typeof CAPABILITIES;

/** Roles whose reach is limited to the colonies assigned to them. */
export const SCOPED_ROLES: readonly Role[] = ['voluntario', 'usuario'];

/**
 * Roles whose own complaints and inspections ("mis-quejas", "mis-inspecciones")
 * and resolve action also reach the records about colonies assigned to them,
 * not only those they filed.
 */
export const INCIDENCIAS_BY_COLONIA_ROLES: readonly Role[] = ['voluntario'];

/**
 * Roles whose "mis-inspecciones" list (and the attachments in it) also reaches
 * the inspections of colonies assigned to them: the voluntario, who may also
 * resolve them, and the citizen, who reads them (a citizen files none).
 */
export const INSPECCIONES_BY_COLONIA_ROLES: readonly Role[] = ['voluntario', 'usuario'];

/**
 * Roles whose 'gatos.editar' reaches only the health fields of a cat
 * (GATO_HEALTH_FIELDS in src/domain/gatos.ts): the veterinario records
 * vaccinations and treatments, never names, colonies, places or microchips.
 */
export const HEALTH_ONLY_EDITOR_ROLES: readonly Role[] = ['veterinario'];

export function can(role: unknown, capability: Capability): boolean {
  return isRole(role) && (CAPABILITIES[capability] as readonly Role[]).includes(role);
}

export function isScoped(role: Role): boolean {
  return SCOPED_ROLES.includes(role);
}

/**
 * Guarded client routes of SPEC section 2. `uses` names the capabilities the
 * screen calls, so a test can prove every role that may open the screen may
 * also make its calls.
 */
export interface GuardedRoute {
  path: string;
  roles: readonly Role[];
  uses: readonly Capability[];
}

export const GUARDED_ROUTES: readonly GuardedRoute[] = [
  { path: '/gatos', roles: ['admin', 'responsable', 'voluntario', 'veterinario'], uses: ['gatos.listar'] },
  { path: '/gatos/:id', roles: ALL, uses: ['gatos.leer'] },
  { path: '/crear-gato', roles: ['admin', 'responsable', 'voluntario'], uses: ['gatos.crear', 'gatos.opcionesColonia'] },
  { path: '/partes', roles: ['admin'], uses: ['partes.gestionar'] },
  { path: '/actividades', roles: ['admin', 'veterinario'], uses: ['actividades.gestionar'] },
  { path: '/colonias', roles: STAFF, uses: ['colonias.listar', 'colonias.gestionar', 'colonias.verGatos', 'colonias.verEsterilizados', 'asignaciones.gestionar'] },
  { path: '/mis-colonias', roles: ['voluntario'], uses: ['colonias.misColonias', 'colonias.verGatos', 'colonias.verEsterilizados'] },
  { path: '/campanas', roles: ['admin', 'responsable', 'veterinario'], uses: ['campanas.leer'] },
  { path: '/quejas', roles: ['admin', 'responsable', 'usuario'], uses: ['quejas.crear'] },
  { path: '/inspecciones', roles: STAFF, uses: ['inspecciones.leerTodas', 'inspecciones.crear'] },
  { path: '/informes', roles: STAFF, uses: ['informes.descargar', 'gatos.registroIdentificacion', 'gatos.listar', 'gatos.certificado'] },
  { path: '/voluntarios', roles: STAFF, uses: ['voluntarios.gestionar'] },
  { path: '/registrovoluntarios', roles: STAFF, uses: ['asignaciones.gestionar'] },
  { path: '/backup', roles: ['admin'], uses: ['backup.gestionar'] },
  { path: '/colonias-listado', roles: ['usuario', 'veterinario'], uses: ['colonias.listar'] },
  { path: '/mis-quejas', roles: ['usuario', 'voluntario'], uses: ['quejas.leerPropias', 'quejas.crear'] },
  { path: '/mis-inspecciones', roles: ['usuario', 'voluntario'], uses: ['inspecciones.leerPropias'] },
  { path: '/mis-gatos', roles: ['usuario', 'voluntario'], uses: ['gatos.misGatos'] },
  { path: '/usuarios', roles: ['admin'], uses: ['usuarios.gestionar'] },
  { path: '/auditoria', roles: ['admin'], uses: ['auditoria.leer'] },
  { path: '/ajustes', roles: ['admin'], uses: ['ajustes.gestionar'] },
  { path: '/cambiar-contrasena', roles: ALL, uses: ['cuenta.propia'] },
  { path: '/panel', roles: ['admin', 'responsable', 'veterinario'], uses: ['cer.panel'] },
  { path: '/adopciones/solicitudes', roles: STAFF, uses: ['adopciones.gestionar'] },
  { path: '/hoy', roles: ['voluntario'], uses: ['turnos.leer', 'turnos.cambiar', 'comederos.leer', 'visitas.registrar', 'visitas.leer', 'cer.censar', 'colonias.misColonias'] },
  { path: '/visitas', roles: ['admin', 'responsable', 'voluntario'], uses: ['visitas.leer', 'cer.censar'] },
  { path: '/visitas/pendientes', roles: STAFF, uses: ['visitas.pendientes'] },
  { path: '/colonias/:id/calle', roles: ['admin', 'responsable', 'voluntario'], uses: ['comederos.leer', 'comederos.gestionar', 'turnos.leer', 'turnos.cambiar'] },
];

/** The guarded route a path falls under, matching `:param` segments. */
export function findGuardedRoute(pathname: string): GuardedRoute | undefined {
  const parts = pathname.replace(/\/+$/, '').split('/');
  return GUARDED_ROUTES.find((route) => {
    const pattern = route.path.split('/');
    return pattern.length === parts.length && pattern.every((seg, i) => seg.startsWith(':') || seg === parts[i]);
  });
}

export function canOpenRoute(role: unknown, pathname: string): boolean {
  const route = findGuardedRoute(pathname);
  if (!route) return true;
  return isRole(role) && route.roles.includes(role);
}

export interface MenuEntry {
  label: string;
  path: string;
}

/** The navigation bar of each role, in the order of SPEC section 2. */
export const MENUS: Record<Role, readonly MenuEntry[]> = {
  admin: [
    { label: 'Colonias', path: '/colonias' },
    { label: 'Listado Gatos', path: '/gatos' },
    { label: 'Partes', path: '/partes' },
    { label: 'Actividades', path: '/actividades' },
    { label: 'Campañas', path: '/campanas' },
    { label: 'Incidencias', path: '/quejas' },
    { label: 'Inspecciones', path: '/inspecciones' },
    { label: 'Informes', path: '/informes' },
    { label: 'Voluntarios', path: '/voluntarios' },
    { label: 'Registro Voluntarios', path: '/registrovoluntarios' },
    { label: 'Gestión Backups', path: '/backup' },
    { label: 'Auditoría', path: '/auditoria' },
    { label: 'Usuarios', path: '/usuarios' },
    { label: 'Panel', path: '/panel' },
    { label: 'Adopciones', path: '/adopciones/solicitudes' },
    { label: 'Visitas', path: '/visitas' },
    { label: 'Turnos sin visita', path: '/visitas/pendientes' },
    { label: 'Ajustes', path: '/ajustes' },
  ],
  responsable: [
    { label: 'Colonias', path: '/colonias' },
    { label: 'Nuevo Gato', path: '/crear-gato' },
    { label: 'Listado Gatos', path: '/gatos' },
    { label: 'Campañas', path: '/campanas' },
    { label: 'Incidencias', path: '/quejas' },
    { label: 'Inspecciones', path: '/inspecciones' },
    { label: 'Informes', path: '/informes' },
    { label: 'Voluntarios', path: '/voluntarios' },
    { label: 'Registro Voluntarios', path: '/registrovoluntarios' },
    { label: 'Panel', path: '/panel' },
    { label: 'Adopciones', path: '/adopciones/solicitudes' },
    { label: 'Visitas', path: '/visitas' },
    { label: 'Turnos sin visita', path: '/visitas/pendientes' },
  ],
  voluntario: [
    { label: 'Mis Colonias', path: '/mis-colonias' },
    { label: 'Mis Gatos', path: '/mis-gatos' },
    { label: 'Listado de Incidencias', path: '/mis-quejas' },
    { label: 'Listado de Inspecciones', path: '/mis-inspecciones' },
    { label: 'Hoy', path: '/hoy' },
    { label: 'Visitas', path: '/visitas' },
  ],
  veterinario: [
    { label: 'Listado de Gatos', path: '/gatos' },
    { label: 'Listado de Colonias', path: '/colonias-listado' },
    { label: 'Campañas', path: '/campanas' },
    { label: 'Actividades', path: '/actividades' },
    { label: 'Panel', path: '/panel' },
  ],
  usuario: [
    { label: 'Mis Gatos', path: '/mis-gatos' },
    { label: 'Listado de Incidencias', path: '/mis-quejas' },
    { label: 'Listado de Inspecciones', path: '/mis-inspecciones' },
  ],
};

export function menuFor(role: unknown): readonly MenuEntry[] {
  return isRole(role) ? MENUS[role] : [];
}

/** Where each role lands after login (ORIGINAL-NOTES). */
export const HOME_BY_ROLE: Record<Role, string> = {
  admin: '/colonias',
  responsable: '/colonias',
  voluntario: '/hoy',
  veterinario: '/gatos',
  usuario: '/mis-gatos',
};
