/**
 * Which tables hold a municipality's records (each row carries its
 * `municipio_id`, and every query of them is scoped: db/tenantPlugin.ts) and
 * which belong to the installation as a whole. Every table is in exactly one
 * list: the type below fails to compile when a new table is in neither.
 */
import type { TableName } from './schema';

/** The tenant tables migration 0025 gave their `municipio_id`: frozen, as that migration is. */
export const TENANT_TABLES_AT_0025 = [
  'users',
  'colonias',
  'gatos',
  'campanas',
  'campana_gatos',
  'partes',
  'actividades',
  'quejas',
  'inspecciones',
  'actividades_voluntarios',
  'asignaciones',
  'audit_log',
  'censos',
  'adopcion_solicitudes',
  'certificados',
  'comederos',
  'turnos',
  'cambios_turno',
  'visitas',
] as const satisfies readonly TableName[];

/**
 * Tenant tables made after migration 0025: each is created with its
 * `municipio_id` and, on PostgreSQL, its row-level security
 * (db/migrations/tenantTable.ts).
 */
export const LATER_TENANT_TABLES = ['camadas', 'equipos', 'prestamos_equipo', 'proveedores', 'jornadas', 'jornada_reservas', 'tarifas', 'facturas', 'subvenciones', 'subvencion_lineas', 'costes', 'presupuestos_campana', 'entidades', 'claves_api', 'consultas_microchip', 'avistamientos', 'suscripciones_push', 'preferencias_aviso', 'cola_avisos', 'cursos', 'curso_asistentes', 'acreditaciones', 'acreditacion_colonias', 'acreditacion_avisos'] as const satisfies readonly TableName[];

export const TENANT_TABLES = [...TENANT_TABLES_AT_0025, ...LATER_TENANT_TABLES] as const;

/**
 * Tables of the installation: the municipalities themselves, and what hangs
 * on an account id or a secret rather than on a municipality's records (an
 * account's language, its sign-in limits and devices, password-reset tokens,
 * the mail queue, the offline clients' ids, the other municipalities it
 * works in), the installation's own settings,
 * the erasure register, the sort keys' state and the days whose missed-shift
 * notices and overdue-loan reminders went out (one daily run for the
 * installation).
 */
export const INSTALLATION_TABLES = [
  'avisos_turnos',
  'avisos_equipos',
  'municipios',
  'idiomas_usuario',
  'usuarios_municipios',
  'password_reset_tokens',
  'rate_limits',
  'accesos_conocidos',
  'mail_queue',
  'gatos_client_ids',
  'ajustes',
  'supresiones',
  'claves_orden',
] as const satisfies readonly TableName[];

export type TenantTable = (typeof TENANT_TABLES)[number];

// Compiles only while every table of the schema is in one of the two lists.
type Unlisted = Exclude<TableName, TenantTable | (typeof INSTALLATION_TABLES)[number]>;
const everyTableListed: [Unlisted] extends [never] ? true : Unlisted = true;
void everyTableListed;

const TENANT = new Set<string>(TENANT_TABLES);

export function isTenantTable(name: string | null): name is TenantTable {
  return name !== null && TENANT.has(name);
}

/** The column every tenant table carries. */
export const MUNICIPIO_COLUMN = 'municipio_id';

/**
 * The unique indexes of tenant tables whose values identify something across
 * the whole installation (an account's name and address, an offline client's
 * id, a complaint's tracking code, a certificate's code and content, a
 * caregiver's card's code): they do
 * not start with municipio_id. Every other index of a tenant table does
 * (migration 0025), so an upsert's conflict target gets municipio_id first
 * (db/tenantPlugin.ts).
 */
export const INSTALLATION_WIDE_UNIQUE: Readonly<Record<string, { table: TenantTable; columns: readonly string[] }>> = {
  users_username_uq: { table: 'users', columns: ['username'] },
  users_email_uq: { table: 'users', columns: ['email'] },
  visitas_client_id_uq: { table: 'visitas', columns: ['client_id'] },
  censos_client_id_uq: { table: 'censos', columns: ['client_id'] },
  quejas_codigo_seguimiento_uq: { table: 'quejas', columns: ['codigo_seguimiento'] },
  certificados_codigo_uq: { table: 'certificados', columns: ['codigo'] },
  certificados_huella_uq: { table: 'certificados', columns: ['huella'] },
  acreditaciones_codigo_uq: { table: 'acreditaciones', columns: ['codigo'] },
};

/** Whether `columns` of `table` are one of the installation-wide unique identifiers. */
export function isInstallationWide(table: string, columns: readonly string[]): boolean {
  return Object.values(INSTALLATION_WIDE_UNIQUE).some((u) => u.table === table && u.columns.join() === columns.join());
}

/** The municipality migration 0025 made of the data already there: an installation's first, and its public pages' until paths name one. */
export const FIRST_MUNICIPIO = 1;
