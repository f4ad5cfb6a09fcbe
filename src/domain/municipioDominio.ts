/**
 * A municipality's own host name (`gatos.villaverde.es`): a request whose
 * Host names it is served that municipality's public pages at the plain
 * paths. Only the name: no scheme, port or path, in lower case, at least two
 * labels of letters, digits and inner hyphens (what DNS allows).
 */

/** The longest host name DNS allows. */
export const DOMINIO_MAX = 253;

const LABEL = '[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?';

/** A host name of two or more labels; the last (the top-level domain) starts with a letter, so an IP address is not one. */
export const DOMINIO_PATTERN = new RegExp(`^(?:${LABEL}\\.)+[a-z](?:[a-z0-9-]{0,61}[a-z0-9])?$`);

/** Whether `value` is a host name a municipality may have. */
export function isDominio(value: string): boolean {
  return value.length <= DOMINIO_MAX && DOMINIO_PATTERN.test(value);
}
