/**
 * The orders of the trap bank's list, from its column headers: the code, the
 * kind and the state as the reader reads them (their words in the reader's
 * language, in its reading order: src/domain/collation.ts), and the due date
 * of the loan out. A council's inventory is read whole and paged in memory,
 * so the list is sorted here, the same on both engines. Equal keys keep the
 * id's order, in the same direction: each direction is the other's reverse.
 */
import { EQUIPO_LABELS } from '../../../domain/i18n/equipoLabels';
import type { Language } from '../../../domain/i18n/languages';
import { compareText } from '../../../domain/collation';
import type { Equipo } from '../../../domain/schemas/equipo';
import type { ListSort } from '../../lib/sorting';

/** The fields the list may be sorted by (its columns). */
export const EQUIPO_SORTS = ['codigo', 'tipo', 'estado', 'prestamo'] as const;
export type EquipoSort = (typeof EQUIPO_SORTS)[number];

type Compare = (a: Equipo, b: Equipo) => number;

function comparators(language: Language): Record<EquipoSort, Compare> {
  const labels = EQUIPO_LABELS[language];
  return {
    codigo: (a, b) => compareText(a.codigo, b.codigo, language),
    tipo: (a, b) => compareText(labels.tipos[a.tipo], labels.tipos[b.tipo], language),
    estado: (a, b) => compareText(labels.estados[a.estado], labels.estados[b.estado], language),
    // The soonest due first; the items on no loan after every one that is out.
    prestamo: (a, b) => {
      if (!a.prestamo || !b.prestamo) return Number(!a.prestamo) - Number(!b.prestamo);
      return a.prestamo.devolver_antes_de < b.prestamo.devolver_antes_de ? -1 : a.prestamo.devolver_antes_de > b.prestamo.devolver_antes_de ? 1 : 0;
    },
  };
}

/** The items in the order asked for, in the reader's language (a new array). */
export function sortEquipos(items: readonly Equipo[], { field, order }: ListSort<EquipoSort>, language: Language): Equipo[] {
  const byKey = comparators(language)[field];
  const sign = order === 'desc' ? -1 : 1;
  return [...items].sort((a, b) => sign * (byKey(a, b) || a.id - b.id));
}
