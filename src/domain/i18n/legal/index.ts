/**
 * The legal texts in each language. Spanish is the original text
 * (src/domain/legal.ts); the others are long, so each is loaded when a reader
 * of that language first opens a legal page.
 */
import { LEGAL_SPANISH, type LegalTexts } from '../../legal';
import type { Language } from '../languages';

const loaders: Record<Exclude<Language, 'es'>, () => Promise<LegalTexts>> = {
  ca: () => import('./ca').then((m) => m.legalCatalan),
  eu: () => import('./eu').then((m) => m.legalBasque),
  gl: () => import('./gl').then((m) => m.legalGalician),
  en: () => import('./en').then((m) => m.legalEnglish),
};

export function loadLegalTexts(language: Language): Promise<LegalTexts> {
  return language === 'es' ? Promise.resolve(LEGAL_SPANISH) : loaders[language]();
}
