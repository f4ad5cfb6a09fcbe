/** Amounts on the money screens: shown in the reader's language (formatEuros), typed in euros and read as cents without floating point. */
import { centimosDeEuros, formatEuros } from '../../domain/costes';
import { INTL_LOCALES } from '../../domain/i18n/languages';
import { getLanguage } from '../i18n/language';

export const formatImporte = (centimos: number): string => formatEuros(centimos, INTL_LOCALES[getLanguage()]);

/** What an amount field holds: the text typed, and its cents (null while it is no amount). */
export const importeDe = (texto: string): number | null => (texto.trim() === '' ? null : centimosDeEuros(texto));

export const T = 'gatera.facturas';
