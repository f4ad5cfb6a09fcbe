/**
 * The one translation of every screen: react-admin's i18n provider
 * (ra-i18n-polyglot, one instance per catalogue), following the language
 * store of language.ts. <Admin> receives it; the pages outside react-admin
 * get it through TranslationProvider.tsx; both read it with useTranslate.
 */
import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider, TranslationMessages } from 'react-admin';
import { LANGUAGE_NAMES, type Language } from '../../domain/i18n/languages';
import { loadCatalogue, loadedCatalogue } from './catalogues';
import { getLanguage, offeredLanguages } from './language';

const providers = new Map<Language, I18nProvider>();

function providerFor(language: Language): I18nProvider {
  let provider = providers.get(language);
  const messages = loadedCatalogue(language);
  if (!provider && messages) {
    provider = polyglotI18nProvider(() => messages as TranslationMessages, language, [], { allowMissing: true });
    providers.set(language, provider);
  }
  return provider ?? providerFor('es');
}

export const i18nProvider: I18nProvider = {
  translate: (key, options) => providerFor(getLanguage()).translate(key, options),
  // react-admin keeps its own copy of the locale; the store of language.ts decides (LocaleSync.tsx).
  changeLocale: async (locale) => {
    await loadCatalogue(locale as Language);
  },
  getLocale: () => getLanguage(),
  getLocales: () => offeredLanguages().map((locale) => ({ locale, name: LANGUAGE_NAMES[locale] })),
};
