/** The map's search: colonies whose name contains the text, ignoring case and accents. */
import { containsText } from '../../domain/search';

export interface Named {
  nombre: string;
}

/** Matches for a non-blank text, in the given order; nothing for a blank one. */
export function matchColonias<T extends Named>(colonias: readonly T[], text: string, limit = 50): T[] {
  if (!text.trim()) return [];
  const found: T[] = [];
  for (const colonia of colonias) {
    if (containsText(colonia.nombre, text)) {
      found.push(colonia);
      if (found.length === limit) break;
    }
  }
  return found;
}
