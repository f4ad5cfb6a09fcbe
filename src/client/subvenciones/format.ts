/** The grants' screens' keys and their amounts: cents as the reader writes euros, and what they type back as cents. */
import { centimosDeEuros, centimosDecimal } from '../../domain/costes';
import { formatMoney } from '../i18n/numbers';

export const T = 'gatera.subvenciones';

export const euros = (centimos: number | null): string => (centimos === null ? '—' : formatMoney(centimos));

/** Cents as a form shows them to be edited ("1234,50"). */
export const eurosEditables = (centimos: number | null): string => (centimos === null ? '' : centimosDecimal(centimos));

/** What a person typed in euros as cents; null when empty, NaN when it is not an amount. */
export function centimosEscritos(text: string): number | null {
  if (!text.trim()) return null;
  return centimosDeEuros(text) ?? Number.NaN;
}
