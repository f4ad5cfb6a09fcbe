/** Numbers and percentages in the screens' language (Intl), Spanish by default. */
import { INTL_LOCALES } from '../../domain/i18n/languages';
import { getLanguage } from './language';
import { formatEuros } from '../../domain/costes';

const cache = new Map<string, Intl.NumberFormat>();

function format(options: Intl.NumberFormatOptions, key: string): Intl.NumberFormat {
  const locale = INTL_LOCALES[getLanguage()];
  const id = `${locale}|${key}`;
  let formatter = cache.get(id);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, options);
    cache.set(id, formatter);
  }
  return formatter;
}

/** `62 %` (Basque: `% 62`). */
export const formatShare = (share: number): string => format({ style: 'percent', maximumFractionDigits: 0 }, 'share').format(share);
/** `12.500` */
export const formatInteger = (n: number): string => format({ maximumFractionDigits: 0 }, 'integer').format(n);
/** `62,5 %`: a percentage given as 0–100. */
export const formatPercentValue = (value: number): string =>
  getLanguage() === 'eu' ? `% ${format({ maximumFractionDigits: 2 }, 'decimal2').format(value)}` : `${format({ maximumFractionDigits: 2 }, 'decimal2').format(value)} %`;

/** `1.234,50 €`: an amount given in whole cents. */
export const formatMoney = (centimos: number): string => formatEuros(centimos, INTL_LOCALES[getLanguage()]);
