/**
 * Which tables hold a municipality's records (each row carries its
 * `municipio_id`, and every query of them is scoped: db/tenantPlugin.ts) and
 * which belong to the installation as a whole. Every table is in exactly one
 * list: the type below fails to compile when a new table is in neither.
 */
import type { TableName } from './schema';

export const TENANT_TABLES = [
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
 * Tables of the installation: the municipalities themselves, and what hangs
 * on an account id or a secret rather than on a municipality's records (an
 * account's language, its sign-in limits and devices, password-reset tokens,
 * the mail queue, the offline clients' ids), the installation's own settings,
 * the erasure register, the sort keys' state and the days whose missed-shift
 * notices went out (one daily run for the installation).
 */
export const INSTALLATION_TABLES = [
  'avisos_turnos',
  'municipios',
  'idiomas_usuario',
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

/** The municipality migration 0025 made of the data already there: an installation's first, and its public pages' until paths name one. */
export const FIRST_MUNICIPIO = 1;
