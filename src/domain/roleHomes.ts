/**
 * The roles and where each one lands: the part of the role table that the
 * public pages read (the session, the header's link to the application, the
 * demo accounts), in a module of its own so that the landing page does not
 * download the capability, area and menu tables of roles.ts, which re-exports
 * it. Nothing else in the code lists roles.
 */

/**
 * The roles of a municipality's accounts: those its administrators give. The
 * `profesional` is a partner professional (a vet clinic, a shelter, the local
 * police) who only asks whether a microchip is a colony cat's.
 */
export const ROLES = ['admin', 'responsable', 'voluntario', 'veterinario', 'usuario', 'profesional'] as const;

/**
 * The province's role (a diputación or comarca that runs the programme of
 * its municipalities): reads every municipality of the installation and
 * changes none of their records; it creates municipalities and their first
 * administrator. No municipality's administrator can give it.
 */
export const PROVINCE_ROLE = 'provincia';

export type Role = (typeof ROLES)[number] | typeof PROVINCE_ROLE;

/** Every role an account may hold. */
export const ACCOUNT_ROLES: readonly Role[] = [...ROLES, PROVINCE_ROLE];

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ACCOUNT_ROLES as readonly string[]).includes(value);
}

/** Where each role lands after login. */
export const HOME_BY_ROLE: Record<Role, string> = {
  admin: '/colonias',
  responsable: '/colonias',
  voluntario: '/hoy',
  veterinario: '/gatos',
  usuario: '/mis-gatos',
  profesional: '/consulta',
  provincia: '/provincia',
};

/** The landing page: where an anonymous visitor of a guarded route is sent. */
export const HOME_ROUTE = '/';

/** The home of a role after login; an unknown role goes to the landing page. */
export function homeOf(role: unknown): string {
  return isRole(role) ? HOME_BY_ROLE[role] : HOME_ROUTE;
}
