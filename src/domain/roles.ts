/**
 * The role table: who may open which screen and who may make which API call.
 * The client (menus, route guards) and the server (route guards) both read it.
 * The roles themselves and their homes are in roleHomes.ts (re-exported here),
 * which the public pages read alone.
 */
import { ACCOUNT_ROLES, HOME_BY_ROLE, PROVINCE_ROLE, ROLES, isRole, type Role } from './roleHomes';

export { ACCOUNT_ROLES, HOME_BY_ROLE, PROVINCE_ROLE, ROLES, isRole, type Role };

/** The catalogue key of each role's name (texts in src/domain/i18n/<lang>/roles.ts). */
export const ROLE_LABELS: Record<Role, string> = Object.fromEntries(ACCOUNT_ROLES.map((role) => [role, `roles.${role}`])) as Record<Role, string>;

/** Every role that works with the programme's records: all but the partner professional, who only makes the microchip lookup. */
const ALL: readonly Role[] = ROLES.filter((role) => role !== 'profesional');
const STAFF: readonly Role[] = ['admin', 'responsable'];

/**
 * Server capabilities. Each API route names exactly one of them (or is in the
 * public list of the server). Object-level limits (a voluntario only reaches
 * the cats of the colonies assigned to them) are listed in SCOPED_ROLES.
 */
