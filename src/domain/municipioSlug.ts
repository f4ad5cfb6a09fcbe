/**
 * A municipality's public path segment (/m/<slug>/): its name in lowercase
 * ASCII, accents removed and anything else but letters and digits turned into
 * single hyphens ("Sigüenza de la Sierra" → "siguenza-de-la-sierra").
 */

/** What a slug may be: lowercase letters and digits in groups joined by single hyphens. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The longest slug made from a name (a path segment people may type). */
export const SLUG_MAX = 60;

/** The slug of `nombre`; empty when the name has no letter or digit. */
export function slugOf(nombre: string): string {
  return nombre
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/ß/g, 'ss')
    .replace(/[æÆ]/g, 'ae')
    .replace(/[øØ]/g, 'o')
    .replace(/[łŁ]/g, 'l')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, SLUG_MAX)
    .replace(/^-+|-+$/g, '');
}

/** `base`, or `base-2`, `base-3`… : the first one not in `taken`. */
export function uniqueSlug(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) {
    const candidate = `${base}-${n}`;
    if (!taken.has(candidate)) return candidate;
  }
}
