/**
 * The colony drop-down of 'Personas Asignadas a Colonias' ('-- Filtrar por
 * colonia --'): its choices. The list itself is filtered by colony name and
 * paged on the server.
 */
import { sortByText } from '../../domain/collation';
import type { Language } from '../../domain/i18n/languages';
import type { Asignacion } from '../../domain/types';

/** The drop-down's colonies: each assigned colony name once, in the reader's alphabetical order. */
export function coloniaOptions(entries: readonly Pick<Asignacion, 'colony_nombre'>[], language: Language): string[] {
  const names = new Set<string>();
  for (const entry of entries) if (entry.colony_nombre) names.add(entry.colony_nombre);
  return sortByText([...names], (name) => name, language);
}