export const CAPABILITIES = {
  // account
  'cuenta.propia': [...ALL, 'profesional', PROVINCE_ROLE],
  /** Their own devices for notices and the channel of each kind they may receive (none is the province's nor a partner professional's). */
  'notificaciones.propias': ALL,

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
  /** The council's microchip register and the certificates. */
  'gatos.registroIdentificacion': STAFF,
  'gatos.certificado': ['admin', 'responsable', 'veterinario'],

  // colonies and people
  'colonias.listar': ['admin', 'responsable', 'veterinario', 'usuario'],
  /** One colony's record: whoever opens a colony list (a scoped role only its assigned colonies). */
  'colonias.leer': ALL,
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
  /** Clinic days: a veterinario reads only the days of the providers linked to their account. */
  'proveedores.leer': ['admin', 'responsable', 'veterinario'],
  'proveedores.gestionar': STAFF,
  'jornadas.leer': ['admin', 'responsable', 'veterinario'],
  'jornadas.gestionar': STAFF,
  'jornadas.reservar': STAFF,
  /** A day's outcomes and the intake's microchip read. */
  'jornadas.resultados': ['admin', 'responsable', 'veterinario'],
  /** What was checked in the identification register about a possibly owned cat, and the decision: staff only. */
  'jornadas.decidirMicrochip': STAFF,

  // complaints and inspections
  'quejas.leerTodas': STAFF,
  'quejas.leerPropias': ['usuario', 'voluntario'],
  /** One complaint: staff any, a usuario or voluntario those of their own list (the route checks which). */
  'quejas.leer': ['admin', 'responsable', 'usuario', 'voluntario'],
  'quejas.crear': ALL,
  'quejas.resolver': ['admin', 'responsable', 'voluntario', 'usuario'],
  /** Writing `solucion_responsable` when filing a complaint: the staff's answer, never the citizen's (ignored from a usuario). */
  'quejas.proponerSolucion': ['admin', 'responsable', 'voluntario', 'veterinario'],
  /** The public answer written when resolving, shown on /seguimiento. */
  'quejas.responder': STAFF,
  'inspecciones.leerTodas': STAFF,
  'inspecciones.leerPropias': ['usuario', 'voluntario'],
  /** One inspection: staff any, a usuario or voluntario those of their own list (the route checks which). */
  'inspecciones.leer': ['admin', 'responsable', 'usuario', 'voluntario'],
  'inspecciones.crear': STAFF,
  'inspecciones.resolver': ['admin', 'responsable', 'voluntario'],
  'inspecciones.opcionesColonia': ALL,

  // adoption requests
  'adopciones.gestionar': STAFF,
  /** Citizens' sightings: reading them (exact point, photo, e-mail) and deciding what each becomes. */
  'avistamientos.gestionar': STAFF,

  // "is this a colony cat?": the partner professional's lookup (a partner entity's API key too, on that route only),
  // the partner entities and their keys, and the log of lookups, which only the administrator reads
  'consulta.microchip': ['profesional'],
  'entidades.gestionar': ['admin'],
  'consultas.leer': ['admin'],

  // reports, backups, administration
  'informes.descargar': STAFF,
  'backup.gestionar': ['admin'],
  'usuarios.gestionar': ['admin'],
  'auditoria.leer': ['admin'],
  'ajustes.gestionar': ['admin'],

  // the province: its municipalities (an admin only of the installation's first, the one that installed it) and its panel
  'municipios.gestionar': [PROVINCE_ROLE, 'admin'],
  'provincia.panel': [PROVINCE_ROLE],

  // CER programme: censuses, population estimate, dashboard (voluntarios only for their colonies)
  'cer.leer': ['admin', 'responsable', 'voluntario', 'veterinario'],
  'cer.censar': ['admin', 'responsable', 'voluntario'],
  'cer.panel': ['admin', 'responsable', 'veterinario'],
  /** A colony's litters and newcomers: read as its censuses are, recorded by those who count. */
  'camadas.leer': ['admin', 'responsable', 'voluntario', 'veterinario'],
  'camadas.registrar': ['admin', 'responsable', 'voluntario'],
  /** RGPD, anonymising an account or an adoption request. */
  'rgpd.anonimizar': ['admin'],

  // work in the street (voluntarios and citizens only for the colonies assigned to them)
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

  // the trap bank: a voluntario sees the items on the shelf and those they have, and borrows one for themselves
  // for one of their colonies; staff keep the inventory, lend to anyone, and see every loan and history
  'equipos.leer': ['admin', 'responsable', 'voluntario'],
  'equipos.prestar': ['admin', 'responsable', 'voluntario'],
  'equipos.gestionar': STAFF,

  // the programme's money: staff keep prices, invoices, costs, grants and budgets; a veterinario reads only the
  // price list and the invoices of the providers linked to their account; volunteers and citizens see none of it
  'tarifas.leer': ['admin', 'responsable', 'veterinario'],
  'tarifas.gestionar': STAFF,
  'facturas.leer': ['admin', 'responsable', 'veterinario'],
  'facturas.gestionar': STAFF,
  'costes.gestionar': STAFF,
  'subvenciones.gestionar': STAFF,
  'presupuestos.leer': STAFF,
  'presupuestos.gestionar': STAFF,

  // accredited caregivers: staff keep the training courses and the accreditations; a caregiver (a voluntario or
  // a citizen who feeds a colony) reads only their own accreditations and downloads their own card
  'cursos.gestionar': STAFF,
  'acreditaciones.leer': ['admin', 'responsable', 'voluntario', 'usuario'],
  'acreditaciones.gestionar': STAFF,
} as const satisfies Record<string, readonly Role[]>;

export type Capability = keyof typeof CAPABILITIES;

/**
 * Roles an account may hold in other municipalities besides its own (a
 * comarca's technician, a vet who serves several villages), with the same
 * role in each. Not the voluntario nor the citizen: what they reach hangs on
 * the colonies assigned to them in their own municipality.
 */
export const MULTI_MUNICIPIO_ROLES: readonly Role[] = ['admin', 'responsable', 'veterinario'];

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
 * A screen of the staff application: where it lives, who may open it (the
 * original route table) and the capabilities it calls, so a test can prove that
 * every role that may open the screen may also make its calls.
 */
export interface Screen {
  path: string;
  roles: readonly Role[];
  uses: readonly Capability[];
}

/** The side menu's headings, in their order. */
export const MENU_GROUPS = ['gatosColonias', 'programa', 'vecinos', 'calle', 'administracion'] as const;
export type MenuGroup = (typeof MENU_GROUPS)[number];

