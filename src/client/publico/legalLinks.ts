/** Where the downloadable terms live (served by the API's legal module), in the language on screen. */
import { apiUrl } from '../providers/httpClient';
import { useLanguage } from '../i18n/language';
import type { Language } from '../../domain/i18n/languages';

/** A plain link sends the browser's Accept-Language, so the language chosen in the app goes in the address. */
export function legalPdfUrl(language: Language): string {
  const url = apiUrl('/api/legal/condiciones-uso.pdf');
  return language === 'es' ? url : `${url}?idioma=${language}`;
}

export function useLegalPdfUrl(): string {
  return legalPdfUrl(useLanguage());
}
