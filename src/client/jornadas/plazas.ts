/** Slots as people read them in the screen's language: whole numbers plain, halves with their decimal. */
import { INTL_LOCALES } from '../../domain/i18n/languages';
import { getLanguage } from '../i18n/language';

export function formatPlazas(value: number): string {
  return new Intl.NumberFormat(INTL_LOCALES[getLanguage()], { maximumFractionDigits: 1 }).format(value);
}