/**
 * Everything the staff application lets a role reach. A `resource` is a
 * react-admin <Resource> named after the URL segment of its list; a `page` is
 * a custom page at a static path. `screens` are its routes by action (`list`,
 * `show`, `create` or a child route's name); `actions` name the capability any
 * other action needs (`edit`, `delete`, `export`, `baja`, `resolver`...), and
 * `list` too for a resource without a screen of its own.
 */
export interface StaffArea {
  kind: 'resource' | 'page';
  group: MenuGroup;
  screens: Readonly<Record<string, Screen>>;
  actions?: Readonly<Record<string, Capability>>;
}

const VETERINARIO_Y_STAFF: readonly Role[] = ['admin', 'responsable', 'voluntario', 'veterinario'];
const CON_CALLE: readonly Role[] = ['admin', 'responsable', 'voluntario'];
const GATO_ACTIONS = { edit: 'gatos.editar', baja: 'gatos.baja', delete: 'gatos.eliminar' } as const;

export const STAFF_AREAS = {
  gatos: {
    kind: 'resource',
    group: 'gatosColonias',
    screens: {
      list: { path: '/gatos', roles: VETERINARIO_Y_STAFF, uses: ['gatos.listar'] },
      show: { path: '/gatos/:id', roles: ALL, uses: ['gatos.leer'] },
      create: { path: '/crear-gato', roles: CON_CALLE, uses: ['gatos.crear', 'gatos.opcionesColonia'] },
    },
    actions: { ...GATO_ACTIONS, export: 'gatos.listar', importar: 'gatos.importar', buscar: 'gatos.listar', historia: 'gatos.leer', certificado: 'gatos.certificado', registroIdentificacion: 'gatos.registroIdentificacion' },
  },
  'mis-gatos': {
    kind: 'resource',
    group: 'gatosColonias',
    screens: { list: { path: '/mis-gatos', roles: ['usuario', 'voluntario'], uses: ['gatos.misGatos'] } },
    actions: GATO_ACTIONS,
  },
  colonias: {
    kind: 'resource',
    group: 'gatosColonias',
    screens: {
      list: { path: '/colonias', roles: STAFF, uses: ['colonias.listar', 'colonias.gestionar', 'colonias.verGatos', 'colonias.verEsterilizados', 'asignaciones.gestionar'] },
      show: { path: '/colonias/:id', roles: ALL, uses: ['colonias.leer', 'colonias.verEsterilizados'] },
      calle: { path: '/colonias/:id/calle', roles: CON_CALLE, uses: ['comederos.leer', 'comederos.gestionar', 'turnos.leer', 'turnos.cambiar'] },
    },
    actions: { create: 'colonias.gestionar', asignar: 'asignaciones.gestionar', verGatos: 'colonias.verGatos' },
  },
  'mis-colonias': {
    kind: 'resource',
    group: 'gatosColonias',
    screens: { list: { path: '/mis-colonias', roles: ['voluntario'], uses: ['colonias.misColonias', 'colonias.verGatos', 'colonias.verEsterilizados'] } },
    actions: { verGatos: 'colonias.verGatos' },
  },
  'colonias-listado': {
    kind: 'resource',
    group: 'gatosColonias',
    screens: { list: { path: '/colonias-listado', roles: ['usuario', 'veterinario'], uses: ['colonias.listar'] } },
  },
  campanas: {
    kind: 'resource',
    group: 'programa',
    screens: {
      list: { path: '/campanas', roles: ['admin', 'responsable', 'veterinario'], uses: ['campanas.leer'] },
      show: { path: '/campanas/:id', roles: ['admin', 'responsable', 'veterinario'], uses: ['campanas.leer'] },
    },
    actions: { create: 'campanas.gestionar', edit: 'campanas.gestionar' },
  },
  jornadas: {
    kind: 'resource',
    group: 'programa',
    screens: {
      list: { path: '/jornadas', roles: ['admin', 'responsable', 'veterinario'], uses: ['jornadas.leer', 'proveedores.leer'] },
      show: { path: '/jornadas/:id', roles: ['admin', 'responsable', 'veterinario'], uses: ['jornadas.leer', 'jornadas.resultados'] },
    },
    actions: { create: 'jornadas.gestionar', edit: 'jornadas.gestionar', delete: 'jornadas.gestionar', proveedores: 'proveedores.gestionar', reservar: 'jornadas.reservar', resultados: 'jornadas.resultados', decidirMicrochip: 'jornadas.decidirMicrochip' },
  },
  subvenciones: {
    kind: 'resource',
    group: 'programa',
    screens: {
      list: { path: '/subvenciones', roles: STAFF, uses: ['subvenciones.gestionar'] },
      show: { path: '/subvenciones/:id', roles: STAFF, uses: ['subvenciones.gestionar'] },
    },
    actions: { create: 'subvenciones.gestionar', edit: 'subvenciones.gestionar', delete: 'subvenciones.gestionar' },
  },
  facturas: {
    kind: 'resource',
    group: 'programa',
    screens: {
      list: { path: '/facturas', roles: ['admin', 'responsable', 'veterinario'], uses: ['facturas.leer', 'proveedores.leer'] },
      show: { path: '/facturas/:id', roles: ['admin', 'responsable', 'veterinario'], uses: ['facturas.leer'] },
    },
    actions: { create: 'facturas.gestionar', edit: 'facturas.gestionar', delete: 'facturas.gestionar', actos: 'costes.gestionar' },
  },
  costes: {
    kind: 'resource',
    group: 'programa',
    screens: { list: { path: '/costes', roles: STAFF, uses: ['costes.gestionar', 'proveedores.leer'] } },
    actions: { create: 'costes.gestionar' },
  },
  partes: {
    kind: 'resource',
    group: 'programa',
    screens: {
      list: { path: '/partes', roles: ['admin'], uses: ['partes.gestionar'] },
      show: { path: '/partes/:id', roles: ['admin'], uses: ['partes.gestionar'] },
    },
    actions: { create: 'partes.gestionar' },
  },
  actividades: {
    kind: 'resource',
    group: 'programa',
    screens: {
      list: { path: '/actividades', roles: ['admin', 'veterinario'], uses: ['actividades.gestionar'] },
      show: { path: '/actividades/:id', roles: ['admin', 'veterinario'], uses: ['actividades.gestionar'] },
    },
    actions: { create: 'actividades.gestionar' },
  },
  panel: {
    kind: 'page',
    group: 'programa',
    screens: { list: { path: '/panel', roles: ['admin', 'responsable', 'veterinario'], uses: ['cer.panel'] } },
  },
  quejas: {
    kind: 'resource',
    group: 'vecinos',
    screens: {
      list: { path: '/quejas', roles: ['admin', 'responsable', 'usuario'], uses: ['quejas.crear'] },
      show: { path: '/quejas/:id', roles: ['admin', 'responsable', 'usuario', 'voluntario'], uses: ['quejas.leer'] },
    },
    actions: { create: 'quejas.crear', resolver: 'quejas.resolver' },
  },
  'mis-quejas': {
    kind: 'resource',
    group: 'vecinos',
    screens: { list: { path: '/mis-quejas', roles: ['usuario', 'voluntario'], uses: ['quejas.leerPropias', 'quejas.crear'] } },
    actions: { create: 'quejas.crear', resolver: 'quejas.resolver' },
  },
  inspecciones: {
    kind: 'resource',
    group: 'vecinos',
    screens: {
      list: { path: '/inspecciones', roles: STAFF, uses: ['inspecciones.leerTodas', 'inspecciones.crear'] },
      show: { path: '/inspecciones/:id', roles: ['admin', 'responsable', 'usuario', 'voluntario'], uses: ['inspecciones.leer'] },
    },
    actions: { create: 'inspecciones.crear', resolver: 'inspecciones.resolver' },
  },
  'mis-inspecciones': {
    kind: 'resource',
    group: 'vecinos',
    screens: { list: { path: '/mis-inspecciones', roles: ['usuario', 'voluntario'], uses: ['inspecciones.leerPropias'] } },
    actions: { resolver: 'inspecciones.resolver' },
  },
  'adopciones/solicitudes': {
    kind: 'resource',
    group: 'vecinos',
    screens: {
      list: { path: '/adopciones/solicitudes', roles: STAFF, uses: ['adopciones.gestionar'] },
      show: { path: '/adopciones/solicitudes/:id', roles: STAFF, uses: ['adopciones.gestionar'] },
    },
    actions: { edit: 'adopciones.gestionar', anonimizar: 'rgpd.anonimizar' },
  },
  avistamientos: {
    kind: 'resource',
    group: 'vecinos',
    screens: {
      list: { path: '/avistamientos', roles: STAFF, uses: ['avistamientos.gestionar'] },
      show: { path: '/avistamientos/:id', roles: STAFF, uses: ['avistamientos.gestionar', 'colonias.listar', 'colonias.gestionar', 'cer.censar', 'gatos.crear'] },
    },
    actions: { decidir: 'avistamientos.gestionar', anonimizar: 'rgpd.anonimizar' },
  },
  hoy: {
    kind: 'page',
    group: 'calle',
    screens: {
      list: { path: '/hoy', roles: ['voluntario'], uses: ['turnos.leer', 'turnos.cambiar', 'comederos.leer', 'visitas.registrar', 'visitas.leer', 'cer.censar', 'colonias.misColonias'] },
    },
  },
  visitas: {
    kind: 'resource',
    group: 'calle',
    screens: {
      list: { path: '/visitas', roles: CON_CALLE, uses: ['visitas.leer', 'cer.censar'] },
      pendientes: { path: '/visitas/pendientes', roles: STAFF, uses: ['visitas.pendientes'] },
      // After /visitas/pendientes: the first declared route that matches a path is the one it opens.
      show: { path: '/visitas/:id', roles: CON_CALLE, uses: ['visitas.leer', 'cer.censar'] },
    },
    actions: { create: 'visitas.registrar' },
  },
  censos: {
    kind: 'resource',
    group: 'calle',
    screens: {},
    actions: { list: 'cer.leer', create: 'cer.censar', edit: 'cer.censar', delete: 'cer.censar' },
  },
  comederos: {
    kind: 'resource',
    group: 'calle',
    screens: {},
    actions: { list: 'comederos.leer', create: 'comederos.gestionar', edit: 'comederos.gestionar', delete: 'comederos.gestionar' },
  },
  turnos: {
    kind: 'resource',
    group: 'calle',
    screens: {},
    actions: { list: 'turnos.leer', create: 'turnos.gestionar', edit: 'turnos.gestionar', delete: 'turnos.gestionar', cambiar: 'turnos.cambiar' },
  },
  equipos: {
    kind: 'resource',
    group: 'calle',
    screens: {
      list: { path: '/equipos', roles: CON_CALLE, uses: ['equipos.leer', 'equipos.prestar'] },
      show: { path: '/equipos/:id', roles: CON_CALLE, uses: ['equipos.leer', 'equipos.prestar'] },
    },
    actions: { create: 'equipos.gestionar', edit: 'equipos.gestionar', delete: 'equipos.gestionar', etiquetas: 'equipos.gestionar', historial: 'equipos.gestionar', prestar: 'equipos.prestar' },
  },
  cursos: {
    kind: 'resource',
    group: 'programa',
    screens: {
      list: { path: '/cursos', roles: STAFF, uses: ['cursos.gestionar'] },
    },
    actions: { create: 'cursos.gestionar', edit: 'cursos.gestionar', delete: 'cursos.gestionar' },
  },
  acreditaciones: {
    kind: 'resource',
    group: 'programa',
    screens: {
      list: { path: '/acreditaciones', roles: ['admin', 'responsable', 'voluntario', 'usuario'], uses: ['acreditaciones.leer'] },
      show: { path: '/acreditaciones/:id', roles: ['admin', 'responsable', 'voluntario', 'usuario'], uses: ['acreditaciones.leer'] },
    },
    actions: { create: 'acreditaciones.gestionar', edit: 'acreditaciones.gestionar', delete: 'acreditaciones.gestionar', carne: 'acreditaciones.leer' },
  },
  informes: {
    kind: 'page',
    group: 'administracion',
    screens: { list: { path: '/informes', roles: STAFF, uses: ['informes.descargar', 'gatos.registroIdentificacion', 'gatos.listar', 'gatos.certificado'] } },
  },
  voluntarios: {
    kind: 'resource',
    group: 'administracion',
    screens: { list: { path: '/voluntarios', roles: STAFF, uses: ['voluntarios.gestionar'] } },
    actions: { create: 'voluntarios.gestionar' },
  },
  registrovoluntarios: {
    kind: 'resource',
    group: 'administracion',
    screens: { list: { path: '/registrovoluntarios', roles: STAFF, uses: ['asignaciones.gestionar'] } },
  },
  backup: {
    kind: 'resource',
    group: 'administracion',
    screens: { list: { path: '/backup', roles: ['admin'], uses: ['backup.gestionar'] } },
    actions: { create: 'backup.gestionar', restaurar: 'backup.gestionar', importar: 'backup.gestionar' },
  },
  auditoria: {
    kind: 'resource',
    group: 'administracion',
    screens: {
      list: { path: '/auditoria', roles: ['admin'], uses: ['auditoria.leer'] },
      show: { path: '/auditoria/:id', roles: ['admin'], uses: ['auditoria.leer'] },
    },
    actions: { export: 'auditoria.leer' },
  },
  usuarios: {
    kind: 'resource',
    group: 'administracion',
    screens: {
      list: { path: '/usuarios', roles: ['admin'], uses: ['usuarios.gestionar'] },
      show: { path: '/usuarios/:id', roles: ['admin'], uses: ['usuarios.gestionar', 'asignaciones.gestionar'] },
    },
    actions: { create: 'usuarios.gestionar', edit: 'usuarios.gestionar', anonimizar: 'rgpd.anonimizar' },
  },
  ajustes: {
    kind: 'page',
    group: 'administracion',
    screens: { list: { path: '/ajustes', roles: ['admin'], uses: ['ajustes.gestionar'] } },
  },
  'cambiar-contrasena': {
    kind: 'page',
    group: 'administracion',
    screens: { list: { path: '/cambiar-contrasena', roles: [...ALL, 'profesional', PROVINCE_ROLE], uses: ['cuenta.propia'] } },
  },
  consulta: {
    kind: 'page',
    group: 'gatosColonias',
    screens: { list: { path: '/consulta', roles: ['profesional'], uses: ['consulta.microchip'] } },
  },
  entidades: {
    kind: 'resource',
    group: 'administracion',
    screens: {
      list: { path: '/entidades', roles: ['admin'], uses: ['entidades.gestionar'] },
      show: { path: '/entidades/:id', roles: ['admin'], uses: ['entidades.gestionar'] },
    },
    actions: { create: 'entidades.gestionar', edit: 'entidades.gestionar', delete: 'entidades.gestionar', claves: 'entidades.gestionar' },
  },
  'consultas-microchip': {
    kind: 'resource',
    group: 'administracion',
    screens: { list: { path: '/consultas-microchip', roles: ['admin'], uses: ['consultas.leer'] } },
  },
  provincia: {
    kind: 'page',
    group: 'programa',
    screens: { list: { path: '/provincia', roles: [PROVINCE_ROLE], uses: ['provincia.panel'] } },
  },
  municipios: {
    kind: 'resource',
    group: 'administracion',
    screens: {
      list: { path: '/municipios', roles: [PROVINCE_ROLE], uses: ['municipios.gestionar'] },
      create: { path: '/municipios/create', roles: [PROVINCE_ROLE], uses: ['municipios.gestionar'] },
      edit: { path: '/municipios/:id', roles: [PROVINCE_ROLE], uses: ['municipios.gestionar'] },
    },
  },
} as const satisfies Record<string, StaffArea>;

