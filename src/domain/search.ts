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
