/**
 * Whose data a piece of work may touch: the municipalities of its scope. A
 * request gets its scope once it knows who asks (the account's municipality,
 * or the one a public path names); until then, and in a request that never
 * gets one, every query of a municipality's table is refused, so a route that
 * forgets to scope cannot read or write anyone's records. Work outside any
 * request (start-up, migrations, the mail queue, the command line) acts for
 * the whole installation; a daily job about each municipality's records (the
 * backup, the missed-shift notice) gives each municipality its own scope in
 * turn (withScope; tenancy/municipios.ts).
 *
 * The scope travels with the asynchronous work (AsyncLocalStorage), so the
 * database layer reads it without every repository passing it along
 * (db/tenantPlugin.ts, and on PostgreSQL db/tenantSession.ts).
 */
import { AsyncLocalStorage } from 'node:async_hooks';

/** The whole installation, or the municipalities listed (one to write; several only to read). */
export type TenantScope = 'installation' | { readonly municipios: readonly number[] };

/** What a request carries: its scope, null until it is known. */
interface ScopeHolder {
  scope: TenantScope | null;
}

const storage = new AsyncLocalStorage<ScopeHolder>();

export class MissingScopeError extends Error {
  constructor() {
    super('Consulta de datos de un municipio sin saber de qué municipio');
  }
}

/** The scope of the work running now: the installation outside any request; throws inside a request that has none yet. */
export function currentScope(): TenantScope {
  const holder = storage.getStore();
  if (!holder) return 'installation';
  if (!holder.scope) throw new MissingScopeError();
  return holder.scope;
}

/** The scope of the work running now, or null inside a request that has none yet (for callers that choose what to do then). */
export function scopeOrNull(): TenantScope | null {
  const holder = storage.getStore();
  return holder ? holder.scope : 'installation';
}

/** Runs `work` (a request's whole handling) with a scope still to be set by setScope. */
export function runUnscoped<T>(work: () => T): T {
  return storage.run({ scope: null }, work);
}

/** Sets the scope of the request running now (after it knows who asks). */
export function setScope(scope: TenantScope): void {
  const holder = storage.getStore();
  if (!holder) throw new Error('setScope fuera de una petición');
  holder.scope = scope;
}

/** From now on the request running now works on `municipio`'s records (the account it acts for has been found). */
export function workFor(municipio: number): void {
  setScope({ municipios: [municipio] });
}

/** Runs `work` with `scope`, whatever the surrounding work's (looking an account up at sign-in; a municipality's job). */
export function withScope<T>(scope: TenantScope, work: () => T): T {
  return storage.run({ scope }, work);
}

/** A text naming the scope of the work running now, for keys of remembered answers: one municipality's are never another's. */
export function scopeKey(): string {
  const scope = currentScope();
  return scope === 'installation' ? '*' : scope.municipios.join(',');
}

/** The municipality of a one-municipality scope; null for the installation's or several. */
export function onlyMunicipio(scope: TenantScope): number | null {
  return scope !== 'installation' && scope.municipios.length === 1 ? scope.municipios[0] : null;
}

/** The one municipality a write goes to; throws for the installation's or a several-municipality scope. */
export function writingMunicipio(scope: TenantScope): number | null {
  if (scope === 'installation') return null;
  if (scope.municipios.length !== 1) throw new Error('Solo se escribe en un municipio a la vez');
  return scope.municipios[0];
}