export type StaffAreaName = keyof typeof STAFF_AREAS;

export function isStaffAreaName(value: unknown): value is StaffAreaName {
  return typeof value === 'string' && Object.hasOwn(STAFF_AREAS, value);
}

export interface CanAccessParams {
  resource: string;
  action: string;
}

/**
 * May `role` do `action` on `resource`? A screen follows its route's roles,
 * any other action its capability; an undeclared resource or action, an
 * unknown role or nobody signed in are refused (default deny).
 */
export function canAccess(role: unknown, { resource, action }: CanAccessParams): boolean {
  if (!isRole(role) || !isStaffAreaName(resource)) return false;
  const area: StaffArea = STAFF_AREAS[resource];
  const screen = area.screens[action];
  if (screen) return screen.roles.includes(role);
  const capability = area.actions?.[action];
  return capability ? can(role, capability) : false;
}

/** A route of the staff application, with the area and action it opens. */
export interface GuardedRoute extends Screen {
  area: StaffAreaName;
  action: string;
}

/** Every staff route, from the table above (the original route table and the later screens). */
export const GUARDED_ROUTES: readonly GuardedRoute[] = (Object.entries(STAFF_AREAS) as [StaffAreaName, StaffArea][]).flatMap(([area, { screens }]) =>
  Object.entries(screens).map(([action, screen]) => ({ ...screen, area, action })),
);

