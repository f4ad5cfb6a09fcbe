/**
 * The catalogues of each language, in two sizes. The full one (<language>.ts:
 * react-admin's texts, the domain's and every area's) is what the staff
 * application speaks. The public one (public/<language>.ts: the areas publico,
 * layout and cuenta, and the domain's account texts, notices and role names)
 * is the part of it that every page outside react-admin asks for
 * (tests/client/i18n/publicCatalogues.test.tsx), so the landing page does not
 * download the staff screens' texts. The Spanish public catalogue is in the
 * main bundle; every other catalogue is loaded when first needed: a
 * language's public one when it is chosen, the full ones once the staff
 * application is on its way (loadFullCatalogues), for the language of the
 * moment and for every language chosen afterwards.
 */
import type { TranslationMessages } from 'react-admin';
import type { Language } from '../../domain/i18n/languages';
import publicSpanish from './public/es';

type Loader = () => Promise<TranslationMessages>;

export const PUBLIC_CATALOGUE_LOADERS: Record<Language, Loader> = {
  es: async () => publicSpanish,
  ca: () => import('./public/ca').then((m) => m.default),
  eu: () => import('./public/eu').then((m) => m.default),
  gl: () => import('./public/gl').then((m) => m.default),
  en: () => import('./public/en').then((m) => m.default),
};

const FULL_CATALOGUE_LOADERS: Record<Language, Loader> = {
  es: () => import('./es').then((m) => m.spanishMessages),
  ca: () => import('./ca').then((m) => m.catalanMessages),
  eu: () => import('./eu').then((m) => m.basqueMessages),
  gl: () => import('./gl').then((m) => m.galicianMessages),
  en: () => import('./en').then((m) => m.englishMessages),
};

const publicLoaded: Partial<Record<Language, TranslationMessages>> = { es: publicSpanish };
const fullLoaded: Partial<Record<Language, TranslationMessages>> = {};
let fullWanted = false;

/** Loads what `language` needs now (its public catalogue, or its full one once the staff application is wanted) and answers the catalogue in use. */
export async function loadCatalogue(language: Language): Promise<TranslationMessages> {
  if (!fullWanted && !publicLoaded[language]) publicLoaded[language] = await PUBLIC_CATALOGUE_LOADERS[language]();
  // Read again after the wait: the staff application may have been asked for meanwhile.
  if (fullWanted && !fullLoaded[language]) fullLoaded[language] = await FULL_CATALOGUE_LOADERS[language]();
  return loadedCatalogue(language)!;
}

/** From now on every language gets its full catalogue; loads `language`'s (the one on screen). */
export async function loadFullCatalogues(language: Language): Promise<void> {
  fullWanted = true;
  await loadCatalogue(language);
}

/** The catalogue of `language` in use: its full one when loaded, else its public one, else none yet. */
export function loadedCatalogue(language: Language): TranslationMessages | undefined {
  return fullLoaded[language] ?? publicLoaded[language];
}
