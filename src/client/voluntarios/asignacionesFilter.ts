/**
 * The filters and paging of 'Personas Asignadas a Colonias':
 * the text search and the colony drop-down both keep entries whose colony name
 * contains the value, ignoring case; 5 entries per page.
 */
import { PAGE_SIZES } from '../../domain/constants';
import { containsText } from '../../domain/search';
import { sortByText } from '../../domain/collation';
import type { Language } from '../../domain/i18n/languages';
import type { Asignacion } from '../../domain/types';
import { VOLUNTARIOS_TEXTS } from './i18n/es';

/** The Spanish text of an entry without colony (the screens show `gatera.voluntarios.asignadas.sinAsignar`). */
export const NO_COLONY_TEXT = VOLUNTARIOS_TEXTS.asignadas.sinAsignar;

export interface AsignacionFilters {
  /** 'Buscar por nombre de colonia...' */
  text: string;
  /** '-- Filtrar por colonia --': '' for every colony. */
  colonia: string;
}

export function filterAsignaciones<T extends Pick<Asignacion, 'colony_nombre'>>(entries: readonly T[], filters: AsignacionFilters): T[] {
  const text = filters.text.trim();
  const colonia = filters.colonia.trim();
  if (!text && !colonia) return [...entries];
  return entries.filter((entry) => entry.colony_nombre !== null && containsText(entry.colony_nombre, text) && containsText(entry.colony_nombre, colonia));
}

/** The drop-down's colonies: each assigned colony name once, in the reader's alphabetical order. */
export function coloniaOptions(entries: readonly Pick<Asignacion, 'colony_nombre'>[], language: Language): string[] {
  const names = new Set<string>();
  for (const entry of entries) if (entry.colony_nombre) names.add(entry.colony_nombre);
  return sortByText([...names], (name) => name, language);
}

export interface PageView<T> {
  items: T[];
  /** From 1, within 1..pages. */
  page: number;
  pages: number;
  hasPrevious: boolean;
  hasNext: boolean;
}

export function paginate<T>(items: readonly T[], page: number, perPage: number = PAGE_SIZES.asignaciones): PageView<T> {
  const pages = Math.max(1, Math.ceil(items.length / perPage));
  const current = Math.min(Math.max(1, Math.floor(page)), pages);
  return {
    items: items.slice((current - 1) * perPage, current * perPage),
    page: current,
    pages,
    hasPrevious: current > 1,
    hasNext: items.length > 0 && current < pages,
  };
}
