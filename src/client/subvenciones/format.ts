/** The grants' screens' keys and their amounts: cents as the reader writes euros, and what they type back as cents. */
import { centimosDeEuros, formatEuros } from '../../domain/costes';
import { INTL_LOCALES } from '../../domain/i18n/languages';
import { getLanguage } from '../i18n/language';

export const T = 'gatera.subvenciones';

export const euros = (centimos: number | null): string => (centimos === null ? '—' : formatEuros(centimos, INTL_LOCALES[getLanguage()]));

/** Cents as a form shows them to be edited ("1234,50"). */
export const eurosEditables = (centimos: number | null): string => (centimos === null ? '' : `${Math.floor(centimos / 100)},${String(centimos % 100).padStart(2, '0')}`);

/** What a person typed in euros as cents; null when empty, NaN when it is not an amount. */
export function centimosEscritos(text: string): number | null {
  if (!text.trim()) return null;
  return centimosDeEuros(text) ?? Number.NaN;
}
