/**
 * The installation's administrator: an administrator whose own account is of the installation's first
 * municipality, where the installation's accounts have always lived. Working in the first municipality
 * too (X-Municipio) does not make another municipality's administrator the installation's.
 */
import type { Role } from '../../domain/roles';
import { FIRST_MUNICIPIO } from '../db/tenantTables';

export function isInstallationAdmin(account: { role: Role; hogar: number }): boolean {
  return account.role === 'admin' && account.hogar === FIRST_MUNICIPIO;
}
