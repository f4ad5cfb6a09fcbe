/**
 * The catalogue of each language: Spanish is in the main bundle (the default
 * and the original product's texts), the others are loaded when first chosen.
 */
import type { TranslationMessages } from 'react-admin';
import type { Language } from '../../domain/i18n/languages';
import { spanishMessages } from './es';

const loaders: Record<Exclude<Language, 'es'>, () => Promise<TranslationMessages>> = {
  ca: () => import('./ca').then((m) => m.catalanMessages),
  eu: () => import('./eu').then((m) => m.basqueMessages),
  gl: () => import('./gl').then((m) => m.galicianMessages),
  en: () => import('./en').then((m) => m.englishMessages),
};

const loaded: Partial<Record<Language, TranslationMessages>> = { es: spanishMessages };

export async function loadCatalogue(language: Language): Promise<TranslationMessages> {
  const ready = loaded[language];
  if (ready) return ready;
  const messages = await loaders[language as Exclude<Language, 'es'>]();
  loaded[language] = messages;
  return messages;
}

/** The catalogue when it is loaded (Spanish always is). */
export function loadedCatalogue(language: Language): TranslationMessages | undefined {
  return loaded[language];
}