/** Is `pathname` the route `pattern` (its `:param` segments matching any non-empty segment)? */
export function routeMatches(pattern: string, pathname: string): boolean {
  const parts = pathname.replace(/\/+$/, '').split('/');
  const segments = pattern.split('/');
  return segments.length === parts.length && segments.every((seg, i) => (seg.startsWith(':') ? parts[i] !== '' : seg === parts[i]));
}

/** The staff route a path falls under, matching `:param` segments. */
export function findGuardedRoute(pathname: string): GuardedRoute | undefined {
  return GUARDED_ROUTES.find((route) => routeMatches(route.path, pathname));
}

/** May `role` open this staff path? A path the table does not declare is refused. */
export function canOpenRoute(role: unknown, pathname: string): boolean {
  const route = findGuardedRoute(pathname);
  return Boolean(route) && isRole(role) && route!.roles.includes(role);
}

export interface MenuEntry {
  /** Catalogue key of the label: the original label for this role (texts in src/domain/i18n/<lang>/menu.ts). */
  label: string;
  path: string;
  area: StaffAreaName;
  group: MenuGroup;
}

export interface MenuSection {
  group: MenuGroup;
  /** Catalogue key of the heading. */
  label: string;
  entries: readonly MenuEntry[];
}

type MenuItem = readonly [area: StaffAreaName, screen: string, label: string];

