/** Text matching of the search boxes and filters: case- and accent-insensitive "contains". */

/** Lower case without diacritics ("Ermita del Humilladero" and "ermita" match; "Sigüenza" matches "siguenza"). */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** True when `needle` (trimmed) is empty or found inside `haystack`, ignoring case and accents. */
export function containsText(haystack: string | null | undefined, needle: string): boolean {
  const wanted = foldText(needle.trim());
  if (!wanted) return true;
  return foldText(haystack ?? '').includes(wanted);
}

/**
 * The fold the server's searches use, the same on SQLite and
 * PostgreSQL, so it is a plain letter-for-letter table both can apply without
 * extensions or locales: A–Z to a–z, and every accented Latin letter (Latin-1
 * and Latin Extended-A: Á, ñ, Ç, ü, ł, œ…) to its lower-case base letter
 * ('Ñ' → 'n', 'Ł' → 'ł' where there is no base). Anything else stays as it is.
 * SQLite applies it as lower() and replace() (its lower() is ASCII only);
 * PostgreSQL as translate(), which does not depend on the database's locale.
 */
function buildSearchFold(): { from: string; to: string } {
  let from = '';
  let to = '';
  for (let code = 0x41; code <= 0x17f; code++) {
    const ch = String.fromCodePoint(code);
    if (code <= 0x7f && !/[A-Z]/.test(ch)) continue;
    if (code > 0x7f && code < 0xc0) continue;
    const folded = foldText(ch);
    if (folded === ch || [...folded].length !== 1) continue;
    from += ch;
    to += folded;
  }
  return { from, to };
}

export const SEARCH_FOLD = buildSearchFold();

const FOLD_MAP = new Map([...SEARCH_FOLD.from].map((ch, i) => [ch, [...SEARCH_FOLD.to][i]]));

/** The search fold of a text, as the database computes it on the stored names. */
export function foldForSearch(text: string): string {
  let out = '';
  for (const ch of text) out += FOLD_MAP.get(ch) ?? ch;
  return out;
}