/**
 * Each role's menu entries with the original labels, in the original order; the
 * entries added later (Panel, Adopciones, Hoy, Visitas...) follow. The menu
 * shows them under their area's heading, headings in MENU_GROUPS order, which
 * keeps the original entries in the original order for every role.
 */
const MENU_ITEMS: Record<Role, readonly MenuItem[]> = {
  admin: [
    ['colonias', 'list', 'colonias'],
    ['gatos', 'list', 'listadoGatos'],
    ['partes', 'list', 'partes'],
    ['actividades', 'list', 'actividades'],
    ['campanas', 'list', 'campanas'],
    ['quejas', 'list', 'incidencias'],
    ['inspecciones', 'list', 'inspecciones'],
    ['informes', 'list', 'informes'],
    ['voluntarios', 'list', 'voluntarios'],
    ['registrovoluntarios', 'list', 'registroVoluntarios'],
    ['backup', 'list', 'gestionBackups'],
    ['auditoria', 'list', 'auditoria'],
    ['usuarios', 'list', 'usuarios'],
    ['panel', 'list', 'panel'],
    ['adopciones/solicitudes', 'list', 'adopciones'],
    ['avistamientos', 'list', 'avistamientos'],
    ['visitas', 'list', 'visitas'],
    ['visitas', 'pendientes', 'turnosSinVisita'],
    ['ajustes', 'list', 'ajustes'],
    ['equipos', 'list', 'equipos'],
    ['jornadas', 'list', 'jornadas'],
    ['subvenciones', 'list', 'subvenciones'],
    ['facturas', 'list', 'facturas'],
    ['costes', 'list', 'costes'],
    ['entidades', 'list', 'entidades'],
    ['consultas-microchip', 'list', 'consultasMicrochip'],
    ['cursos', 'list', 'cursos'],
    ['acreditaciones', 'list', 'acreditaciones'],
  ],
  responsable: [
    ['colonias', 'list', 'colonias'],
    ['gatos', 'create', 'nuevoGato'],
    ['gatos', 'list', 'listadoGatos'],
    ['campanas', 'list', 'campanas'],
    ['quejas', 'list', 'incidencias'],
    ['inspecciones', 'list', 'inspecciones'],
    ['informes', 'list', 'informes'],
    ['voluntarios', 'list', 'voluntarios'],
    ['registrovoluntarios', 'list', 'registroVoluntarios'],
    ['panel', 'list', 'panel'],
    ['adopciones/solicitudes', 'list', 'adopciones'],
    ['avistamientos', 'list', 'avistamientos'],
    ['visitas', 'list', 'visitas'],
    ['visitas', 'pendientes', 'turnosSinVisita'],
    ['equipos', 'list', 'equipos'],
    ['jornadas', 'list', 'jornadas'],
    ['subvenciones', 'list', 'subvenciones'],
    ['facturas', 'list', 'facturas'],
    ['costes', 'list', 'costes'],
    ['cursos', 'list', 'cursos'],
    ['acreditaciones', 'list', 'acreditaciones'],
  ],
  voluntario: [
    ['mis-colonias', 'list', 'misColonias'],
    ['mis-gatos', 'list', 'misGatos'],
    ['mis-quejas', 'list', 'listadoDeIncidencias'],
    ['mis-inspecciones', 'list', 'listadoDeInspecciones'],
    ['hoy', 'list', 'hoy'],
    ['visitas', 'list', 'visitas'],
    ['equipos', 'list', 'equipos'],
    ['acreditaciones', 'list', 'misAcreditaciones'],
  ],
  veterinario: [
    ['gatos', 'list', 'listadoDeGatos'],
    ['colonias-listado', 'list', 'listadoDeColonias'],
    ['campanas', 'list', 'campanas'],
    ['actividades', 'list', 'actividades'],
    ['panel', 'list', 'panel'],
    ['jornadas', 'list', 'jornadas'],
    ['facturas', 'list', 'facturas'],
  ],
  usuario: [
    ['mis-gatos', 'list', 'misGatos'],
    ['mis-quejas', 'list', 'listadoDeIncidencias'],
    ['mis-inspecciones', 'list', 'listadoDeInspecciones'],
    ['acreditaciones', 'list', 'misAcreditaciones'],
  ],
  profesional: [['consulta', 'list', 'consulta']],
  provincia: [
    ['provincia', 'list', 'provincia'],
    ['municipios', 'list', 'municipios'],
  ],
};

function sectionsOf(role: Role): MenuSection[] {
  const entries: MenuEntry[] = MENU_ITEMS[role].map(([area, screen, label]) => {
    const declared: StaffArea = STAFF_AREAS[area];
    return { label: `menu.${label}`, path: declared.screens[screen].path, area, group: declared.group };
  });
  return MENU_GROUPS.map((group) => ({ group, label: `menu.grupos.${group}`, entries: entries.filter((entry) => entry.group === group) })).filter(
    (section) => section.entries.length > 0,
  );
}

/** The side menu of each role: its sections, each with its entries. */
export const MENU_SECTIONS: Record<Role, readonly MenuSection[]> = Object.fromEntries(ACCOUNT_ROLES.map((role) => [role, sectionsOf(role)])) as Record<Role, MenuSection[]>;

/** Each role's menu entries in the order the menu shows them. */
export const MENUS: Record<Role, readonly MenuEntry[]> = Object.fromEntries(
  ACCOUNT_ROLES.map((role) => [role, MENU_SECTIONS[role].flatMap((section) => section.entries)]),
) as Record<Role, MenuEntry[]>;

export function menuFor(role: unknown): readonly MenuSection[] {
  return isRole(role) ? MENU_SECTIONS[role] : [];
}
